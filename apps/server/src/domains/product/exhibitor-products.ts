import { and, asc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-reads.ts';
import { events, exhibitors, products } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';
import type { ContentVisibility } from '@showfloor/domain';
import type { ProductCardRow } from './product.repository.ts';

/** One exhibitor's list as ExhibitClient/List filters it: everything but keywords. */
export interface ExhibitorProductsFilter {
  bventId: string;
  exhibitorId: string;
  visible: readonly ContentVisibility[];
  pavilionId?: string;
  categoryIds?: string[];
  excludeId?: string;
}

export interface ExhibitorProductsPage {
  currency: string;
  total: number;
  rows: ProductCardRow[];
}

/**
 * One exhibitor's products page (its shop's products tab, the "more from this exhibitor" strip): the event's
 * currency, the page and the filter's total in ONE named prepared statement, where the general list asks three
 * queries, each parsed and planned per call (on PGlite also six calls into the backend each).
 *
 * The answer is the general list's: the same rows (listed products of the event, of this exhibitor while it is
 * normal and visible to the viewer, in its pavilion and categories when asked, without the viewed product), in
 * the same order (the fair's order is product sort, exhibitor sort, id; with one exhibitor its sort is the same
 * for every row, so product sort then id), and the same total. The total is counted on the exhibitor's own index
 * range (products_exhibitor_status_idx: a few rows), the same rows the page reads; no stored count is needed.
 *
 * One row per product of the page; one row with a null product when the page is empty (the total and currency
 * still come back); no row when the event does not exist.
 */
export class ExhibitorProductsQuery {
  private readonly statement;

  constructor(db: Db) {
    const reads = preparedReads(db);
    const excludeId = sql.placeholder('excludeId');
    const categoryIds = sql.placeholder('categoryIds');
    // The filter on products, shared by the page and the count.
    const productsOf = (p: Record<'exhibitorId' | 'status' | 'bventId' | 'id' | 'categoryId', AnyPgColumn>) =>
      and(
        eq(p.exhibitorId, exhibitors.id),
        eq(p.status, 'listed'),
        eq(p.bventId, events.id),
        sql`${p.id} is distinct from ${excludeId}::uuid`,
        sql`(${categoryIds}::uuid[] is null or ${p.categoryId} = any(${categoryIds}::uuid[]))`,
      );
    const page = reads
      .select({
        id: sql<string>`${products.id}`.as('product_id'),
        name: sql<Localized>`${products.name}`.as('product_name'),
        image: products.image,
        price: products.price,
        priceCurrency: products.currency,
        favoriteCount: products.favoriteCount,
        sort: products.sort,
      })
      .from(products)
      .where(productsOf(products))
      .orderBy(asc(products.sort), asc(products.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .as('page');
    // A join of its own, before the page's: counted once, not once per row of the page.
    const counted = alias(products, 'counted');
    const total = reads
      .select({ n: sql<number>`count(*)::int`.as('total') })
      .from(counted)
      .where(productsOf(counted))
      .as('total');
    const pavilionId = sql.placeholder('pavilionId');
    this.statement = reads
      .select({
        currency: events.currency,
        total: total.n,
        exhibitorId: exhibitors.id,
        exhibitorName: exhibitors.name,
        id: page.id,
        name: page.name,
        image: page.image,
        price: page.price,
        priceCurrency: page.priceCurrency,
        favoriteCount: page.favoriteCount,
      })
      .from(events)
      .leftJoin(
        exhibitors,
        and(
          eq(exhibitors.id, sql.placeholder('exhibitorId')),
          eq(exhibitors.status, 'normal'),
          sql`${exhibitors.visibility} = any(${sql.placeholder('visible')}::text[])`,
          sql`(${pavilionId}::uuid is null or ${exhibitors.pavilionId} = ${pavilionId}::uuid)`,
        ),
      )
      .leftJoinLateral(total, sql`true`)
      .leftJoinLateral(page, sql`true`)
      .where(eq(events.id, sql.placeholder('bventId')))
      .orderBy(page.sort, page.id)
      .prepare('exhibitor_products_page');
  }

  /** null when there is no such event. */
  async run(
    f: ExhibitorProductsFilter,
    offset: number,
    limit: number,
  ): Promise<ExhibitorProductsPage | null> {
    const rows = await this.statement.execute({
      bventId: f.bventId,
      exhibitorId: f.exhibitorId,
      visible: [...f.visible],
      pavilionId: f.pavilionId ?? null,
      categoryIds: f.categoryIds ?? null,
      excludeId: f.excludeId ?? null,
      offset,
      limit,
    });
    const first = rows[0];
    if (!first) return null;
    return {
      currency: first.currency,
      total: first.total,
      rows: rows.flatMap((r) =>
        r.id === null || r.exhibitorId === null || r.exhibitorName === null
          ? []
          : [
              {
                id: r.id,
                name: r.name!,
                image: r.image!,
                price: r.price,
                currency: r.priceCurrency!,
                exhibitorId: r.exhibitorId,
                exhibitorName: r.exhibitorName,
                favoriteCount: r.favoriteCount!,
              },
            ],
      ),
    };
  }
}
