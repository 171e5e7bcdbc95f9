/**
 * Every page of the mobile client under /m/:lang, as React Router patterns relative to the language
 * segment ('' is the home page). The web's router declares exactly these (its test keeps the two equal), and the
 * gateway answers a document for any other path with 404, so an unknown page, or an unknown child of a known one,
 * is never a 200.
 */
export const MOBILE_PAGES = [
  '',
  'exhibitor/:id',
  'exhibitor/:id/products',
  'exhibitor/:id/project',
  'exhibitor/:id/exhibitorVideo',
  'exhibitor/:id/activity',
  'exhibitor/:id/eventsDetails',
  'exhibitor/:id/reserveChat',
  'exhibitor/:id/sendMessage',
  'exhibitor/:id/mim',
  'exhibitor/:id/mim/friendList',
  'exhibitor/:id/mim/:views',
  'exhibitor/:id/meetMiddleware/:roomNumber',
  'exhibitor/:id/meeting/:roomNumber',
  'applet',
  'exhibit/:id',
  'intentionOrder/:id',
  'intentionOrder/:id/submit',
  'intentionOrder/:id/result',
  'project/:id',
  'video/:id',
  'search',
  'exhibitors',
  'products',
  'projects',
  'videos',
  'activities',
  'lives',
  'live/:id',
  'pavilions',
  'pavilion/:id',
  'switchLanguage/:id',
  'logout',
  'silentLogin',
  'silentLoginRedirect',
  'account',
  'meetings',
  'workbench',
  'workbench/products',
  'workbench/products/new',
  'workbench/products/:id',
  'workbench/figures',
  'workbench/company',
  'workbench/lives',
  'workbench/lives/new',
  'workbench/lives/:id',
  'workbench/meetings',
  'workbench/enquiries',
  'enquiries',
  'supplyDemand',
  'supplyDemand/publish',
  'supplyDemand/mine',
  'supplyDemand/:id',
  'organizer',
  'organizer/exhibitors',
  'organizer/products',
  'organizer/attendees',
  'organizer/payments',
  'organizer/log',
  'organizer/demands',
  'cards',
  'cards/mine',
  'noContent',
  'notfound',
  'forbidden',
  'authTip',
] as const;

/** The status a document of these status pages answers with when it is opened directly. */
export const STATUS_PAGES: Readonly<Record<string, number>> = {
  noContent: 404,
  notfound: 404,
  forbidden: 403,
};

/**
 * Whether the segments after the language name a page: each pattern segment matches the same text, a `:param`
 * any one non-empty segment (whether it is a well-formed id is the page's business). Matching ignores case, as
 * React Router does.
 */
export function isMobilePage(segments: readonly string[]): boolean {
  return MOBILE_PAGES.some((pattern) => {
    const parts = pattern === '' ? [] : pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((p, i) => p.startsWith(':') || p.toLowerCase() === segments[i]!.toLowerCase())
    );
  });
}
