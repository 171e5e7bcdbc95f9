import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';
import type { SharedState } from '../shared/shared-state.ts';

/** A check that has not answered by then counts as failed: a proxy asking /readyz must not wait on a dead database. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

/** Whether this process should still be sent traffic; set the moment a shutdown begins. */
export class Readiness {
  draining = false;

  drain(): void {
    this.draining = true;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** /readyz answers 503 once this says draining (plugins/shutdown.ts sets it on SIGTERM, app.close() too). */
    readiness: Readiness;
  }
}

export interface HealthOptions {
  /** Pings the realtime bus's Redis when REDIS_URL is set (register-realtime.ts); null: no Redis to ask. */
  redisPing: (() => Promise<void>) | null;
  timeoutMs?: number;
}

/**
 * Redis as the gateway uses it, on the connections it already holds (none opened for the probe): the counting
 * connection answers PING, and the bus's publishing and subscribed connections do too (ready() pings both).
 */
export function redisPing(shared: SharedState): () => Promise<void> {
  return async () => {
    const [counting] = await Promise.all([shared.ping(), shared.bus.ready?.()]);
    if (!counting) throw new Error('Redis does not answer PING');
  };
}

type CheckResult = 'ok' | 'off' | string;

/** Rejects when `work` has not settled within `ms`; the timer is cleared either way so it never holds the process. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const reason = (err: unknown) => (err instanceof Error && err.message ? err.message : String(err));

/**
 * /healthz (the process is alive: answers without touching anything) and /readyz (this process can serve: the
 * database answers, every committed migration is applied, Redis answers when the bus uses it, and it is not
 * shutting down). Outside /api: they are for a load balancer or an orchestrator, never rate limited, and /readyz
 * names the check that failed so an operator reading the probe's log knows where to look.
 */
export function registerHealth(app: FastifyInstance, opts: HealthOptions): void {
  const timeoutMs = opts.timeoutMs ?? READY_CHECK_TIMEOUT_MS;
  // The journal is read once: the files a process was built with are the migrations it expects to find applied.
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  const lastHash = expected.at(-1)?.hash ?? null;
  const readiness = new Readiness();
  app.decorate('readiness', readiness);
  // app.close() from anywhere (a test, a supervisor) stops readiness too, not only the signal handler.
  app.addHook('preClose', async () => readiness.drain());

  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  async function database(): Promise<CheckResult> {
    await within(timeoutMs, 'the database', app.database.db.execute(sql`select 1`));
    return 'ok';
  }

  async function migrations(): Promise<CheckResult> {
    const result = await within(
      timeoutMs,
      'the migrations table',
      app.database.db.execute(
        sql`select count(*)::int as applied,
              (select hash from drizzle.__drizzle_migrations order by created_at desc limit 1) as last
            from drizzle.__drizzle_migrations`,
      ),
    );
    const row = (result as unknown as { rows: { applied: number; last: string | null }[] }).rows[0];
    const applied = Number(row?.applied ?? 0);
    if (applied < expected.length) return `${applied} of ${expected.length} migrations applied`;
    if (row?.last !== lastHash) return 'the last applied migration is not the last committed one';
    return 'ok';
  }

  async function redis(): Promise<CheckResult> {
    if (!opts.redisPing) return 'off';
    await within(timeoutMs, 'Redis', opts.redisPing());
    return 'ok';
  }

  app.get('/readyz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (readiness.draining) {
      return reply
        .code(503)
        .send({ status: 'unavailable', failed: ['shutdown'], checks: { shutdown: 'draining' } });
    }
    const settle = (p: Promise<CheckResult>) => p.catch((err: unknown) => reason(err));
    // The migrations check needs the database; asked together, a dead database fails both within one timeout.
    const [db, migrated, bus] = await Promise.all([
      settle(database()),
      settle(migrations()),
      settle(redis()),
    ]);
    const checks = { database: db, migrations: migrated, redis: bus };
    const failed = Object.entries(checks)
      .filter(([, v]) => v !== 'ok' && v !== 'off')
      .map(([k]) => k);
    if (failed.length > 0) return reply.code(503).send({ status: 'unavailable', failed, checks });
    return { status: 'ready', checks };
  });
}
