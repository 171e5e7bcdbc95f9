import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, activityRegistrations } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What decides an activity's registration state, read after a call (in its transaction) or for the button. */
export interface SeatRow {
  id: string;
  bventId: string;
  status: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  registeredCount: number;
  registrationOpen: boolean;
  /** Whether the visitor asked about holds a seat. */
  registered: boolean;
}

/** Why the guarded raise took no seat, or the seat it took (with the row as it is then). */
export type RegisterOutcome = { taken: SeatRow } | { refused: SeatRow | null };
export type CancelOutcome = { freed: SeatRow } | { refused: SeatRow | null };

/** Thrown inside the register transaction to roll the raise back when the visitor held a seat already. */
class AlreadyHeld extends Error {}

export class ActivityRegistrationRepository {
  constructor(private readonly db: Db) {}

  async seat(activityId: string, accountId: string, db: Db | Tx = this.db): Promise<SeatRow | null> {
    const [row] = await db
      .select({
        id: activities.id,
        bventId: activities.bventId,
        status: activities.status,
        startTime: activities.startTime,
        endTime: activities.endTime,
        capacity: activities.capacity,
        registeredCount: activities.registeredCount,
        registrationOpen: activities.registrationOpen,
        registered: sql<boolean>`exists (select 1 from ${activityRegistrations} where ${activityRegistrations.activityId} = ${activities.id} and ${activityRegistrations.accountId} = ${accountId})`,
      })
      .from(activities)
      .where(eq(activities.id, activityId))
      .limit(1);
    return row ? { ...row, registered: Boolean(row.registered) } : null;
  }

  /**
   * Takes a seat in one transaction: the guarded raise first (the database re-checks open, not ended and a free
   * seat on the locked row, so two visitors after the last seat get exactly one), then the registration row. A
   * visitor who held a seat already rolls the raise back: the count never moves for them. `nowWall` is the
   * gateway clock's Beijing time, compared with the stored end as text (both 'YYYY-MM-DD HH:mm:ss').
   */
  async register(activityId: string, accountId: string, nowWall: string, at: Date): Promise<RegisterOutcome> {
    return this.db
      .transaction(async (tx) => {
        const raised = await tx
          .update(activities)
          .set({ registeredCount: sql`${activities.registeredCount} + 1` })
          .where(
            and(
              eq(activities.id, activityId),
              eq(activities.status, 'published'),
              eq(activities.registrationOpen, true),
              or(isNull(activities.capacity), lt(activities.registeredCount, activities.capacity)),
              gt(activities.endTime, nowWall),
            ),
          )
          .returning({ id: activities.id, bventId: activities.bventId });
        const hit = raised[0];
        if (!hit) return { refused: await this.seat(activityId, accountId, tx) };
        const inserted = await tx
          .insert(activityRegistrations)
          .values({ activityId, accountId, bventId: hit.bventId, createdAt: at })
          .onConflictDoNothing()
          .returning({ activityId: activityRegistrations.activityId });
        if (inserted.length === 0) throw new AlreadyHeld();
        const taken = await this.seat(activityId, accountId, tx);
        return { taken: taken! };
      })
      .catch(async (err: unknown) => {
        if (err instanceof AlreadyHeld) return { refused: await this.seat(activityId, accountId) };
        throw err;
      });
  }

  /**
   * Gives the seat back in one transaction: the row's delete decides (two cancels racing free one seat), then the
   * count drops with it. `registered_count > 0` keeps the count from going negative on rows edited by hand.
   */
  async cancel(activityId: string, accountId: string): Promise<CancelOutcome> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(activityRegistrations)
        .where(
          and(
            eq(activityRegistrations.activityId, activityId),
            eq(activityRegistrations.accountId, accountId),
          ),
        )
        .returning({ activityId: activityRegistrations.activityId });
      if (deleted.length === 0) return { refused: await this.seat(activityId, accountId, tx) };
      await tx
        .update(activities)
        .set({ registeredCount: sql`${activities.registeredCount} - 1` })
        .where(and(eq(activities.id, activityId), gt(activities.registeredCount, 0)));
      const freed = await this.seat(activityId, accountId, tx);
      return { freed: freed! };
    });
  }
}
