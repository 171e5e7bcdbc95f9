import {
  HOME_RECOMMEND_SIZE,
  getHomeRecommend,
  getPavilionDetail,
  getProjectDetail,
  listExhibitors,
  listPavilions,
  listProjects,
} from '@showfloor/contracts';
import {
  ZExhibitorCard,
  ZHomeRecommend,
  ZPavilionCard,
  ZPavilionDetail,
  ZProjectCard,
  ZProjectDetail,
  envelopeOf,
} from '@showfloor/contracts/schemas';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_BANNED_PROJECT_ID,
  DEMO_DELISTED_PROJECT_ID,
  DEMO_UPLOADING_DATA_PAVILION_ID,
} from '../src/db/seed/demo-ids.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_PAVILION_ID,
  DEMO_PROJECT_ID,
  DEMO_UPLOADING_PAVILION_ID,
} from '../src/db/seed/demo-ids.ts';
import { ID_PREFIX, guid } from '../src/db/seed/demo-ids.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const UNKNOWN_EVENT = guid('b7e1a000', 99);
const post = (url: string, body: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: api(url), payload: { lang: 'en-US', ...body } });
const get = (url: string, query: Record<string, string>) =>
  call(t.app, { url: api(url), query: { lang: 'en-US', ...query } });

const BAD_PAGING: [string, Record<string, unknown>][] = [
  ['pageSize 0', { pageSize: 0 }],
  ['negative pageSize', { pageSize: -1 }],
  ['huge pageSize', { pageSize: 10_000_000 }],
  ['pageNo 0', { pageNo: 0 }],
  ['malformed bventId', { bventId: '1234' }],
];

describe('ProjectClient', () => {
  const ZList = envelopeOf(z.array(ZProjectCard));
  const list = (body: Record<string, unknown>) =>
    post(listProjects.path, { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 20, ...body });
  const detail = (id: string) => get(getProjectDetail.path, { id });

  it("List: listed projects of normal exhibitors; the demo exhibitor's two", async () => {
    const all = ZList.parse((await list({})).body);
    expect(all.returnObj?.length).toBeGreaterThan(0);
    expect(all.pager?.total).toBeGreaterThan(20);
    const mine = ZList.parse((await list({ exhibitorId: DEMO_EXHIBITOR_ID })).body);
    expect(mine.pager?.total).toBe(2);
    const ids = mine.returnObj?.map((p) => p.id);
    expect(ids).toContain(DEMO_PROJECT_ID);
    expect(ids).not.toContain(DEMO_DELISTED_PROJECT_ID);
    expect(ids).not.toContain(DEMO_BANNED_PROJECT_ID);
    expect(ZList.parse((await list({ exhibitorId: DEMO_BANNED_EXHIBITOR_ID })).body).pager?.total).toBe(0);
  });

  it('Detail: a listed project with its exhibitor, description and counters', async () => {
    const res = await detail(DEMO_PROJECT_ID);
    const d = envelopeOf(ZProjectDetail).parse(res.body).returnObj;
    expect(d?.exhibitor.id).toBe(DEMO_EXHIBITOR_ID);
    expect(d?.description).toMatch(/partners/);
    expect(d?.cate).toContain('/');
  });

  it.each([
    [guid(ID_PREFIX.project, 0xfffffff), 3001],
    [DEMO_BANNED_PROJECT_ID, 3002],
    [DEMO_DELISTED_PROJECT_ID, 3003],
  ])('Detail: %s answers state %i', async (id, code) => {
    const res = await detail(id);
    expect(res.status).toBe(404);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.businessCode).toBe(code);
  });

  it.each(BAD_PAGING)('List refuses %s with 400', async (_, body) => {
    const res = await list(body);
    expect(res.status).toBe(400);
    expect(res.body.businessCode).toBe(40000);
  });

  it('refuses a malformed id (400) and answers 5001 for an unknown event', async () => {
    expect((await detail('abc')).status).toBe(400);
    expect((await list({ bventId: UNKNOWN_EVENT })).body.businessCode).toBe(5001);
  });
});

