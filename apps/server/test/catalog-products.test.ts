import {
  getBventByExhibitionId,
  getCategoryByBventId,
  getExhibitCategoryList,
  getExhibitDetail,
  listExhibits,
} from '@showfloor/contracts';
import { ZCategoryTree, ZProductCard, ZProductDetail, envelopeOf } from '@showfloor/contracts/schemas';
import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitors, products } from '../src/db/schema/index.ts';
import { indexExhibitors } from '../src/db/seed/search-index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_DELISTED_PRODUCT_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
  DEMO_PAVILION_ID,
  DEMO_PRODUCT_ID,
} from '../src/db/seed/demo-ids.ts';
import { ID_PREFIX, guid } from '../src/db/seed/demo-ids.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const ZList = envelopeOf(z.array(ZProductCard));
const list = (body: Record<string, unknown>, lang = 'en-US') =>
  call(t.app, {
    method: 'POST',
    url: api(listExhibits.path),
    payload: { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 20, lang, ...body },
  });
const detail = (id: string, lang = 'en-US') =>
  call(t.app, { url: api(getExhibitDetail.path), query: { id, isMobile: 'true', lang } });
const MISSING = guid(ID_PREFIX.product, 0xffffffff);

describe('ExhibitClient/List', () => {
  it('pages listed products of normal exhibitors with price in minor units and each product’s own currency', async () => {
    const res = await list({ pageSize: 10 });
    expect(res.status).toBe(200);
    const env = ZList.parse(res.body);
    expect(env.returnObj).toHaveLength(10);
    expect(env.pager?.total).toBeGreaterThan(500);
    expect(env.pager?.totalPages).toBe(Math.ceil((env.pager?.total ?? 0) / 10));
    // The exhibitor prices each product (the demo's are in CNY, HKD, EUR and USD): the card says which.
    const stored = new Map(
      (await t.db.select({ id: products.id, currency: products.currency }).from(products)).map((r) => [
        r.id,
        r.currency,
      ]),
    );
    for (const p of env.returnObj ?? []) {
      expect(p.currency).toBe(stored.get(p.id));
      expect(Number.isInteger(p.price)).toBe(true);
    }
    expect(new Set(env.returnObj!.map((p) => p.currency)).size).toBeGreaterThan(1);
    const ids = (env.returnObj ?? []).map((p) => p.exhibitorId);
    const states = await t.db.select({ id: exhibitors.id, status: exhibitors.status }).from(exhibitors);
    const normal = new Set(states.filter((s) => s.status === 'normal').map((s) => s.id));
    for (const id of ids) expect(normal.has(id)).toBe(true);
    const page2 = ZList.parse((await list({ pageSize: 10, pageNo: 2 })).body).returnObj ?? [];
    expect(page2.map((p) => p.id)).not.toContain(env.returnObj?.[0]?.id);
  });

  it("answers the demo exhibitor's 8 listed products, never its delisted one, and the stored price exactly", async () => {
    const env = ZList.parse((await list({ exhibitorId: DEMO_EXHIBITOR_ID })).body);
    expect(env.pager?.total).toBe(8);
    const ids = (env.returnObj ?? []).map((p) => p.id);
    expect(ids).toContain(DEMO_PRODUCT_ID);
    expect(ids).not.toContain(DEMO_DELISTED_PRODUCT_ID);
    const [row] = await t.db
      .select({ price: products.price })
      .from(products)
      .where(eq(products.id, DEMO_PRODUCT_ID));
    const card = env.returnObj?.find((p) => p.id === DEMO_PRODUCT_ID);
    expect(card?.price).toBe(Math.round(Number(row?.price) * 100));
  });

  it('leaves out the viewed product (exhibitId) and filters by pavilion (group)', async () => {
    const env = ZList.parse(
      (await list({ exhibitorId: DEMO_EXHIBITOR_ID, exhibitId: DEMO_PRODUCT_ID })).body,
    );
    expect(env.pager?.total).toBe(7);
    expect((env.returnObj ?? []).map((p) => p.id)).not.toContain(DEMO_PRODUCT_ID);
    const inHall = ZList.parse((await list({ group: DEMO_PAVILION_ID, pageSize: 100 })).body);
    expect(inHall.returnObj?.map((p) => p.exhibitorId)).toContain(DEMO_EXHIBITOR_ID);
    expect(inHall.returnObj?.map((p) => p.exhibitorId)).not.toContain(DEMO_EXHIBITOR_2_ID);
  });

  it('finds products by keywords in Chinese and English, and treats % literally', async () => {
    const d = ZProductDetail.parse((await detail(DEMO_PRODUCT_ID, 'zh-CN')).body.returnObj);
    const model = d.name.split(' ').pop() ?? '';
    const zhWord = d.name.split(' ')[0] ?? '';
    const byModel = ZList.parse((await list({ keywords: model })).body);
    expect(byModel.returnObj?.map((p) => p.id)).toContain(DEMO_PRODUCT_ID);
    const byZh = ZList.parse((await list({ keywords: zhWord, exhibitorId: DEMO_EXHIBITOR_ID })).body);
    expect(byZh.returnObj?.map((p) => p.id)).toContain(DEMO_PRODUCT_ID);
    const en = ZProductDetail.parse((await detail(DEMO_PRODUCT_ID)).body.returnObj);
    const byEn = ZList.parse((await list({ keywords: en.name.split(' ')[0]?.toLowerCase() })).body);
    expect(byEn.returnObj?.length).toBeGreaterThan(0);
    expect(ZList.parse((await list({ keywords: '%' })).body).pager?.total).toBe(0);
    expect(ZList.parse((await list({ keywords: '' })).body).pager?.total).toBeGreaterThan(500);
  });

  it('filters by a category, a parent including its children', async () => {
    const d = ZProductDetail.parse((await detail(DEMO_PRODUCT_ID)).body.returnObj);
    const cate = d.category?.id ?? '';
    const child = ZList.parse((await list({ cate, pageSize: 100 })).body);
    expect(child.returnObj?.map((p) => p.id)).toContain(DEMO_PRODUCT_ID);
    const tree = ZCategoryTree.parse(
      (
        await call(t.app, {
          method: 'POST',
          url: api(getCategoryByBventId.path),
          payload: { bventId: DEMO_EVENT_ID },
        })
      ).body.returnObj,
    );
    const parent = tree.find((p) => p.children.some((c) => c.id === cate));
    const all = ZList.parse((await list({ cate: parent?.id })).body);
    expect(all.pager?.total).toBe(parent?.productCount);
    expect(all.pager?.total).toBeGreaterThan(child.pager?.total ?? 0);
  });

  it.each([
    ['pageSize 0', { pageSize: 0 }],
    ['negative pageSize', { pageSize: -5 }],
    ['huge pageSize', { pageSize: 1_000_000 }],
    ['pageSize 101', { pageSize: 101 }],
    ['pageNo 0', { pageNo: 0 }],
    ['pageNo not a number', { pageNo: 'one' }],
    ['malformed bventId', { bventId: 'not-a-guid' }],
    ['malformed exhibitorId', { exhibitorId: '123' }],
    ['overlong keywords', { keywords: 'x'.repeat(101) }],
  ])('refuses %s with a 400 in the envelope', async (_, body) => {
    const res = await list(body);
    expect(res.status).toBe(400);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.businessCode).toBe(40000);
    expect(res.body.businessMessage).not.toBe('');
  });

  it('an unknown category is "not there": 404, 7301, naming the category', async () => {
    const cate = guid(ID_PREFIX.category, 0xfffff);
    const res = await list({ cate });
    expect(res.status).toBe(404);
    expect(res.body.businessCode).toBe(7301);
    expect(res.body.businessMessage).toContain(cate);
  });

  it('accepts pageSize 100 and a page past the end (empty, with the total)', async () => {
    expect(ZList.parse((await list({ pageSize: 100 })).body).returnObj).toHaveLength(100);
    const far = ZList.parse((await list({ pageNo: 9999 })).body);
    expect(far.returnObj).toEqual([]);
    expect(far.pager?.total).toBeGreaterThan(0);
  });

  it('answers 5001 for an event that does not exist', async () => {
    const res = await list({ bventId: guid('b7e1a000', 99) });
    expect(res.body.businessCode).toBe(5001);
  });
});

