import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { TLanguage, TSsrData } from '@showfloor/contracts';
import { configureApiClient } from './lib/api-client.ts';
import {
  authEvents,
  getAccessToken,
  getCurrentOrg,
  isLoggedIn,
  LOGIN_REQUIRED_EVENT,
  setTokenRefresher,
} from './lib/auth-session.ts';
import { readBootData } from './lib/boot-data.ts';
import { followServerClock } from './lib/clock.ts';
import { clientHost, currentDeviceFacts, isDesktopClient } from './lib/device.ts';
import { getCurrentEventId, setCurrentEventId } from './lib/event-session.ts';
import { currentLanguage, getI18n, keepLanguageCookie, setLanguage } from './lib/language.ts';
import { getQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { readSsrData } from './lib/ssr-data.ts';
import { applyTheme, storedTheme } from './lib/theme.ts';
import { rememberTimeZone, setHydrationTimeZone } from './lib/time-zone.ts';
import { showToast } from './lib/toast.ts';
import { env } from './env.ts';
import { paths } from './config/paths.ts';
import { ensureDictionary } from './app/event-data.ts';
import { seedBootData } from './app/seed-boot-data.ts';
import { currentRouteContext, getRouter, loadMatchedRoutes } from './app/router.tsx';
import { App } from './app/app.tsx';
import { whenIdle } from './lib/idle.ts';
import { takeVisitSource } from './lib/visit-source.ts';
import { formatCurrency } from '@showfloor/domain';

applyTheme(storedTheme());

const boot = readBootData();
if (boot) {
  followServerClock(boot.now);
  // The language first: cache keys of localized answers include it.
  setLanguage(boot.language);
  seedBootData(getQueryClient(), boot, window.location.pathname);
}

configureApiClient({
  baseUrl: env.apiBase,
  // Parallel failures of one page all point at the same status page: the first one wins, so the page
  // keeps the route context of the page that failed.
  navigate: (to, { replace, state }) => {
    const router = getRouter();
    const current = router.state.navigation.location ?? router.state.location;
    if (new URL(to, window.location.origin).pathname === current.pathname) return;
    void router.navigate(to, { replace, state });
  },
  toast: showToast,
  t: (key, fallback) => getI18n().t(key, { defaultValue: fallback }),
  getLanguage: currentLanguage,
  getToken: getAccessToken,
  getCurrentOrg,
  getEventId: getCurrentEventId,
  getRoute: currentRouteContext,
  host: clientHost(),
});

// The refresher and the not-logged-in dialog load on first use: a 401 is not on the first screen's path.
setTokenRefresher(() => import('./lib/login.ts').then((m) => m.refreshToken()));
authEvents.addEventListener(LOGIN_REQUIRED_EVENT, () => {
  void import('./components/access/login-required.ts').then((m) => m.onLoginRequired());
});

const container = document.getElementById('root');
const ssr = readSsrData();
if (container && ssr) void hydratePage(container, ssr);
else if (container) {
  takeVisitSource();
  renderPage(container);
}
// Reading the zone builds the browser's time-zone data (a long task on a slow phone): not in the first task.
whenIdle(rememberTimeZone);
keepLanguageCookie();
registerServiceWorker();

function renderPage(root: HTMLElement): void {
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for one long task; the server's skeleton stays on screen meanwhile.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/**
 * The server drew this page: the browser takes over the same markup. What the loaders did on the server (the
 * language, the event, the dictionary, the cache) is put back first, so the first client render is the server's.
 */
async function hydratePage(root: HTMLElement, data: TSsrData): Promise<void> {
  const at = window.location.pathname + window.location.search;
  // The desktop frame is the browser's call: the server cannot see the screen.
  if (/^\/m(\/|$)/.test(at) && isDesktopClient(currentDeviceFacts())) {
    window.location.replace(paths.pcOf(at));
    return;
  }
  // The server renders for an anonymous visitor: content it found forbidden may be this visitor's to see, so a
  // signed-in visitor's browser asks again with the token (drawing the page itself).
  if (
    data.location &&
    isLoggedIn() &&
    new URL(data.location, window.location.origin).pathname.endsWith('/forbidden')
  ) {
    renderPage(root);
    return;
  }
  // A status page drawn at the address of what is missing: the router starts on it, as in the browser.
  if (data.location) window.history.replaceState(window.history.state, '', data.location);
  hydrate(getQueryClient(), data.queries as DehydratedState);
  setHydrationTimeZone(data.timeZone);
  setCurrentEventId(data.eventId);
  const lang = data.language as TLanguage;
  setLanguage(lang);
  await Promise.all([
    ensureDictionary(data.eventId, lang),
    loadMatchedRoutes(window.location.pathname + window.location.search),
  ]);
  getRouter(data.router);
  // The router has the address the server drew; the visit's source params leave the address bar now.
  takeVisitSource();
  // The browser's first Intl.NumberFormat loads its number data (tens of ms on a slow phone): built here, in a
  // task of its own, the prices of the page do not lengthen hydration's first task.
  const currency = boot?.bvent?.currency;
  if (currency) {
    await nextTask();
    formatCurrency(0, currency, lang);
    await nextTask();
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the page
  // is on screen already, and a tap meanwhile is handled first (React hydrates what was tapped first).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App />
      </StrictMode>,
      {
        // Kept apart in the console: the end-to-end suite fails on any of these.
        onRecoverableError: (error) => console.error('[hydration]', error),
      },
    );
  });
}

/** Lets the browser paint and handle input before the next piece of start-up work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
