import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callsOf, type CallSchemaMap, ErrorCode } from '@showfloor/contracts';
import {
  ApiError,
  configureApiClient,
  failureDescription,
  request,
  TOAST_MS,
  type ApiClientConfig,
} from '../src/lib/api-client.ts';
import {
  authEvents,
  getAccessToken,
  LOGIN_REQUIRED_EVENT,
  setAccessToken,
  setTokenRefresher,
} from '../src/lib/auth-session.ts';

// Contracts of the shapes the client must handle; the real client runs them against a real HTTP server.
// Schemas only to type the test calls (built with zod for their types, hence unused as values): the client
// never loads a schema, it validates nothing.
const _TEST_SCHEMAS = {
  getThing: {
    params: z.object({ kind: z.string() }),
    query: z.object({
      case: z.string(),
      empty: z.string().optional(),
      none: z.string().nullable().optional(),
      tags: z.array(z.string()).optional(),
      none2: z.array(z.string()).optional(),
      n: z.number().optional(),
    }),
    response: z.object({ name: z.string() }),
  },
  postThing: {
    body: z.object({ case: z.string(), note: z.string().optional() }),
    response: z.object({ id: z.string() }),
  },
} satisfies CallSchemaMap;
const defineCall = callsOf<typeof _TEST_SCHEMAS>();
const getThing = defineCall({
  id: 'getThing',
  method: 'GET',
  path: '/Test/Things/:kind',
  summary: 'test',
  auth: 'none',
  paged: true,
});
const postThing = defineCall({
  id: 'postThing',
  method: 'POST',
  path: '/Test/Things',
  summary: 'test',
  auth: 'optional',
});

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
let seen: Seen[] = [];
let navigations: { to: string; replace: boolean; state?: unknown }[] = [];
let toasts: { message: string; ms: number }[] = [];

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
const ok = (returnObj: unknown, pager: unknown = null) => ({
  isSuccess: true,
  businessCode: 0,
  businessMessage: '',
  returnObj,
  pager,
});
const failed = (businessCode: number, businessMessage: string, extra: object = {}) => ({
  isSuccess: false,
  businessCode,
  businessMessage,
  returnObj: null,
  pager: null,
  ...extra,
});

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const kase = url.searchParams.get('case') ?? (body ? (JSON.parse(body) as { case?: string }).case : '');
  const auth = req.headers.authorization;
  switch (kase) {
    case 'paged':
      return json(res, 200, ok({ name: 'Acme' }, { pageNo: 2, pageSize: 10, total: 31, totalPages: 4 }));
    case 'notFound':
      return json(res, 200, failed(1002, 'banned'));
    case 'business':
      return json(res, 200, failed(9001, 'Quota used up'));
    case 'http404':
      return json(res, 404, { data: { code: 2004 }, message: 'not listed' });
    case 'route404':
      return json(res, 404, failed(ErrorCode.RouteNotFound, 'No such call'));
    case 'slot404':
      return json(res, 404, failed(ErrorCode.SlotNotFound, 'The time slot does not exist'));
    case 'forbidden':
      return json(res, 403, failed(ErrorCode.Forbidden, 'no'));
    case 'forbiddenGeneric':
      return json(res, 403, failed(ErrorCode.Forbidden, 'You have no permission for this operation'));
    case 'tooMany':
      return json(res, 429, failed(ErrorCode.TooManyRequests, 'slow down'));
    case 'tooManyAttempts':
      return json(res, 429, failed(ErrorCode.TooManyAttempts, 'Too many attempts, please try later'));
    case 'tooManyBare':
      return json(res, 429, failed(ErrorCode.TooManyAttempts, ''));
    case 'redirect':
      return json(res, 302, failed(0, 'Verify your identity'), {
        Location: 'https://verify.example.com/auth?x=1',
      });
    case 'auth':
      return auth === 'Bearer fresh'
        ? json(res, 200, ok({ id: 'after-refresh' }))
        : json(res, 401, failed(40100, 'login'));
    case 'details':
      return json(
        res,
        400,
        failed(ErrorCode.BadRequest, 'bad', {
          details: [
            { path: 'topic', message: 'Topic is required' },
            { path: 'date', message: 'Please select meeting date' },
          ],
        }),
      );
    case 'serverError':
      return json(res, 500, failed(ErrorCode.Internal, 'Service abnormal'));
    default:
      return json(res, 200, ok({ name: 'default', id: 'x' }));
  }
}

