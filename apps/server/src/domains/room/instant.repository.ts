import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { accounts } from '../../db/schema/identity.ts';
import { instantRequests } from '../../db/schema/instant-requests.ts';
import { meetings } from '../../db/schema/meetings.ts';
import type { Localized } from '../../db/schema/types.ts';
import { uniqueViolation, type NewMeeting } from '../meeting/meeting.repository.ts';
import { exhibitingOrgs, exhibitorAt, type ExhibitorAt } from '../shared/exhibiting-orgs.ts';

export type InstantRow = typeof instantRequests.$inferSelect;
export type NewInstant = typeof instantRequests.$inferInsert;

/** A request with what both sides are shown beside it: the exhibitor's name and, once accepted, the room. */
export interface InstantView {
  request: InstantRow;
  exhibitorName: Localized;
  roomNumber: string | null;
}

const viewColumns = {
  request: instantRequests,
  exhibitorName: exhibitors.name,
  roomNumber: meetings.roomNumber,
};

export class InstantRepository {
  constructor(private readonly db: Db) {}

  exhibitor(bventId: string, exhibitorId: string): Promise<ExhibitorAt | null> {
    return exhibitorAt(this.db, bventId, exhibitorId);
  }

  async accountName(accountId: string): Promise<string> {
    const [row] = await this.db
      .select({ name: accounts.fullName })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row?.name ?? '';
  }

  /** The organizations the account answers for at the event (domains/shared/exhibiting-orgs.ts). */
  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  /**
   * Adds a ringing request. The buyer's earlier requests that ran out of time are marked expired first (a
   * process that crashed never did), then the partial unique index decides: 'waiting' when one still rings.
   */
  async add(row: NewInstant, now: Date): Promise<InstantRow | 'waiting'> {
    await this.db
      .update(instantRequests)
      .set({ status: 'expired' })
      .where(
        and(
          eq(instantRequests.sendAccountId, row.sendAccountId),
          eq(instantRequests.status, 'pending'),
          lte(instantRequests.expiresAt, now),
        ),
      );
    try {
      const [added] = await this.db.insert(instantRequests).values(row).returning();
      return added!;
    } catch (err) {
      if (uniqueViolation(err) === 'instant_requests_waiting_uq') return 'waiting';
      throw err;
    }
  }

  async view(id: string): Promise<InstantView | null> {
    const [row] = await this.db
      .select(viewColumns)
      .from(instantRequests)
      .innerJoin(exhibitors, eq(exhibitors.id, instantRequests.exhibitorId))
      .leftJoin(meetings, eq(meetings.id, instantRequests.meetingId))
      .where(eq(instantRequests.id, id));
    return row ?? null;
  }

  /** The buyer's request still ringing, if any. */
  async waitingOf(sendAccountId: string, now: Date): Promise<InstantRow | null> {
    const [row] = await this.db
      .select()
      .from(instantRequests)
      .where(
        and(
          eq(instantRequests.sendAccountId, sendAccountId),
          eq(instantRequests.status, 'pending'),
          gt(instantRequests.expiresAt, now),
        ),
      );
    return row ?? null;
  }

  /** The requests still ringing for these organizations at the event, oldest first. */
  async ringing(orgIds: readonly string[], bventId: string, now: Date): Promise<InstantView[]> {
    if (orgIds.length === 0) return [];
    return this.db
      .select(viewColumns)
      .from(instantRequests)
      .innerJoin(exhibitors, eq(exhibitors.id, instantRequests.exhibitorId))
      .leftJoin(meetings, eq(meetings.id, instantRequests.meetingId))
      .where(
        and(
          inArray(instantRequests.receiveOrgId, [...orgIds]),
          eq(instantRequests.bventId, bventId),
          eq(instantRequests.status, 'pending'),
          gt(instantRequests.expiresAt, now),
        ),
      )
      .orderBy(asc(instantRequests.createdAt), asc(instantRequests.id));
  }

  /**
   * Ends a ringing request as declined or cancelled: the guarded update (still pending, not yet expired) makes
   * the first answer the only one. Null when it was no longer ringing.
   */
  async settle(
    id: string,
    status: 'declined' | 'cancelled',
    by: string,
    now: Date,
  ): Promise<InstantRow | null> {
    const [row] = await this.db
      .update(instantRequests)
      .set({ status, answeredBy: by, answeredAt: now })
      .where(ringing(id, now))
      .returning();
    return row ?? null;
  }

  /** Marks a request expired once its time is over; false when it had been answered (or marked) already. */
  async expire(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(instantRequests)
      .set({ status: 'expired' })
      .where(
        and(
          eq(instantRequests.id, id),
          eq(instantRequests.status, 'pending'),
          lte(instantRequests.expiresAt, now),
        ),
      )
      .returning({ id: instantRequests.id });
    return rows.length > 0;
  }

  /**
   * Accepts a ringing request and makes its confirmed meeting, in one transaction: the guarded update decides
   * (null when it was no longer ringing), and a meeting that cannot be stored rolls the acceptance back.
   */
  async accept(id: string, by: string, now: Date, meeting: NewMeeting): Promise<InstantRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(instantRequests)
        .set({ status: 'accepted', answeredBy: by, answeredAt: now })
        .where(ringing(id, now))
        .returning();
      if (!row) return null;
      await tx.insert(meetings).values(meeting);
      const [linked] = await tx
        .update(instantRequests)
        .set({ meetingId: meeting.id })
        .where(eq(instantRequests.id, id))
        .returning();
      return linked!;
    });
  }
}

const ringing = (id: string, now: Date) =>
  and(eq(instantRequests.id, id), eq(instantRequests.status, 'pending'), gt(instantRequests.expiresAt, now));
