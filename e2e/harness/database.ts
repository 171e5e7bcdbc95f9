import { fixedClock } from '@showfloor/domain';
import { type Database, type OpenOptions, openDatabase } from '../../apps/server/src/db/client.ts';
import { prepareData } from '../../apps/server/src/db/seed/prepare.ts';
import { E2E_NOW } from './clock.ts';

/**
 * A database opened and prepared as a start at the journeys' clock prepares it (demo fair on 8-11 Dec 2026), for a
 * journey or benchmark that changes data before its server starts on it.
 */
export async function openDemoDatabase(opts: OpenOptions): Promise<Database> {
  const database = await openDatabase(opts);
  try {
    await prepareData(database.db, { clock: fixedClock(E2E_NOW), demo: true });
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
