import { randomBytes } from 'node:crypto';
import { getBventById, getExhibitorDetail, searchProducts, trackEvent } from '@showfloor/contracts';
import { ZExhibitorDetail, envelopeOf } from '@showfloor/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANNED_EXHIBITOR_ID, DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { postgresRequired, testDatabaseUrl } from '../src/env.ts';
import { api, buildTestApp, call } from './helpers.ts';

const adminUrl = testDatabaseUrl();

/** Whether the server answers; the reason when it does not (printed, and the suite is marked skipped). */
async function probe(): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return `${adminUrl} unreachable (${(err as Error).message || String(err)})`;
  } finally {
    await client.end().catch(() => {});
  }
}

const reason = await probe();
if (reason && postgresRequired())
  throw new Error(`PostgreSQL is required here (REQUIRE_POSTGRES=1): ${reason}`);
if (reason) console.warn(`PostgreSQL suite did NOT run: ${reason}`);

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(reason !== null)('PostgreSQL (DATABASE_URL)', () => {
  // A database of its own, so parallel runs and other engineers' data are never touched.
  const dbName = `showfloor_test_${randomBytes(6).toString('hex')}`;
  let app: FastifyInstance;

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    app = await buildTestApp({ databaseUrl: url.toString() });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  it('migrates and seeds, and reports postgres in health', async () => {
    const res = await call(app, { url: '/api/health' });
    expect(res.body.returnObj).toEqual({ status: 'ok', db: 'postgres' });
  });

  it('answers the calls like PGlite does', async () => {
    const bvent = await call<{ title: string }>(app, {
      url: api(getBventById.path),
      query: { bventId: DEMO_EVENT_ID, lang: 'en-US' },
    });
    expect(bvent.body.returnObj?.title).toBe('China International Industry Fair');
    const detail = await call(app, { url: api(getExhibitorDetail.path), query: { id: DEMO_EXHIBITOR_ID } });
    const d = envelopeOf(ZExhibitorDetail).parse(detail.body).returnObj;
    expect(d?.fields.length).toBeGreaterThanOrEqual(14);
    const banned = await call(app, {
      url: api(getExhibitorDetail.path),
      query: { id: DEMO_BANNED_EXHIBITOR_ID, lang: 'en-US' },
    });
    expect(banned.body).toMatchObject({
      businessCode: 1002,
      businessMessage: 'The exhibitor has been banned',
    });
  });

  it('counts a visit in the same transaction as the page view', async () => {
    const before = (
      await call<{ visitCount: number }>(app, {
        url: api(getExhibitorDetail.path),
        query: { id: DEMO_EXHIBITOR_ID },
      })
    ).body.returnObj?.visitCount;
    const res = await call(app, {
      method: 'POST',
      url: api(trackEvent.path),
      payload: {
        eventCode: 'pageView',
        bventId: DEMO_EVENT_ID,
        page: 'exhibitor',
        targetId: DEMO_EXHIBITOR_ID,
      },
    });
    expect(res.body.isSuccess).toBe(true);
    const after = (
      await call<{ visitCount: number }>(app, {
        url: api(getExhibitorDetail.path),
        query: { id: DEMO_EXHIBITOR_ID },
      })
    ).body.returnObj?.visitCount;
    expect(after).toBe((before ?? 0) + 1);
  });
  it('searches Chinese bigrams and English words, ranked and highlighted, like PGlite does', async () => {
    const find = (keyword: string, lang: string) =>
      call<{ name: { html: string } }[]>(app, {
        method: 'POST',
        url: api(searchProducts.path),
        query: { page: '1', size: '5', type: 'm' },
        headers: { Language: lang },
        payload: { bventId: DEMO_EVENT_ID, searchValue: keyword },
      });
    const zh = await find('机器', 'zh-CN');
    expect(zh.body.returnObj?.length).toBeGreaterThan(0);
    expect(zh.body.returnObj?.[0]?.name.html).toContain('<em>机器</em>');
    const en = await find('robot', 'en-US');
    expect(en.body.returnObj?.[0]?.name.html).toContain('<em>Robot</em>');
    expect((await find('机', 'zh-CN')).status).toBe(400);
  });
});
