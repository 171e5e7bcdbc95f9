import { randomUUID } from 'node:crypto';
import { getExhibitorDetail, type TExhibitorDetail } from '@showfloor/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitorFields, exhibitors, products, projects } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { storedReadSuite } from './exhibitor-stored-suite.ts';
import { api, build, call, type TestApp } from './helpers.ts';

/*
 * The exhibitor detail reads its listed counts, profile and pavilion name from the exhibitor row; the database keeps
 * them on every write of products, projects, profile fields and pavilions (migrations 0012, 0013), whoever writes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

async function newExhibitor(): Promise<string> {
  const id = randomUUID();
  const [demo] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
  await t.db.insert(exhibitors).values({
    id,
    bventId: DEMO_EVENT_ID,
    orgId: randomUUID(),
    name: { 'en-US': 'Aggregates Ltd' },
    logo: '/media/logo.svg',
    shopDecoration: demo!.shopDecoration,
  });
  return id;
}
const stored = async (id: string) => (await t.db.select().from(exhibitors).where(eq(exhibitors.id, id)))[0]!;
const product = (exhibitorId: string, status: string) => ({
  id: randomUUID(),
  bventId: DEMO_EVENT_ID,
  exhibitorId,
  name: { 'en-US': `P ${status}` },
  image: '/media/p.svg',
  status,
});
const field = (exhibitorId: string, fieldName: string, sort: number) => ({
  exhibitorId,
  fieldName,
  fieldType: 'text',
  displayName: { 'en-US': fieldName },
  fieldValue: `${fieldName} value`,
  sort,
});

describe('exhibitor aggregates kept on write', () => {
  it('follow inserts, status changes, moves and deletes of products, projects and fields, one statement at a time or many', async () => {
    const a = await newExhibitor();
    const b = await newExhibitor();
    expect(await stored(a)).toMatchObject({ listedProductCount: 0, listedProjectCount: 0, profile: [] });

    // One statement, several rows, two exhibitors.
    const rows = [
      product(a, 'listed'),
      product(a, 'listed'),
      product(a, 'pendingReview'),
      product(b, 'listed'),
    ];
    await t.db.insert(products).values(rows);
    await t.db.insert(projects).values({
      id: randomUUID(),
      bventId: DEMO_EVENT_ID,
      exhibitorId: a,
      name: { 'en-US': 'Project' },
      cover: '/media/c.svg',
    });
    await t.db.insert(exhibitorFields).values([field(a, 'second', 2), field(a, 'first', 1)]);
    expect(await stored(a)).toMatchObject({ listedProductCount: 2, listedProjectCount: 1 });
    expect((await stored(a)).profile.map((f) => f.fieldName)).toEqual(['first', 'second']);
    expect((await stored(b)).listedProductCount).toBe(1);

    // Delisted, moved to another exhibitor, deleted.
    await t.db.update(products).set({ status: 'delisted' }).where(eq(products.id, rows[0]!.id));
    expect((await stored(a)).listedProductCount).toBe(1);
    await t.db.update(products).set({ exhibitorId: b }).where(eq(products.id, rows[1]!.id));
    expect((await stored(a)).listedProductCount).toBe(0);
    expect((await stored(b)).listedProductCount).toBe(2);
    await t.db.delete(products).where(inArray(products.id, [rows[1]!.id, rows[3]!.id]));
    expect((await stored(b)).listedProductCount).toBe(0);
    await t.db
      .update(exhibitorFields)
      .set({ fieldValue: 'changed' })
      .where(eq(exhibitorFields.fieldName, 'first'));
    expect((await stored(a)).profile[0]).toMatchObject({ fieldName: 'first', fieldValue: 'changed' });
    await t.db.delete(exhibitorFields).where(eq(exhibitorFields.fieldName, 'second'));
    expect((await stored(a)).profile.map((f) => f.fieldName)).toEqual(['first']);
    await t.db.delete(projects).where(eq(projects.exhibitorId, a));
    expect((await stored(a)).listedProjectCount).toBe(0);
  });

  it('the detail call shows them', async () => {
    const a = await newExhibitor();
    await t.db.insert(products).values([product(a, 'listed'), product(a, 'banned')]);
    await t.db.insert(exhibitorFields).values(field(a, 'Booth', 1));
    const res = await call<TExhibitorDetail>(t.app, {
      method: 'GET',
      url: api(`${getExhibitorDetail.path}?id=${a}&lang=en-US`),
    });
    expect(res.body.returnObj).toMatchObject({
      productCount: 1,
      projectCount: 0,
      fields: [{ fieldName: 'Booth', fieldValue: 'Booth value', displayName: 'Booth', fieldType: 'text' }],
    });
  });

  it('every demo exhibitor holds what counting would give', async () => {
    const rows = await t.db
      .select({
        id: exhibitors.id,
        products: sql<number>`(select count(*)::int from products p where p.exhibitor_id = "exhibitors"."id" and p.status = 'listed')`,
        projects: sql<number>`(select count(*)::int from projects j where j.exhibitor_id = "exhibitors"."id" and j.status = 'listed')`,
        fields: sql<number>`(select count(*)::int from exhibitor_fields f where f.exhibitor_id = "exhibitors"."id")`,
      })
      .from(exhibitors);
    const all = await t.db.select().from(exhibitors);
    const byId = new Map(all.map((e) => [e.id, e]));
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      const e = byId.get(r.id)!;
      expect([e.listedProductCount, e.listedProjectCount, e.profile.length]).toEqual([
        r.products,
        r.projects,
        r.fields,
      ]);
    }
    expect(all.some((e) => e.listedProductCount > 0 && e.profile.length > 0)).toBe(true);
  });
});

describe('what the exhibitor detail reads, after each write path (PGlite)', () => {
  storedReadSuite(() => ({ app: t.app, db: t.db }));
});
