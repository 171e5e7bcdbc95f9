import {
  CLIENT_ID,
  DEFAULT_TENANT,
  ERROR_MESSAGES,
  ErrorCode,
  HEADERS,
  LANGUAGE_PARAM,
  type CallBody,
  type CallContract,
  type CallParams,
  type CallQuery,
  type CallResult,
  type TClientHost,
  type TEnvelope,
  type TLanguage,
  type TPager,
} from '@showfloor/contracts';
import { isNotFoundCode } from '@showfloor/domain';
import { paths } from '../config/paths.ts';
import { dispatchLoginRequired, refreshAccessToken } from './auth-session.ts';
import { buildQueryString, fillPath } from './query-string.ts';
import { renderScope } from './render-scope.ts';

/** Every toast of the client lasts 3000 ms. */
export const TOAST_MS = 3000;

export interface ApiClientConfig {
  /** Gateway prefix, '/api' in the app; an absolute URL in tests. */
  baseUrl: string;
  /** `state`: what the page gone to may show (the forbidden page's reason); never in the address. */
  navigate: (to: string, opts: { replace: boolean; state?: unknown }) => void;
  toast: (message: string, durationMs: number) => void;
  /** Dictionary lookup; the fallback is shown when the dictionary has no entry. */
  t: (key: string, fallback: string) => string;
  getLanguage: () => TLanguage;
  getToken: () => string | null;
  getCurrentOrg: () => string | null;
  getEventId: () => string | null;
  /** Route name and id the noContent page shows for context. */
  getRoute?: () => { routeName?: string; id?: string };
  host: TClientHost;
  tenantId?: string;
  fetch?: typeof fetch;
}

/** What a 403 hands the forbidden page: the gateway's reason, in the visitor's language. */
export interface ForbiddenState {
  reason: string;
}

export interface RequestOptions {
  /** Business failures are not toasted (the caller shows them its own way). */
  ignoreError?: boolean;
  /** A 401 that survives the refresh does not ask the visitor to log in. */
  ignoreAuth?: boolean;
  /**
   * A call the visitor did not ask for (a click count, a side card): whatever it meets, it never navigates,
   * toasts or asks for login; it only rejects, and the caller carries on.
   */
  background?: boolean;
  signal?: AbortSignal;
  /** Extra headers of this one call (e.g. Reserve's Idempotency-Key); the spec's headers win on a clash. */
  headers?: Record<string, string>;
  /** The file a raw-body call sends as it is (a product video): its type is the call's, the language in the query. */
  rawBody?: Blob;
}

/** One typed shape for every call: returnObj as `data`, the pager beside it (null on unpaged calls). */
export interface ApiResult<T> {
  data: T;
  pager: TPager | null;
}

type Part<K extends string, T> = [T] extends [never] ? { [P in K]?: undefined } : { [P in K]: T };
export type RequestArgs<C> = Part<'params', CallParams<C>> &
  Part<'query', CallQuery<C>> &
  Part<'body', CallBody<C>>;

export type ApiErrorKind =
  'business' | 'notFound' | 'forbidden' | 'tooFrequent' | 'redirect' | 'auth' | 'http' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when the network failed before an answer. */
  readonly statusCode: number;
  readonly businessCode: number | null;
  /** A 400's problems, each with its place (`body.name`), so a form can say each under its field. */
  readonly details: readonly { path: string; message: string }[];
  constructor(
    message: string,
    kind: ApiErrorKind,
    statusCode: number,
    businessCode: number | null = null,
    details: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.statusCode = statusCode;
    this.businessCode = businessCode;
    this.details = details;
  }
}

/**
 * What an error view should say about a failed call: the gateway's own message (too frequent, a business
 * message, joined details) when there is one; the caller's connection text for network failures and others.
 */
export function failureDescription(error: unknown, connectionText: string): string {
  if (
    error instanceof ApiError &&
    error.kind !== 'network' &&
    error.message &&
    !/^\d{3}$/.test(error.message)
  ) {
    return error.message;
  }
  return connectionText;
}

let config: ApiClientConfig | null = null;

export function configureApiClient(next: ApiClientConfig): void {
  config = next;
}

function cfg(): ApiClientConfig {
  const scoped = renderScope()?.api;
  if (scoped) return scoped;
  if (!config) throw new Error('configureApiClient() must run before the first request');
  return config;
}