function baseConfig(): ApiClientConfig {
  return {
    baseUrl: base,
    navigate: (to, opts) =>
      navigations.push({ to, replace: opts.replace, ...(opts.state ? { state: opts.state } : {}) }),
    toast: (message, ms) => toasts.push({ message, ms }),
    t: (key, fallback) =>
      key === 'service_abnormal' ? '服务异常' : key === 'too_frequent' ? 'TOO FREQUENT' : fallback,
    getLanguage: () => 'en-US',
    getToken: getAccessToken,
    getCurrentOrg: () => 'org-7',
    getEventId: () => 'b1a1c1d1-0000-4000-8000-000000000001',
    getRoute: () => ({ routeName: 'client.exhibitor.home', id: 'e-1' }),
    host: 'miniProgram',
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  navigations = [];
  toasts = [];
  setAccessToken(null);
  setTokenRefresher(null);
  configureApiClient(baseConfig());
});
afterEach(() => setTokenRefresher(null));

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('api-client against a real HTTP server', () => {
  it('returns returnObj with the pager on success', async () => {
    const r = await request(getThing, { params: { kind: 'a' }, query: { case: 'paged' } });
    expect(r.data).toEqual({ name: 'Acme' });
    expect(r.pager).toEqual({ pageNo: 2, pageSize: 10, total: 31, totalPages: 4 });
    expect(toasts).toEqual([]);
  });

  it('sends every header, the path param encoded, lang in the query for GET, and skips empty query values', async () => {
    setAccessToken('tok-1');
    await request(getThing, {
      params: { kind: 'a b/c' },
      query: { case: 'paged', empty: '', none: null, tags: ['x', 'y'], none2: [], n: 0 },
    });
    const s = seen[0]!;
    expect(s.method).toBe('GET');
    expect(s.url).toBe('/api/Test/Things/a%20b%2Fc?case=paged&tags=x&tags=y&n=0&lang=en-US');
    expect(s.headers['language']).toBe('en-US');
    expect(s.headers['authorization']).toBe('Bearer tok-1');
    expect(s.headers['current-org']).toBe('org-7');
    expect(s.headers['tenant-id']).toBe('31');
    expect(s.headers['bvent-id']).toBe('b1a1c1d1-0000-4000-8000-000000000001');
    expect(s.headers['cache-control']).toBe('no-cache');
    expect(s.headers['client-id']).toBe('evosClient');
    expect(s.headers['client-host']).toBe('miniProgram');
  });

  it('puts lang in the body for other methods and leaves Authorization and Client-Host out when absent', async () => {
    configureApiClient({ ...baseConfig(), host: 'browser' });
    await request(postThing, { body: { case: 'default', note: 'hi' } });
    const s = seen[0]!;
    expect(s.method).toBe('POST');
    expect(s.url).toBe('/api/Test/Things');
    expect(JSON.parse(s.body)).toEqual({ case: 'default', note: 'hi', lang: 'en-US' });
    expect(s.headers['authorization']).toBeUndefined();
    expect(s.headers['client-host']).toBeUndefined();
    expect(s.headers['content-type']).toBe('application/json');
  });

  it('goes to noContent and rejects with 404 on a not-found business code', async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'notFound' } }));
    expect(e.message).toBe('404');
    expect(e.businessCode).toBe(1002);
    expect(navigations).toEqual([
      { to: '/m/en-US/noContent?code=1002&routeName=client.exhibitor.home&id=e-1', replace: true },
    ]);
    expect(toasts).toEqual([]);
  });

  it('toasts a business error for 3000 ms and rejects', async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'business' } }));
    expect(e.kind).toBe('business');
    expect(e.businessCode).toBe(9001);
    expect(toasts).toEqual([{ message: 'Quota used up', ms: TOAST_MS }]);
    expect(TOAST_MS).toBe(3000);
  });

  it('stays silent on a business error with ignoreError, still rejecting', async () => {
    const e = await rejection(
      request(getThing, { params: { kind: 'a' }, query: { case: 'business' } }, { ignoreError: true }),
    );
    expect(e.message).toBe('Quota used up');
    expect(toasts).toEqual([]);
  });

  it('sends an HTTP 404 carrying data.code to noContent', async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'http404' } }));
    expect(e.message).toBe('404');
    expect(navigations[0]?.to).toBe('/m/en-US/noContent?code=2004&routeName=client.exhibitor.home&id=e-1');
  });

  it('says a 404 whose code is not a page subject in place (a slot gone from the dialog), never leaving', async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'slot404' } }));
    expect([e.statusCode, e.businessCode]).toEqual([404, ErrorCode.SlotNotFound]);
    expect(navigations).toEqual([]);
    expect(toasts).toEqual([{ message: 'The time slot does not exist', ms: 3000 }]);
  });

  it('treats a 404 of an unknown route as an error, not as missing content', async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'route404' } }));
    expect(e.statusCode).toBe(404);
    expect(navigations).toEqual([]);
    expect(toasts).toEqual([{ message: 'No such call', ms: 3000 }]);
  });

  it('sends 403 to the forbidden page', async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'forbidden' } }));
    expect(e.statusCode).toBe(403);
    // The gateway's reason goes along (in the navigation's state) for the page to show; the generic words do not.
    expect(navigations).toEqual([{ to: '/m/en-US/forbidden', replace: true, state: { reason: 'no' } }]);
    expect(e.message).toBe('no');
    navigations.length = 0;
    await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'forbiddenGeneric' } }));
    expect(navigations).toEqual([{ to: '/m/en-US/forbidden', replace: true }]);
  });

  it('a background call only rejects: no noContent, forbidden page, toast or login on its failures', async () => {
    for (const kase of ['notFound', 'forbidden', 'tooMany', 'route404']) {
      const e = await rejection(
        request(getThing, { params: { kind: 'a' }, query: { case: kase } }, { background: true }),
      );
      expect(e).toBeInstanceOf(ApiError);
    }
    expect(navigations).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('toasts too_frequent on 429', async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'tooMany' } }));
    expect(e.statusCode).toBe(429);
    expect(toasts).toEqual([{ message: 'TOO FREQUENT', ms: 3000 }]);
  });

  it("keeps a 429's own business code and words (Reserve's 6003), silent under ignoreError", async () => {
    const e = await rejection(
      request(getThing, { params: { kind: 'a' }, query: { case: 'tooManyAttempts' } }, { ignoreError: true }),
    );
    expect(e).toMatchObject({ statusCode: 429, businessCode: 6003, kind: 'business' });
    expect(e.message).toBe('Too many attempts, please try later');
    expect(failureDescription(e, 'fallback')).toBe('Too many attempts, please try later');
    expect(toasts).toEqual([]);
  });

  it("toasts a 429's own words when not ignored; an empty message falls back to the code's dictionary words", async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'tooManyBare' } }));
    expect(e.message).toBe('Too many attempts, please try later');
    expect(toasts).toEqual([{ message: 'Too many attempts, please try later', ms: 3000 }]);
  });

  it('sends a 302 to the authTip page with the target and the message', async () => {
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'redirect' } }));
    expect(e.statusCode).toBe(302);
    const to = new URL(navigations[0]!.to, 'http://x');
    expect(to.pathname).toBe('/m/en-US/authTip');
    expect(to.searchParams.get('type')).toBe('auth');
    expect(to.searchParams.get('url')).toBe('https://verify.example.com/auth?x=1');
    expect(to.searchParams.get('message')).toBe('Verify your identity');
  });

  it('refreshes the token once on 401 and retries with the new token', async () => {
    setAccessToken('stale');
    let refreshes = 0;
    setTokenRefresher(async () => {
      refreshes += 1;
      return 'fresh';
    });
    const r = await request(postThing, { body: { case: 'auth' } });
    expect(r.data).toEqual({ id: 'after-refresh' });
    expect(refreshes).toBe(1);
    expect(seen.map((s) => s.headers['authorization'])).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('dispatches login-required when the refresh fails, unless ignoreAuth', async () => {
    setAccessToken('stale');
    setTokenRefresher(async () => {
      throw new Error('refresh token expired');
    });
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent).detail);
    authEvents.addEventListener(LOGIN_REQUIRED_EVENT, listener);
    try {
      const e = await rejection(request(postThing, { body: { case: 'auth' } }));
      expect(e.statusCode).toBe(401);
      expect(heard).toEqual([{ path: '/Test/Things' }]);
      expect(seen).toHaveLength(1);

      await rejection(request(postThing, { body: { case: 'auth' } }, { ignoreAuth: true }));
      expect(heard).toHaveLength(1);
    } finally {
      authEvents.removeEventListener(LOGIN_REQUIRED_EVENT, listener);
    }
  });

  it('fails a 401 without a registered refresher (no hidden refresh)', async () => {
    const e = await rejection(request(postThing, { body: { case: 'auth' } }, { ignoreAuth: true }));
    expect(e.kind).toBe('auth');
    expect(seen).toHaveLength(1);
  });

  it('joins detail messages of a bad request', async () => {
    const e = await rejection(request(postThing, { body: { case: 'details' } }));
    expect(e.statusCode).toBe(400);
    expect(e.message).toBe('Topic is required; Please select meeting date');
    expect(toasts).toEqual([{ message: 'Topic is required; Please select meeting date', ms: 3000 }]);
  });

  it('shows the message of other HTTP errors with their status code', async () => {
    const e = await rejection(request(postThing, { body: { case: 'serverError' } }));
    expect(e.statusCode).toBe(500);
    expect(toasts[0]?.message).toBe('Service abnormal');
  });

  it('shows service abnormal when the network fails (server closed)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    configureApiClient({ ...baseConfig(), baseUrl: `http://127.0.0.1:${port}/api` });
    const e = await rejection(request(getThing, { params: { kind: 'a' }, query: { case: 'paged' } }));
    expect(e.kind).toBe('network');
    expect(e.statusCode).toBe(0);
    expect(toasts).toEqual([{ message: '服务异常', ms: 3000 }]);
  });
});

describe('failureDescription', () => {
  it("uses the gateway's message, and the connection text for network failures", () => {
    const fallback = 'Check your connection and try again.';
    expect(
      failureDescription(new ApiError('Page refresh too frequent, try later', 'tooFrequent', 429), fallback),
    ).toBe('Page refresh too frequent, try later');
    expect(failureDescription(new ApiError('Service abnormal', 'network', 0), fallback)).toBe(fallback);
    expect(failureDescription(new ApiError('404', 'notFound', 404, 1002), fallback)).toBe(fallback);
    expect(failureDescription(new Error('boom'), fallback)).toBe(fallback);
  });
});
