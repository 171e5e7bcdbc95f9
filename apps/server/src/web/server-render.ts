import { pathToFileURL } from 'node:url';
import { parseCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_RENDER_TIME_ZONE,
  LANGUAGE_COOKIE,
  TIME_ZONE_COOKIE,
  type SsrModule,
  type SsrResult,
  type TBootData,
} from '@showfloor/contracts';
import { inProcessFetch } from './in-process-fetch.ts';

/**
 * Runs the web client's server-rendering bundle (built by `vite build --ssr` into dist/.ssr, loaded from disk:
 * the gateway never imports web source) for one document. A bundle that is missing leaves the page to the
 * browser; one that fails or hangs answers an error the caller turns into a clear page.
 */
export class ServerRenderer {
  private loaded: { file: string; module: Promise<SsrModule<typeof fetch>> } | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly entry: () => string | null,
    /** The bundle gives up on its own render after 5 s; this guards against a bundle that never answers. */
    private readonly timeoutMs = 8_000,
  ) {}

  /** The bundle; a rebuild has a new (hashed) entry file, imported in its turn. */
  private module(): Promise<SsrModule<typeof fetch>> | null {
    const file = this.entry();
    if (!file) return null;
    if (this.loaded?.file !== file) {
      this.loaded = { file, module: import(pathToFileURL(file).href) as Promise<SsrModule<typeof fetch>> };
    }
    return this.loaded.module;
  }

  async render(request: FastifyRequest, origin: string, boot: TBootData, nonce: string): Promise<SsrResult> {
    const module = this.module();
    if (!module) return { kind: 'client' };
    const { render } = await module;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`server render took over ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    const rendering = render({
      url: request.url,
      origin,
      userAgent: request.headers['user-agent'] ?? '',
      acceptLanguage: request.headers['accept-language'] ?? '',
      storedLanguage: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
      timeZone: timeZoneOf(request.headers.cookie),
      nonce,
      boot,
      fetch: inProcessFetch(this.app, request.ip),
    });
    try {
      return await Promise.race([rendering, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The visitor's zone from the cookie the client keeps, when it names a real zone; else the fair's. */
export function timeZoneOf(cookieHeader: string | undefined): string {
  const zone = cookieValue(cookieHeader, TIME_ZONE_COOKIE);
  if (!zone) return DEFAULT_RENDER_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_RENDER_TIME_ZONE;
  }
}

/** One cookie's value (decoded by the `cookie` package, as the SSO pages read theirs); null when absent. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  return parseCookie(cookieHeader ?? '')[name] || null;
}
