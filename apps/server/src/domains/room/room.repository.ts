import { randomUUID } from 'node:crypto';
import { ROOM_SEAT_GRACE_SECONDS, type TRoomLeaveReason } from '@showfloor/contracts';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { accounts } from '../../db/schema/identity.ts';
import { meetings } from '../../db/schema/meetings.ts';
import {
  roomBans,
  roomFeedback,
  roomInvitations,
  roomMessages,
  rooms,
  roomSeats,
} from '../../db/schema/rooms.ts';
import type { Localized } from '../../db/schema/types.ts';
import { exhibitingOrgs } from '../shared/exhibiting-orgs.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RoomMeeting {
  meetingId: string;
  bventId: string;
  exhibitorId: string;
  exhibitorName: Localized;
  receiveOrgId: string;
  sendAccountId: string;
  sendAccountName: string;
  topic: string;
  startTime: string;
  endTime: string;
}

export type SeatRow = typeof roomSeats.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;
export type MessageRow = typeof roomMessages.$inferSelect;

export interface NewSeat {
  roomNumber: string;
  accountId: string | null;
  invite: string | null;
  name: string;
  host: boolean;
  tokenHash: string;
  audio: boolean;
  video: boolean;
}

/** What taking a seat did: the new seat, or why not; and seats it ended (a stale one, one's own other tab). */
export type TakeOutcome =
  { seat: SeatRow; ended: { id: string; reason: TRoomLeaveReason }[] } | 'full' | 'closed';

export class RoomRepository {
  constructor(private readonly db: Db) {}

  /** The confirmed meeting behind a room number. */
  async meetingOf(roomNumber: string): Promise<RoomMeeting | null> {
    const [row] = await this.db
      .select({
        meetingId: meetings.id,
        bventId: meetings.bventId,
        exhibitorId: meetings.exhibitorId,
        exhibitorName: exhibitors.name,
        receiveOrgId: meetings.receiveOrgId,
        sendAccountId: meetings.sendAccountId,
        sendAccountName: meetings.sendAccountName,
        topic: meetings.topic,
        startTime: meetings.startTime,
        endTime: meetings.endTime,
      })
      .from(meetings)
      .innerJoin(exhibitors, eq(exhibitors.id, meetings.exhibitorId))
      .where(and(eq(meetings.roomNumber, roomNumber), eq(meetings.status, 'Confirmed')));
    return row ?? null;
  }

  /** Whether the account hosts for the organization: one it answers for at the event (exhibitingOrgs). */
  async isHost(accountId: string, orgId: string, bventId: string): Promise<boolean> {
    return (await exhibitingOrgs(this.db, accountId, bventId)).includes(orgId);
  }

  async accountName(accountId: string): Promise<string> {
    const [row] = await this.db
      .select({ name: accounts.fullName })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row?.name ?? '';
  }

  /** The meeting's room, made on first use (two first joins at once make one). */
  async ensureRoom(roomNumber: string, m: RoomMeeting, capacity: number): Promise<RoomRow> {
    await this.db
      .insert(rooms)
      .values({ roomNumber, meetingId: m.meetingId, bventId: m.bventId, hostOrgId: m.receiveOrgId, capacity })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(rooms).where(eq(rooms.roomNumber, roomNumber));
    if (!row) throw new Error(`room ${roomNumber} vanished`);
    return row;
  }

  async room(roomNumber: string): Promise<RoomRow | null> {
    const [row] = await this.db.select().from(rooms).where(eq(rooms.roomNumber, roomNumber));
    return row ?? null;
  }

  /** An invitation to the room (revoked or not). */
  async invitation(roomNumber: string, token: string): Promise<{ revokedAt: Date | null } | null> {
    const [row] = await this.db
      .select({ revokedAt: roomInvitations.revokedAt })
      .from(roomInvitations)
      .where(and(eq(roomInvitations.token, token), eq(roomInvitations.roomNumber, roomNumber)));
    return row ?? null;
  }

  async addInvitation(roomNumber: string, token: string, by: string): Promise<void> {
    await this.db.insert(roomInvitations).values({ token, roomNumber, createdBy: by });
  }

  async isBanned(roomNumber: string, accountId: string): Promise<boolean> {
    const rows = await this.db
      .select({ a: roomBans.accountId })
      .from(roomBans)
      .where(and(eq(roomBans.roomNumber, roomNumber), eq(roomBans.accountId, accountId)));
    return rows.length > 0;
  }

  async setPassword(roomNumber: string, hash: string | null): Promise<void> {
    await this.db.update(rooms).set({ passwordHash: hash }).where(eq(rooms.roomNumber, roomNumber));
  }

