import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { withChunkTimeout } from '../lib/lazy-with-timeout.ts';
import { visitorLanguage } from '../lib/language.ts';
import { paths } from '../config/paths.ts';
import { LangLayout, langLoader } from './routes/lang-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { PageFallback } from '../components/page-fallback.tsx';
import type { RouteHandle } from './route-handle.ts';

const statusPages = withChunkTimeout(() => import('./routes/status-pages.tsx'));
const exhibitorPage = withChunkTimeout(() => import('./routes/exhibitor-page.tsx'));
const sessionRoutes = withChunkTimeout(() => import('./routes/session-routes.tsx'));
// Issue 4 detail pages: each route module is a chunk named after its segment (what the gateway preloads).
const exhibitorTabs = withChunkTimeout(() => import('./routes/exhibitor-tabs.tsx'));
const exhibitPage = withChunkTimeout(() => import('./routes/exhibit-page.tsx'));
const projectPage = withChunkTimeout(() => import('./routes/project-page.tsx'));
const videoPage = withChunkTimeout(() => import('./routes/video-page.tsx'));
const appletPage = withChunkTimeout(() => import('./routes/applet-page.tsx'));
const roomPages = withChunkTimeout(() => import('./routes/room-pages.tsx'));
const exhibitorActivity = withChunkTimeout(() => import('./routes/exhibitor-activity.tsx'));
const mimPages = withChunkTimeout(() => import('./routes/mim-pages.tsx'));
const enquiryPages = withChunkTimeout(() => import('./routes/enquiry-pages.tsx'));
const enquiriesPages = withChunkTimeout(() => import('./routes/enquiries-pages.tsx'));
const demandPages = withChunkTimeout(() => import('./routes/demand-pages.tsx'));

