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
  /** PGlite's page cache (shared_buffers), e.g. 32MB; PostgreSQL's default when not given. */
  pgliteBuffers?: string;
  /** An already created PGlite (tests load one from a seeded template). */
  pglite?: PGlite;
  /** Apply the committed migrations; default true. Seeding is a start-up step of its own (seed/prepare.ts). */
  migrate?: boolean;
  log?: (message: string) => void;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrate = opts.migrate ?? true;
  const log = opts.log ?? (() => {});
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover, a terminated backend) emits 'error' on the
    // pool; without a listener that would crash the process. The pool replaces it on the next query.
    pool.on('error', (err) => log(`PostgreSQL dropped an idle connection: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    const database: Database = { db, kind: 'postgres', close: () => pool.end() };
    try {
      if (migrate) await migratePgDb(db);
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
    client = new PGlite(
      dir,
      opts.pgliteBuffers
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.pgliteBuffers}`] }
        : {},
    );
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema });
  const close = async () => {
    await pglite.close();
    await release?.();
  };
  try {
    if (migrate) await migratePgliteDb(db);
  } catch (err) {
    await close();
    throw err;
  }
  return { db, kind: 'pglite', close };
}
