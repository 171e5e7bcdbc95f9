import { env } from '../env.ts';
import { paths } from '../config/paths.ts';

/** Registers /m/service-worker.js after load, in production builds only (workbox-window is lazy). */
export function registerServiceWorker(): void {
  if (!env.registerServiceWorker || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox(paths.serviceWorker, { scope: env.base }).register())
      .catch(() => {
        // Offline support is a bonus; the app works without it.
      });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
