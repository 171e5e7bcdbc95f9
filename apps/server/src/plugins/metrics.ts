import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { allCacheCounts } from '../lib/cache-counts.ts';

/** Seconds; a call here is a few milliseconds, a server render or a search a few hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant time whatever the lengths: both sides are hashed to the same size first. */
function sameToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * The route a request took as a label: the call id for the spec's calls, the route's pattern otherwise, never the
 * raw address (ids in it would make a series per exhibitor, and an unknown address one per scan).
 */
function routeOf(request: FastifyRequest): string {
  const config = request.routeOptions.config as { callId?: string } | undefined;
  return config?.callId ?? request.routeOptions.url ?? 'unmatched';
}

/**
 * /metrics, Prometheus text (prom-client): request latency by route and status class, the PostgreSQL pool, open
 * /ws sockets, the in-memory caches' hits and misses, and the process's own metrics. Off (no route: 404) unless
 * METRICS_TOKEN is set; then it answers only `Authorization: Bearer <token>` (401 otherwise). Outside /api, so the
 * rate limit never makes a scrape miss. Each app has its own registry (tests build many apps in one process).
 */
export function registerMetrics(app: FastifyInstance, opts: { token: string | null }): void {
  const token = opts.token;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route (call id or route pattern) and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    latency.observe(
      {
        method: request.method,
        route: routeOf(request),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  // node-postgres's pools when DATABASE_URL is set (drizzle keeps each as $client): the primary's, and the
  // replica's with DATABASE_READ_URL. PGlite has no pool to show.
  const poolOf = (db: unknown) => {
    const client = (db as { $client?: unknown } | null | undefined)?.$client;
    return client instanceof pg.Pool ? client : null;
  };
  const pools = [
    { database: 'primary', pool: poolOf(app.database.db) },
    { database: 'replica', pool: poolOf(app.database.replica) },
  ].filter((p): p is { database: string; pool: pg.Pool } => p.pool !== null);
  if (pools.length > 0) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections: total open, idle, and requests waiting for one',
      labelNames: ['database', 'state'] as const,
      registers: [registry],
      collect() {
        for (const { database, pool } of pools) {
          this.set({ database, state: 'total' }, pool.totalCount);
          this.set({ database, state: 'idle' }, pool.idleCount);
          this.set({ database, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
  }

  new Gauge({
    name: 'ws_open_sockets',
    help: 'Open /ws sockets on this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('websocketServer') ? app.websocketServer.clients.size : 0);
    },
  });

  new Counter({
    name: 'cache_requests_total',
    help: 'Lookups of the in-memory caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      // The caches keep plain counts (lib/cache-counts.ts); the counter is set from them at each scrape.
      this.reset();
      for (const [cache, c] of allCacheCounts()) {
        this.inc({ cache, result: 'hit' }, c.hits);
        this.inc({ cache, result: 'miss' }, c.misses);
      }
    },
  });
  new Gauge({
    name: 'cache_hit_ratio',
    help: 'Hits over lookups of each in-memory cache since the process started',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      for (const [cache, c] of allCacheCounts()) {
        const total = c.hits + c.misses;
        if (total > 0) this.set({ cache }, c.hits / total);
      }
    },
  });

  app.get('/metrics', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? '';
    if (!sameToken(given, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized');
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
