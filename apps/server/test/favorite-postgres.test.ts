import { randomBytes } from 'node:crypto';
import { addFavorite, cancelFavorite, HEADERS, type TFavoriteChange } from '@showfloor/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_PRODUCT_ID,
  demoAccountId,
} from '../src/db/seed/demo-ids.ts';
import { postgresRequired, testDatabaseUrl } from '../src/env.ts';
import { api, call, emptyDir } from './helpers.ts';

/*
 * The concurrent adds again, on PostgreSQL: PGlite runs one statement at a time, so only here do 20 requests
 * really race for the unique index and the counter row.
 */
const adminUrl = testDatabaseUrl();

async function admin(sql: string): Promise<string | null> {
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

const reason = await admin('select 1');
if (reason && postgresRequired())
  throw new Error(`PostgreSQL is required here (REQUIRE_POSTGRES=1): ${reason}`);
if (reason) console.warn(`favorites PostgreSQL suite did NOT run: ${reason}`);

describe.skipIf(reason !== null)('favorites on PostgreSQL', () => {
  const dbName = `showfloor_fav_${randomBytes(6).toString('hex')}`;
  let app: FastifyInstance;
  let bearer: string;

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    app = await buildApp({
      databaseUrl: url.toString(),
      webDist: emptyDir(),
      logLevel: 'silent',
      rateLimitMax: false,
    });
    await app.ready();
    const origin = new URL(app.sso.issuers[0] ?? 'http://localhost/sso').origin;
    bearer = `Bearer ${(await app.sso.issueTokens(demoAccountId('visitor'), origin)).access_token}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  const send = (path: string, targetType: string, targetId: string) =>
    call<TFavoriteChange>(app, {
      method: 'POST',
      url: api(path),
      payload: { bventId: DEMO_EVENT_ID, targetType, targetId },
      headers: { [HEADERS.authorization]: bearer },
    });

  it.each([
    ['Exhibitor', DEMO_EXHIBITOR_2_ID],
    ['Product', DEMO_PRODUCT_ID],
  ])('%s: 20 parallel adds make one favorite, 20 parallel cancels remove it once', async (type, id) => {
    const before = (await send(addFavorite.path, type, id)).body.returnObj?.favoriteCount ?? -1;
    await send(cancelFavorite.path, type, id);
    const base = before - 1;

    const adds = await Promise.all(Array.from({ length: 20 }, () => send(addFavorite.path, type, id)));
    expect(adds.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(adds.filter((r) => r.body.returnObj?.changed).length).toBe(1);
    const counted = await send(addFavorite.path, type, id);
    expect(counted.body.returnObj).toMatchObject({ changed: false, favoriteCount: base + 1 });

    const cancels = await Promise.all(Array.from({ length: 20 }, () => send(cancelFavorite.path, type, id)));
    expect(cancels.every((r) => r.status === 200)).toBe(true);
    expect(cancels.filter((r) => r.body.returnObj?.changed).length).toBe(1);
    const after = await send(cancelFavorite.path, type, id);
    expect(after.body.returnObj).toMatchObject({ changed: false, favoriteCount: base });
  });
});
