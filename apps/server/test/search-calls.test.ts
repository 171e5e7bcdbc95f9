import {
  clickFavoriteNum,
  searchCompanies,
  searchCompanyProducts,
  searchProducts,
} from '@showfloor/contracts';
import {
  ZClickFavoriteNum,
  ZCompanyHit,
  ZCompanyProducts,
  ZProductHit,
  envelopeOf,
} from '@showfloor/contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exhibitors, products } from '../src/db/schema/index.ts';
import { DEMO_BANNED_EXHIBITOR_ID, DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { guid } from '../src/db/seed/demo-ids.ts';
import { indexExhibitors } from '../src/db/seed/search-index.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;

// Fixtures of this file: a company named in three languages (its English name carries HTML), one whose
// only match is in its slogan (ranking), and a product with a Portuguese name.
const TART = guid('5e000000', 1);
const HARBOR = guid('5e000000', 2);
const TART_BOX = guid('5e000000', 3);
const shop = (slogan: Record<string, string>) => ({ bannerImages: [], themeColor: '#c00', slogan });

beforeAll(async () => {
  t = await build();
  await t.db.insert(exhibitors).values([
    {
      id: TART,
      bventId: DEMO_EVENT_ID,
      orgId: guid('5e000000', 11),
      name: {
        'zh-CN': '澳门蛋挞工坊',
        'en-US': 'Macau <b>Tart</b> & Co',
        'pt-PT': 'Oficina Lusitana de Pastéis',
      },
      logo: '/media/x.svg',
      shopDecoration: shop({ 'en-US': 'Baked daily' }),
      sort: 900_001,
    },
    {
      id: HARBOR,
      bventId: DEMO_EVENT_ID,
      orgId: guid('5e000000', 12),
      name: { 'zh-CN': '金港贸易', 'en-US': 'Golden Harbor Trading' },
      logo: '/media/y.svg',
      shopDecoration: shop({ 'zh-CN': '我们也批发蛋挞和咖啡' }),
      sort: 900_000,
    },
  ]);
  await t.db.insert(products).values({
    id: TART_BOX,
    bventId: DEMO_EVENT_ID,
    exhibitorId: TART,
    name: { 'zh-CN': '葡式蛋挞礼盒', 'en-US': 'Egg Tart Gift Box', 'pt-PT': 'Caixa de Pastéis de Nata' },
    image: '/media/z.svg',
    price: '88.00',
    currency: 'HKD',
  });
  await indexExhibitors(t.db, [TART, HARBOR]);
});
afterAll(() => t.close());

const Companies = envelopeOf(z.array(ZCompanyHit));
const Products = envelopeOf(z.array(ZProductHit));

function search(
  contract: typeof searchCompanies | typeof searchProducts,
  body: Record<string, unknown>,
  query: Record<string, string> = {},
  lang = 'zh-CN',
) {
  return call(t.app, {
    method: 'POST',
    url: api(contract.path),
    query: { page: '1', size: '10', type: 'm', ...query },
    headers: { Language: lang },
    payload: { bventId: DEMO_EVENT_ID, ...body },
  });
}

async function companies(keyword: string, lang = 'zh-CN', query: Record<string, string> = {}) {
  const res = await search(searchCompanies, { searchValue: keyword }, query, lang);
  expect(res.status).toBe(200);
  return Companies.parse(res.body);
}
async function productHits(keyword: string, lang = 'zh-CN', query: Record<string, string> = {}) {
  const res = await search(searchProducts, { searchValue: keyword }, query, lang);
  expect(res.status).toBe(200);
  return Products.parse(res.body);
}

describe('search in Chinese, English and Portuguese', () => {
  it('finds a company and a product by a 2-character Chinese term, highlighted', async () => {
    const c = await companies('蛋挞');
    const hit = c.returnObj?.find((h) => h.id === TART);
    expect(hit?.name.html).toBe('澳门<em>蛋挞</em>工坊');
    expect(hit?.name.ranges).toEqual([{ start: 2, end: 4 }]);
    const p = await productHits('蛋挞');
    expect(p.returnObj?.map((h) => h.id)).toContain(TART_BOX);
    expect(p.returnObj?.find((h) => h.id === TART_BOX)?.exhibitorName).toBe('澳门蛋挞工坊');
  });

  it('finds a seeded exhibitor by a 2-character Chinese term of its name', async () => {
    const rows = await t.db.select({ id: exhibitors.id, name: exhibitors.name }).from(exhibitors);
    const mine = rows.find((r) => r.id === DEMO_EXHIBITOR_ID)?.name['zh-CN'] ?? '';
    // The bigram of its name that the fewest other exhibitors share, so the page of 50 must hold it.
    const chars = [...mine].filter((ch) => /\p{Script=Han}/u.test(ch));
    const grams = chars.slice(0, -1).map((ch, i) => ch + chars[i + 1]);
    const rarity = (g: string) => rows.filter((r) => (r.name['zh-CN'] ?? '').includes(g)).length;
    const term = grams.sort((a, b) => rarity(a) - rarity(b))[0] ?? '';
    expect([...term]).toHaveLength(2);
    const res = await companies(term, 'zh-CN', { size: '50' });
    expect(res.returnObj?.map((h) => h.id)).toContain(DEMO_EXHIBITOR_ID);
    expect(res.returnObj?.every((h) => h.name.html.includes(`<em>${term}</em>`) || h.matched)).toBe(true);
  });

  it('finds by an English word as a prefix, and escapes HTML around the highlight', async () => {
    const c = await companies('tart', 'en-US');
    const hit = c.returnObj?.find((h) => h.id === TART);
    expect(hit?.name.text).toBe('Macau <b>Tart</b> & Co');
    expect(hit?.name.html).toBe('Macau &lt;b&gt;<em>Tart</em>&lt;/b&gt; &amp; Co');
    const p = await productHits('tart gift bo', 'en-US', { size: '50' });
    const box = p.returnObj?.find((h) => h.id === TART_BOX);
    expect(box?.name.html).toBe('Egg <em>Tart</em> <em>Gift</em> <em>Bo</em>x');
  });

  it('finds by a Portuguese term, accented or not', async () => {
    for (const term of ['Pastéis de nata', 'pasteis nata']) {
      const p = await productHits(term, 'pt-PT');
      const box = p.returnObj?.find((h) => h.id === TART_BOX);
      expect(box?.name.html).toContain('<em>Pastéis</em>');
      expect(box?.name.html).toContain('<em>Nata</em>');
    }
  });

  it('finds a term that is only in another language, and shows where it matched', async () => {
    const c = await companies('Lusitana', 'zh-CN');
    const hit = c.returnObj?.find((h) => h.id === TART);
    expect(hit?.name).toEqual({ text: '澳门蛋挞工坊', ranges: [], html: '澳门蛋挞工坊' });
    expect(hit?.matched?.html).toBe('Oficina <em>Lusitana</em> de Pastéis');
    // And the other way round: a Chinese term on the Portuguese page.
    const pt = await productHits('葡式', 'pt-PT');
    const box = pt.returnObj?.find((h) => h.id === TART_BOX);
    expect(box?.name.text).toBe('Caixa de Pastéis de Nata');
    expect(box?.matched?.html).toBe('<em>葡式</em>蛋挞礼盒');
  });

  it('shows a match in the industry or main products as the page shows them, never the stored separators', async () => {
    for (const keyword of ['Machine Tools', 'Machining Center']) {
      const c = await companies(keyword, 'en-US');
      const snippets = (c.returnObj ?? []).flatMap((h) => (h.matched ? [h.matched.text] : []));
      expect(snippets.length, keyword).toBeGreaterThan(0);
      for (const text of snippets) {
        expect(text, text).not.toMatch(/\S[/,]\S/);
      }
      expect(snippets.some((s) => s.includes(' > ') || s.includes(': '))).toBe(true);
    }
  });

  it('ranks a name match above a description match', async () => {
    const ids = (await companies('蛋挞')).returnObj?.map((h) => h.id) ?? [];
    expect(ids.indexOf(TART)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(HARBOR)).toBeGreaterThan(ids.indexOf(TART));
    const harbor = (await companies('蛋挞')).returnObj?.find((h) => h.id === HARBOR);
    expect(harbor?.matched?.html).toBe('我们也批发<em>蛋挞</em>和咖啡');
  });

  it('leaves out banned exhibitors and products that are not listed', async () => {
    const [banned] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, DEMO_BANNED_EXHIBITOR_ID));
    const res = await companies(banned?.name['zh-CN'] ?? '', 'zh-CN', { size: '50' });
    expect(res.returnObj?.map((h) => h.id)).not.toContain(DEMO_BANNED_EXHIBITOR_ID);
    await t.db.update(products).set({ status: 'delisted' }).where(eq(products.id, TART_BOX));
    expect((await productHits('礼盒')).returnObj?.map((h) => h.id)).not.toContain(TART_BOX);
    await t.db.update(products).set({ status: 'listed' }).where(eq(products.id, TART_BOX));
  });
});