  /**
   * Ends the seats whose holders did not come back: dropped longer than the grace period ago, or not vouched for
   * that long (the process that held the socket went away without marking them). Each in its own guarded
   * update: committed whatever the join that asked for it decides.
   */
  async sweepStale(roomNumber: string, now: Date): Promise<string[]> {
    return (await this.sweepStaleIn([roomNumber], now)).map((e) => e.id);
  }

  /** sweepStale for several rooms in one query (the heartbeat's: the rooms this process has sockets in). */
  async sweepStaleIn(roomNumbers: readonly string[], now: Date): Promise<{ id: string; room: string }[]> {
    if (roomNumbers.length === 0) return [];
    const stale = new Date(now.getTime() - ROOM_SEAT_GRACE_SECONDS * 1000);
    const expired = await this.db
      .select({ id: roomSeats.id, room: roomSeats.roomNumber })
      .from(roomSeats)
      .where(
        and(
          inArray(roomSeats.roomNumber, [...roomNumbers]),
          isNull(roomSeats.leftAt),
          or(
            and(isNotNull(roomSeats.droppedAt), lt(roomSeats.droppedAt, stale)),
            lt(roomSeats.seenAt, stale),
          ),
        ),
      );
    const ended: { id: string; room: string }[] = [];
    for (const e of expired) if (await this.endSeat(e.id, 'dropped', now)) ended.push(e);
    return ended;
  }

  /** The seats whose sockets this process holds are still there (ROOM_SEAT_HEARTBEAT_SECONDS). */
  async vouch(seatIds: readonly string[], now: Date): Promise<void> {
    if (seatIds.length === 0) return;
    await this.db
      .update(roomSeats)
      .set({ seenAt: now })
      .where(and(inArray(roomSeats.id, [...seatIds]), isNull(roomSeats.leftAt)));
  }

  /**
   * Takes a seat in one transaction: the same person's other live seat is ended first (a second tab takes
   * over), then the guarded increment (`seats_taken < capacity` on an open room) decides, never a count read
   * before. A refusal rolls the whole transaction back.
   */
  async takeSeat(s: NewSeat, now: Date): Promise<TakeOutcome> {
    return this.db
      .transaction(async (tx) => {
        const ended: { id: string; reason: TRoomLeaveReason }[] = [];
        if (s.accountId) {
          const own = await tx
            .select({ id: roomSeats.id })
            .from(roomSeats)
            .where(
              and(
                eq(roomSeats.roomNumber, s.roomNumber),
                eq(roomSeats.accountId, s.accountId),
                isNull(roomSeats.leftAt),
              ),
            );
          for (const o of own)
            if (await endSeatIn(tx, o.id, 'left', now)) ended.push({ id: o.id, reason: 'left' });
        }
        const taken = await tx
          .update(rooms)
          .set({ seatsTaken: sql`${rooms.seatsTaken} + 1` })
          .where(
            and(
              eq(rooms.roomNumber, s.roomNumber),
              isNull(rooms.closedAt),
              lt(rooms.seatsTaken, rooms.capacity),
            ),
          )
          .returning({ closedAt: rooms.closedAt });
        if (taken.length === 0) {
          const [room] = await tx
            .select({ closedAt: rooms.closedAt })
            .from(rooms)
            .where(eq(rooms.roomNumber, s.roomNumber));
          // Nothing this transaction ended is kept ended: the seats go back as they were.
          throw new Refused(room?.closedAt ? 'closed' : 'full');
        }
        const [seat] = await tx
          .insert(roomSeats)
          .values({ id: randomUUID(), ...s, joinedAt: now, seenAt: now })
          .returning();
        return { seat: seat!, ended };
      })
      .catch((err: unknown) => {
        if (err instanceof Refused) return err.why;
        throw err;
      });
  }

  /** Takes back one's own seat after a dropped connection (the seat's token proves it is one's own). */
  async resumeSeat(
    roomNumber: string,
    seatId: string,
    tokenHash: string,
    now: Date,
  ): Promise<SeatRow | null> {
    const [row] = await this.db
      .update(roomSeats)
      .set({ droppedAt: null, seenAt: now })
      .where(
        and(
          eq(roomSeats.id, seatId),
          eq(roomSeats.roomNumber, roomNumber),
          eq(roomSeats.tokenHash, tokenHash),
          isNull(roomSeats.leftAt),
        ),
      )
      .returning();
    return row ?? null;
  }

  async seat(seatId: string): Promise<SeatRow | null> {
    const [row] = await this.db.select().from(roomSeats).where(eq(roomSeats.id, seatId));
    return row ?? null;
  }

  async liveSeats(roomNumber: string): Promise<SeatRow[]> {
    return this.db
      .select()
      .from(roomSeats)
      .where(and(eq(roomSeats.roomNumber, roomNumber), isNull(roomSeats.leftAt)))
      .orderBy(asc(roomSeats.joinedAt), asc(roomSeats.id));
  }

