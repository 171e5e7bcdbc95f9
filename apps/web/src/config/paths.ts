import type { TLanguage } from '@showfloor/contracts';
import type { VisitSource } from '@showfloor/domain';
import { buildQueryString } from '../lib/query-string.ts';

/**
 * Every link of the app: full pathnames, because the same router serves /m/ (the mobile site)
 * and /pc/ (the desktop frame around it). Nothing else string-builds a URL.
 */
const MOBILE = '/m';
const PC = '/pc';

const seg = (s: string) => encodeURIComponent(s);

export const paths = {
  mobileBase: `${MOBILE}/`,
  home: (lang: TLanguage) => `${MOBILE}/${lang}`,
  exhibitor: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/exhibitor/${seg(id)}`,
  /** Browse pages (issue 4): search results, the four lists and a pavilion. */
  search: (lang: TLanguage, keyword?: string) => `${MOBILE}/${lang}/search${buildQueryString({ keyword })}`,
  exhibitorList: (lang: TLanguage) => `${MOBILE}/${lang}/exhibitors`,
  productList: (lang: TLanguage, cate?: string) => `${MOBILE}/${lang}/products${buildQueryString({ cate })}`,
  projectList: (lang: TLanguage) => `${MOBILE}/${lang}/projects`,
  /** The video hall, with its category and keywords when chosen. */
  videoHall: (lang: TLanguage, filter: { cate?: string; keyword?: string } = {}) =>
    `${MOBILE}/${lang}/videos${buildQueryString({ cate: filter.cate, keyword: filter.keyword })}`,
  /** The activity hall: every activity of the event, one fair day's, or the visitor's own (view=mine). */
  activityHall: (lang: TLanguage, q: { day?: string | null; view?: 'mine' } = {}) =>
    `${MOBILE}/${lang}/activities${buildQueryString({ day: q.day ?? undefined, view: q.view })}`,
  /** The live list: a state's tab ('live', 'upcoming', 'replay'), a fair day, one exhibitor's. */
  liveList: (lang: TLanguage, q: { tab?: string; day?: string | null; exhibitorId?: string } = {}) =>
    `${MOBILE}/${lang}/lives${buildQueryString({ tab: q.tab, day: q.day ?? undefined, exhibitorId: q.exhibitorId })}`,
  pavilionList: (lang: TLanguage) => `${MOBILE}/${lang}/pavilions`,
  pavilion: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/pavilion/${seg(id)}`,
  /** A tab of the exhibitor page; '' is the home tab. */
  exhibitorTab: (
    lang: TLanguage,
    id: string,
    tab: '' | 'project' | 'products' | 'activity' | 'exhibitorVideo' | 'reserveChat' | 'sendMessage',
  ) => `${MOBILE}/${lang}/exhibitor/${seg(id)}${tab ? `/${tab}` : ''}`,
  /** eventsDetails: one activity of the exhibitor, the activity in the query. */
  exhibitorEventsDetails: (lang: TLanguage, exhibitorId: string, activityId: string) =>
    `${MOBILE}/${lang}/exhibitor/${seg(exhibitorId)}/eventsDetails${buildQueryString({ id: activityId })}`,
  /** The exhibitor page with platform Applet: the exhibitor in the query. */
  applet: (lang: TLanguage, exhibitorId: string) =>
    `${MOBILE}/${lang}/applet${buildQueryString({ id: exhibitorId })}`,
  /** The visitor's booked meetings (issue 5). */
  meetings: (lang: TLanguage) => `${MOBILE}/${lang}/meetings`,
  /** The exhibitor's meetings workbench (issue 5): requests, or the time slots with tab 'slots'. */
  workbenchMeetings: (lang: TLanguage, tab?: 'slots') =>
    `${MOBILE}/${lang}/workbench/meetings${buildQueryString({ tab })}`,
  /** Instant messages (issue 12), under an exhibitor's page: the conversations, and one conversation. */
  mim: (lang: TLanguage, exhibitorId: string) => `${MOBILE}/${lang}/exhibitor/${seg(exhibitorId)}/mim`,
  mimFriendList: (lang: TLanguage, exhibitorId: string) =>
    `${MOBILE}/${lang}/exhibitor/${seg(exhibitorId)}/mim/friendList`,
  mimConversation: (lang: TLanguage, exhibitorId: string, conversationId: string) =>
    `${MOBILE}/${lang}/exhibitor/${seg(exhibitorId)}/mim/${seg(conversationId)}`,
  /** An enquiry about a product (issue 13): the form, and what came of it. */
  enquiry: (lang: TLanguage, productId: string) => `${MOBILE}/${lang}/intentionOrder/${seg(productId)}`,
  enquirySubmit: (lang: TLanguage, productId: string) =>
    `${MOBILE}/${lang}/intentionOrder/${seg(productId)}/submit`,
  enquiryResult: (lang: TLanguage, productId: string) =>
    `${MOBILE}/${lang}/intentionOrder/${seg(productId)}/result`,
  /** The buyer's enquiries, and the exhibitor's enquiry inbox on the workbench. */
  myEnquiries: (lang: TLanguage) => `${MOBILE}/${lang}/enquiries`,
  workbenchEnquiries: (lang: TLanguage) => `${MOBILE}/${lang}/workbench/enquiries`,
  /**
   * The supply-and-demand hall (issue 13): the hall (category, keyword), a demand, publishing one, the buyer's
   * own, and the organizer's review.
   */
  demandHall: (lang: TLanguage, q: { cate?: string; q?: string } = {}) =>
    `${MOBILE}/${lang}/supplyDemand${buildQueryString({ cate: q.cate, q: q.q })}`,
  demand: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/supplyDemand/${seg(id)}`,
  publishDemand: (lang: TLanguage) => `${MOBILE}/${lang}/supplyDemand/publish`,
  myDemands: (lang: TLanguage) => `${MOBILE}/${lang}/supplyDemand/mine`,
  reviewDemands: (lang: TLanguage) => `${MOBILE}/${lang}/organizer/demands`,
  /**
   * The exhibitor's workbench (issue 14): its front page, the products by state, a new product and one product's
   * edit page.
   */
  workbench: (lang: TLanguage) => `${MOBILE}/${lang}/workbench`,
  workbenchProducts: (lang: TLanguage, state?: string) =>
    `${MOBILE}/${lang}/workbench/products${buildQueryString({ state })}`,
  workbenchNewProduct: (lang: TLanguage) => `${MOBILE}/${lang}/workbench/products/new`,
  workbenchProduct: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/workbench/products/${seg(id)}`,
  /** The exhibitor's leads and figures per day of the fair. */
  /** A live stream's page (countdown and reserve, the player, the replay). */
  live: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/live/${seg(id)}`,
  /** The exhibitor's live studio (issue 15): its lives, a new one, one live's studio. */
  workbenchLives: (lang: TLanguage) => `${MOBILE}/${lang}/workbench/lives`,
  workbenchNewLive: (lang: TLanguage) => `${MOBILE}/${lang}/workbench/lives/new`,
  workbenchLive: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/workbench/lives/${seg(id)}`,
  workbenchFigures: (lang: TLanguage) => `${MOBILE}/${lang}/workbench/figures`,
  /** The exhibitor's company info and catalogue entry. */
  workbenchCompany: (lang: TLanguage) => `${MOBILE}/${lang}/workbench/company`,
  /**
   * The organizer's review console (issue 14): its front page with each queue's count, the queues (a state in
   * the query) and the log of decisions.
   */
  organizer: (lang: TLanguage) => `${MOBILE}/${lang}/organizer`,
  reviewExhibitors: (lang: TLanguage, state?: string) =>
    `${MOBILE}/${lang}/organizer/exhibitors${buildQueryString({ state })}`,
  reviewProducts: (lang: TLanguage, state?: string) =>
    `${MOBILE}/${lang}/organizer/products${buildQueryString({ state })}`,
  reviewAttendees: (lang: TLanguage, state?: string) =>
    `${MOBILE}/${lang}/organizer/attendees${buildQueryString({ state })}`,
  reviewPayments: (lang: TLanguage, state?: string) =>
    `${MOBILE}/${lang}/organizer/payments${buildQueryString({ state })}`,
  reviewLog: (lang: TLanguage) => `${MOBILE}/${lang}/organizer/log`,
  /** The card wall (issue 12): the business cards received and sent. */
  cards: (lang: TLanguage) => `${MOBILE}/${lang}/cards`,
  /** One's own business card; `back` is where saving returns to. */
  myCard: (lang: TLanguage, back?: string) => `${MOBILE}/${lang}/cards/mine${buildQueryString({ back })}`,
  /** A confirmed meeting's negotiation room: the pre-join page (camera check, password), then the room. */
  meetMiddleware: (lang: TLanguage, exhibitorId: string, room: string, invite?: string) =>
    `${MOBILE}/${lang}/exhibitor/${seg(exhibitorId)}/meetMiddleware/${seg(room)}${buildQueryString({ invite })}`,
  meetingRoom: (lang: TLanguage, exhibitorId: string, room: string, invite?: string) =>
    `${MOBILE}/${lang}/exhibitor/${seg(exhibitorId)}/meeting/${seg(room)}${buildQueryString({ invite })}`,
  exhibit: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/exhibit/${seg(id)}`,
  project: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/project/${seg(id)}`,
  video: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/video/${seg(id)}`,
  switchLanguage: (lang: TLanguage, id: string) => `${MOBILE}/${lang}/switchLanguage/${seg(id)}`,
  notFound: (lang: TLanguage) => `${MOBILE}/${lang}/notfound`,
  forbidden: (lang: TLanguage) => `${MOBILE}/${lang}/forbidden`,
  noContent: (lang: TLanguage, q: { code?: string | number; routeName?: string; id?: string }) =>
    `${MOBILE}/${lang}/noContent${buildQueryString(q)}`,
  authTip: (lang: TLanguage, url: string, message?: string) =>
    `${MOBILE}/${lang}/authTip${buildQueryString({ type: 'auth', url, message })}`,
  serviceWorker: `${MOBILE}/service-worker.js`,

  /** Signs out at the authority, then reloads to `redirect` (a same-site path) or the event home. */
  logout: (lang: TLanguage, redirect?: string) => `${MOBILE}/${lang}/logout${buildQueryString({ redirect })}`,
  /** Tries a silent sign-in (prompt=none), then replaces to `redirect`. */
  silentLogin: (lang: TLanguage, redirect?: string) =>
    `${MOBILE}/${lang}/silentLogin${buildQueryString({ redirect })}`,
  /** Where a redirect sign-in lands (callback.html hands it the code and state). */
  silentLoginRedirect: (lang: TLanguage) => `${MOBILE}/${lang}/silentLoginRedirect`,
  account: (lang: TLanguage, redirect?: string) =>
    `${MOBILE}/${lang}/account${buildQueryString({ redirect })}`,

  /** The authority (OpenID Connect issuer is origin + this). */
  ssoBase: '/sso',
  /**
   * The authority's registration page for an event (where login leads), back to returnUrl afterwards; the
   * visit's source (imv_id, f_ptype, agencyId) goes with it and is stored with a visitor's answers.
   */
  ssoRegister: (q: { bventId?: string | null; returnUrl: string; lang: TLanguage; source?: VisitSource }) =>
    `/sso/register${buildQueryString({ bventId: q.bventId, returnUrl: q.returnUrl, lang: q.lang, ...q.source })}`,
  /** A page of the authority (a registration form) that comes back to returnUrl: returnUrl set or replaced. */
  withReturnUrl: (url: string, returnUrl: string) => {
    const u = new URL(url, globalThis.location?.origin ?? 'http://localhost');
    u.searchParams.set('returnUrl', returnUrl);
    return u.origin === globalThis.location?.origin ? u.pathname + u.search + u.hash : u.href;
  },
  /** The redirect pages of the sign-in client (exact redirect URIs registered at the authority). */
  oidcCallback: `${MOBILE}/callback.html`,
  oidcSilent: `${MOBILE}/silent.html`,
  /** Pages of the mini-program host (wx.miniProgram.navigateTo paths, not web URLs). */
  miniProgramLogin: (returnUrl: string) => `/pages/login/index${buildQueryString({ returnUrl })}`,
  miniProgramPay: (orderId: string, returnUrl: string) =>
    `/pages/pay/index${buildQueryString({ orderId, returnUrl })}`,

  /** The desktop frame of a mobile address: /m/en-US/x?y -> /pc/en-US/x?y. */
  pcOf: (mobilePathWithSearch: string) => PC + stripPrefix(mobilePathWithSearch, MOBILE),
  /** The mobile address a desktop frame shows: /pc/en-US/x?y -> /m/en-US/x?y. */
  mobileOf: (pcPathWithSearch: string) => MOBILE + stripPrefix(pcPathWithSearch, PC),
  /** Splits /m/<rest> into the part after the base, for language validation. */
  afterMobileBase: (pathname: string) => stripPrefix(pathname, MOBILE),
  /** Rebuilds a mobile path from a (validated) part after the base. */
  mobile: (afterBase: string) => MOBILE + (afterBase.startsWith('/') ? afterBase : `/${afterBase}`),
};

function stripPrefix(path: string, prefix: string): string {
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}