describe('ExhibitClient/List keywords (search index)', () => {
  // A product of the demo exhibitor given a Portuguese name, re-indexed the way the seed indexes it.
  const PT_PRODUCT_ID = guid(ID_PREFIX.product, 3);
  const ids = (body: Record<string, unknown>) =>
    list({ pageSize: 100, ...body }).then((r) => ZList.parse(r.body));
  beforeAll(async () => {
    const [row] = await t.db
      .select({ name: products.name, exhibitorId: products.exhibitorId, status: products.status })
      .from(products)
      .where(eq(products.id, PT_PRODUCT_ID));
    expect(row?.exhibitorId).toBe(DEMO_EXHIBITOR_ID);
    expect(row?.status).toBe('listed');
    await t.db
      .update(products)
      .set({ name: { ...row?.name, 'pt-PT': 'Máquina de Corte a Laser de Fibra' } })
      .where(eq(products.id, PT_PRODUCT_ID));
    await indexExhibitors(t.db, [DEMO_EXHIBITOR_ID]);
  });

  it('finds a product by a 2-character Chinese term, in zh-CN and zh-HK script', async () => {
    const zh = await ids({ keywords: '机器', exhibitorId: DEMO_EXHIBITOR_ID });
    const hk = await ids({ keywords: '機器', exhibitorId: DEMO_EXHIBITOR_ID });
    // The demo exhibitor's robots ('六轴工业机器人'), and nothing without the term in its name.
    expect(zh.pager?.total).toBeGreaterThan(0);
    expect(zh.pager?.total).toBeLessThan(8);
    for (const p of zh.returnObj ?? []) expect(p.name).toMatch(/Robot/);
    expect(hk.returnObj?.map((p) => p.id)).toEqual(zh.returnObj?.map((p) => p.id));
  });

  it('finds products by an English word prefix, in any case, in the fair order', async () => {
    const whole = await ids({ keywords: 'Robot' });
    const prefix = await ids({ keywords: 'rob' });
    expect(whole.pager?.total).toBeGreaterThan(0);
    expect(prefix.returnObj?.map((p) => p.id)).toEqual(
      expect.arrayContaining(whole.returnObj?.map((p) => p.id) ?? []),
    );
    for (const p of prefix.returnObj ?? []) expect(p.name).toMatch(/\brob/i);
    // The same order as the unfiltered list (fair order), not relevance.
    const all = ZList.parse((await list({ exhibitorId: DEMO_EXHIBITOR_ID })).body).returnObj ?? [];
    const robots = await ids({ keywords: 'robot', exhibitorId: DEMO_EXHIBITOR_ID });
    expect(robots.returnObj?.map((p) => p.id)).toEqual(
      all.filter((p) => /robot/i.test(p.name)).map((p) => p.id),
    );
  });

  it('finds a product by a Portuguese word, with or without its accent, and shows it in pt-PT', async () => {
    for (const keywords of ['máquina', 'MAQUINA', 'corte laser']) {
      const env = await ids({ keywords });
      expect(env.returnObj?.map((p) => p.id)).toEqual([PT_PRODUCT_ID]);
    }
    const pt = ZList.parse((await list({ keywords: 'maquina' }, 'pt-PT')).body);
    expect(pt.returnObj?.[0]?.name).toBe('Máquina de Corte a Laser de Fibra');
  });

  it('answers an empty page when nothing matches (words, punctuation only, a mid-word substring)', async () => {
    for (const keywords of ['zzqqxx', '!!', 'obot']) {
      const env = await ids({ keywords });
      expect(env.returnObj).toEqual([]);
      expect(env.pager).toMatchObject({ total: 0, totalPages: 0, pageNo: 1 });
    }
  });

  it('combines keywords with exhibitorId, cate, group, exhibitId and paging', async () => {
    const d = ZProductDetail.parse((await detail(DEMO_PRODUCT_ID)).body.returnObj);
    const cate = d.category?.id ?? '';
    const robots = await ids({ keywords: 'robot', exhibitorId: DEMO_EXHIBITOR_ID });
    const inCate = await ids({ keywords: 'robot', exhibitorId: DEMO_EXHIBITOR_ID, cate });
    const [rows, cats] = [robots.returnObj ?? [], inCate.returnObj ?? []];
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.length).toBeLessThan(rows.length);
    const catOf = await t.db
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.exhibitorId, DEMO_EXHIBITOR_ID));
    const inCategory = new Set(catOf.filter((r) => r.categoryId === cate).map((r) => r.id));
    expect(cats.map((p) => p.id)).toEqual(rows.filter((p) => inCategory.has(p.id)).map((p) => p.id));
    for (const p of robots.returnObj ?? []) expect(p.exhibitorId).toBe(DEMO_EXHIBITOR_ID);
    // The other exhibitor's robots are not in the demo pavilion's list.
    const hall = await ids({ keywords: 'robot', group: DEMO_PAVILION_ID });
    expect(hall.returnObj?.map((p) => p.exhibitorId)).not.toContain(DEMO_EXHIBITOR_2_ID);
    const first = rows[0]?.id ?? '';
    const without = await ids({ keywords: 'robot', exhibitorId: DEMO_EXHIBITOR_ID, exhibitId: first });
    expect(without.pager?.total).toBe(rows.length - 1);
    const page2 = ZList.parse((await list({ keywords: 'robot', pageSize: 1, pageNo: 2 })).body);
    const all = await ids({ keywords: 'robot' });
    expect(page2.returnObj?.map((p) => p.id)).toEqual([all.returnObj?.[1]?.id]);
    expect(page2.pager?.total).toBe(all.pager?.total);
  });

  it('does not list a hidden product even when the index still calls it visible', async () => {
    await t.db.update(products).set({ status: 'delisted' }).where(eq(products.id, PT_PRODUCT_ID));
    expect((await ids({ keywords: 'maquina' })).pager?.total).toBe(0);
    await t.db.update(products).set({ status: 'listed' }).where(eq(products.id, PT_PRODUCT_ID));
  });
});

