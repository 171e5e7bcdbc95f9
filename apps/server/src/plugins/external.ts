import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { registerWholeCompress } from './whole-compress.ts';

export interface ExternalOptions {
  webDist: string;
  /**
   * Requests per window per IP to each /api call: the limit is set per route, so each call counts on its own
   * (a page that makes several calls is not throttled by its own fan-out). false turns it off (benchmarks).
   */
  rateLimit: { max: number; timeWindowMs: number } | false;
  /** Where the per-call counts live when several gateways share the work (REDIS_URL); this process otherwise. */
  redis?: Redis | null;
}

/** Third-party plugins, registered before ours: headers, rate limit, compression, static files. */
export async function registerExternal(app: FastifyInstance, opts: ExternalOptions): Promise<void> {
  await app.register(helmet, {
    // Documents get their own per-request CSP with a nonce (src/web/csp.ts); JSON and assets need none.
    contentSecurityPolicy: false,
    // Video and pictures may be embedded by the organizer's pages on other origins.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  // global: false so only /api routes are limited: they get the limit through apiRouteDefaults.
  // With Redis every worker counts into the same window. When Redis is away the limit is skipped rather than
  // every call refused (skipOnError): the login and Reserve limits still count per process meanwhile.
  await app.register(rateLimit, {
    global: false,
    ...(opts.redis ? { redis: opts.redis, nameSpace: 'showfloor:rate:', skipOnError: true } : {}),
  });
  app.decorate('apiRouteDefaults', {
    config: opts.rateLimit
      ? { rateLimit: { max: opts.rateLimit.max, timeWindow: opts.rateLimit.timeWindowMs } }
      : {},
  });
  // Answers held whole are compressed in one call (whole-compress.ts); the plugin compresses the streams.
  registerWholeCompress(app);
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  // serve: false: /m/* is routed by src/web/web-routes.ts, which decides between a file and the document.
  await app.register(fastifyStatic, {
    root: opts.webDist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
  });
}
