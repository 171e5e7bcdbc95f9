import type { Clock } from '@showfloor/domain';
import type { Db } from '../client.ts';
import { ensureBrowseActivitiesSeeded } from './browse-activities.ts';
import { ensureBrowseCatalogSeeded } from './browse-catalog.ts';
import { ensureBrowseMediaSeeded } from './browse-media.ts';
import { demoCalendar, demoOpeningDayFor, storedDemoCalendar } from './demo-calendar.ts';
import { syncDictionary } from './dictionary-sync.ts';
import { ensureIdentitySeeded } from './identity.ts';
import { ensureMeetingsSeeded } from './meetings.ts';
import { redateDemoFairIfPassed } from './redate.ts';
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
 * The start-up step after migrating: the demo fair when it is wanted (seeded once, its later stages added to an
 * older data directory, moved to the next days when it has passed), then the search index and the platform
 * dictionary, which every fair needs. The database client knows nothing of this.
 */
export async function prepareData(db: Db, opts: PrepareOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const now = opts.clock.now();
  if (opts.demo) {
    const seeded = await ensureSeeded(db, demoCalendar(demoOpeningDayFor(now)));
    if (seeded) log(`seeded the demo event in ${seeded.ms} ms`);
    const moved = await redateDemoFairIfPassed(db, now);
    if (moved)
      log(`the demo fair had passed: moved to ${moved.days[0]} .. ${moved.days[moved.days.length - 1]}`);
    // The later stages place their rows on the fair as stored (an older data directory's, or the one just moved).
    const calendar = await storedDemoCalendar(db);
    const identity = await ensureIdentitySeeded(db);
    if (identity) log(`seeded the demo accounts in ${identity.ms} ms`);
    const browseMedia = await ensureBrowseMediaSeeded(db);
    if (browseMedia) log(`seeded the demo videos and reference data in ${browseMedia.ms} ms`);
    const catalog = await ensureBrowseCatalogSeeded(db);
    if (catalog) log(`seeded the catalog extras in ${catalog.ms} ms`);
    if (calendar) {
      if (await ensureBrowseActivitiesSeeded(db, calendar)) log('seeded the exhibitor activities');
      const meetingsSeeded = await ensureMeetingsSeeded(db, calendar);
      if (meetingsSeeded) log(`seeded the meeting slots in ${meetingsSeeded.ms} ms`);
    }
  }
  const searched = await ensureSearchIndexed(db);
  if (searched) log(`search index: ${searched.documents} documents in ${searched.ms} ms`);
  const added = await syncDictionary(db);
  if (added > 0) log(`dictionary: ${added} new platform rows`);
}
