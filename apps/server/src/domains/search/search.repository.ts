import type { TSearchOrderModel } from '@showfloor/contracts';
import type { ContentVisibility } from '@showfloor/domain';
import { and, asc, desc, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, exhibitors, pavilions, products, searchDocuments } from '../../db/schema/index.ts';
import { SEARCH_RANK_WEIGHTS, type SearchTexts } from '../../db/schema/search.ts';
import type { Localized } from '../../db/schema/types.ts';

export interface SearchPage {
  bventId: string;
  /** tsquery text from @showfloor/domain toTsQuery: quoted lexemes only, weight-restricted to the searchKeys. */
  tsquery: string;
  /** selectAndMap, each null when not given: the category ids (with their children), pavilions, booth types, exhibitors. */
  categoryIds: string[] | null;
  pavilionIds: string[] | null;
  boothTypes: string[] | null;
  exhibitorIds: string[] | null;
  order: TSearchOrderModel;
  /** The languages the shown name is taken from, in order (orderModel name sorts by that name). */
  nameLanguages: string[];
  /** The exhibitor visibilities the viewer may see (shared/shown.ts). */
  visible: readonly ContentVisibility[];
  limit: number;
  offset: number;
}

export interface CompanyRow {
  id: string;
  name: Localized;
  logo: string;
  boothNumber: string;
  pavilionId: string | null;
  pavilionName: Localized | null;
}

export interface ProductRow {
  id: string;
  exhibitorId: string;
  exhibitorName: Localized;
  name: Localized;
  image: string;
  price: string | null;
  currency: string;
}

export interface Hit {
  id: string;
  texts: SearchTexts;
  score: number;
  total: number;
}

export interface TopProductRow {
  companyId: string;
  id: string;
  name: Localized;
  image: string;
  price: string | null;
  currency: string;
}

const d = searchDocuments;

/**
 * The orderModel's sort keys over the candidates (before relevance, the tie-break). The counters and the date
 * are read from the catalogue row of each candidate (at most SEARCH_CANDIDATES primary-key lookups, and only
 * for these orders), since they change between indexings. Names compare lower-cased by code point (collation
 * "C"), the same on PGlite and PostgreSQL whatever the database's locale.
 */
function orderOf(
  p: SearchPage,
  type: 'company' | 'product',
  m: { id: SQLWrapper; texts: SQLWrapper },
): SQL[] {
  const table = type === 'company' ? sql`exhibitors` : sql`products`;
  const of = (column: string) => sql`(select x.${sql.raw(column)} from ${table} x where x.id = ${m.id})`;
  switch (p.order) {
    case 'relevance':
      return [];
    case 'name': {
      const names = p.nameLanguages.map((l) => sql`nullif(${m.texts} -> 'name' ->> ${l}, '')`);
      const anyName = sql`(select value from jsonb_each_text(${m.texts} -> 'name') where value <> '' limit 1)`;
      return [sql`lower(coalesce(${sql.join([...names, anyName], sql`, `)})) collate "C" asc`];
    }
    case 'newest':
      return [sql`${of('created_at')} desc`];
    case 'mostFavorited':
      return [sql`${of('favorite_count')} desc`];
    case 'mostVisited':
      return [sql`${of('visit_count')} desc`];
  }
}

/** Matches ranked per search at most (see page()); the pager's total never exceeds it. */
export const SEARCH_CANDIDATES = 1000;

export class SearchRepository {
  constructor(private readonly db: Db) {}