export const routes: RouteObject[] = [
  {
    id: 'root',
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      {
        // The stored language lives in the browser: the browser picks the home page.
        path: '/m',
        handle: { name: 'languageChoice', clientOnly: true } satisfies RouteHandle,
        loader: () => redirect(paths.home(visitorLanguage())),
      },
      {
        path: '/m/:lang',
        loader: langLoader,
        element: <LangLayout />,
        errorElement: <RouteError />,
        children: [
          {
            path: 'exhibitor/:id',
            handle: { name: 'client.exhibitor' } satisfies RouteHandle,
            lazy: async () => {
              const m = await exhibitorPage();
              return { loader: m.exhibitorLoader, Component: m.ExhibitorLayout };
            },
            children: [
              {
                index: true,
                handle: { name: 'client.exhibitor.home' } satisfies RouteHandle,
                lazy: async () => {
                  const m = await exhibitorPage();
                  return { Component: m.ExhibitorHomeTab };
                },
              },
              {
                path: 'products',
                handle: { name: 'client.exhibitor.products' } satisfies RouteHandle,
                lazy: async () => {
                  const m = await exhibitorTabs();
                  return { loader: m.productsTabLoader, Component: m.ExhibitorProductsTab };
                },
              },
              {
                path: 'project',
                handle: { name: 'client.exhibitor.project' } satisfies RouteHandle,
                lazy: async () => {
                  const m = await exhibitorTabs();
                  return { loader: m.projectTabLoader, Component: m.ExhibitorProjectTab };
                },
              },
              {
                path: 'exhibitorVideo',
                handle: { name: 'client.exhibitor.exhibitorVideo' } satisfies RouteHandle,
                lazy: async () => {
                  const m = await exhibitorTabs();
                  return { loader: m.videoTabLoader, Component: m.ExhibitorVideoTab };
                },
              },
              {
                path: 'activity',
                handle: { name: 'client.exhibitor.activity' } satisfies RouteHandle,
                lazy: async () => {
                  const m = await exhibitorActivity();
                  return { loader: m.activityTabLoader, Component: m.ExhibitorActivityTab };
                },
              },
              {
                path: 'eventsDetails',
                handle: { name: 'client.exhibitor.eventsDetails' } satisfies RouteHandle,
                lazy: async () => {
                  const m = await exhibitorActivity();
                  return { loader: m.eventsDetailsLoader, Component: m.ExhibitorEventsDetails };
                },
              },
              {
                // reserveChat requires authentication; the booking dialog opens over the home tab.
                path: 'reserveChat',
                handle: { name: 'client.exhibitor.reserveChat', clientOnly: true } satisfies RouteHandle,
                lazy: async () => ({ Component: (await exhibitorTabs()).ExhibitorReserveChat }),
              },
              {
                // sendMessage requires authentication: the IM and communicate gates, then the conversation.
                path: 'sendMessage',
                handle: { name: 'client.exhibitor.sendMessage', clientOnly: true } satisfies RouteHandle,
                lazy: async () => {
                  const m = await mimPages();
                  return { loader: m.mimPageLoader, Component: m.ExhibitorSendMessage };
                },
              },
              {
                path: '*',
                handle: { name: 'notFound' } satisfies RouteHandle,
                lazy: async () => ({ Component: (await statusPages()).NotFoundPage }),
              },
            ],
          },
          // Instant messages (issue 12): mim -> mim/friendList, and one conversation at mim/:views.
          {
            path: 'exhibitor/:id/mim',
            handle: { name: 'client.exhibitor.mim', clientOnly: true } satisfies RouteHandle,
            lazy: async () => ({ loader: (await mimPages()).mimLoader }),
          },
          {
            path: 'exhibitor/:id/mim/friendList',
            handle: { name: 'client.exhibitor.mim.friendList', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await mimPages();
              return { loader: m.mimPageLoader, Component: m.MimFriendListPage };
            },
          },
          {
            path: 'exhibitor/:id/mim/:views',
            handle: { name: 'client.exhibitor.mim.views', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await mimPages();
              return { loader: m.mimPageLoader, Component: m.MimConversationPage };
            },
          },
          // The negotiation room (issue 11): the pre-join page, then the room (no header, no login needed).
          {
            path: 'exhibitor/:id/meetMiddleware/:roomNumber',
            handle: { name: 'client.exhibitor.meetMiddleware', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await roomPages();
              return { loader: m.roomLoader, Component: m.MeetMiddlewarePage };
            },
          },
          {
            path: 'exhibitor/:id/meeting/:roomNumber',
            handle: { name: 'client.exhibitor.meeting', clientOnly: true, bare: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await roomPages();
              return { loader: m.roomLoader, Component: m.MeetingRoomPage };
            },
          },
          {
            path: 'applet',
            handle: { name: 'client.applet', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await appletPage();
              return { loader: m.appletLoader, Component: m.AppletLayout };
            },
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await appletPage()).AppletHome }),
              },
            ],
          },
          {
            path: 'exhibit/:id',
            handle: { name: 'client.exhibit' } satisfies RouteHandle,
            lazy: async () => {
              const m = await exhibitPage();
              return { loader: m.exhibitLoader, Component: m.ExhibitPage };
            },
          },
          // An enquiry about a product (issue 13): intentionOrder/:id -> submit; result after sending.
          {
            path: 'intentionOrder/:id',
            handle: { name: 'client.intentionOrder', clientOnly: true } satisfies RouteHandle,
            lazy: async () => ({ loader: (await enquiryPages()).enquiryLoader }),
          },
          {
            path: 'intentionOrder/:id/submit',
            handle: { name: 'client.intentionOrder.submit', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await enquiryPages();
              return { loader: m.enquiryPageLoader, Component: m.EnquirySubmitPage };
            },
          },
          {
            path: 'intentionOrder/:id/result',
            handle: { name: 'client.intentionOrder.result', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await enquiryPages();
              return { loader: m.enquiryPageLoader, Component: m.EnquiryResultPage };
            },
          },
          {
            path: 'enquiries',
            handle: { name: 'myEnquiries', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await enquiriesPages();
              return { loader: m.enquiriesLoader, Component: m.MyEnquiriesPage };
            },
          },
          {
            path: 'workbench/enquiries',
            handle: { name: 'workbenchEnquiries', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await enquiriesPages();
              return { loader: m.enquiriesLoader, Component: m.WorkbenchEnquiriesPage };
            },
          },
          // The supply-and-demand hall (issue 13): the hall and a demand are public pages; publishing and one's
          // own demands are the buyer's; the organizer reviews them on its own page.
          {
            path: 'supplyDemand',
            handle: { name: 'supplyDemand' } satisfies RouteHandle,
            lazy: async () => {
              const m = await demandPages();
              return { loader: m.demandHallLoader, Component: m.DemandHallPage };
            },
          },
          {
            path: 'supplyDemand/publish',
            handle: { name: 'supplyDemand.publish', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await demandPages();
              return { loader: m.myDemandLoader, Component: m.PublishDemandPage };
            },
          },
          {
            path: 'supplyDemand/mine',
            handle: { name: 'supplyDemand.mine', clientOnly: true } satisfies RouteHandle,
            lazy: async () => {
              const m = await demandPages();
              return { loader: m.myDemandLoader, Component: m.MyDemandsPage };
            },
          },
          {
            path: 'supplyDemand/:id',
            handle: { name: 'supplyDemand.detail' } satisfies RouteHandle,
            lazy: async () => {
              const m = await demandPages();
              return { loader: m.demandLoader, Component: m.DemandPage };
            },
          },
          // The organizer's review console (issue 14): its front page, the queues and the log of decisions.
          {
            path: 'organizer',
            handle: { name: 'organizer.home', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/organizer-pages.tsx');
              return { loader: m.organizerLoader, Component: m.OrganizerHomePage };
            }),
          },
          {
            path: 'organizer/exhibitors',
            handle: { name: 'organizer.exhibitors', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/organizer-pages.tsx');
              return { loader: m.organizerLoader, Component: m.ReviewExhibitorsPage };
            }),
          },
          {
            path: 'organizer/products',
            handle: { name: 'organizer.products', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/organizer-pages.tsx');
              return { loader: m.organizerLoader, Component: m.ReviewProductsPage };
            }),
          },
          {
            path: 'organizer/attendees',
            handle: { name: 'organizer.attendees', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/organizer-pages.tsx');
              return { loader: m.organizerLoader, Component: m.ReviewAttendeesPage };
            }),
          },
          {
            path: 'organizer/payments',
            handle: { name: 'organizer.payments', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/organizer-pages.tsx');
              return { loader: m.organizerLoader, Component: m.ReviewPaymentsPage };
            }),
          },
          {
            path: 'organizer/log',
            handle: { name: 'organizer.log', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/organizer-pages.tsx');
              return { loader: m.organizerLoader, Component: m.ReviewLogPage };
            }),
          },
          {
            path: 'organizer/demands',
            handle: { name: 'organizer.demands', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/organizer-pages.tsx');
              return { loader: m.organizerLoader, Component: m.ReviewDemandsPage };
            }),
          },
          {
            path: 'project/:id',
            handle: { name: 'client.projectDetail' } satisfies RouteHandle,
            lazy: async () => {
              const m = await projectPage();
              return { loader: m.projectLoader, Component: m.ProjectPage };
            },
          },
          {
            path: 'video/:id',
            handle: { name: 'client.video' } satisfies RouteHandle,
            lazy: async () => {
              const m = await videoPage();
              return { loader: m.videoLoader, Component: m.VideoPage };
            },
          },
          // Issue 4 browse pages: one lazy chunk per page, named `<segment>-page` (the gateway preloads it).
          {
            index: true,
            handle: { name: 'home' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/home-page.tsx');
              return { loader: m.homeLoader, Component: m.HomePage };
            }),
          },
          {
            path: 'search',
            handle: { name: 'search' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/search-page.tsx');
              return { loader: m.searchLoader, Component: m.SearchPage };
            }),
          },
          {
            path: 'exhibitors',
            handle: { name: 'exhibitorList' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/exhibitors-page.tsx');
              return { loader: m.exhibitorsLoader, Component: m.ExhibitorsPage };
            }),
          },
          {
            path: 'products',
            handle: { name: 'productList' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/products-page.tsx');
              return { loader: m.productsLoader, Component: m.ProductsPage };
            }),
          },
          {
            path: 'projects',
            handle: { name: 'projectList' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/projects-page.tsx');
              return { loader: m.projectsLoader, Component: m.ProjectsPage };
            }),
          },
          {
            path: 'activities',
            handle: { name: 'activityHall' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/activities-page.tsx');
              return { loader: m.activitiesLoader, Component: m.ActivitiesPage };
            }),
          },
          {
            path: 'lives',
            handle: { name: 'liveList' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/lives-page.tsx');
              return { loader: m.livesLoader, Component: m.LivesPage };
            }),
          },
          {
            path: 'live/:id',
            handle: { name: 'client.live' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/live-page.tsx');
              return { loader: m.liveLoader, Component: m.LivePage };
            }),
          },
          {
            path: 'videos',
            handle: { name: 'videoHall' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/videos-page.tsx');
              return { loader: m.videosLoader, Component: m.VideosPage };
            }),
          },
          {
            path: 'pavilions',
            handle: { name: 'exhibitionGroupList' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/pavilions-page.tsx');
              return { loader: m.pavilionsLoader, Component: m.PavilionsPage };
            }),
          },
          {
            path: 'pavilion/:id',
            handle: { name: 'client.pavilion' } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/pavilion-page.tsx');
              return { loader: m.pavilionLoader, Component: m.PavilionPage };
            }),
          },
          {
            path: 'switchLanguage/:id',
            handle: { name: 'switchLanguage', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/switch-language.tsx');
              return { loader: m.switchLanguageLoader, Component: m.SwitchLanguagePage };
            }),
          },
          {
            path: 'logout',
            handle: { name: 'logout', clientOnly: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await sessionRoutes()).LogoutPage }),
          },
          {
            path: 'silentLogin',
            handle: { name: 'silentLogin', clientOnly: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await sessionRoutes()).SilentLoginPage }),
          },
          {
            path: 'silentLoginRedirect',
            handle: { name: 'silentLoginRedirect', clientOnly: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await sessionRoutes()).SilentLoginRedirectPage }),
          },
          {
            path: 'account',
            handle: { name: 'account', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => ({
              Component: (await import('./routes/account-page.tsx')).AccountPage,
            })),
          },
          // Issue 5: the visitor's meetings and the exhibitor's meetings workbench, each its own chunk.
          {
            path: 'meetings',
            handle: { name: 'meetings', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/meetings-page.tsx');
              return { loader: m.meetingsLoader, Component: m.MeetingsPage };
            }),
          },
          // The exhibitor's workbench (issue 14): its front page and the products.
          {
            path: 'workbench',
            handle: { name: 'workbench.home', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-pages.tsx');
              return { loader: m.workbenchLoader, Component: m.WorkbenchHomePage };
            }),
          },
          {
            path: 'workbench/products',
            handle: { name: 'workbench.products', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-pages.tsx');
              return { loader: m.workbenchLoader, Component: m.WorkbenchProductsPage };
            }),
          },
          {
            path: 'workbench/products/new',
            handle: { name: 'workbench.newProduct', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-pages.tsx');
              return { loader: m.workbenchLoader, Component: m.WorkbenchNewProductPage };
            }),
          },
          {
            path: 'workbench/products/:id',
            handle: { name: 'workbench.product', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-pages.tsx');
              return { loader: m.workbenchLoader, Component: m.WorkbenchProductPage };
            }),
          },
          // The exhibitor's live studio (issue 15): its lives, a new one, one live's studio.
          {
            path: 'workbench/lives',
            handle: { name: 'workbench.lives', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-live-pages.tsx');
              return { loader: m.workbenchLiveLoader, Component: m.WorkbenchLivesPage };
            }),
          },
          {
            path: 'workbench/lives/new',
            handle: { name: 'workbench.newLive', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-live-pages.tsx');
              return { loader: m.workbenchLiveLoader, Component: m.WorkbenchNewLivePage };
            }),
          },
          {
            path: 'workbench/lives/:id',
            handle: { name: 'workbench.live', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-live-pages.tsx');
              return { loader: m.workbenchLiveLoader, Component: m.WorkbenchLivePage };
            }),
          },
          {
            path: 'workbench/company',
            handle: { name: 'workbench.company', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-company-page.tsx');
              return { loader: m.workbenchCompanyLoader, Component: m.WorkbenchCompanyPage };
            }),
          },
          {
            path: 'workbench/figures',
            handle: { name: 'workbench.figures', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-figures-page.tsx');
              return { loader: m.workbenchFiguresLoader, Component: m.WorkbenchFiguresPage };
            }),
          },
          {
            path: 'workbench/meetings',
            handle: { name: 'workbench.meetings', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/workbench-meetings-page.tsx');
              return { loader: m.workbenchMeetingsLoader, Component: m.WorkbenchMeetingsPage };
            }),
          },
          // Issue 12: the card wall and one's own business card.
          {
            path: 'cards',
            handle: { name: 'cards', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/cards-pages.tsx');
              return { loader: m.cardsLoader, Component: m.CardWallPage };
            }),
          },
          {
            path: 'cards/mine',
            handle: { name: 'cards.mine', clientOnly: true } satisfies RouteHandle,
            lazy: withChunkTimeout(async () => {
              const m = await import('./routes/cards-pages.tsx');
              return { loader: m.cardsLoader, Component: m.MyCardPage };
            }),
          },
          {
            path: 'noContent',
            handle: { name: 'noContent' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await statusPages()).NoContentPage }),
          },
          {
            path: 'notfound',
            handle: { name: 'notfound' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await statusPages()).NotFoundPage }),
          },
          {
            path: 'forbidden',
            handle: { name: 'forbidden' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await statusPages()).ForbiddenPage }),
          },
          {
            path: 'authTip',
            handle: { name: 'client.authTip', clientOnly: true } satisfies RouteHandle,
            lazy: async () => ({ Component: (await statusPages()).AuthTipPage }),
          },
          {
            path: '*',
            handle: { name: 'notFound' } satisfies RouteHandle,
            lazy: async () => ({ Component: (await statusPages()).NotFoundPage }),
          },
        ],
      },
      {
        path: '/pc/*',
        handle: { name: 'pc', clientOnly: true } satisfies RouteHandle,
        lazy: withChunkTimeout(async () => {
          const m = await import('./routes/pc-page.tsx');
          return { loader: m.pcLoader, Component: m.PcPage };
        }),
      },
      {
        path: '*',
        handle: { name: 'globalNotFound' } satisfies RouteHandle,
        lazy: async () => {
          const m = await statusPages();
          return { loader: m.globalNotFoundLoader, Component: m.NotFoundPage };
        },
      },
    ],
  },
];

