import { randomUUID } from 'node:crypto';
import type { TMeetingStatus } from '@showfloor/contracts';
import { and, asc, count, eq, gt, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessCards } from '../../db/schema/cards.ts';
import {
  accounts,
  exhibitorContacts,
  exhibitors,
  liveReservations,
  meetingSlots,
  meetings,
  pavilions,
} from '../../db/schema/index.ts';
import type { StoredBusinessCard } from '../../db/schema/meetings.ts';
import type { Localized } from '../../db/schema/types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

export type SlotRow = typeof meetingSlots.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;

export interface ExhibitorRow {
  id: string;
  orgId: string;
  status: string;
  name: Localized;
  logo: string;
  boothNumber: string;
  pavilionName: Localized | null;
}

/** A meeting with what its lists show of the exhibitor. */
export interface MeetingWithExhibitor {
  meeting: MeetingRow;
  exhibitorName: Localized;
  exhibitorLogo: string;
  visitorSeats: { attended: boolean; seconds: number } | string | null;
}

/** The active states: a meeting in one of them holds a seat of its slot and blocks its sender's time. */
export const ACTIVE: TMeetingStatus[] = ['Waiting', 'Confirmed'];

/** Postgres' unique_violation, found through the driver's and drizzle's wrappers; the index's name or null. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (o.code === '23505') return typeof o.constraint === 'string' ? o.constraint : '';
    e = o.cause;
  }
  return null;
}

/**
 * The account's meeting lock: every check-then-write on one person's meetings (a reserve's overlap check, a
 * confirm's re-check) runs under it, so two of that person's requests cannot both pass their checks. A
 * transaction-level advisory lock: released by the commit or the rollback, never left behind.
 */
