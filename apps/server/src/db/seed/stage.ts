import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { events, meta } from '../schema/index.ts';
import { DEMO_EVENT_ID } from './demo-ids.ts';

/**
 * A versioned seed stage: data added once, in one transaction that also writes the stage's meta key, so a crash
 * leaves all of it or none and the next start tries again. Two instances starting together on one PostgreSQL
 * database wait on the stage's advisory lock; the second then finds the key written and leaves the data alone.
 */
export interface SeedStage {
  key: string;
  version: string;
  lockId: number;
  /** Whether what the stage builds on is there (default: the demo fair's event; another fair gets no demo data). */
  ready?: (db: Db) => Promise<boolean>;
  seed: (tx: Db) => Promise<void>;
}

async function demoEventExists(db: Db): Promise<boolean> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, DEMO_EVENT_ID));
  return event !== undefined;
}

const written = async (db: Db, key: string) =>
  (await db.select({ value: meta.value }).from(meta).where(eq(meta.key, key))).length > 0;

/** Runs the stage unless it has run; how long it took, or null when nothing was done. */
export async function runSeedStage(db: Db, stage: SeedStage): Promise<{ ms: number } | null> {
  if (await written(db, stage.key)) return null;
  if (!(await (stage.ready ?? demoEventExists)(db))) return null;
  const started = performance.now();
  let seeded = true;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${stage.lockId})`);
    if (await written(t, stage.key)) {
      seeded = false;
      return;
    }
    await stage.seed(t);
    await t.insert(meta).values({ key: stage.key, value: stage.version });
  });
  return seeded ? { ms: Math.round(performance.now() - started) } : null;
}