type BrowserRouter = ReturnType<typeof createBrowserRouter>;
let router: BrowserRouter | null = null;

/**
 * The app's router, made on first use. Creating it starts the first navigation's loaders at once, so it must
 * not happen at import time: main.tsx first puts the boot data (event, dictionary) into the cache and
 * configures the api client, and only then asks for the router. A server-rendered page passes the render's
 * loader data: the router then starts on it and runs no loader.
 */
export function getRouter(hydrationData?: HydrationState): BrowserRouter {
  router ??= createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
  return router;
}

/**
 * Hydration must find every matched route's component in place: a lazy route still to load would render the
 * fallback instead of what the server drew. So the matched lazy routes load first.
 */
export async function loadMatchedRoutes(location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Whether the server renders a page of these matched routes (root first): a named page that is not drawn in the
 * browser only. The static handler hands its own matches in, so no address is matched twice.
 */
export function isServerRendered(matches: readonly { route: RouteObject }[]): boolean {
  const handles = matches.map((m) => m.route.handle as RouteHandle | undefined);
  return handles.some((h) => h?.name) && !handles.some((h) => h?.clientOnly);
}

/** The route name and id of the page being shown or loaded, for noContent's context line. */
export function currentRouteContext(): { routeName?: string; id?: string } {
  if (!router) return {};
  const location = router.state.navigation.location ?? router.state.location;
  return routeContextAt(location.pathname);
}

/** The deepest named route at a path and its id (the server render asks this of the page it renders). */
export function routeContextAt(pathname: string): { routeName?: string; id?: string } {
  const matches = matchRoutes(routes, pathname) ?? [];
  const named = [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.name);
  return {
    routeName: (named?.route.handle as RouteHandle | undefined)?.name,
    id: named?.params.id,
  };
}
