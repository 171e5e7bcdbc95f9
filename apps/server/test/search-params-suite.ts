import { searchCompanies, searchProducts } from '@showfloor/contracts';
import { ZCompanyHit, ZProductHit, envelopeOf } from '@showfloor/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { DEMO_EVENT_ID } from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import {
  ALPHA,
  BRAVO,
  CHARLIE,
  ECHO,
  GEAR,
  HARNESS,
  KIT,
  KOALA,
  PAV_EAST,
  PAV_WEST,
  PLUSH,
  id,
  insertFixtures,
} from './search-params-fixtures.ts';

/*
 * The search parameters (searchValue, pageNo/pageSize, searchKeys, orderModel, selectAndMap) on fixtures of
 * their own (search-params-fixtures.ts), found by a word no demo text holds ('quokka'), so every answer is
 * exactly the fixtures. The same
 * cases run on PGlite (search-params.test.ts) and PostgreSQL (search-params-postgres.test.ts).
 */

/** How every refusal of bad input begins (en-US), before the rule that was broken. */
const invalid = 'The request is not valid: ';

const Companies = envelopeOf(ZCompanyHit.array());
const Products = envelopeOf(ZProductHit.array());

export function searchParamsSuite(get: () => { app: FastifyInstance; db: Db }): void {
  beforeAll(async () => {
    await insertFixtures(get().db);
  });

  const post = (
    contract: typeof searchCompanies | typeof searchProducts,
    body: Record<string, unknown>,
    query: Record<string, string> = { type: 'm' },
  ) =>
    call(get().app, {
      method: 'POST',
      url: api(contract.path),
      query,
      headers: { Language: 'en-US' },
      payload: { bventId: DEMO_EVENT_ID, searchValue: 'quokka', ...body },
    });

  async function companies(body: Record<string, unknown>, query?: Record<string, string>) {
    const res = await post(searchCompanies, body, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Companies.parse(res.body);
  }
  async function productHits(body: Record<string, unknown>) {
    const res = await post(searchProducts, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Products.parse(res.body);
  }
  const ids = (e: { returnObj: { id: string }[] | null }) => e.returnObj?.map((h) => h.id);
  const sorted = (list: string[] | undefined) => [...(list ?? [])].sort();

  async function refused(
    contract: typeof searchCompanies | typeof searchProducts,
    body: Record<string, unknown>,
    message: string,
    query?: Record<string, string>,
  ) {
    const res = await post(contract, body, query);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.body.businessCode).toBe(40000);
    expect(res.body.businessMessage).toBe(invalid + message);
  }

  describe('searchKeys', () => {
    it('looks for the term in every key of a company by default, in the asked ones otherwise', async () => {
      expect(sorted(ids(await companies({})))).toEqual(sorted([ALPHA, BRAVO, CHARLIE]));
      expect(ids(await companies({ searchKeys: ['name'] }))).toEqual([ALPHA]);
      expect(ids(await companies({ searchKeys: ['profile'] }))).toEqual([BRAVO]);
      expect(ids(await companies({ searchKeys: ['products'] }))).toEqual([CHARLIE]);
      expect(sorted(ids(await companies({ searchKeys: ['products', 'name'] })))).toEqual(
        sorted([ALPHA, CHARLIE]),
      );
      // Booth numbers: 'Q900' is the start of all three, and in no other key of anyone.
      const booth = await companies({ searchValue: 'Q900', searchKeys: ['booth'] });
      expect(sorted(ids(booth))).toEqual(sorted([ALPHA, BRAVO, CHARLIE]));
      expect(booth.returnObj?.find((h) => h.id === ALPHA)?.matched?.html).toBe('<em>Q900</em>1');
      expect(ids(await companies({ searchValue: 'Q900', searchKeys: ['name', 'profile'] }))).toEqual([]);
    });

    it('looks in a product name, category path, fields and description', async () => {
      expect(sorted(ids(await productHits({})))).toEqual(sorted([PLUSH, KOALA, KIT, ECHO]));
      expect(ids(await productHits({ searchKeys: ['name'] }))).toEqual([PLUSH]);
      const kit = await productHits({ searchKeys: ['category'] });
      expect(ids(kit)).toEqual([KIT]);
      expect(kit.returnObj?.[0]?.matched?.html).toBe('<em>Quokka</em> Gear &gt; Harness');
      expect(ids(await productHits({ searchKeys: ['details'] }))).toEqual([ECHO]);
      expect(sorted(ids(await productHits({ searchKeys: ['description'] })))).toEqual(sorted([PLUSH, KOALA]));
    });

    it('highlights the name only when the name was searched, and shows the match of the searched key', async () => {
      const byName = (await productHits({ searchKeys: ['name'] })).returnObj?.[0];
      expect(byName?.name.html).toBe('<em>Quokka</em> Plush');
      expect(byName?.matched).toBeNull();
      const plush = (await productHits({ searchKeys: ['description'] })).returnObj?.find(
        (h) => h.id === PLUSH,
      );
      expect(plush?.name).toEqual({ text: 'Quokka Plush', ranges: [], html: 'Quokka Plush' });
      expect(plush?.matched?.html).toBe('The original <em>quokka</em>, soft');
    });

    it('refuses an unknown or empty list of keys, naming the known ones', async () => {
      await refused(
        searchCompanies,
        { searchKeys: ['name', 'description'] },
        'body.searchKeys.1: unknown searchKey "description"; known keys: name, products, booth, profile',
      );
      await refused(
        searchProducts,
        { searchKeys: ['booth'] },
        'body.searchKeys.0: unknown searchKey "booth"; known keys: name, category, details, description',
      );
      await refused(
        searchProducts,
        { searchKeys: [] },
        'body.searchKeys: searchKeys needs at least one of name, category, details, description (leave it out to search all)',
      );
    });
  });

  describe('orderModel', () => {
    it('orders by relevance by default: the name match first, then the event order', async () => {
      const relevance = await companies({});
      expect(ids(relevance)).toEqual([ALPHA, BRAVO, CHARLIE]);
      expect(ids(await companies({ orderModel: 'relevance' }))).toEqual([ALPHA, BRAVO, CHARLIE]);
      const [first, second] = relevance.returnObj ?? [];
      expect(first!.score).toBeGreaterThan(second!.score);
    });

    it('orders companies by name ignoring case, newest, most favorited and most visited', async () => {
      expect(ids(await companies({ orderModel: 'name' }))).toEqual([BRAVO, CHARLIE, ALPHA]);
      expect(ids(await companies({ orderModel: 'newest' }))).toEqual([CHARLIE, BRAVO, ALPHA]);
      expect(ids(await companies({ orderModel: 'mostFavorited' }))).toEqual([BRAVO, CHARLIE, ALPHA]);
      expect(ids(await companies({ orderModel: 'mostVisited' }))).toEqual([ALPHA, CHARLIE, BRAVO]);
    });

    it('orders products the same ways', async () => {
      expect(ids(await productHits({ orderModel: 'name' }))).toEqual([KIT, ECHO, KOALA, PLUSH]);
      expect(ids(await productHits({ orderModel: 'newest' }))).toEqual([KOALA, ECHO, KIT, PLUSH]);
      expect(ids(await productHits({ orderModel: 'mostFavorited' }))).toEqual([KOALA, ECHO, KIT, PLUSH]);
      expect(ids(await productHits({ orderModel: 'mostVisited' }))).toEqual([PLUSH, KOALA, KIT, ECHO]);
    });

    it('refuses an unknown order', async () => {
      await refused(
        searchCompanies,
        { orderModel: 'cheapest' },
        'body.orderModel: unknown orderModel "cheapest"; known: relevance, name, newest, mostFavorited, mostVisited',
      );
    });
  });

  describe('selectAndMap', () => {
    it('filters companies by booth type, pavilion and category, every filter ANDed', async () => {
      const special = await companies({ selectAndMap: { boothType: 'SpecialBooth' } });
      expect(ids(special)).toEqual([ALPHA, CHARLIE]);
      expect(special.pager?.total).toBe(2);
      const both = { boothType: ['SpecialBooth', 'StandardBooth'] };
      expect(ids(await companies({ selectAndMap: both }))).toEqual([ALPHA, BRAVO, CHARLIE]);
      expect(ids(await companies({ selectAndMap: { pavilion: PAV_WEST } }))).toEqual([BRAVO]);
      const eastStandard = { pavilion: PAV_EAST, boothType: 'StandardBooth' };
      expect(ids(await companies({ selectAndMap: eastStandard }))).toEqual([]);
      // A company is in a category when one of its listed products is; the parent takes in its children.
      expect(ids(await companies({ selectAndMap: { category: GEAR } }))).toEqual([BRAVO]);
      expect(ids(await companies({ selectAndMap: { category: GEAR, pavilion: PAV_EAST } }))).toEqual([]);
    });

    it('filters products by exhibitor, category, pavilion and booth type', async () => {
      expect(ids(await productHits({ selectAndMap: { exhibitorId: CHARLIE }, orderModel: 'name' }))).toEqual([
        ECHO,
        KOALA,
      ]);
      expect(ids(await productHits({ selectAndMap: { category: [HARNESS] } }))).toEqual([KIT]);
      expect(ids(await productHits({ selectAndMap: { pavilion: PAV_WEST } }))).toEqual([KIT]);
      const special = { boothType: 'SpecialBooth', exhibitorId: [ALPHA, BRAVO] };
      expect(ids(await productHits({ selectAndMap: special }))).toEqual([PLUSH]);
    });

    it('refuses an unknown key and a bad value', async () => {
      await refused(
        searchCompanies,
        { selectAndMap: { country: 'PT' } },
        'body.selectAndMap: unknown selectAndMap key country; known keys: pavilion, category, boothType',
      );
      // exhibitorId filters products only.
      await refused(
        searchCompanies,
        { selectAndMap: { exhibitorId: ALPHA } },
        'body.selectAndMap: unknown selectAndMap key exhibitorId; known keys: pavilion, category, boothType',
      );
      await refused(
        searchProducts,
        { selectAndMap: { boothType: 'Corner' } },
        'body.selectAndMap.boothType: must be SpecialBooth or StandardBooth, or a list of 1 to 20 of them',
      );
    });

    it('an id that is not of the event is "not there": 404 with its code, naming the ids', async () => {
      const missing = async (
        contract: typeof searchCompanies | typeof searchProducts,
        selectAndMap: Record<string, unknown>,
        code: number,
        named: string,
      ) => {
        const res = await post(contract, { selectAndMap });
        expect([res.status, res.body.businessCode], JSON.stringify(selectAndMap)).toEqual([404, code]);
        expect(res.body.businessMessage).toContain(named);
      };
      await missing(searchCompanies, { pavilion: id(99) }, 4001, id(99));
      await missing(searchProducts, { category: [GEAR, id(98)] }, 7301, id(98));
      await missing(searchProducts, { exhibitorId: id(97) }, 1001, id(97));
    });
  });

  describe('pageNo and pageSize', () => {
    it('pages by the body, the query form still works, and the body wins when both are given', async () => {
      const second = await companies({ pageNo: 2, pageSize: 1 });
      expect(ids(second)).toEqual([BRAVO]);
      expect(second.pager).toEqual({ pageNo: 2, pageSize: 1, total: 3, totalPages: 3 });
      const byQuery = await companies({}, { page: '3', size: '1', type: 'm' });
      expect(ids(byQuery)).toEqual([CHARLIE]);
      expect(byQuery.pager).toEqual({ pageNo: 3, pageSize: 1, total: 3, totalPages: 3 });
      const both = await companies({ pageNo: 1, pageSize: 2 }, { page: '3', size: '1', type: 'm' });
      expect(ids(both)).toEqual([ALPHA, BRAVO]);
      expect(both.pager).toEqual({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
      const defaults = await companies({}, {});
      expect(defaults.pager).toEqual({ pageNo: 1, pageSize: 10, total: 3, totalPages: 1 });
    });

    it('refuses a page or size out of bounds with the rule', async () => {
      for (const pageNo of [0, -1, 1.5, 10_001, 'x']) {
        await refused(
          searchCompanies,
          { pageNo },
          'body.pageNo: pageNo must be a whole number from 1 to 10000',
        );
      }
      for (const pageSize of [0, 51, 2.5]) {
        await refused(
          searchProducts,
          { pageSize },
          'body.pageSize: pageSize must be a whole number from 1 to 50',
        );
      }
      expect((await post(searchCompanies, { pageNo: 10_000, pageSize: 50 })).status).toBe(200);
      await refused(searchCompanies, {}, 'query.size: size must be a whole number from 1 to 50', {
        size: '51',
      });
    });
  });

  describe('searchValue', () => {
    it('is required, keeps the 2-character minimum, and replaces keyword; the old filter keys are refused', async () => {
      await refused(
        searchCompanies,
        { searchValue: undefined, keyword: 'quokka' },
        'body.searchValue: searchValue is required: the term to search (2 to 100 characters); ' +
          'body: unknown key keyword; the term is searchValue, the filters go in selectAndMap',
      );
      await refused(searchProducts, { searchValue: ' q ' }, 'Search term minimum 2 characters');
      // The filters of the older body are refused, never dropped (the search would be wider than asked).
      await refused(
        searchProducts,
        { pavilion: PAV_EAST },
        'body: unknown key pavilion; the term is searchValue, the filters go in selectAndMap',
      );
    });
  });
}
