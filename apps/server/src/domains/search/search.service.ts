import { asCurrency } from '../product/catalog-shared.ts';
import { type ViewerOf, visibleTo } from '../shared/shown.ts';
import {
  COMPANY_SEARCH_KEYS,
  ErrorCode,
  PRODUCT_SEARCH_KEYS,
  SEARCH_PAGE_SIZE_DEFAULT,
  type TClickFavoriteNum,
  type TCompanySearchKey,
  type TProductSearchKey,
  type TSearchOrderModel,
  type TCompanyHit,
  type TCompanyProducts,
  type THighlighted,
  type TLanguage,
  type TPager,
  type TProductHit,
} from '@showfloor/contracts';
import {
  type SearchToken,
  SEARCH_TERM_MESSAGE_KEYS,
  checkSearchTerm,
  highlight,
  languageFallbacks,
  queryTokens,
  searchTermMessage,
  toTsQuery,
} from '@showfloor/domain';
import { Paged } from '../../http/envelope.ts';
import { BusinessError } from '../../http/errors.ts';
import type { Localized } from '../../db/schema/types.ts';
import { SEARCH_KEY_WEIGHTS, type SearchTexts } from '../../db/schema/search.ts';
import { pickText } from '../shared/localize.ts';
import type { SearchPage, SearchRepository } from './search.repository.ts';

type OneOrMore<T> = T | T[];

/** The body of a search call as validated (contracts ZCompanySearchFilter, ZProductSearchFilter). */
export interface SearchInput<K extends string> {
  bventId: string;
  searchValue: string;
  pageNo?: number;
  pageSize?: number;
  searchKeys?: K[];
  orderModel: TSearchOrderModel;
  selectAndMap?: {
    pavilion?: OneOrMore<string>;
    category?: OneOrMore<string>;
    boothType?: OneOrMore<string>;
    exhibitorId?: OneOrMore<string>;
  };
}

/** The query's page and size, the older form of pageNo and pageSize. */
export interface SearchQueryPage {
  page?: number;
  size?: number;
}

/** The page asked for: the body's pageNo and pageSize win over the query's page and size. */
export function pageOf(body: { pageNo?: number; pageSize?: number }, query: SearchQueryPage) {
  return {
    pageNo: body.pageNo ?? query.page ?? 1,
    pageSize: body.pageSize ?? query.size ?? SEARCH_PAGE_SIZE_DEFAULT,
  };
}

const listOf = (v: OneOrMore<string> | undefined): string[] | null =>
  v === undefined ? null : [...new Set((Array.isArray(v) ? v : [v]).map((x) => x.toLowerCase()))];

/** The keys searched, in the order a snippet is looked for: all of them when none are given. */
function keysOf<K extends string>(all: readonly K[], asked: K[] | undefined): K[] {
  return asked ? all.filter((k) => asked.includes(k)) : [...all];
}

/** Longest text shown in `matched`: enough for a line on a phone around the match. */
const SNIPPET = 60;

/** Languages in the order a match is looked for outside the shown name: the request's own first. */
function languageOrder(lang: TLanguage, map: Localized): string[] {
  const first = [...languageFallbacks(lang), 'en-US', 'zh-CN'];
  return [...new Set([...first, ...Object.keys(map)])];
}

/** The first text holding the match among the searched keys: another language of the name, then the others. */
function matchedElsewhere(
  texts: SearchTexts,
  keys: readonly (keyof SearchTexts)[],
  shown: string,
  lang: TLanguage,
  tokens: SearchToken[],
) {
  for (const map of keys.map((k) => texts[k] ?? {})) {
    for (const l of languageOrder(lang, map)) {
      const text = map[l];
      if (!text || text === shown) continue;
      const h = highlight(text, tokens, SNIPPET);
      if (h.ranges.length > 0) return h;
    }
  }
  return null;
}

