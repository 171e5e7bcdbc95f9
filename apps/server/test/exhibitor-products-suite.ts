import { randomUUID } from 'node:crypto';
import {
  getExhibitorDetail,
  listExhibits,
  type TExhibitorDetail,
  type TPager,
  type TProductCard,
} from '@showfloor/contracts';
import type { ContentVisibility } from '@showfloor/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { categories, events, exhibitors, pavilions, products } from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
  DEMO_PAVILION_ID,
  DEMO_PRODUCT_ID,
  ID_PREFIX,
  guid,
} from '../src/db/seed/demo-ids.ts';
import { SERVER_ROOT } from '../src/env.ts';
import { idOf, loadFair } from '../src/fair-import/import-fair.ts';
import { ExhibitorProductsQuery } from '../src/domains/product/exhibitor-products.ts';
import { type ProductFilter, ProductRepository } from '../src/domains/product/product.repository.ts';
import { api, call } from './helpers.ts';

/*
 * One exhibitor's product list is read by one statement of its own (domains/product/exhibitor-products.ts). These
 * cases hold it to the general list's queries (ProductRepository.page and count, which every other list still
 * uses): the same rows in the same order, the same totals, under every filter the call takes, and again after
 * each way products and exhibitors are written. The same cases run on PGlite (exhibitor-products.test.ts) and
 * PostgreSQL (…-postgres.test.ts).
 */

export interface Subject {
  app: FastifyInstance;
  db: Db;
}

const FAIR_EXAMPLE = `${SERVER_ROOT}/fair-example`;
const FAIR = '3a9e2c10-7b4d-4e21-9c55-0f1d2e3b4a01';

