import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { benefits, events, exhibitors, products } from '../../db/schema/index.ts';

export type EventRow = typeof events.$inferSelect;

export class BventRepository {
  constructor(private readonly db: Db) {}

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
    const [row] = await this.db
      .select({ bventId: exhibitors.bventId })
      .from(exhibitors)
      .where(eq(exhibitors.id, exhibitorId))
      .limit(1);
    return row?.bventId ?? null;
  }

  async eventIdOfProduct(productId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ bventId: products.bventId })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    return row?.bventId ?? null;
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
