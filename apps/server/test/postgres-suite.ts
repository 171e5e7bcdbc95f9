import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../src/app.ts';
import { postgresRequired, testDatabaseUrl } from '../src/env.ts';
import { buildTestApp } from './helpers.ts';

/*
 * The suites that run again on a real PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement at a time, so
 * only there do concurrent requests really race. Each suite gets its own database, dropped afterwards.
 */
export const adminUrl = testDatabaseUrl();

/** Runs one statement as the admin; the reason when the server does not answer. */
export async function admin(sql: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query(sql);
    return null;
  } catch (err) {
    return `${adminUrl} unreachable (${(err as Error).message || String(err)})`;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * null when PostgreSQL answers; otherwise why not, said aloud (the suite is then marked skipped), or thrown
 * when REQUIRE_POSTGRES=1 (CI), so a missing server never passes unseen there.
 */
export async function postgresUnavailable(suite: string): Promise<string | null> {
  const reason = await admin('select 1');
  if (reason && postgresRequired())
    throw new Error(`PostgreSQL is required here (REQUIRE_POSTGRES=1): ${reason}`);
  if (reason) console.warn(`${suite} PostgreSQL suite did NOT run: ${reason}`);
  return reason;
}

/**
 * An app on a fresh, migrated and seeded database of its own for the enclosing describe, at the suites' clock (or
 * the options' own).
 */
export function usePostgresApp(
  prefix: string,
  timeoutMs = 180_000,
  opts: Partial<AppOptions> = {},
): () => FastifyInstance {
  const dbName = `${prefix}_${randomBytes(6).toString('hex')}`;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    app = await buildTestApp({ ...opts, databaseUrl: url.toString() });
    await app.ready();
  }, timeoutMs);
  afterAll(async () => {
    await app?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });
  return () => {
    if (!app) throw new Error('the PostgreSQL app is not ready yet');
    return app;
  };
}