describe('paging', () => {
  it('answers disjoint pages with one total, and an empty page past the end', async () => {
    const a = await productHits('model', 'en-US', { page: '1', size: '5' });
    const b = await productHits('model', 'en-US', { page: '2', size: '5' });
    expect(a.returnObj).toHaveLength(5);
    expect(b.returnObj).toHaveLength(5);
    const ids = new Set([...(a.returnObj ?? []), ...(b.returnObj ?? [])].map((h) => h.id));
    expect(ids.size).toBe(10);
    expect(a.pager?.total).toBeGreaterThan(10);
    expect(b.pager).toEqual({ ...a.pager, pageNo: 2 });
    expect(a.pager?.totalPages).toBe(Math.ceil((a.pager?.total ?? 0) / 5));
    const past = await productHits('model', 'en-US', { page: '9999', size: '5' });
    expect(past.returnObj).toEqual([]);
    expect(past.pager?.total).toBe(a.pager?.total);
  });
});

describe('bad input', () => {
  it('refuses a 1-character term with the spec message in the caller language', async () => {
    const en = await search(searchCompanies, { searchValue: ' 蛋 ' }, {}, 'en-US');
    expect(en.status).toBe(400);
    expect(en.body.businessCode).toBe(40000);
    expect(en.body.businessMessage).toMatch(/search term minimum 2 characters/i);
    const zh = await search(searchProducts, { searchValue: 'a' }, {}, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.businessMessage).toContain('搜索词至少2个字符');
  });

  it('refuses a 101-character term, keeps a 100-character one', async () => {
    expect((await search(searchCompanies, { searchValue: 'a'.repeat(101) })).status).toBe(400);
    expect((await search(searchCompanies, { searchValue: 'a'.repeat(100) })).status).toBe(200);
  });

  it('refuses bad paging, unknown categories and pavilions, and names an unknown event', async () => {
    const bad: Record<string, string>[] = [
      { page: '0' },
      { size: '51' },
      { size: '0' },
      { size: '-5' },
      { type: 'pc' },
    ];
    for (const query of bad) {
      expect((await search(searchCompanies, { searchValue: '蛋挞' }, query)).status).toBe(400);
    }
    const unknown = guid('5e000000', 99);
    expect(
      (await search(searchProducts, { searchValue: '蛋挞', selectAndMap: { category: unknown } })).status,
    ).toBe(404);
    expect(
      (await search(searchCompanies, { searchValue: '蛋挞', selectAndMap: { pavilion: unknown } })).status,
    ).toBe(404);
    expect((await search(searchCompanies, { searchValue: '蛋挞', bventId: 'nope' })).status).toBe(400);
    const ev = await search(searchCompanies, { searchValue: '蛋挞', bventId: unknown });
    expect(ev.body.businessCode).toBe(5001);
  });

  it('answers a term of punctuation only with an empty page', async () => {
    const res = await companies('!!');
    expect(res.returnObj).toEqual([]);
    expect(res.pager?.total).toBe(0);
  });
});

