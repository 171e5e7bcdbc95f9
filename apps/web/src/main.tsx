import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './lib/api-client.ts';
import {
  authEvents,
  getAccessToken,
  getCurrentOrg,
  LOGIN_REQUIRED_EVENT,
  setTokenRefresher,
} from './lib/auth-session.ts';
import { readBootData } from './lib/boot-data.ts';
import { followServerClock } from './lib/clock.ts';
import { clientHost } from './lib/device.ts';
import { getCurrentEventId } from './lib/event-session.ts';
import { currentLanguage, i18n, setLanguage } from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { applyTheme, storedTheme } from './lib/theme.ts';
import { showToast } from './lib/toast.ts';
import { env } from './env.ts';
import { seedBootData } from './app/seed-boot-data.ts';
import { currentRouteContext, getRouter } from './app/router.tsx';
import { App } from './app/app.tsx';

applyTheme(storedTheme());

const boot = readBootData();
if (boot) {
  followServerClock(boot.now);
  // The language first: cache keys of localized answers include it.
  setLanguage(boot.language);
  seedBootData(queryClient, boot, window.location.pathname);
}

configureApiClient({
  baseUrl: env.apiBase,
  // Parallel failures of one page all point at the same status page: the first one wins, so the page
  // keeps the route context of the page that failed.
  navigate: (to, { replace }) => {
    const router = getRouter();
    const current = router.state.navigation.location ?? router.state.location;
    if (new URL(to, window.location.origin).pathname === current.pathname) return;
    void router.navigate(to, { replace });
  },
  toast: showToast,
  t: (key, fallback) => i18n.t(key, { defaultValue: fallback }),
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
if (container) {
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the
  // main thread for one long task; the server's skeleton stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
registerServiceWorker();
