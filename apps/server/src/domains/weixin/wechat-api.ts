import type { WechatApp } from './wechat-settings.ts';

const TIMEOUT_MS = 5000;

/** Refresh this long before WeChat says a token or a ticket expires, so one is never used at its last second. */
const EARLY_MS = 5 * 60_000;

/** WeChat's codes for an access token that is not (or no longer) valid: fetch a new one once and ask again. */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

/** What WeChat's API failed to give, with its own code and message when it sent them (never the secret). */
export class WechatApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WechatApiError';
  }
}

interface Held {
  value: string;
  /** performance.now() past which it is fetched again. */
  until: number;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
}

/**
 * WeChat's API for the JS-SDK: the account's access_token (cgi-bin/token) and its jsapi_ticket
 * (cgi-bin/ticket/getticket). Both are cached per app id until shortly before WeChat says they expire (WeChat
 * limits how often they may be fetched), concurrent misses share one fetch, and lifetimes run on a monotonic
 * timer.
 */
export class WechatApi {
  private readonly tokens = new Map<string, Held>();
  private readonly tickets = new Map<string, Held>();
  private readonly pending = new Map<string, Promise<string>>();

  constructor(private readonly base: string) {}

  private async get(path: string, query: Record<string, string>): Promise<WechatAnswer> {
    const url = `${this.base.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`;
    let res: Response;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new WechatApiError(`WeChat did not answer ${path}: ${(err as Error).name}`);
    }
    if (!res.ok) throw new WechatApiError(`WeChat answered ${path} with HTTP ${res.status}`);
    try {
      return (await res.json()) as WechatAnswer;
    } catch {
      throw new WechatApiError(`WeChat answered ${path} with no JSON`);
    }
  }

  /** One fetch per key at a time; the value kept until shortly before it expires. */
  private held(cache: Map<string, Held>, key: string, load: () => Promise<Held>): Promise<string> {
    const hit = cache.get(key);
    if (hit && hit.until > performance.now()) return Promise.resolve(hit.value);
    const flight = this.pending.get(key);
    if (flight) return flight;
    const p = load()
      .then((h) => {
        cache.set(key, h);
        return h.value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }

  private static lifetime(seconds: number | undefined): number {
    const ms = (seconds ?? 7200) * 1000;
    return performance.now() + Math.max(ms - EARLY_MS, ms / 2);
  }

  private accessToken(app: WechatApp): Promise<string> {
    return this.held(this.tokens, `token:${app.appId}`, async () => {
      const a = await this.get('/cgi-bin/token', {
        grant_type: 'client_credential',
        appid: app.appId,
        secret: app.secret,
      });
      if (!a.access_token)
        throw new WechatApiError(`WeChat refused the access token: ${a.errcode} ${a.errmsg}`);
      return { value: a.access_token, until: WechatApi.lifetime(a.expires_in) };
    });
  }

  /** The account's jsapi_ticket; a stale access token is replaced once. */
  jsapiTicket(app: WechatApp): Promise<string> {
    return this.held(this.tickets, `ticket:${app.appId}`, async () => {
      for (let attempt = 0; ; attempt++) {
        const token = await this.accessToken(app);
        const a = await this.get('/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' });
        if (a.ticket && (a.errcode ?? 0) === 0)
          return { value: a.ticket, until: WechatApi.lifetime(a.expires_in) };
        if (attempt === 0 && a.errcode !== undefined && STALE_TOKEN.has(a.errcode)) {
          this.tokens.delete(`token:${app.appId}`);
          continue;
        }
        throw new WechatApiError(`WeChat refused the jsapi ticket: ${a.errcode} ${a.errmsg}`);
      }
    });
  }
}