async function lockAccount(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(6001, hashtext(${accountId}))`);
}

/** The visitor's seats in the meeting's room: whether any, and the seconds of those that ended. */
const visitorSeats = sql<{ attended: boolean; seconds: number }>`(
  select json_build_object(
    'attended', count(*) > 0,
    'seconds', coalesce(sum(extract(epoch from (coalesce(s.left_at, s.dropped_at) - s.joined_at))), 0)::int
  )
  from room_seats s
  where s.room_number = ${meetings.roomNumber} and s.account_id = ${meetings.sendAccountId}
)`;

const meetingColumns = {
  meeting: meetings,
  exhibitorName: exhibitors.name,
  exhibitorLogo: exhibitors.logo,
  visitorSeats,
};

export class MeetingRepository {
  constructor(private readonly db: Db) {}

  /**
   * The exhibitor of an organization at the event. Should an org have several rows, the first by sort (then
   * id) is the one, as ReferenceRepository.exhibitorOfOrg picks it for the exhibitor's contact: the booking
   * dialog and the contact card speak of the same exhibitor, and a refused one is refused in both.
   */
  async exhibitorOfOrg(bventId: string, orgId: string): Promise<ExhibitorRow | null> {
    const [row] = await this.db
      .select({
        id: exhibitors.id,
        orgId: exhibitors.orgId,
        status: exhibitors.status,
        name: exhibitors.name,
        logo: exhibitors.logo,
        boothNumber: exhibitors.boothNumber,
        pavilionName: pavilions.name,
      })
      .from(exhibitors)
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(and(eq(exhibitors.bventId, bventId), eq(exhibitors.orgId, orgId)))
      .orderBy(asc(exhibitors.sort), asc(exhibitors.id))
      .limit(1);
    return row ?? null;
  }

  async slots(exhibitorId: string, oneDay?: string): Promise<SlotRow[]> {
    return this.slotsIn(this.db, exhibitorId, oneDay);
  }

  async slot(id: string): Promise<SlotRow | null> {
    const [row] = await this.db.select().from(meetingSlots).where(eq(meetingSlots.id, id)).limit(1);
    return row ?? null;
  }

  /** Whether the account reserved a livestream overlapping [start, end) (half-open: touching is no clash). */
  async hasLiveAt(accountId: string, start: string, end: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: liveReservations.id })
      .from(liveReservations)
      .where(
        and(
          eq(liveReservations.accountId, accountId),
          lt(liveReservations.startTime, end),
          gt(liveReservations.endTime, start),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Whether the account holds a meeting in one of `statuses` overlapping [start, end), other than `except`.
   * Beijing wall times of one format compare as text in time order. Any event: a person is in one place.
   */
  async hasMeetingAt(
    accountId: string,
    start: string,
    end: string,
    statuses: readonly TMeetingStatus[] = ACTIVE,
    except?: string,
    db: Reader = this.db,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          eq(meetings.sendAccountId, accountId),
          inArray(meetings.status, [...statuses]),
          lt(meetings.startTime, end),
          gt(meetings.endTime, start),
          except ? ne(meetings.id, except) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async byIdempotencyKey(accountId: string, key: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(and(eq(meetings.sendAccountId, accountId), eq(meetings.idempotencyKey, key)))
      .limit(1);
    return row?.id ?? null;
  }

  /** The user's card as a booking sends it: the saved business card, or the account's fields until one is saved. */
  async businessCard(accountId: string): Promise<StoredBusinessCard | null> {
    const [row] = await this.db
      .select({
        userId: accounts.id,
        fullName: sql<string>`coalesce(${businessCards.fullName}, ${accounts.fullName})`,
        company: sql<string>`coalesce(${businessCards.company}, ${accounts.company})`,
        jobTitle: sql<string>`coalesce(${businessCards.jobTitle}, ${accounts.jobTitle})`,
        email: sql<string>`coalesce(${businessCards.email}, ${accounts.email})`,
        phone: sql<string>`coalesce(${businessCards.phone}, ${accounts.phone})`,
      })
      .from(accounts)
      .leftJoin(businessCards, eq(businessCards.accountId, accounts.id))
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row ?? null;
  }

  /** The newest card the user sent in a meeting to one of `orgIds`; null when none was sent there. */
  async cardSentTo(userId: string, orgIds: readonly string[]): Promise<StoredBusinessCard | null> {
    if (orgIds.length === 0) return null;
    const [row] = await this.db
      .select({ card: meetings.businessCard })
      .from(meetings)
      .where(
        and(
          eq(meetings.sendAccountId, userId),
          eq(meetings.sendBusinessCard, true),
          inArray(meetings.receiveOrgId, [...orgIds]),
        ),
      )
      .orderBy(sql`${meetings.createdAt} desc`)
      .limit(1);
    return row?.card ?? null;
  }

  /**
   * Books a seat, all in one transaction under the sender's lock: the sender's overlap check, then the guarded
   * decrement (the database decides who gets the last seat: `idle_count > 0` is re-checked on the locked row),
   * then the meeting. A unique violation rolls it all back and reaches the caller, which maps it (an
   * idempotency key used twice, or the active index). The key's earlier answer is the caller's business.
   */
  async reserve(meeting: NewMeeting): Promise<{ id: string } | 'conflict' | 'engaged'> {
    return this.db.transaction(async (tx) => {
      await lockAccount(tx, meeting.sendAccountId);
      if (
        await this.hasMeetingAt(
          meeting.sendAccountId,
          meeting.startTime,
          meeting.endTime,
          ACTIVE,
          undefined,
          tx,
        )
      )
        return 'conflict';
      const taken = await tx
        .update(meetingSlots)
        .set({ idleCount: sql`${meetingSlots.idleCount} - 1` })
        .where(and(eq(meetingSlots.id, meeting.slotId!), gt(meetingSlots.idleCount, 0)))
        .returning({ id: meetingSlots.id });
      if (taken.length === 0) return 'engaged';
      await tx.insert(meetings).values(meeting);
      return { id: meeting.id };
    });
  }

  async meeting(id: string): Promise<MeetingWithExhibitor | null> {
    return this.meetingIn(this.db, id);
  }

  /** The e-mail of the exhibitor's contact card ('' when it has none). */
  async contactEmail(exhibitorId: string): Promise<string> {
    const [row] = await this.db
      .select({ email: exhibitorContacts.email })
      .from(exhibitorContacts)
      .where(eq(exhibitorContacts.exhibitorId, exhibitorId));
    return row?.email ?? '';
  }

  /**
   * Confirms a waiting meeting under the visitor's lock: the compare-and-swap decides whether it was still
   * waiting ('changed' when not). Then, defensively, the re-check that the visitor holds no other confirmed
   * meeting at that time (Reserve already refused overlapping active meetings, so this only finds one that
   * slipped past it, e.g. rows edited by hand); a meeting never conflicts with itself. A conflict rolls the
   * swap back.
   */
  async confirm(
    id: string,
    visitorId: string,
    start: string,
    end: string,
    roomNumber: string,
  ): Promise<MeetingWithExhibitor | 'changed' | 'conflict'> {
    return this.db
      .transaction(async (tx) => {
        await lockAccount(tx, visitorId);
        const swapped = await tx
          .update(meetings)
          .set({
            status: 'Confirmed',
            roomNumber,
            sequence: sql`${meetings.sequence} + 1`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(meetings.id, id), eq(meetings.status, 'Waiting')))
          .returning({ id: meetings.id });
        if (swapped.length === 0) return 'changed' as const;
        if (await this.hasMeetingAt(visitorId, start, end, ['Confirmed'], id, tx)) throw new Conflict();
        return (await this.meetingIn(tx, id)) ?? ('changed' as const);
      })
      .catch((err: unknown) => {
        if (err instanceof Conflict) return 'conflict' as const;
        throw err;
      });
  }

  /**
   * Cancels (or declines) a meeting still in one of `from` and gives its seat back, in one transaction: the
   * compare-and-swap decides, so two cancels racing free one seat. `idle_count < capacity` keeps the CHECK
   * from ever firing should a slot's seats have been edited by hand.
   */
  async cancel(
    id: string,
    from: readonly TMeetingStatus[],
    by: 'sender' | 'receiver',
    declined: boolean,
  ): Promise<MeetingWithExhibitor | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(meetings)
        .set({
          status: 'Cancelled',
          cancelledBy: by,
          declined,
          sequence: sql`${meetings.sequence} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(meetings.id, id), inArray(meetings.status, [...from])))
        .returning({ slotId: meetings.slotId });
      if (!row) return null;
      // An instant negotiation holds no slot's seat.
      if (row.slotId)
        await tx
          .update(meetingSlots)
          .set({ idleCount: sql`${meetingSlots.idleCount} + 1` })
          .where(and(eq(meetingSlots.id, row.slotId), lt(meetingSlots.idleCount, meetingSlots.capacity)));
      return this.meetingIn(tx, id);
    });
  }

  async list(
    where: { sendAccountId?: string; receiveOrgId?: string; bventId: string; status?: TMeetingStatus },
    offset: number,
    limit: number,
  ): Promise<{ rows: MeetingWithExhibitor[]; total: number }> {
    const filter = and(
      eq(meetings.bventId, where.bventId),
      where.sendAccountId ? eq(meetings.sendAccountId, where.sendAccountId) : undefined,
      where.receiveOrgId ? eq(meetings.receiveOrgId, where.receiveOrgId) : undefined,
      where.status ? eq(meetings.status, where.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select(meetingColumns)
        .from(meetings)
        .innerJoin(exhibitors, eq(exhibitors.id, meetings.exhibitorId))
        .where(filter)
        .orderBy(asc(meetings.startTime), asc(meetings.createdAt), asc(meetings.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ n: count() }).from(meetings).where(filter),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /**
   * Replaces one day's slots of an exhibitor, in one transaction. Slots no meeting ever named are deleted and
   * cut again; the others (they hold seats, or a meeting's history points at them) stay. A kept slot starting
   * where a new cut starts takes the new seat count, never fewer than the seats it holds ('seatsHeld'); new
   * cuts overlapping a kept slot are left out.
   */
  async setDay(
    slot: { bventId: string; exhibitorId: string; orgId: string; oneDay: string },
    cuts: readonly { startTime: string; endTime: string }[],
    capacity: number,
  ): Promise<SlotRow[] | 'seatsHeld'> {
    return this.db
      .transaction(async (tx) => {
        await this.deleteFree(tx, slot.exhibitorId, slot.oneDay);
        const kept = await this.slotsIn(tx, slot.exhibitorId, slot.oneDay);
        for (const k of kept) {
          if (!cuts.some((c) => c.startTime === k.startTime)) continue;
          const changed = await tx
            .update(meetingSlots)
            .set({
              capacity,
              idleCount: sql`${meetingSlots.idleCount} + (${capacity} - ${meetingSlots.capacity})`,
            })
            .where(
              and(
                eq(meetingSlots.id, k.id),
                sql`${meetingSlots.capacity} - ${meetingSlots.idleCount} <= ${capacity}`,
              ),
            )
            .returning({ id: meetingSlots.id });
          if (changed.length === 0) throw new SeatsHeld();
        }
        const fresh = cuts.filter(
          (c) => !kept.some((k) => k.startTime < c.endTime && c.startTime < k.endTime),
        );
        if (fresh.length > 0)
          await tx
            .insert(meetingSlots)
            .values(
              fresh.map((c) => ({
                id: randomUUID(),
                ...slot,
                startTime: c.startTime,
                endTime: c.endTime,
                capacity,
                idleCount: capacity,
              })),
            )
            .onConflictDoNothing();
        return this.slotsIn(tx, slot.exhibitorId, slot.oneDay);
      })
      .catch((err: unknown) => {
        if (err instanceof SeatsHeld) return 'seatsHeld' as const;
        throw err;
      });
  }

  async clearDay(exhibitorId: string, oneDay: string): Promise<SlotRow[]> {
    return this.db.transaction(async (tx) => {
      await this.deleteFree(tx, exhibitorId, oneDay);
      return this.slotsIn(tx, exhibitorId, oneDay);
    });
  }

  /**
   * Deletes the day's slots that hold no seat and that no meeting names (a cancelled meeting's row still points
   * at its slot). A reserve racing on such a slot either decremented first (the row no longer matches
   * `idle_count = capacity` when the delete re-reads it) or finds the slot gone and answers engaged.
   */
  private async deleteFree(tx: Tx, exhibitorId: string, oneDay: string): Promise<void> {
    await tx
      .delete(meetingSlots)
      .where(
        and(
          eq(meetingSlots.exhibitorId, exhibitorId),
          eq(meetingSlots.oneDay, oneDay),
          eq(meetingSlots.idleCount, meetingSlots.capacity),
          notExists(
            tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.slotId, meetingSlots.id)),
          ),
        ),
      );
  }

  private async slotsIn(db: Reader, exhibitorId: string, oneDay?: string): Promise<SlotRow[]> {
    return db
      .select()
      .from(meetingSlots)
      .where(
        and(eq(meetingSlots.exhibitorId, exhibitorId), oneDay ? eq(meetingSlots.oneDay, oneDay) : undefined),
      )
      .orderBy(asc(meetingSlots.startTime));
  }

  private async meetingIn(db: Reader, id: string): Promise<MeetingWithExhibitor | null> {
    const [row] = await db
      .select(meetingColumns)
      .from(meetings)
      .innerJoin(exhibitors, eq(exhibitors.id, meetings.exhibitorId))
      .where(eq(meetings.id, id))
      .limit(1);
    return row ?? null;
  }
}

/** Thrown inside setDay's transaction to roll it back when a slot would hold fewer seats than are booked. */
class SeatsHeld extends Error {}

/** Thrown inside confirm's transaction to roll the swap back when the visitor is confirmed elsewhere then. */
class Conflict extends Error {}
