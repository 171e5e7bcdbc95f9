import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, buildTestApp, freshDatabase, type TestApp } from './helpers.ts';
import { REDIS_URL, redisUnavailable } from './redis-suite.ts';

/*
 * /healthz says the process is alive; /readyz says it can serve (database, migrations, Redis when used, not
 * shutting down) and names what failed. Each failure is made real: a table row removed, a database closed.
 */

describe('/healthz and /readyz on a ready app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t?.close());

  it('/healthz answers 200 without asking anything', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 200 with each check (no Redis configured: off)', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'off' },
    });
  });

  it('/readyz answers 503 naming the migrations when the last committed one is not applied', async () => {
    const last = await t.pglite.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const row = last.rows[0]!;
    await t.pglite.query('delete from drizzle.__drizzle_migrations where id = $1', [row.id]);
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      const body = res.json<{ failed: string[]; checks: Record<string, string> }>();
      expect(body.failed).toEqual(['migrations']);
      expect(body.checks.migrations).toMatch(/migrations applied/);
      expect(body.checks.database).toBe('ok');
    } finally {
      await t.pglite.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      );
    }
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 at once when the app starts shutting down, /healthz still 200', async () => {
    t.app.readiness.drain();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', failed: ['shutdown'] });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    t.app.readiness.draining = false;
  });

  it('are not /api calls: no rate limit headers, no envelope', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    expect(res.json()).not.toHaveProperty('isSuccess');
  });
});

describe('/readyz with a database that does not answer', () => {
  it('answers 503 naming the database (and the migrations, which it cannot read), /healthz 200', async () => {
    const { database, pglite } = await freshDatabase();
    const app = await buildTestApp({ database });
    await app.ready();
    try {
      await pglite.close();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      const body = res.json<{ failed: string[]; checks: Record<string, string> }>();
      expect(body.failed).toEqual(['database', 'migrations']);
      expect(body.checks.redis).toBe('off');
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

const noRedis = await redisUnavailable('/readyz with Redis');

describe.skipIf(noRedis)('/readyz with Redis (REDIS_URL)', () => {
  const redisUrl = REDIS_URL;
  it('asks Redis on the bus and counter connections and says ok', async () => {
    const { database, pglite } = await freshDatabase();
    const app = await buildTestApp({
      database,
      realtime: { redisUrl, redisPrefix: `health-${process.pid}:` },
    });
    await app.ready();
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
      });
    } finally {
      await app.close();
      await pglite.close();
    }
  });
});