describe('ExhibitClient/Detail', () => {
  it('answers a listed product with gallery, fields, exhibitor and counters', async () => {
    const res = await detail(DEMO_PRODUCT_ID, 'pt-PT');
    expect(res.status).toBe(200);
    const d = envelopeOf(ZProductDetail).parse(res.body).returnObj;
    if (!d) throw new Error('no detail');
    expect(d.images.length).toBeGreaterThanOrEqual(3);
    // Priced by its exhibitor in euros (demo/fair/products.json), not in the event's yuan.
    expect(d.currency).toBe('EUR');
    expect(d.description).not.toBe('');
    expect(d.exhibitor.id).toBe(DEMO_EXHIBITOR_ID);
    expect(d.exhibitor.pavilion?.name).toMatch(/Pavilhão/);
    expect(d.fields.map((f) => f.fieldType)).toEqual(
      expect.arrayContaining(['text', 'number', 'date', 'multiSelect', 'image', 'link']),
    );
    expect(d.fields.find((f) => f.fieldName === 'Origin')?.fieldValue).toBe('Xangai, China');
    expect(d.visitCount).toBeGreaterThan(0);
  });

  it.each([
    [MISSING, 2001],
    [guid(ID_PREFIX.product, 11), 2002], // banned
    [guid(ID_PREFIX.product, 10), 2003], // pending review
    [guid(ID_PREFIX.product, 12), 2003], // rejected
    [DEMO_DELISTED_PRODUCT_ID, 2004],
  ])('answers %s with state %i (HTTP 404, not success)', async (id, code) => {
    const res = await detail(id);
    expect(res.status).toBe(404);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.businessCode).toBe(code);
    expect(res.body.businessMessage).not.toBe('');
  });

  it("answers a banned exhibitor's product with the exhibitor's state (1002)", async () => {
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.exhibitorId, DEMO_BANNED_EXHIBITOR_ID), eq(products.status, 'listed')))
      .limit(1);
    expect((await detail(row?.id ?? '')).body.businessCode).toBe(1002);
  });

  it("refuses an overseas-only exhibitor's product to an anonymous visitor (403)", async () => {
    const [row] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.exhibitorId, DEMO_OVERSEAS_ONLY_EXHIBITOR_ID), eq(products.status, 'listed')))
      .limit(1);
    const res = await detail(row?.id ?? '');
    expect(res.status).toBe(403);
  });

  it('refuses a malformed id with a 400', async () => {
    const res = await detail('12345');
    expect(res.status).toBe(400);
    expect(res.body.details?.[0]?.path).toBe('query.id');
  });
});

