import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { meta } from '../schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { seedEvent } from './event.ts';
import { seedExhibitors } from './exhibitors.ts';

/** Bump when the demo data changes shape; a database seeded with another version is left alone. */
export const SEED_VERSION = 'demo-1';
const SEED_KEY = 'seed_version';

/**
 * Seeds the demo event once. The meta row is written in the same transaction as the data, so a crash
 * mid-seed leaves an empty database that the next start seeds again, and a seeded one starts fast.
 */
export async function ensureSeeded(db: Db, calendar: DemoCalendar): Promise<{ ms: number } | null> {
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
    await seedEvent(tx as unknown as Db, calendar);
    await seedExhibitors(tx as unknown as Db);
    await tx.insert(meta).values({ key: SEED_KEY, value: SEED_VERSION });
  });
  if (!seeded) return null;
  // Fresh statistics after a bulk load: without them the planner guesses row counts and picks bitmap
  // scans for lookups that touch a handful of rows.
  await db.execute(sql`analyze`);
  return { ms: Math.round(performance.now() - started) };
}
