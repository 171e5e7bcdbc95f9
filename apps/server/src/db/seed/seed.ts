import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../../env.ts';
import { loadFair } from '../../fair-import/import-fair.ts';
import type { Db } from '../client.ts';
import { meta } from '../schema/index.ts';

/** The demo fair as data (README "The demo fair"): the same format as an organizer's fair, without dates. */
export const DEMO_FAIR_DIR = path.join(SERVER_ROOT, 'demo', 'fair');

/**
 * Written with the demo fair. A database that holds a demo fair (of this or an earlier version) is not seeded
 * again: what its users did with it stays.
 */
export const SEED_VERSION = 'demo-2';
const SEED_KEY = 'seed_version';

/**
 * Seeds the demo fair once, opening on `openingDay`, by the loader every fair goes through. The meta row is
 * written in the same transaction as the data, so a crash mid-seed leaves an empty database that the next start
 * seeds again, and a seeded one starts fast.
 */
export async function ensureSeeded(db: Db, openingDay: string): Promise<{ ms: number } | null> {
  const done = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, SEED_KEY));
  if (done.length > 0) return null;
  const started = performance.now();
  let seeded = true;
  await db.transaction(async (tx) => {
    // Two instances starting together on one empty PostgreSQL database: the second waits here, then sees
    // the first one's seed and leaves it alone.
    await tx.execute(sql`select pg_advisory_xact_lock(20261208)`);
    const again = await tx.select({ value: meta.value }).from(meta).where(eq(meta.key, SEED_KEY));
    if (again.length > 0) {
      seeded = false;
      return;
    }
    await loadFair(tx as unknown as Db, DEMO_FAIR_DIR, { openingDay });
    await tx.insert(meta).values({ key: SEED_KEY, value: SEED_VERSION });
  });
  if (!seeded) return null;
  // Fresh statistics after a bulk load: without them the planner guesses row counts and picks bitmap
  // scans for lookups that touch a handful of rows.
  await db.execute(sql`analyze`);
  return { ms: Math.round(performance.now() - started) };
}