export function requestHeaders(c: ApiClientConfig, hasBody: boolean): Record<string, string> {
  const h: Record<string, string> = {
    [HEADERS.language]: c.getLanguage(),
    [HEADERS.tenant]: c.tenantId ?? DEFAULT_TENANT,
    [HEADERS.cacheControl]: 'no-cache',
    [HEADERS.clientId]: CLIENT_ID,
    Accept: 'application/json',
  };
  const token = c.getToken();
  if (token) h[HEADERS.authorization] = `Bearer ${token}`;
  const org = c.getCurrentOrg();
  if (org) h[HEADERS.currentOrg] = org;
  const event = c.getEventId();
  if (event) h[HEADERS.event] = event;
  if (c.host !== 'browser') h[HEADERS.host] = c.host;
  if (hasBody) h['Content-Type'] = 'application/json';
  return h;
}

/** Builds the URL and init of one call: language in the query for GET, in the body otherwise. */
export function buildRequest(
  c: ApiClientConfig,
  contract: CallContract,
  args: { params?: unknown; query?: unknown; body?: unknown },
  rawBody?: Blob,
): { url: string; init: RequestInit } {
  const lang = c.getLanguage();
  const isGet = contract.method === 'GET';
  const query = {
    ...(args.query as Record<string, unknown> | undefined),
    ...(isGet || rawBody ? { [LANGUAGE_PARAM]: lang } : {}),
  };
  const url =
    c.baseUrl + fillPath(contract.path, args.params as Record<string, unknown>) + buildQueryString(query);
  if (rawBody) {
    const headers = requestHeaders(c, false);
    headers['Content-Type'] = contract.rawBody ?? (rawBody.type || 'application/octet-stream');
    return {
      url,
      init: { method: contract.method, headers, body: rawBody, redirect: 'manual', cache: 'no-store' },
    };
  }
  let body: string | undefined;
  if (!isGet) {
    const raw = args.body;
    // Array bodies have nowhere to carry the language; the Language header still does.
    const withLang =
      raw && typeof raw === 'object' && !Array.isArray(raw)
        ? { ...raw, [LANGUAGE_PARAM]: lang }
        : (raw ?? { [LANGUAGE_PARAM]: lang });
    body = JSON.stringify(withLang);
  }
  return {
    url,
    init: {
      method: contract.method,
      headers: requestHeaders(c, body !== undefined),
      body,
      redirect: 'manual',
      cache: 'no-store',
    },
  };
}

export async function request<C extends CallContract>(
  contract: C,
  args: RequestArgs<C>,
  options: RequestOptions = {},
): Promise<ApiResult<CallResult<C>>> {
  return send(contract, args, options, false) as Promise<ApiResult<CallResult<C>>>;
}

