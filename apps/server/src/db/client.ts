import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schemaModule from './schema/index.ts';
import { lockDataDir } from './lock.ts';
import { migratePgDb, migratePgliteDb } from './migrate.ts';
import { ensureBrowseCatalogSeeded } from './seed/browse-catalog.ts';
import { ensureIdentitySeeded } from './seed/identity.ts';
import { ensureBrowseMediaSeeded } from './seed/browse-media.ts';
import { ensureBrowseActivitiesSeeded } from './seed/browse-activities.ts';
import { ensureMeetingsSeeded } from './seed/meetings.ts';
import { ensureSeeded } from './seed/seed.ts';
import { ensureSearchIndexed } from './seed/search-index.ts';
import { syncDictionary } from './seed/dictionary-sync.ts';

export const schema = schemaModule;
/** Both drivers share this type, so repositories are written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite on disk in this directory (locked for this process). */
  dataDir?: string;
  /** postgres://... switches to node-postgres. */
  databaseUrl?: string | null;
  /** An already created PGlite (tests load one from a seeded template). */
  pglite?: PGlite;
  /** Migrate, seed when empty and sync the dictionary; default true. */
  prepare?: boolean;
  log?: (message: string) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const prepare = opts.prepare ?? true;
  const log = opts.log ?? (() => {});
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover, a terminated backend) emits 'error' on the
    // pool; without a listener that would crash the process. The pool replaces it on the next query.
    pool.on('error', (err) => log(`PostgreSQL dropped an idle connection: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    const database: Database = { db, kind: 'postgres', close: () => pool.end() };
    try {
      if (prepare) {
        await migratePgDb(db);
        await prepareData(db, log);
      }
    } catch (err) {
      await pool.end();
      throw err;
    }
    return database;
  }
  let release: (() => Promise<void>) | null = null;
  let client = opts.pglite;
  if (!client) {
    if (!opts.dataDir) throw new Error('openDatabase needs dataDir, databaseUrl or pglite');
    release = await lockDataDir(opts.dataDir);
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  const close = async () => {
    await pglite.close();
    await release?.();
  };
  try {
    if (prepare) {
      await migratePgliteDb(db);
      await prepareData(db, log);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { db, kind: 'pglite', close };
}

async function prepareData(db: Db, log: (message: string) => void): Promise<void> {
  const seeded = await ensureSeeded(db);
  if (seeded) log(`seeded the demo event in ${seeded.ms} ms`);
  const identity = await ensureIdentitySeeded(db);
  if (identity) log(`seeded the demo accounts in ${identity.ms} ms`);
  const browseMedia = await ensureBrowseMediaSeeded(db);
  if (browseMedia) log(`seeded the demo videos and reference data in ${browseMedia.ms} ms`);
  const catalog = await ensureBrowseCatalogSeeded(db);
  if (catalog) log(`seeded the catalog extras in ${catalog.ms} ms`);
  if (await ensureBrowseActivitiesSeeded(db)) log('seeded the exhibitor activities');
  const meetingsSeeded = await ensureMeetingsSeeded(db);
  if (meetingsSeeded) log(`seeded the meeting slots in ${meetingsSeeded.ms} ms`);
  const searched = await ensureSearchIndexed(db);
  if (searched) log(`search index: ${searched.documents} documents in ${searched.ms} ms`);
  const added = await syncDictionary(db);
  if (added > 0) log(`dictionary: ${added} new platform rows`);
}
