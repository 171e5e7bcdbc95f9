import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that answers from this gateway in-process (Fastify's inject): the server render's loaders call the
 * same /api routes, with the same validation, gates and envelope, as the browser does, without a socket. The
 * visitor's address goes with each call so rate limits count the visitor, not the server.
 */
export function inProcessFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || (init?.method ?? 'GET') === 'HEAD';
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: out,
    });
  };
}