  async markDropped(seatId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(roomSeats)
      .set({ droppedAt: now })
      .where(and(eq(roomSeats.id, seatId), isNull(roomSeats.leftAt)))
      .returning({ id: roomSeats.id });
    return rows.length > 0;
  }

  /** Ends a seat that is still dropped (nobody took it back meanwhile); true when it did. */
  async endDropped(seatId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [s] = await tx
        .select({ id: roomSeats.id })
        .from(roomSeats)
        .where(and(eq(roomSeats.id, seatId), isNull(roomSeats.leftAt), isNotNull(roomSeats.droppedAt)))
        .for('update');
      return s ? endSeatIn(tx, seatId, 'dropped', now) : false;
    });
  }

  async endSeat(seatId: string, reason: TRoomLeaveReason, now: Date): Promise<boolean> {
    return this.db.transaction((tx) => endSeatIn(tx, seatId, reason, now));
  }

  /** Ends the seat as kicked and keeps its holder out: their account is banned, their invitation revoked. */
  async kick(seat: SeatRow, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await endSeatIn(tx, seat.id, 'kicked', now))) return false;
      if (seat.accountId) {
        await tx
          .insert(roomBans)
          .values({ roomNumber: seat.roomNumber, accountId: seat.accountId })
          .onConflictDoNothing();
      }
      if (seat.invite) {
        await tx
          .update(roomInvitations)
          .set({ revokedAt: now })
          .where(and(eq(roomInvitations.token, seat.invite), isNull(roomInvitations.revokedAt)));
      }
      return true;
    });
  }

  /** Closes the room and ends every seat; false when it was closed already (only one closer tells the room). */
  async close(roomNumber: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const closed = await tx
        .update(rooms)
        .set({ closedAt: now, seatsTaken: 0 })
        .where(and(eq(rooms.roomNumber, roomNumber), isNull(rooms.closedAt)))
        .returning({ n: rooms.roomNumber });
      if (closed.length === 0) return false;
      await tx
        .update(roomSeats)
        .set({ leftAt: now, leaveReason: 'left' })
        .where(and(eq(roomSeats.roomNumber, roomNumber), isNull(roomSeats.leftAt)));
      return true;
    });
  }

  async setMedia(seatId: string, audio: boolean, video: boolean): Promise<SeatRow | null> {
    const [row] = await this.db
      .update(roomSeats)
      .set({ audio, video })
      .where(and(eq(roomSeats.id, seatId), isNull(roomSeats.leftAt)))
      .returning();
    return row ?? null;
  }

  /** The survey, once per participant: the unique index decides, never a read first; false the second time. */
  async saveFeedback(row: {
    meetingId: string;
    seatId: string;
    accountId: string | null;
    rating: number;
    comment: string;
  }): Promise<boolean> {
    const saved = await this.db
      .insert(roomFeedback)
      .values({ id: randomUUID(), ...row })
      .onConflictDoNothing()
      .returning({ id: roomFeedback.id });
    return saved.length > 0;
  }

  async addMessage(roomNumber: string, seat: SeatRow, text: string, now: Date): Promise<MessageRow> {
    const [row] = await this.db
      .insert(roomMessages)
      .values({ roomNumber, seatId: seat.id, name: seat.name, text, createdAt: now })
      .returning();
    return row!;
  }

  /** The room's last `limit` messages, oldest first (what a joining participant is shown). */
  async lastMessages(roomNumber: string, limit: number): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(roomMessages)
      .where(eq(roomMessages.roomNumber, roomNumber))
      .orderBy(desc(roomMessages.id))
      .limit(limit);
    return rows.reverse();
  }

  async messagesAfter(roomNumber: string, after: number, limit: number): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(roomMessages)
      .where(and(eq(roomMessages.roomNumber, roomNumber), gt(roomMessages.id, after)))
      .orderBy(asc(roomMessages.id))
      .limit(limit);
  }
}

class Refused extends Error {
  constructor(readonly why: 'full' | 'closed') {
    super(why);
  }
}

/** Ends a live seat and gives its place back; false when it had ended already (two enders free one place). */
async function endSeatIn(tx: Tx, seatId: string, reason: TRoomLeaveReason, now: Date): Promise<boolean> {
  const [ended] = await tx
    .update(roomSeats)
    .set({ leftAt: now, leaveReason: reason })
    .where(and(eq(roomSeats.id, seatId), isNull(roomSeats.leftAt)))
    .returning({ room: roomSeats.roomNumber });
  if (!ended) return false;
  await tx
    .update(rooms)
    .set({ seatsTaken: sql`${rooms.seatsTaken} - 1` })
    .where(and(eq(rooms.roomNumber, ended.room), gt(rooms.seatsTaken, 0)));
  return true;
}
