import type { TBootData } from './boot.ts';

/**
 * The seam between the gateway and the web client's server-rendering bundle. The gateway loads the built bundle
 * (never the web source) and calls `render` for a page; both sides hold to these types.
 */

/**
 * JSON that is safe inside <script>: '<' (so no '</script>' or '<!--'), '>' and '&' become \u escapes, as do
 * U+2028/2029. JSON.parse reads them back unchanged. The gateway writes the boot data with it, the render its data.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The cookie in which the browser keeps its IANA time zone, so the next document is rendered in it. */
export const TIME_ZONE_COOKIE = 'sf_tz';
/** The cookie that keeps the visitor's chosen interface language (beside localStorage), read by the server. */
export const LANGUAGE_COOKIE = 'sf_lang';
/** The zone a first visit is rendered in: the fair's own (server times are Beijing wall time). */
export const DEFAULT_RENDER_TIME_ZONE = 'Asia/Shanghai';
/** <script type="application/json"> holding the render's router data, query cache and facts for hydration. */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';

/** `Fetch` is the platform's fetch (Node's and the browser's are the same API; contracts hold no platform types). */
export interface SsrRequest<Fetch> {
  /** Path and query of the page, as requested. */
  url: string;
  /** The absolute origin the page was asked on (the router needs full URLs). */
  origin: string;
  userAgent: string;
  acceptLanguage: string;
  /** The language the visitor chose before (LANGUAGE_COOKIE), or null. */
  storedLanguage: string | null;
  timeZone: string;
  nonce: string;
  boot: TBootData;
  /** How the render's loaders reach the gateway's /api (in-process on our gateway). */
  fetch: Fetch;
}

export type SsrResult =
  /** The page rendered: `html` goes inside #root, `data` (already script-safe JSON) into SSR_DATA_ELEMENT_ID. */
  | { kind: 'html'; status: number; html: string; data: string; eventId: string | null }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** A page the browser renders (signed-in pages, sign-in steps): the document keeps its skeleton. */
  | { kind: 'client'; status?: number };

export interface SsrModule<Fetch> {
  render(request: SsrRequest<Fetch>): Promise<SsrResult>;
}

/** What the render hands to the browser: hydrate from this, then refetch nothing the server read. */
export interface TSsrData {
  /** React Router's hydration data (loader data of the matched routes). */
  router: { loaderData: Record<string, unknown>; actionData: null; errors: null };
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  language: string;
  eventId: string | null;
  timeZone: string;
  /** Set when the page shown is another (a status page) than the address asked: the router starts there. */
  location: string | null;
}
