import { useEffect } from 'react';
import { Outlet, redirect, useLocation, useMatches, type LoaderFunctionArgs } from 'react-router';
import type { TLanguage } from '@showfloor/contracts';
import { paths } from '../../config/paths.ts';
import { currentDeviceFacts, isDesktopClient } from '../../lib/device.ts';
import { getCurrentEventId, useCurrentEventId } from '../../lib/event-session.ts';
import { languageRedirect, setLanguage, visitorLanguage } from '../../lib/language.ts';
import { trackPageView } from '../../features/tracking/api/track-page-view.ts';
import { ensureDictionary } from '../event-data.ts';
import type { RouteHandle } from '../route-handle.ts';

/**
 * /m/:lang: desktop browsers go to the /pc/ frame, an invalid language is replaced (SPEC §2), then the
 * interface switches to the language of the URL with its dictionary loaded.
 */
export async function langLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (isDesktopClient(currentDeviceFacts())) throw redirect(paths.pcOf(url.pathname + url.search));
  const fixed = languageRedirect(url.pathname, url.search, visitorLanguage());
  if (fixed) throw redirect(fixed);
  const lang = url.pathname.split('/')[2] as TLanguage;
  setLanguage(lang);
  await ensureDictionary(getCurrentEventId(), lang);
  return null;
}

export function LangLayout() {
  usePageViewTracking();
  return <Outlet />;
}

/** SPEC §7: a tracking event at each page view; the exhibitor is the target on exhibitor pages. */
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
