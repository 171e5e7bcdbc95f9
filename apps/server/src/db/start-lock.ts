import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

// Any fixed number: it names the lock that gateway processes starting on one PostgreSQL database take in turn.
const START_LOCK = 727_001;

/**
 * Runs a start-up step (migrating, seeding, indexing) while no other gateway process of the same database runs
 * it: several workers, or several instances behind a proxy, start at once on one DATABASE_URL, and the first does
 * the work while the others wait and then find it done. The lock is a transaction's advisory lock, so it is
 * released when that transaction ends, even if this process dies holding it. PGlite has one process: no lock.
 */
export async function withStartLock<T>(
  database: Pick<Database, 'db' | 'kind'>,
  step: () => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return step();
  let result: T | undefined;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    // The step runs on the pool's other connections; this transaction only holds the lock.
    result = await step();
  });
  return result as T;
}