/** The shown name, highlighted when the name was searched; else where the match is. */
function named(
  name: Localized,
  texts: SearchTexts,
  keys: readonly (keyof SearchTexts)[],
  lang: TLanguage,
  tokens: SearchToken[],
): { name: THighlighted; matched: THighlighted | null } {
  const shown = pickText(name, lang);
  const h = highlight(shown, keys.includes('name') ? tokens : []);
  return {
    name: h,
    matched: h.ranges.length > 0 ? null : matchedElsewhere(texts, keys, shown, lang, tokens),
  };
}

function pager(pageNo: number, pageSize: number, total: number): TPager {
  return { pageNo, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export class SearchService {
  constructor(
    private readonly repo: SearchRepository,
    /** A dictionary word by key in the caller's language (event overrides included), or null. */
    private readonly translate: (key: string, lang: TLanguage, bventId: string) => Promise<string | null>,
    private readonly viewerOf: ViewerOf,
  ) {}

  /** Checks the term and the filters; bad input is a 400 in the caller's language, never an empty page. */
  private async prepare<K extends string>(
    f: SearchInput<K>,
    type: 'company' | 'product',
    keys: readonly K[],
    page: { pageNo: number; pageSize: number },
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ p: SearchPage | null; tokens: SearchToken[] }> {
    const check = checkSearchTerm(f.searchValue);
    if (!check.ok) {
      const key = SEARCH_TERM_MESSAGE_KEYS[check.problem];
      const words = (await this.translate(key, lang, f.bventId)) ?? searchTermMessage(check.problem, lang);
      throw new BusinessError(ErrorCode.BadRequest, 400, words);
    }
    // The event exists: every call naming one is checked before its handler runs (registerCall).
    const bventId = f.bventId.toLowerCase();
    const select = f.selectAndMap ?? {};
    // A filter naming what the event does not have is "not there" (404 with its code), naming which ones.
    const unknown = (code: number, asked: string[], found: string[]) => {
      const missing = asked.filter((id) => !found.includes(id));
      if (missing.length > 0) throw new BusinessError(code, 404, missing.join(', '));
    };
    let categoryIds: string[] | null = null;
    const categories = listOf(select.category);
    if (categories) {
      const tree = await this.repo.categoryTrees(bventId, categories);
      unknown(ErrorCode.CategoryNotFound, categories, tree.known);
      categoryIds = tree.ids;
    }
    const pavilionIds = listOf(select.pavilion);
    if (pavilionIds)
      unknown(ErrorCode.GroupNotFound, pavilionIds, await this.repo.pavilionsOf(bventId, pavilionIds));
    const exhibitorIds = listOf(select.exhibitorId);
    if (exhibitorIds)
      unknown(ErrorCode.ExhibitorNotFound, exhibitorIds, await this.repo.exhibitorsOf(bventId, exhibitorIds));
    const tokens = queryTokens(check.term);
    const weights: Record<string, string> = SEARCH_KEY_WEIGHTS[type];
    const tsquery = toTsQuery(tokens, keys.map((k) => weights[k]).join(''));
    // A term of punctuation only matches nothing; that is an empty result, not an error.
    if (!tsquery) return { p: null, tokens };
    const p: SearchPage = {
      bventId,
      tsquery,
      categoryIds,
      pavilionIds,
      boothTypes: select.boothType === undefined ? null : [...new Set([select.boothType].flat())],
      exhibitorIds,
      order: f.orderModel,
      nameLanguages: [...new Set([...languageFallbacks(lang), 'en-US', 'zh-CN'])],
      visible: await visibleTo(this.viewerOf, accountId, bventId),
      limit: page.pageSize,
      offset: (page.pageNo - 1) * page.pageSize,
    };
    return { p, tokens };
  }

  /** The page's hits from the index, then their rows from the catalogue, in the index's order. */
  private async hits<K extends string, R extends { id: string }>(
    f: SearchInput<K>,
    query: SearchQueryPage,
    type: 'company' | 'product',
    keys: readonly K[],
    lang: TLanguage,
    load: (ids: string[]) => Promise<R[]>,
    accountId: string | null,
  ) {
    const page = pageOf(f, query);
    const { p, tokens } = await this.prepare(f, type, keys, page, lang, accountId);
    const pagerOf = (total: number) => pager(page.pageNo, page.pageSize, total);
    if (!p) return { hits: [], tokens, pager: pagerOf(0) };
    const found = await this.repo.page(p, type);
    const total = found[0]?.total ?? (page.pageNo > 1 ? await this.repo.count(p, type) : 0);
    const rows = new Map((await load(found.map((h) => h.id))).map((r) => [r.id, r]));
    const hits = found.flatMap((h) => {
      const row = rows.get(h.id);
      return row ? [{ hit: h, row }] : [];
    });
    return { hits, tokens, pager: pagerOf(total) };
  }

  async companies(
    f: SearchInput<TCompanySearchKey>,
    query: SearchQueryPage,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<Paged<TCompanyHit[]>> {
    const keys = keysOf(COMPANY_SEARCH_KEYS, f.searchKeys);
    const load = (ids: string[]) => this.repo.companies(ids);
    const r = await this.hits(f, query, 'company', keys, lang, load, accountId);
    const items = r.hits.map(({ hit, row }) => ({
      id: row.id,
      ...named(row.name, hit.texts, keys, lang, r.tokens),
      logo: row.logo,
      boothNumber: row.boothNumber,
      pavilion: row.pavilionId ? { id: row.pavilionId, name: pickText(row.pavilionName, lang) } : null,
      score: hit.score,
    }));
    return new Paged(items, r.pager);
  }

  async products(
    f: SearchInput<TProductSearchKey>,
    query: SearchQueryPage,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<Paged<TProductHit[]>> {
    const keys = keysOf(PRODUCT_SEARCH_KEYS, f.searchKeys);
    const load = (ids: string[]) => this.repo.products(ids);
    const r = await this.hits(f, query, 'product', keys, lang, load, accountId);
    const items = r.hits.map(({ hit, row }) => ({
      id: row.id,
      exhibitorId: row.exhibitorId,
      exhibitorName: pickText(row.exhibitorName, lang),
      ...named(row.name, hit.texts, keys, lang, r.tokens),
      image: row.image,
      price: row.price,
      currency: asCurrency(row.currency),
      score: hit.score,
    }));
    return new Paged(items, r.pager);
  }

  async companyProducts(
    companyIds: string[],
    size: number,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<TCompanyProducts[]> {
    const ids = [...new Set(companyIds.map((id) => id.toLowerCase()))];
    // A company this viewer may not see answers with no products, as one that has none.
    const companies = await this.repo.companyVisibility(ids);
    const visibleAt = new Map<string, readonly string[]>();
    for (const c of companies)
      if (!visibleAt.has(c.bventId))
        visibleAt.set(c.bventId, await visibleTo(this.viewerOf, accountId, c.bventId));
    const allowed = companies
      .filter((c) => visibleAt.get(c.bventId)?.includes(c.visibility))
      .map((c) => c.id);
    const rows = await this.repo.topProducts(allowed, size);
    const byCompany = new Map<string, TCompanyProducts['products']>(ids.map((id) => [id, []]));
    for (const r of rows) {
      byCompany.get(r.companyId)?.push({
        id: r.id,
        name: pickText(r.name, lang),
        image: r.image,
        price: r.price,
        currency: asCurrency(r.currency),
      });
    }
    return ids.map((companyId) => ({ companyId, products: byCompany.get(companyId) ?? [] }));
  }

  async clickFavoriteNum(
    bventId: string,
    type: 'company' | 'product',
    id: string,
  ): Promise<TClickFavoriteNum> {
    const hit = await this.repo.recordClick(bventId.toLowerCase(), type, id.toLowerCase());
    if (!hit) {
      throw new BusinessError(type === 'company' ? ErrorCode.ExhibitorNotFound : ErrorCode.ExhibitNotFound);
    }
    return { id: id.toLowerCase(), type, clickNum: hit.clickCount, favoriteNum: hit.favoriteCount };
  }
}
