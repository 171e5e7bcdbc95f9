import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  Outlet,
  redirect,
  replace,
  useLocation,
  useMatches,
  useParams,
  type LoaderFunctionArgs,
} from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { currentDeviceFacts, isDesktopClient, isWeChatBrowser } from '../../lib/device.ts';
import { getCurrentEventId, useCurrentEventId } from '../../lib/event-session.ts';
import { hasAuthParams } from '../../lib/auth-param-names.ts';
import { useSessionUserId } from '../../lib/auth-session.ts';
import { renderScope } from '../../lib/render-scope.ts';
import { withChunkTimeout } from '../../lib/lazy-with-timeout.ts';
import { languageRedirect, setLanguage, visitorLanguage } from '../../lib/language.ts';
import { trackPageView } from '../../features/tracking/api/track-page-view.ts';
import { ensureDictionary } from '../event-data.ts';
import type { RouteHandle } from '../route-handle.ts';
import { whenIdle } from '../../lib/idle.ts';
import { HeaderSlotContext } from '../../components/header-slot.tsx';

/**
 * /m/:lang: desktop browsers go to the /pc/ frame, an invalid language is replaced by the preferred, then the
 * interface switches to the language of the URL with its dictionary loaded.
 */
export async function langLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A server render cannot see the screen: the browser decides before it hydrates (main.tsx).
  if (!renderScope() && isDesktopClient(currentDeviceFacts())) {
    throw redirect(paths.pcOf(url.pathname + url.search));
  }
  const fixed = languageRedirect(url.pathname, url.search, visitorLanguage());
  if (fixed) throw redirect(fixed);
  const lang = url.pathname.split('/')[2] as TLanguage;
  setLanguage(lang);
  if (hasAuthParams(url.searchParams)) {
    // uid, code+state, miniProgramNotLogin, urf_ticket: handled, then taken off by replacing.
    const { handleAuthParams } = await import('../../lib/auth-params-handler.ts');
    const onSigninPage = url.pathname === paths.silentLoginRedirect(lang);
    const target = await handleAuthParams(url, onSigninPage);
    if (target && target !== url.pathname + url.search) throw replace(target);
  }
  await ensureDictionary(getCurrentEventId(), lang);
  return null;
}

const AccessRoot = lazy(withChunkTimeout(() => import('../../components/access/access-root.tsx')));
// An exhibitor's members hear instant negotiation requests on every page but the room itself (a bare page).
const InstantInbox = lazy(
  withChunkTimeout(() => import('../../features/booking/components/instant-inbox.tsx')),
);
// Instant messages: one watcher per page (the page's socket), and the header's link with its unread badge.
const MessageWatcher = lazy(
  withChunkTimeout(() => import('../../features/messages/components/message-watcher.tsx')),
);
// Product enquiries: the buyer hears the exhibitor's reply, the team its inbox's changes, on any page.
const EnquiryWatcher = lazy(
  withChunkTimeout(() => import('../../features/enquiry/components/enquiry-watcher.tsx')),
);
// The supply-and-demand hall: the buyer hears an exhibitor's reply and the organizer's decision on any page.
const DemandWatcher = lazy(
  withChunkTimeout(() => import('../../features/demand/components/demand-watcher.tsx')),
);
// Lives: a visitor who reserved one is told on any page when it goes on air.
const LiveStartedNotice = lazy(
  withChunkTimeout(() => import('../../features/live/components/live-started-notice.tsx')),
);
// Sharing inside WeChat: its code (and WeChat's JS-SDK) is loaded only there.
const WechatShare = lazy(withChunkTimeout(() => import('../../features/weixin/components/wechat-share.tsx')));
const MessagesLink = lazy(
  withChunkTimeout(() => import('../../features/messages/components/messages-link.tsx')),
);

export function LangLayout() {
  usePageViewTracking();
  const lang = useParams().lang as TLanguage;
  const ready = useAfterFirstPaint();
  const bare = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.bare);
  const signedIn = useSessionUserId() !== null;
  const headerExtra = useMemo(
    () =>
      ready && signedIn ? (
        <Suspense fallback={null}>
          <MessagesLink lang={lang} />
        </Suspense>
      ) : null,
    [ready, signedIn, lang],
  );
  return (
    <HeaderSlotContext.Provider value={headerExtra}>
      <Outlet />
      {ready ? (
        <Suspense fallback={null}>
          <AccessRoot lang={lang} />
          {signedIn && !bare ? <InstantInbox lang={lang} /> : null}
          {signedIn && !bare ? <MessageWatcher lang={lang} /> : null}
          {signedIn && !bare ? <EnquiryWatcher lang={lang} /> : null}
          {signedIn && !bare ? <DemandWatcher lang={lang} /> : null}
          {signedIn && !bare ? <LiveStartedNotice lang={lang} /> : null}
          {isWeChatBrowser(navigator.userAgent) ? <WechatShare /> : null}
        </Suspense>
      ) : null}
    </HeaderSlotContext.Provider>
  );
}

/** The session's UI and effects wait until the browser is idle after the first paint: not on the LCP path. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), 1500), []);
  return ready;
}

/** A tracking event at each page view; the exhibitor is the target on exhibitor pages. */
function usePageViewTracking(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  const bventId = useCurrentEventId();
  const deepest = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.name);
  const page = (deepest?.handle as RouteHandle | undefined)?.name;
  const targetId = page?.startsWith('client.exhibitor') ? deepest?.params.id : undefined;
  useEffect(() => {
    if (bventId && page) trackPageView({ bventId, page, targetId });
    // pathname: a new page view even when the route name repeats (another exhibitor).
  }, [bventId, page, targetId, pathname]);
}
