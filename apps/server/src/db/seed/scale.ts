import { sql } from 'drizzle-orm';
import { readFairFolder } from '../../fair-import/read-fair.ts';
import { exhibitorFieldRows, stored } from '../../fair-import/fair-rows.ts';
import type { TLocalizedText } from '../../fair-import/text-schema.ts';
import type { Db } from '../client.ts';
import { exhibitorFields, exhibitors, products } from '../schema/index.ts';
import type { Localized } from '../schema/types.ts';
import { insertBatched } from './batch.ts';
import { DEMO_EVENT_ID, ID_PREFIX, guid } from './demo-ids.ts';
import { DEMO_FAIR_DIR } from './seed.ts';
import { indexExhibitors } from './search-index.ts';

const CHUNK = 500;

/** The demo's words with the copy's number after them, so every copy is a company (or product) of its own. */
function numbered(t: TLocalizedText, n: number): Localized {
  const out = stored(t);
  for (const k of Object.keys(out)) out[k] = `${out[k]} ${n}`;
  return out;
}

/**
 * Benchmark data: N more exhibitors of the demo event, copies in turn of the demo fair's shown exhibitors (from its
 * files) with their listed products and their short profile fields, each copy numbered. Ids come from their own
 * prefixes, so running it twice adds nothing (inserts skip existing ids) and the demo rows are untouched.
 */
export async function seedScale(
  db: Db,
  count: number,
  progress: (done: number) => void = () => {},
): Promise<number> {
  const demo = readFairFolder(DEMO_FAIR_DIR);
  if (!demo.fair || demo.problems.length > 0) throw new Error('the demo fair files do not load');
  const pavilionId = new Map(demo.fair.pavilions.map((p) => [p.code, p.id ?? null]));
  const categoryId = new Map(demo.fair.categories.map((c) => [c.code, c.id ?? null]));
  const templates = demo.exhibitors
    .map((e) => e.value)
    .filter((e) => e.status === 'normal' && e.visibility === 'all')
    .map((e) => ({
      exhibitor: e,
      products: demo.products
        .map((p) => p.value)
        .filter((p) => p.exhibitor === e.code && p.status === 'listed'),
    }));
  const SHORT = new Set(['Cate', 'BoothType', 'Telephone', 'EstablishedYear']);
  let productCount = 0;
  for (let start = 1; start <= count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK - 1);
    const ex: (typeof exhibitors.$inferInsert)[] = [];
    const fields: (typeof exhibitorFields.$inferInsert)[] = [];
    const prods: (typeof products.$inferInsert)[] = [];
    for (let n = start; n <= end; n++) {
      const t = templates[(n - 1) % templates.length];
      if (!t) continue;
      const e = t.exhibitor;
      const id = guid(ID_PREFIX.scaleExhibitor, n);
      ex.push({
        id,
        bventId: DEMO_EVENT_ID,
        orgId: guid(ID_PREFIX.scaleOrg, n),
        pavilionId: e.pavilion ? (pavilionId.get(e.pavilion) ?? null) : null,
        status: 'normal',
        name: numbered(e.name, n),
        logo: e.logo ?? '',
        boothNumber: `S${n}`,
        visitCount: (n * 7919) % 5000,
        favoriteCount: (n * 104729) % 500,
        likeCount: (n * 1299709) % 800,
        shopDecoration: {
          bannerImages: e.shop?.banners.slice(0, 1) ?? [],
          themeColor: e.shop?.themeColor ?? '',
          slogan: {},
        },
        sort: 10_000 + n,
      });
      fields.push(...exhibitorFieldRows(id, { ...e, fields: e.fields?.filter((f) => SHORT.has(f.name)) }));
      t.products.forEach((p, k) => {
        prods.push({
          id: guid(ID_PREFIX.scaleProduct, (n - 1) * 16 + k + 1),
          bventId: DEMO_EVENT_ID,
          exhibitorId: id,
          categoryId: p.category ? (categoryId.get(p.category) ?? null) : null,
          name: numbered(p.name, n),
          image: p.image ?? '',
          price: p.price ?? null,
          currency: p.currency ?? 'CNY',
          status: 'listed',
          sort: k + 1,
        });
        productCount++;
      });
    }
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await insertBatched(t, exhibitors, ex, 1000);
      await insertBatched(t, exhibitorFields, fields, 1000);
      await insertBatched(t, products, prods, 1000);
      // The search index in the same transaction: a scaled database is searchable as soon as it is seeded.
      await indexExhibitors(
        t,
        ex.map((e) => e.id),
      );
    });
    progress(end);
  }
  // Statistics for the planner after the bulk load (see ensureSeeded).
  await db.execute(sql`analyze`);
  return productCount;
}
