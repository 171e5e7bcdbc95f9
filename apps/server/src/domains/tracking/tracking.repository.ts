import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitors, pageViews } from '../../db/schema/index.ts';

export type NewPageView = typeof pageViews.$inferInsert;

export class TrackingRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the event and, for an exhibitor page view, bumps the exhibitor's visit counter in the same
   * transaction: both happen or neither does. The counter is incremented in SQL, never read-then-written.
   */
  async record(
    view: NewPageView,
    countVisitOf: string | null,
  ): Promise<{ id: string; countedVisit: boolean }> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(pageViews).values(view).returning({ id: pageViews.id });
      let countedVisit = false;
      if (countVisitOf) {
        const updated = await tx
          .update(exhibitors)
          .set({ visitCount: sql`${exhibitors.visitCount} + 1` })
          .where(and(eq(exhibitors.id, countVisitOf), eq(exhibitors.bventId, view.bventId)))
          .returning({ id: exhibitors.id });
        countedVisit = updated.length > 0;
      }
      if (!row) throw new Error('insert returned no row');
      return { id: row.id, countedVisit };
    });
  }
}
