import type { TBusinessType } from '@showfloor/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-reads.ts';
import { benefits, events, exhibitors, products } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

export class BventRepository {
  /** Every document of an exhibitor or product page asks these first: named statements (db/prepared-reads.ts). */
  private readonly eventOfExhibitor;
  private readonly eventOfProduct;

  constructor(private readonly db: Db) {
    const reads = preparedReads(db);
    this.eventOfExhibitor = reads
      .select({ bventId: exhibitors.bventId })
      .from(exhibitors)
      .where(eq(exhibitors.id, sql.placeholder('id')))
      .prepare('event_of_exhibitor');
    this.eventOfProduct = reads
      .select({ bventId: products.bventId })
      .from(products)
      .where(eq(products.id, sql.placeholder('id')))
      .prepare('event_of_product');
  }

  async findEvent(id: string): Promise<EventRow | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, id)).limit(1);
    return row ?? null;
  }

  async benefitsOf(topOrgId: string): Promise<{ functionKey: string; enable: boolean }[]> {
    return this.db
      .select({ functionKey: benefits.functionKey, enable: benefits.enable })
      .from(benefits)
      .where(eq(benefits.topOrgId, topOrgId))
      .orderBy(asc(benefits.sort), asc(benefits.functionKey));
  }

  async eventIdOfExhibitor(exhibitorId: string): Promise<string | null> {
    const [row] = await this.eventOfExhibitor.execute({ id: exhibitorId });
    return row?.bventId ?? null;
  }

  async eventIdOfProduct(productId: string): Promise<string | null> {
    const [row] = await this.eventOfProduct.execute({ id: productId });
    return row?.bventId ?? null;
  }

  /**
   * The event of a business by its id, looked for in the tables its type names (all of them when none is
   * given: ids are guids, so one id is in one table at most). One statement, each branch a primary-key lookup.
   */
  async eventIdOfBusiness(id: string, type: TBusinessType | undefined): Promise<string | null> {
    const tables = type ? BUSINESS_TABLES[type] : [...new Set(Object.values(BUSINESS_TABLES).flat())];
    const branches = tables.map((t) => sql`select bvent_id from ${sql.identifier(t)} where id = ${id}::uuid`);
    const result = await this.db.execute<{ bvent_id: string }>(
      sql`${sql.join(branches, sql` union all `)} limit 1`,
    );
    // node-postgres answers { rows }, PGlite too; both drivers are normalised by drizzle to that shape.
    const rows = (result as unknown as { rows: { bvent_id: string }[] }).rows;
    return rows[0]?.bvent_id ?? null;
  }

  /** The first event: the demo one when a route names no event (there is one event in this deployment). */
  async firstEventId(): Promise<string | null> {
    const [row] = await this.db
      .select({ id: events.id })
      .from(events)
      .orderBy(asc(events.createdAt))
      .limit(1);
    return row?.id ?? null;
  }
}

/** The tables a business type's ids live in (Shop is the exhibitor's shop). */
const BUSINESS_TABLES: Record<TBusinessType, string[]> = {
  Shop: ['exhibitors'],
  Exhibitor: ['exhibitors'],
  Exhibit: ['products'],
  Project: ['projects'],
  Video: ['videos'],
  Activity: ['activities'],
  Agency: ['agencies'],
  Pavilion: ['pavilions'],
};