async function send(
  contract: CallContract,
  args: { params?: unknown; query?: unknown; body?: unknown },
  options: RequestOptions,
  retried: boolean,
): Promise<ApiResult<unknown>> {
  const base = cfg();
  const c: ApiClientConfig = options.background
    ? { ...base, navigate: () => undefined, toast: () => undefined }
    : base;
  const { url, init } = buildRequest(c, contract, args, options.rawBody);
  let res: Response;
  try {
    const headers = { ...options.headers, ...(init.headers as Record<string, string>) };
    res = await (c.fetch ?? fetch)(url, { ...init, headers, signal: options.signal ?? null });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(c, options, new ApiError(msg(c, ErrorCode.Internal), 'network', 0));
  }

  if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400)) {
    // Browsers hide an API redirect's Location (opaque); opening the call's own URL at the top level
    // follows the same redirect, so it is the target when the real one cannot be read.
    const envelope = await readEnvelope(res);
    const target = res.headers.get('Location') || res.url || url;
    c.navigate(
      paths.authTip(c.getLanguage(), absolute(target, url), envelope?.businessMessage || undefined),
      { replace: true },
    );
    throw new ApiError('302', 'redirect', 302);
  }
  if (res.status === 401) {
    if (!retried && (await refreshAccessToken())) return send(contract, args, options, true);
    if (!options.ignoreAuth && !options.background) dispatchLoginRequired({ path: contract.path });
    throw new ApiError(msg(c, ErrorCode.Unauthorized), 'auth', 401);
  }
  if (res.status === 403) {
    // The gateway says why in the visitor's language ('your exhibitor identity is not yet audited'): the
    // forbidden page shows it. Carried in the navigation's state, so no link can put words on that page.
    const reason = (await readEnvelope(res))?.businessMessage || '';
    const generic = msg(c, ErrorCode.Forbidden);
    const state: ForbiddenState | undefined = reason && reason !== generic ? { reason } : undefined;
    c.navigate(paths.forbidden(c.getLanguage()), { replace: true, state });
    throw new ApiError(reason || generic, 'forbidden', 403);
  }
  if (res.status === 429) {
    // A 429 that names its own business code (Reserve's 6003 'Too many attempts, please try later') is that
    // call's failure in its own words, shown the caller's way; only the gateway's generic one (42900, or no
    // envelope) is "page refresh too frequent", toasted even when ignored.
    const limited = await readEnvelope(res);
    const code = limited?.businessCode;
    if (limited && typeof code === 'number' && code !== ErrorCode.TooManyRequests && code !== ErrorCode.Ok) {
      return fail(
        c,
        options,
        new ApiError(
          errorText(c, limited, msg(c, code) || msg(c, ErrorCode.TooManyRequests)),
          'business',
          429,
          code,
        ),
      );
    }
    return fail(c, options, new ApiError(msg(c, ErrorCode.TooManyRequests), 'tooFrequent', 429), true);
  }

  const envelope = await readEnvelope(res);
  if (res.status === 404) {
    // A 404 whose code is a page's subject (an exhibitor, a product, a video...) is a missing page, not a failed
    // call. Other things that are not there (a slot gone from the booking dialog, a meeting cancelled meanwhile)
    // are said in place like any refusal, and an unknown route stays an error.
    const code = dataCode(envelope) ?? envelope?.businessCode ?? null;
    if (isNotFoundCode(code)) {
      toNoContent(c, code as number);
      throw new ApiError('404', 'notFound', 404, code as number);
    }
  }
  if (!res.ok) {
    return fail(
      c,
      options,
      new ApiError(
        errorText(c, envelope, res.statusText),
        'http',
        res.status,
        envelope?.businessCode ?? null,
        envelope?.details ?? [],
      ),
    );
  }
  if (!envelope) {
    return fail(c, options, new ApiError(msg(c, ErrorCode.Internal), 'http', res.status));
  }
  if (envelope.isSuccess && envelope.businessCode === ErrorCode.Ok) {
    return { data: envelope.returnObj, pager: envelope.pager ?? null };
  }
  if (!envelope.isSuccess && isNotFoundCode(envelope.businessCode)) {
    toNoContent(c, envelope.businessCode);
    throw new ApiError('404', 'notFound', res.status, envelope.businessCode);
  }
  return fail(
    c,
    options,
    new ApiError(errorText(c, envelope, ''), 'business', res.status, envelope.businessCode),
  );
}

/** Toasts (unless ignored) and rejects. 429 is toasted even when ignored: the visitor must slow down. */
function fail(c: ApiClientConfig, options: RequestOptions, error: ApiError, always = false): never {
  if ((always || !options.ignoreError) && error.message) c.toast(error.message, TOAST_MS);
  throw error;
}

function toNoContent(c: ApiClientConfig, code: number): void {
  const route = c.getRoute?.() ?? {};
  c.navigate(paths.noContent(c.getLanguage(), { code, routeName: route.routeName, id: route.id }), {
    replace: true,
  });
}

function msg(c: ApiClientConfig, code: number): string {
  const m = ERROR_MESSAGES[code];
  return m ? c.t(m.key, m.en) : '';
}

/** The joined detail messages, else the server's message, else the fallback. */
function errorText(c: ApiClientConfig, envelope: TEnvelope | null, fallback: string): string {
  const details = envelope?.details?.map((d) => d.message).filter(Boolean) ?? [];
  if (details.length) return details.join('; ');
  return envelope?.businessMessage || fallback || msg(c, ErrorCode.Internal);
}

function dataCode(envelope: TEnvelope | null): number | null {
  const data = (envelope as { data?: { code?: unknown } } | null)?.data;
  const n = typeof data?.code === 'string' ? Number(data.code) : data?.code;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

async function readEnvelope(res: Response): Promise<TEnvelope | null> {
  if (res.type === 'opaqueredirect') return null;
  try {
    const text = await res.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? (parsed as TEnvelope) : null;
  } catch {
    return null;
  }
}

function absolute(target: string, base: string): string {
  try {
    return new URL(target, new URL(base, globalThis.location?.href ?? 'http://localhost')).href;
  } catch {
    return target;
  }
}