  /** Which of these pavilions are the event's. */
  async pavilionsOf(bventId: string, ids: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: pavilions.id })
      .from(pavilions)
      .where(and(inArray(pavilions.id, ids), eq(pavilions.bventId, bventId)));
    return rows.map((r) => r.id);
  }

  /** Which of these exhibitors are the event's (whatever their status: a hidden one just finds nothing). */
  async exhibitorsOf(bventId: string, ids: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: exhibitors.id })
      .from(exhibitors)
      .where(and(inArray(exhibitors.id, ids), eq(exhibitors.bventId, bventId)));
    return rows.map((r) => r.id);
  }

  /**
   * The event's categories among these, with their children (a top-level category filters by all of them):
   * `known` the ones asked for that exist, `ids` everything to filter by.
   */
  async categoryTrees(bventId: string, ids: string[]): Promise<{ known: string[]; ids: string[] }> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.bventId, bventId),
          or(inArray(categories.id, ids), inArray(categories.parentId, ids)),
        ),
      );
    const all = rows.map((r) => r.id);
    return { known: ids.filter((id) => all.includes(id)), ids: all };
  }

  /**
   * The page of matches, from the index alone (no catalogue join: `visible` was set when indexed). The GIN
   * index finds the documents holding every lexeme (in the searched keys' weights); the first
   * SEARCH_CANDIDATES of them are ordered (by the orderModel, then ts_rank: a name match weighs 1, any other
   * 0.1; then the event's order) and paged, the window count giving the pager's total in the same pass. The
   * cap keeps a broad 2-character term (tens of thousands of matches on a scaled fair) to a bounded amount
   * of heap reads: below it the order is exact, above it the total reads SEARCH_CANDIDATES and the order
   * covers those candidates. The filters are checked on the rows the GIN index returns, inside the cap.
   */
  async page(p: SearchPage, type: 'company' | 'product'): Promise<Hit[]> {
    const q = sql`${p.tsquery}::tsquery`;
    const filters: SQL[] = [
      sql`${d.doc} @@ ${q}`,
      eq(d.bventId, p.bventId),
      eq(d.entityType, type),
      eq(d.visible, true),
      inArray(d.visibility, [...p.visible]),
    ];
    if (p.pavilionIds) filters.push(inArray(d.pavilionId, p.pavilionIds));
    if (p.boothTypes) filters.push(inArray(d.boothType, p.boothTypes));
    if (p.exhibitorIds) filters.push(inArray(d.exhibitorId, p.exhibitorIds));
    if (p.categoryIds && type === 'product') filters.push(inArray(d.categoryId, p.categoryIds));
    if (p.categoryIds && type === 'company') {
      // A company is in a category when one of its listed products is.
      const cats = sql.join(
        p.categoryIds.map((c) => sql`${c}::uuid`),
        sql`, `,
      );
      filters.push(
        sql`exists (select 1 from search_documents pd where pd.exhibitor_id = ${d.entityId}
          and pd.entity_type = 'product' and pd.visible and pd.category_id in (${cats}))`,
      );
    }
    const m = this.db
      .select({
        id: d.entityId,
        texts: d.texts,
        sort: d.sort,
        score: sql<number>`ts_rank(${SEARCH_RANK_WEIGHTS}::float4[], ${d.doc}, ${q})::float8`.as('score'),
      })
      .from(d)
      .where(and(...filters))
      .limit(SEARCH_CANDIDATES)
      .as('m');
    return this.db
      .select({ id: m.id, texts: m.texts, score: m.score, total: sql<number>`(count(*) over ())::int` })
      .from(m)
      .orderBy(...orderOf(p, type, m), desc(m.score), asc(m.sort), asc(m.id))
      .limit(p.limit)
      .offset(p.offset);
  }

  /** Who may see each of these companies: their event and visibility (searchCompanyProducts filters by it). */
  async companyVisibility(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: exhibitors.id, bventId: exhibitors.bventId, visibility: exhibitors.visibility })
      .from(exhibitors)
      .where(inArray(exhibitors.id, ids));
  }

  /** The total alone, for a page past the end (the window count has no row to ride on there). */
  async count(p: SearchPage, type: 'company' | 'product'): Promise<number> {
    const rows = await this.page({ ...p, limit: 1, offset: 0 }, type);
    return rows[0]?.total ?? 0;
  }

  /** The page's companies, if still showable (a ban since indexing drops the row). */
  async companies(ids: string[]): Promise<CompanyRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: exhibitors.id,
        name: exhibitors.name,
        logo: exhibitors.logo,
        boothNumber: exhibitors.boothNumber,
        pavilionId: pavilions.id,
        pavilionName: pavilions.name,
      })
      .from(exhibitors)
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(and(inArray(exhibitors.id, ids), eq(exhibitors.status, 'normal')));
  }

  /** The page's products, if still listed and their exhibitor showable. */
  async products(ids: string[]): Promise<ProductRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: products.id,
        exhibitorId: products.exhibitorId,
        exhibitorName: exhibitors.name,
        name: products.name,
        image: products.image,
        price: products.price,
        currency: products.currency,
      })
      .from(products)
      .innerJoin(exhibitors, eq(exhibitors.id, products.exhibitorId))
      .where(and(inArray(products.id, ids), eq(products.status, 'listed'), eq(exhibitors.status, 'normal')));
  }

  /** Each company's first `size` listed products in the exhibitor's order (index on exhibitor_id, status, sort). */
  async topProducts(companyIds: string[], size: number): Promise<TopProductRow[]> {
    if (companyIds.length === 0) return [];
    const ids = sql.join(
      companyIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const result = await this.db.execute<Record<string, unknown>>(sql`
      select c.id as "companyId", p.id, p.name, p.image, p.price::text as price, p.currency
      from unnest(array[${ids}]) as c(id)
      join exhibitors e on e.id = c.id and e.status = 'normal'
      cross join lateral (
        select id, name, image, price, currency from products
        where exhibitor_id = c.id and status = 'listed'
        order by sort, id limit ${size}
      ) p`);
    // node-postgres answers { rows }, PGlite too; both drivers are normalised by drizzle to that shape.
    const rows = (result as unknown as { rows: TopProductRow[] }).rows;
    return rows;
  }

  /** Counts a click on a result; null when the entity is not in the event's index. */
  async recordClick(
    bventId: string,
    type: 'company' | 'product',
    id: string,
  ): Promise<{ clickCount: number; favoriteCount: number } | null> {
    const [hit] = await this.db
      .update(d)
      .set({ clickCount: sql`${d.clickCount} + 1` })
      .where(and(eq(d.entityType, type), eq(d.entityId, id), eq(d.bventId, bventId)))
      .returning({ clickCount: d.clickCount });
    if (!hit) return null;
    const table = type === 'company' ? exhibitors : products;
    const [fav] = await this.db
      .select({ favoriteCount: table.favoriteCount })
      .from(table)
      .where(eq(table.id, id))
      .limit(1);
    return { clickCount: hit.clickCount, favoriteCount: fav?.favoriteCount ?? 0 };
  }
}