export function exhibitorProductsSuite(subject: () => Subject): void {
  const list = (body: Record<string, unknown>) =>
    call<TProductCard[]>(subject().app, {
      method: 'POST',
      url: api(listExhibits.path),
      payload: { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 20, lang: 'en-US', ...body },
    });

  /** The detail's listed-product count, stored on the exhibitor row (the service's short cache dropped first). */
  async function storedCount(id: string): Promise<number> {
    const { app } = subject();
    app.services.exhibitor.invalidate(id);
    const res = await call<TExhibitorDetail>(app, {
      url: api(getExhibitorDetail.path),
      query: { id, lang: 'en-US' },
    });
    expect(res.body.isSuccess).toBe(true);
    return res.body.returnObj!.productCount;
  }

  /**
   * The exhibitor's statement against the general queries, for every page shape given: rows, order, total and
   * currency equal. Returns the general total of the first shape.
   */
  async function sameAsGeneral(
    f: ProductFilter & { exhibitorId: string },
    pages: [offset: number, limit: number][] = [
      [0, 20],
      [0, 3],
      [3, 3],
      [6, 3],
      [100, 5],
    ],
  ): Promise<number> {
    const { db } = subject();
    const general = new ProductRepository(db);
    const one = new ExhibitorProductsQuery(db);
    let first = -1;
    for (const [offset, limit] of pages) {
      const got = await one.run(f, offset, limit);
      const [rows, total, currency] = await Promise.all([
        general.page(f, offset, limit),
        general.count(f),
        general.eventCurrency(f.bventId),
      ]);
      expect(got, JSON.stringify({ f, offset, limit })).toEqual({ currency, total, rows });
      if (first < 0) first = total;
    }
    return first;
  }

  async function newExhibitor(fields: Partial<typeof exhibitors.$inferInsert> = {}): Promise<string> {
    const { db } = subject();
    const id = randomUUID();
    const [demo] = await db.select().from(exhibitors).where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
    await db.insert(exhibitors).values({
      id,
      bventId: DEMO_EVENT_ID,
      orgId: randomUUID(),
      name: { 'en-US': 'Listed Ltd' },
      logo: '/media/logo.svg',
      shopDecoration: demo!.shopDecoration,
      ...fields,
    });
    return id;
  }

  const product = (exhibitorId: string, sort: number, status = 'listed', id: string = randomUUID()) => ({
    id,
    bventId: DEMO_EVENT_ID,
    exhibitorId,
    name: { 'en-US': `P ${sort} ${status}` },
    image: '/media/p.svg',
    price: '12.50',
    status,
    sort,
  });

  const ids = (cards: TProductCard[] | null) => (cards ?? []).map((c) => c.id);

  it('answers the same rows, order and totals as the general queries under every filter and page', async () => {
    const { db } = subject();
    const [demoProduct] = await db.select().from(products).where(eq(products.id, DEMO_PRODUCT_ID));
    const [category] = await db.select().from(categories).where(eq(categories.id, demoProduct!.categoryId!));
    const parentId = category!.parentId ?? category!.id;
    const family = (
      await db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, parentId))
    ).map((c) => c.id);
    const [otherPavilion] = await db
      .select({ id: pavilions.id })
      .from(pavilions)
      .where(and(eq(pavilions.bventId, DEMO_EVENT_ID)))
      .orderBy(asc(pavilions.sort))
      .limit(2)
      .then((rows) => rows.filter((p) => p.id !== DEMO_PAVILION_ID));
    const visibilities: ContentVisibility[][] = [['all'], ['all', 'registeredOverseas']];
    const filters: Partial<ProductFilter>[] = [
      {},
      { excludeId: DEMO_PRODUCT_ID },
      { excludeId: guid(ID_PREFIX.product, 0xfffff) },
      { pavilionId: DEMO_PAVILION_ID },
      { pavilionId: otherPavilion!.id },
      { categoryIds: [category!.id] },
      { categoryIds: [parentId, ...family] },
      { categoryIds: [category!.id], excludeId: DEMO_PRODUCT_ID, pavilionId: DEMO_PAVILION_ID },
    ];
    const totals: number[] = [];
    for (const exhibitorId of [
      DEMO_EXHIBITOR_ID,
      DEMO_EXHIBITOR_2_ID,
      DEMO_BANNED_EXHIBITOR_ID,
      DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
      DEMO_MISSING_EXHIBITOR_ID,
    ])
      for (const visible of visibilities)
        for (const filter of filters)
          totals.push(await sameAsGeneral({ bventId: DEMO_EVENT_ID, exhibitorId, visible, ...filter }));
    // The cases are not all empty: the demo exhibitor's 8, 7 without the viewed product, the restricted one's for
    // the overseas buyer only.
    expect(totals.slice(0, 3)).toEqual([8, 7, 8]);
    expect(totals.filter((n) => n > 0).length).toBeGreaterThan(20);
    // No such event: no answer at all (the service says 5001).
    expect(
      await new ExhibitorProductsQuery(db).run(
        { bventId: guid('b7e1a000', 99), exhibitorId: DEMO_EXHIBITOR_ID, visible: ['all'] },
        0,
        20,
      ),
    ).toBeNull();
  });

  it("pages the demo exhibitor's 8 listed products in sort order with exact pager totals", async () => {
    const { db } = subject();
    const stored = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.exhibitorId, DEMO_EXHIBITOR_ID), eq(products.status, 'listed')))
      .orderBy(asc(products.sort), asc(products.id));
    expect(stored).toHaveLength(8);
    const order = stored.map((p) => p.id);
    const all = await list({ exhibitorId: DEMO_EXHIBITOR_ID });
    expect(all.status).toBe(200);
    expect(ids(all.body.returnObj)).toEqual(order);
    expect(all.body.pager).toEqual({ pageNo: 1, pageSize: 20, total: 8, totalPages: 1 });
    const third = await list({ exhibitorId: DEMO_EXHIBITOR_ID, pageNo: 3, pageSize: 3 });
    expect(ids(third.body.returnObj)).toEqual(order.slice(6, 8));
    expect(third.body.pager).toEqual({ pageNo: 3, pageSize: 3, total: 8, totalPages: 3 });
    const past = await list({ exhibitorId: DEMO_EXHIBITOR_ID, pageNo: 5, pageSize: 3 });
    expect(past.body.returnObj).toEqual([]);
    expect(past.body.pager).toEqual({ pageNo: 5, pageSize: 3, total: 8, totalPages: 3 });
    const more = await list({ exhibitorId: DEMO_EXHIBITOR_ID, exhibitId: DEMO_PRODUCT_ID, pageSize: 6 });
    expect(ids(more.body.returnObj)).toEqual(order.filter((id) => id !== DEMO_PRODUCT_ID).slice(0, 6));
    expect(more.body.pager).toEqual({ pageNo: 1, pageSize: 6, total: 7, totalPages: 2 });
    const card = all.body.returnObj!.find((c) => c.id === DEMO_PRODUCT_ID)!;
    // Its own currency (priced in euros by the exhibitor), not the event's.
    expect(card).toMatchObject({ currency: 'EUR', exhibitorId: DEMO_EXHIBITOR_ID });
    // The same exhibitor's products are the same cards in the fair-wide list.
    const hall = await list({ group: DEMO_PAVILION_ID, pageSize: 100 });
    expect(hall.body.returnObj!.find((c) => c.id === DEMO_PRODUCT_ID)).toEqual(card);
  });

  it('refuses as the general list does: 5001 for no event (also with an unknown category), then 7301 for the category', async () => {
    const noEvent = await list({ bventId: guid('b7e1a000', 99), exhibitorId: DEMO_EXHIBITOR_ID });
    expect([noEvent.status, noEvent.body.businessCode]).toEqual([404, 5001]);
    const noEventNoCategory = await list({
      bventId: guid('b7e1a000', 99),
      exhibitorId: DEMO_EXHIBITOR_ID,
      cate: guid(ID_PREFIX.category, 0xfffff),
    });
    expect([noEventNoCategory.status, noEventNoCategory.body.businessCode]).toEqual([404, 5001]);
    const noCategory = await list({
      exhibitorId: DEMO_EXHIBITOR_ID,
      cate: guid(ID_PREFIX.category, 0xfffff),
    });
    expect([noCategory.status, noCategory.body.businessCode]).toEqual([404, 7301]);
    expect((await list({ exhibitorId: '123' })).status).toBe(400);
    expect((await list({ exhibitorId: DEMO_EXHIBITOR_ID, pageSize: 101 })).status).toBe(400);
    const banned = await list({ exhibitorId: DEMO_BANNED_EXHIBITOR_ID });
    expect([banned.body.returnObj, banned.body.pager]).toEqual([
      [],
      { pageNo: 1, pageSize: 20, total: 0, totalPages: 0 },
    ]);
    const restricted = await list({ exhibitorId: DEMO_OVERSEAS_ONLY_EXHIBITOR_ID });
    expect([restricted.body.returnObj, restricted.body.pager]).toEqual([
      [],
      { pageNo: 1, pageSize: 20, total: 0, totalPages: 0 },
    ]);
  });

  it('orders products of equal sort by id', async () => {
    const { db } = subject();
    const a = await newExhibitor();
    const tied = ['f0000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000001'];
    await db.insert(products).values([product(a, 2, 'listed', tied[0]), product(a, 2, 'listed', tied[1])]);
    const first = product(a, 1);
    await db.insert(products).values(first);
    const res = await list({ exhibitorId: a });
    expect(ids(res.body.returnObj)).toEqual([first.id, tied[1], tied[0]]);
    await sameAsGeneral({ bventId: DEMO_EVENT_ID, exhibitorId: a, visible: ['all'] });
  });

  it('follows every write: products added, audited, banned, moved and removed; the exhibitor banned, restricted, moved', async () => {
    const { db } = subject();
    const a = await newExhibitor();
    const b = await newExhibitor();
    const total = async (id: string) => (await list({ exhibitorId: id })).body.pager as TPager | null;
    /** The list's total, the general count and the detail's stored count agree for a shown exhibitor. */
    const agree = async (id: string, n: number) => {
      expect(await sameAsGeneral({ bventId: DEMO_EVENT_ID, exhibitorId: id, visible: ['all'] })).toBe(n);
      expect((await total(id))?.total).toBe(n);
      expect(await storedCount(id)).toBe(n);
    };
    const [listed, pending, other] = [product(a, 1), product(a, 2, 'pendingReview'), product(b, 1)];
    await db.insert(products).values([listed, pending, other]);
    await agree(a, 1);
    await db.update(products).set({ status: 'listed' }).where(eq(products.id, pending.id));
    await agree(a, 2);
    await db.update(products).set({ status: 'banned' }).where(eq(products.id, listed.id));
    await agree(a, 1);
    await db.update(products).set({ exhibitorId: a }).where(eq(products.id, other.id));
    await agree(a, 2);
    await agree(b, 0);
    await db.delete(products).where(eq(products.id, pending.id));
    await agree(a, 1);
    expect(ids((await list({ exhibitorId: a })).body.returnObj)).toEqual([other.id]);

    // The exhibitor's own state and visibility hide its products from the list (the stored count stays).
    await db.update(exhibitors).set({ status: 'banned' }).where(eq(exhibitors.id, a));
    expect(await total(a)).toEqual({ pageNo: 1, pageSize: 20, total: 0, totalPages: 0 });
    await db
      .update(exhibitors)
      .set({ status: 'normal', visibility: 'registeredOverseas' })
      .where(eq(exhibitors.id, a));
    expect((await total(a))?.total).toBe(0);
    await sameAsGeneral({ bventId: DEMO_EVENT_ID, exhibitorId: a, visible: ['all', 'registeredOverseas'] });
    await db
      .update(exhibitors)
      .set({ visibility: 'all', pavilionId: DEMO_PAVILION_ID })
      .where(eq(exhibitors.id, a));
    expect((await list({ exhibitorId: a, group: DEMO_PAVILION_ID })).body.pager).toMatchObject({ total: 1 });
    await db.update(exhibitors).set({ pavilionId: null }).where(eq(exhibitors.id, a));
    expect((await list({ exhibitorId: a, group: DEMO_PAVILION_ID })).body.pager).toMatchObject({ total: 0 });
    await agree(a, 1);

    // A product stored under another event is not this event's, whatever its exhibitor's event.
    const [event] = await db.select().from(events).where(eq(events.id, DEMO_EVENT_ID));
    const elsewhere = randomUUID();
    await db.insert(events).values({ ...event!, id: elsewhere });
    await db.insert(products).values({ ...product(a, 5), bventId: elsewhere });
    expect((await total(a))?.total).toBe(1);
    await sameAsGeneral({ bventId: DEMO_EVENT_ID, exhibitorId: a, visible: ['all'] });
    await sameAsGeneral({ bventId: elsewhere, exhibitorId: a, visible: ['all'] });
  });

  it('a fair imported, then imported again: each exhibitor lists what the general queries and its stored count say', async () => {
    const { db } = subject();
    await loadFair(db, FAIR_EXAMPLE);
    const shown = await db
      .select({ id: exhibitors.id })
      .from(exhibitors)
      .where(
        and(eq(exhibitors.bventId, FAIR), eq(exhibitors.status, 'normal'), eq(exhibitors.visibility, 'all')),
      );
    expect(shown.length).toBeGreaterThan(0);
    for (const { id } of shown) {
      const n = await sameAsGeneral({ bventId: FAIR, exhibitorId: id, visible: ['all'] });
      expect(n).toBe(await storedCount(id));
    }
    const fs001 = idOf(FAIR, 'exhibitor', 'FS-001');
    const res = await list({ bventId: FAIR, exhibitorId: fs001 });
    expect(res.body.pager).toEqual({ pageNo: 1, pageSize: 20, total: 1, totalPages: 1 });
    await loadFair(db, FAIR_EXAMPLE);
    expect((await list({ bventId: FAIR, exhibitorId: fs001 })).body).toEqual(res.body);
  });
}