describe('categories', () => {
  const cats = (url: string, body: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: api(url), payload: { lang: 'en-US', ...body } });

  it("GetCategoryList: the event's two-level tree, parents counting their children", async () => {
    const res = await cats(getExhibitCategoryList.path, { bventId: DEMO_EVENT_ID });
    const tree = ZCategoryTree.parse(res.body.returnObj);
    expect(tree.length).toBeGreaterThanOrEqual(7);
    for (const p of tree) {
      expect(p.productCount).toBeGreaterThanOrEqual(p.children.reduce((s, c) => s + c.productCount, 0));
    }
    const total = ZList.parse((await list({})).body).pager?.total;
    expect(tree.reduce((s, p) => s + p.productCount, 0)).toBe(total);
  });

  it("GetCategoryList with exhibitorId: only the exhibitor's categories, counting its 8 listed products", async () => {
    const res = await cats(getExhibitCategoryList.path, {
      bventId: DEMO_EVENT_ID,
      exhibitorId: DEMO_EXHIBITOR_ID,
    });
    const tree = ZCategoryTree.parse(res.body.returnObj);
    expect(tree.reduce((s, p) => s + p.productCount, 0)).toBe(8);
    for (const p of tree) for (const c of p.children) expect(c.productCount).toBeGreaterThan(0);
  });

  it('GetCategoryByBventId answers the same tree; bad and unknown events are refused', async () => {
    const a = await cats(getCategoryByBventId.path, { bventId: DEMO_EVENT_ID });
    const b = await cats(getExhibitCategoryList.path, { bventId: DEMO_EVENT_ID });
    expect(a.body.returnObj).toEqual(b.body.returnObj);
    expect((await cats(getCategoryByBventId.path, { bventId: 'x' })).status).toBe(400);
    expect((await cats(getCategoryByBventId.path, {})).status).toBe(400);
    expect((await cats(getCategoryByBventId.path, { bventId: guid('b7e1a000', 99) })).body.businessCode).toBe(
      5001,
    );
  });
});

describe('GetBventByExhibitionId', () => {
  const of = (exhibitId: string) =>
    call<{ bventId: string }>(t.app, { url: api(getBventByExhibitionId.path), query: { exhibitId } });
  it('answers the event of a product', async () => {
    expect((await of(DEMO_PRODUCT_ID)).body.returnObj?.bventId).toBe(DEMO_EVENT_ID);
  });
  it('answers 2001 for an unknown product and 400 for a malformed id', async () => {
    expect((await of(MISSING)).body.businessCode).toBe(2001);
    expect((await of('nope')).status).toBe(400);
  });
});
