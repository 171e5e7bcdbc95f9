import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { exhibitorFields, exhibitors, products } from '../schema/index.ts';
import { initials, mediaUrl } from '../../media/urls.ts';
import { insertBatched } from './batch.ts';
import { indexExhibitors } from './search-index.ts';
import { DEMO_EVENT_ID } from './demo-ids.ts';
import { categoryIds } from './event.ts';
import { BRANDS, CITIES, FIELD_LABELS, PAVILIONS } from './names.ts';
import { ID_PREFIX, createRng, guid } from './prng.ts';

const CHUNK = 500;

/**
 * Benchmark data: N more exhibitors of the demo event, ~10 listed products each, a short profile. Ids come
 * from their own prefixes, so running it twice adds nothing (inserts skip existing ids) and the demo rows
 * are untouched. Text is zh-CN and en-US only: speed matters more than Traditional Chinese here.
 */
export async function seedScale(
  db: Db,
  count: number,
  progress: (done: number) => void = () => {},
): Promise<number> {
  let productNo = 1;
  for (let start = 1; start <= count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK - 1);
    const ex: (typeof exhibitors.$inferInsert)[] = [];
    const fields: (typeof exhibitorFields.$inferInsert)[] = [];
    const prods: (typeof products.$inferInsert)[] = [];
    for (let n = start; n <= end; n++) {
      const rng = createRng(0xbe4c + n * 31);
      const pav = n % (PAVILIONS.length - 1);
      const spec = PAVILIONS[pav];
      if (!spec) continue;
      const city = rng.pick(CITIES);
      const brand = rng.pick(BRANDS);
      const industry = rng.pick(spec.industries);
      const id = guid(ID_PREFIX.scaleExhibitor, n);
      const en = `${city.en} ${brand.en} ${industry.en} Co., Ltd. ${n}`;
      const zh = `${city.zh}${brand.zh}${industry.zh}有限公司${n}`;
      const hue = spec.hue + rng.int(-25, 25);
      ex.push({
        id,
        bventId: DEMO_EVENT_ID,
        orgId: guid(ID_PREFIX.scaleOrg, n),
        pavilionId: guid(ID_PREFIX.pavilion, pav + 1),
        status: 'normal',
        name: { 'zh-CN': zh, zh, 'en-US': en },
        logo: mediaUrl('logo', hue, initials(en)),
        boothNumber: `S${n}`,
        visitCount: rng.int(0, 5000),
        favoriteCount: rng.int(0, 500),
        likeCount: rng.int(0, 800),
        shopDecoration: {
          bannerImages: [mediaUrl('banner', hue, brand.en)],
          themeColor: `hsl(${hue}, 62%, 46%)`,
          slogan: { 'en-US': en },
        },
        sort: 10_000 + n,
      });
      const label = (k: string) => {
        const l = FIELD_LABELS[k];
        return l ? { 'zh-CN': l.zh, 'en-US': l.en } : { 'en-US': k };
      };
      fields.push(
        {
          exhibitorId: id,
          fieldName: 'Cate',
          fieldType: 'select',
          displayName: label('Cate'),
          fieldValue: `${spec.category.en},${spec.children[0]?.en ?? ''}`,
          sort: 10,
        },
        {
          exhibitorId: id,
          fieldName: 'BoothType',
          fieldType: 'select',
          displayName: label('BoothType'),
          fieldValue: 'StandardBooth',
          sort: 20,
        },
        {
          exhibitorId: id,
          fieldName: 'Telephone',
          fieldType: 'text',
          displayName: label('Telephone'),
          fieldValue: `86--21-${rng.int(10000000, 99999999)}-`,
          sort: 30,
        },
        {
          exhibitorId: id,
          fieldName: 'EstablishedYear',
          fieldType: 'number',
          displayName: label('EstablishedYear'),
          fieldValue: String(rng.int(1985, 2020)),
          sort: 40,
        },
      );
      const cats = categoryIds(pav);
      const pcount = rng.int(8, 12);
      for (let k = 0; k < pcount; k++) {
        const noun = spec.products[k % spec.products.length] ?? spec.category;
        prods.push({
          id: guid(ID_PREFIX.scaleProduct, (n - 1) * 16 + k + 1),
          bventId: DEMO_EVENT_ID,
          exhibitorId: id,
          categoryId: cats.children[k % Math.max(1, cats.children.length)] ?? cats.parent,
          name: { 'zh-CN': `${noun.zh} ${k + 1}`, 'en-US': `${noun.en} ${k + 1}` },
          image: mediaUrl('product', hue + k * 11, `${noun.en}`),
          price: (rng.int(990, 999_900) / 100).toFixed(2),
          currency: 'CNY',
          status: 'listed',
          sort: k + 1,
        });
        productNo++;
      }
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
  return productNo - 1;
}