describe('company products and clicks', () => {
  it("gives each company its top 3 listed products in the exhibitor's order", async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: api(searchCompanyProducts.path),
      query: { size: '3' },
      payload: { companyIds: [DEMO_EXHIBITOR_ID, HARBOR] },
    });
    expect(res.status).toBe(200);
    const list = envelopeOf(z.array(ZCompanyProducts)).parse(res.body).returnObj ?? [];
    expect(list.map((c) => c.companyId)).toEqual([DEMO_EXHIBITOR_ID, HARBOR]);
    expect(list[0]?.products).toHaveLength(3);
    expect(list[1]?.products).toEqual([]);
    const tooMany = await call(t.app, {
      method: 'POST',
      url: api(searchCompanyProducts.path),
      payload: { companyIds: [] },
    });
    expect(tooMany.status).toBe(400);
  });

  it('counts clicks on a result and answers the favorite number', async () => {
    const click = () =>
      call(t.app, {
        method: 'POST',
        url: api(clickFavoriteNum.path),
        payload: { bventId: DEMO_EVENT_ID, type: 'company', id: DEMO_EXHIBITOR_ID },
      });
    const first = envelopeOf(ZClickFavoriteNum).parse((await click()).body).returnObj;
    const second = envelopeOf(ZClickFavoriteNum).parse((await click()).body).returnObj;
    expect(second?.clickNum).toBe((first?.clickNum ?? 0) + 1);
    const [row] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
    expect(second?.favoriteNum).toBe(row?.favoriteCount);
    const missing = await call(t.app, {
      method: 'POST',
      url: api(clickFavoriteNum.path),
      payload: { bventId: DEMO_EVENT_ID, type: 'product', id: guid('5e000000', 98) },
    });
    expect(missing.body.businessCode).toBe(2001);
  });
});