describe('Pavilion', () => {
  const ZDetail = envelopeOf(ZPavilionDetail);

  it('List: every pavilion in order, the uploading ones marked, with normal exhibitor counts', async () => {
    const res = await get(listPavilions.path, { bventId: DEMO_EVENT_ID });
    const list = envelopeOf(z.array(ZPavilionCard)).parse(res.body).returnObj ?? [];
    expect(list[0]?.id).toBe(DEMO_PAVILION_ID);
    expect(list.find((p) => p.id === DEMO_UPLOADING_PAVILION_ID)?.uploading).toBe(true);
    expect(list.find((p) => p.id === DEMO_UPLOADING_DATA_PAVILION_ID)?.uploading).toBe(true);
    expect(list.find((p) => p.id === DEMO_PAVILION_ID)?.uploading).toBe(false);
    expect(list[0]?.exhibitorCount).toBeGreaterThan(10);
    expect(list[0]?.cover).toMatch(/^\/media\/banner\//);
  });

  it('Detail: the pavilion and one page of its exhibitors', async () => {
    const res = await get(getPavilionDetail.path, { id: DEMO_PAVILION_ID, pageNo: '1', pageSize: '5' });
    const env = ZDetail.parse(res.body);
    expect(env.returnObj?.exhibitors).toHaveLength(5);
    expect(env.returnObj?.exhibitors[0]?.id).toBe(DEMO_EXHIBITOR_ID);
    expect(env.pager?.total).toBe(env.returnObj?.exhibitorCount);
    for (const e of env.returnObj?.exhibitors ?? []) expect(e.pavilion?.id).toBe(DEMO_PAVILION_ID);
    const page2 = ZDetail.parse(
      (await get(getPavilionDetail.path, { id: DEMO_PAVILION_ID, pageNo: '2', pageSize: '5' })).body,
    );
    expect(page2.returnObj?.exhibitors[0]?.id).not.toBe(DEMO_EXHIBITOR_ID);
    // Without paging the first 20 come.
    const plain = ZDetail.parse((await get(getPavilionDetail.path, { id: DEMO_PAVILION_ID })).body);
    expect(plain.pager?.pageSize).toBe(20);
  });

  it.each([
    [DEMO_UPLOADING_PAVILION_ID, 4002],
    [DEMO_UPLOADING_DATA_PAVILION_ID, 4004],
  ])('Detail: %s answers %i', async (id, code) => {
    const res = await get(getPavilionDetail.path, { id });
    expect(res.status).toBe(404);
    expect(res.body.businessCode).toBe(code);
  });

  it('Detail: unknown 404 in the envelope, malformed id and bad paging 400', async () => {
    const missing = await get(getPavilionDetail.path, { id: guid(ID_PREFIX.pavilion, 0xffff) });
    expect(missing.status).toBe(404);
    expect(missing.body.isSuccess).toBe(false);
    expect((await get(getPavilionDetail.path, { id: 'x' })).status).toBe(400);
    expect((await get(getPavilionDetail.path, { id: DEMO_PAVILION_ID, pageSize: '-3' })).status).toBe(400);
    expect((await get(getPavilionDetail.path, { id: DEMO_PAVILION_ID, pageSize: '101' })).status).toBe(400);
    expect((await get(listPavilions.path, { bventId: 'x' })).status).toBe(400);
    expect((await get(listPavilions.path, { bventId: UNKNOWN_EVENT })).body.businessCode).toBe(5001);
  });
});

describe('ExhibitorClient/List', () => {
  const ZList = envelopeOf(z.array(ZExhibitorCard));
  const list = (body: Record<string, unknown>) =>
    post(listExhibitors.path, { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 20, ...body });

  it('pages normal exhibitors in sort order with raw counters', async () => {
    const env = ZList.parse((await list({})).body);
    expect(env.returnObj).toHaveLength(20);
    expect(env.returnObj?.[0]?.id).toBe(DEMO_EXHIBITOR_ID);
    expect(env.returnObj?.[0]?.productCount).toBe(8);
    const ids = env.returnObj?.map((e) => e.id);
    expect(ids).not.toContain(DEMO_BANNED_EXHIBITOR_ID);
    expect(env.pager?.total).toBeLessThan(160);
    expect(env.pager?.total).toBeGreaterThan(140);
  });

  it('filters by pavilion', async () => {
    const env = ZList.parse((await list({ pavilionId: DEMO_PAVILION_ID, pageSize: 100 })).body);
    const ids = env.returnObj?.map((e) => e.id);
    expect(ids).toContain(DEMO_EXHIBITOR_ID);
    expect(ids).not.toContain(DEMO_EXHIBITOR_2_ID);
  });

  it.each(BAD_PAGING)('refuses %s with 400', async (_, body) => {
    expect((await list(body)).status).toBe(400);
  });
});

describe('Home/Recommend', () => {
  it('answers 8 exhibitors and 8 products, the same each time', async () => {
    const a = envelopeOf(ZHomeRecommend).parse(
      (await get(getHomeRecommend.path, { bventId: DEMO_EVENT_ID })).body,
    );
    expect(a.returnObj?.exhibitors).toHaveLength(HOME_RECOMMEND_SIZE);
    expect(a.returnObj?.products).toHaveLength(HOME_RECOMMEND_SIZE);
    expect(a.returnObj?.exhibitors[0]?.id).toBe(DEMO_EXHIBITOR_ID);
    const b = await get(getHomeRecommend.path, { bventId: DEMO_EVENT_ID });
    expect(b.body.returnObj).toEqual(a.returnObj);
  });

  it('refuses a malformed event id (400) and answers 5001 for an unknown one', async () => {
    expect((await get(getHomeRecommend.path, { bventId: 'x' })).status).toBe(400);
    expect((await get(getHomeRecommend.path, { bventId: UNKNOWN_EVENT })).body.businessCode).toBe(5001);
  });
});
