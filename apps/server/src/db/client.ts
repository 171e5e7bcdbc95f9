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
import { withStartLock } from './start-lock.ts';
import { waitForDatabase } from './unavailable.ts';

export const schema = schemaModule;
/** Both drivers share this type, so repositories are written once for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** A PostgreSQL replica for the catalog's reads (DATABASE_READ_URL; db/read-routing.ts), or none. */
  replica?: Db | null;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PGlite on disk in this directory (locked for this process). */
  dataDir?: string;
  /** postgres://... switches to node-postgres. */
  databaseUrl?: string | null;
  /** A replica of databaseUrl that reads may go to (DATABASE_READ_URL). */
  databaseReadUrl?: string | null;
  /** Told of each statement sent to the primary (only with a replica: read-routing.ts turns a writer to it). */
  onStatement?: (statement: string) => void;
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
    // A database that stops answering without refusing (a network partition) must turn into the 503 of
    // plugins/database-unavailable.ts within seconds, not hold every request until the client gives up.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server drops (a restart, a failover, a terminated backend) emits 'error' on the
    // pool; without a listener that would crash the process. The pool replaces it on the next query.
    pool.on('error', (err) => log(`PostgreSQL dropped an idle connection: ${err.message}`));
    // The pool listens only while a connection is idle: one dropped while a request or a transaction holds it
    // (a restart ends every backend) would emit 'error' with no listener and end the process. Heard here, the
    // query on it fails instead, and the request answers 503.
    pool.on('connect', (client) => {
      client.on('error', (err) => log(`PostgreSQL dropped a connection in use: ${err.message}`));
    });
    const onStatement = opts.databaseReadUrl ? opts.onStatement : undefined;
    const db = drizzlePg(pool, {
      schema,
      ...(onStatement ? { logger: { logQuery: (statement: string) => onStatement(statement) } } : {}),
    });
    const replicaPool = opts.databaseReadUrl
      ? new pg.Pool({ connectionString: opts.databaseReadUrl, max: 10, connectionTimeoutMillis: 5_000 })
      : null;
    replicaPool?.on('error', (err) =>
      log(`the PostgreSQL replica dropped an idle connection: ${err.message}`),
    );
    replicaPool?.on('connect', (client) => {
      client.on('error', (err) => log(`the PostgreSQL replica dropped a connection in use: ${err.message}`));
    });
    const database: Database = {
      db,
      kind: 'postgres',
      replica: replicaPool ? drizzlePg(replicaPool, { schema }) : null,
      close: async () => {
        await Promise.all([pool.end(), replicaPool?.end()]);
      },
    };
    try {
      await waitForDatabase(() => pool.query('select 1'), log);
      if (migrate) await withStartLock(database, () => migratePgDb(db));
    } catch (err) {
      await database.close();
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
