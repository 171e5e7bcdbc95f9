/** The one place that reads build-time configuration. */
export const env = {
  /** Gateway prefix; same origin in every deployment we know of. */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
  /** The service worker only makes sense for the built, served app: in dev it would cache stale modules. */
  registerServiceWorker: import.meta.env.PROD,
  /** Vite's base ('/m/'): the service worker's scope and the prefix of every mobile route. */
  base: import.meta.env.BASE_URL,
} as const;
