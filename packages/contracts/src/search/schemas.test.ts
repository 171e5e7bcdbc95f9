import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../openapi.ts';
import { searchCompanies, searchProducts } from './calls.ts';
import { ZCompanySearchFilter, ZProductSearchFilter, ZSearchQuery } from './schemas.ts';

const bventId = 'b7e1a000-2026-4120-8000-000000000001';
const problems = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('search request', () => {
  it('defaults to relevance, all keys, no filter, and leaves the page to the query', () => {
    expect(ZCompanySearchFilter.parse({ bventId, searchValue: 'ab' })).toEqual({
      bventId,
      searchValue: 'ab',
      orderModel: 'relevance',
    });
    expect(ZSearchQuery.parse({})).toEqual({ type: 'm' });
  });

  it('takes one filter value or a list, and searchKeys of its own entity only', () => {
    const parsed = ZProductSearchFilter.parse({
      bventId,
      searchValue: 'ab',
      pageNo: '2',
      searchKeys: ['category', 'details'],
      selectAndMap: { boothType: 'SpecialBooth', exhibitorId: [bventId] },
    });
    expect(parsed).toMatchObject({ pageNo: 2, selectAndMap: { boothType: 'SpecialBooth' } });
    expect(
      problems(ZCompanySearchFilter.safeParse({ bventId, searchValue: 'ab', searchKeys: ['details'] })),
    ).toEqual(['searchKeys.0: unknown searchKey "details"; known keys: name, products, booth, profile']);
  });

  it('says the rule of each bound', () => {
    const r = ZCompanySearchFilter.safeParse({
      bventId,
      pageNo: 10_001,
      pageSize: 0,
      selectAndMap: { hall: 1 },
    });
    expect(problems(r)).toEqual([
      'searchValue: searchValue is required: the term to search (2 to 100 characters)',
      'pageNo: pageNo must be a whole number from 1 to 10000',
      'pageSize: pageSize must be a whole number from 1 to 50',
      'selectAndMap: unknown selectAndMap key hall; known keys: pavilion, category, boothType',
    ]);
    expect(problems(ZSearchQuery.safeParse({ page: '0', size: '51' }))).toEqual([
      'page: page must be a whole number from 1 to 10000',
      'size: size must be a whole number from 1 to 50',
    ]);
  });

  it('documents the parameters in the OpenAPI document', () => {
    const doc = buildOpenApi([searchCompanies, searchProducts]) as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
    };
    const body = (path: string) =>
      JSON.stringify(doc.paths[`/api${path}`]?.post.requestBody.content['application/json']?.schema);
    const companies = body(searchCompanies.path);
    for (const word of [
      'searchValue',
      'pageNo',
      'pageSize',
      'orderModel',
      'mostFavorited',
      'boothType',
      'booth',
    ])
      expect(companies).toContain(`"${word}"`);
    expect(companies).not.toContain('"exhibitorId"');
    expect(body(searchProducts.path)).toContain('"exhibitorId"');
  });
});
