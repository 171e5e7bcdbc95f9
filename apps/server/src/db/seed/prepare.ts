import type { Clock } from '@showfloor/domain';
import type { Db } from '../client.ts';
import { demoOpeningDayFor } from './demo-calendar.ts';
import { syncDictionary } from './dictionary-sync.ts';
import { redateDemoFairIfPassed } from './redate.ts';
import { loadReference } from './reference-data.ts';
import { ensureSearchIndexed } from './search-index.ts';
import { ensureSeeded } from './seed.ts';

export interface PrepareOptions {
  /** The clock the demo fair is placed by: a fresh seed opens the next day; a passed fair is moved there. */
  clock: Clock;
  /** Seed (and keep current) the demo fair; off for a database that holds only real fairs. */
  demo: boolean;
  log?: (message: string) => void;
}

/**
 * The start-up step after migrating: the platform's reference data, the demo fair when it is wanted (loaded once
 * from its files, moved to the next days when it has passed), then the search index and the platform dictionary,
 * which every fair needs. The database client knows nothing of this.
 */
export async function prepareData(db: Db, opts: PrepareOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const now = opts.clock.now();
  const reference = await loadReference(db);
  if (reference > 0) log(`reference data: ${reference} new rows`);
  if (opts.demo) {
    const seeded = await ensureSeeded(db, demoOpeningDayFor(now));
    if (seeded) log(`seeded the demo fair in ${seeded.ms} ms`);
    const moved = await redateDemoFairIfPassed(db, now);
    if (moved)
      log(`the demo fair had passed: moved to ${moved.days[0]} .. ${moved.days[moved.days.length - 1]}`);
  }
  const searched = await ensureSearchIndexed(db);
  if (searched) log(`search index: ${searched.documents} documents in ${searched.ms} ms`);
  const added = await syncDictionary(db);
  if (added > 0) log(`dictionary: ${added} new platform rows`);
}
