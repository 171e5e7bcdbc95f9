import { type ViewerOf, visibleTo } from '../shared/shown.ts';
import {
  ErrorCode,
  type TClickFavoriteNum,
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
import type { SearchTexts } from '../../db/schema/search.ts';
import { pickText } from '../shared/localize.ts';
import type { SearchPage, SearchRepository } from './search.repository.ts';

export interface SearchFilterInput {
  bventId: string;
  keyword: string;
  category?: string;
  pavilion?: string;
}

/** Longest text shown in `matched`: enough for a line on a phone around the match. */
const SNIPPET = 60;

/** Languages in the order a match is looked for outside the shown name: the request's own first. */
function languageOrder(lang: TLanguage, map: Localized): string[] {
  const first = [...languageFallbacks(lang), 'en-US', 'zh-CN'];
  return [...new Set([...first, ...Object.keys(map)])];
}

/** The first text holding the match: another language of the name, then the descriptions. */
function matchedElsewhere(texts: SearchTexts, shown: string, lang: TLanguage, tokens: SearchToken[]) {
  for (const map of [texts.name, texts.description ?? {}]) {
    for (const l of languageOrder(lang, map)) {
      const text = map[l];
      if (!text || text === shown) continue;
      const h = highlight(text, tokens, SNIPPET);
      if (h.ranges.length > 0) return h;
    }
  }
  return null;
}

function named(
  name: Localized,
  texts: SearchTexts,
  lang: TLanguage,
  tokens: SearchToken[],
): { name: THighlighted; matched: THighlighted | null } {
  const shown = pickText(name, lang);
  const h = highlight(shown, tokens);
  return { name: h, matched: h.ranges.length > 0 ? null : matchedElsewhere(texts, shown, lang, tokens) };
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

  /** Checks the term and the filter; bad input is a 400 in the caller's language, never an empty page. */
  private async prepare(
    f: SearchFilterInput,
    page: number,
    size: number,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ p: SearchPage | null; tokens: SearchToken[] }> {
    const check = checkSearchTerm(f.keyword);
    if (!check.ok) {
      const key = SEARCH_TERM_MESSAGE_KEYS[check.problem];
      const words = (await this.translate(key, lang, f.bventId)) ?? searchTermMessage(check.problem, lang);
      throw new BusinessError(ErrorCode.BadRequest, 400, words);
    }
    if (!(await this.repo.eventExists(f.bventId))) throw new BusinessError(ErrorCode.EventNotFound);
    let categoryIds: string[] | null = null;
    if (f.category) {
      categoryIds = await this.repo.categoryTree(f.bventId, f.category);
      if (categoryIds.length === 0)
        throw new BusinessError(ErrorCode.BadRequest, 400, `unknown category ${f.category}`);
    }
    if (f.pavilion && !(await this.repo.pavilionExists(f.bventId, f.pavilion))) {
      throw new BusinessError(ErrorCode.BadRequest, 400, `unknown pavilion ${f.pavilion}`);
    }
    const tokens = queryTokens(check.term);
    const tsquery = toTsQuery(tokens);
    // A term of punctuation only matches nothing; that is an empty result, not an error.
    if (!tsquery) return { p: null, tokens };
    const p: SearchPage = {
      bventId: f.bventId.toLowerCase(),
      tsquery,
      categoryIds,
      pavilionId: f.pavilion?.toLowerCase() ?? null,
      visible: await visibleTo(this.viewerOf, accountId, f.bventId.toLowerCase()),
      limit: size,
      offset: (page - 1) * size,
    };
    return { p, tokens };
  }

  /** The page's hits from the index, then their rows from the catalogue, in the index's order. */
  private async hits<R extends { id: string }>(
    f: SearchFilterInput,
    page: number,
    size: number,
    lang: TLanguage,
    type: 'company' | 'product',
    load: (ids: string[]) => Promise<R[]>,
    accountId: string | null,
  ) {
    const { p, tokens } = await this.prepare(f, page, size, lang, accountId);
    if (!p) return { hits: [], tokens, pager: pager(page, size, 0) };
    const found = await this.repo.page(p, type);
    const total = found[0]?.total ?? (page > 1 ? await this.repo.count(p, type) : 0);
    const rows = new Map((await load(found.map((h) => h.id))).map((r) => [r.id, r]));
    const hits = found.flatMap((h) => {
      const row = rows.get(h.id);
      return row ? [{ hit: h, row }] : [];
    });
    return { hits, tokens, pager: pager(page, size, total) };
  }

  async companies(
    f: SearchFilterInput,
    page: number,
    size: number,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<Paged<TCompanyHit[]>> {
    const r = await this.hits(f, page, size, lang, 'company', (ids) => this.repo.companies(ids), accountId);
    const items = r.hits.map(({ hit, row }) => ({
      id: row.id,
      ...named(row.name, hit.texts, lang, r.tokens),
      logo: row.logo,
      boothNumber: row.boothNumber,
      pavilion: row.pavilionId ? { id: row.pavilionId, name: pickText(row.pavilionName, lang) } : null,
      score: hit.score,
    }));
    return new Paged(items, r.pager);
  }

  async products(
    f: SearchFilterInput,
    page: number,
    size: number,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<Paged<TProductHit[]>> {
    const r = await this.hits(f, page, size, lang, 'product', (ids) => this.repo.products(ids), accountId);
    const items = r.hits.map(({ hit, row }) => ({
      id: row.id,
      exhibitorId: row.exhibitorId,
      exhibitorName: pickText(row.exhibitorName, lang),
      ...named(row.name, hit.texts, lang, r.tokens),
      image: row.image,
      price: row.price,
      currency: row.currency,
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
        currency: r.currency,
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
