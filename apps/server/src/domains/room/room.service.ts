import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  ROOM_CAPACITY,
  ROOM_GRACE_AFTER_MINUTES,
  ROOM_OPENS_BEFORE_MINUTES,
  type TLanguage,
  type TRoomInfo,
  type TRoomState,
} from '@showfloor/contracts';
import { beijingToEpoch, type Clock } from '@showfloor/domain';
import argon2 from 'argon2';
import { BusinessError } from '../../http/errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { WindowCounters } from '../../shared/window-counters.ts';
import { pickText } from '../shared/localize.ts';
import type { RoomMeeting, RoomRepository, RoomRow, SeatRow } from './room.repository.ts';

/** Who the caller is to a room: its host (the exhibitor's side), the visitor who booked, or an invited guest. */
export type RoomRole = 'host' | 'visitor' | 'guest';

export interface RoomAccess {
  meeting: RoomMeeting;
  role: RoomRole;
}

const MINUTE = 60_000;

/** When a meeting's room opens and closes (epoch ms). */
export function roomWindow(m: Pick<RoomMeeting, 'startTime' | 'endTime'>): {
  opensAt: number;
  closesAt: number;
} {
  return {
    opensAt: beijingToEpoch(m.startTime) - ROOM_OPENS_BEFORE_MINUTES * MINUTE,
    closesAt: beijingToEpoch(m.endTime) + ROOM_GRACE_AFTER_MINUTES * MINUTE,
  };
}

export function roomState(m: RoomMeeting, room: RoomRow | null, now: number): TRoomState {
  if (room?.closedAt) return 'closed';
  const { opensAt, closesAt } = roomWindow(m);
  if (now >= closesAt) return 'ended';
  if (now < opensAt) return 'upcoming';
  return 'open';
}

export const hashSeatToken = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (): string => randomBytes(24).toString('base64url');

/**
 * The rules of negotiation rooms that are not about sockets: who may see and enter a room, its window, its
 * password and invitations. A room is a confirmed meeting's; whoever is neither of its sides nor holds a live
 * invitation is told it does not exist (6101), as for anything one may not see.
 */
export class RoomService {
  /** Password guesses per room and guesser (account, or address for a guest): "refused after repeated guesses". */
  private readonly guesses: AttemptLimiter;

  constructor(
    readonly repo: RoomRepository,
    private readonly clock: Clock,
    counters: WindowCounters,
  ) {
    this.guesses = new AttemptLimiter(counters, 'room-password', 5, 10 * MINUTE);
  }

  async access(
    roomNumber: string,
    accountId: string | null,
    invite: string | undefined,
  ): Promise<RoomAccess> {
    const meeting = await this.repo.meetingOf(roomNumber);
    if (!meeting) throw new BusinessError(ErrorCode.RoomNotFound);
    if (accountId) {
      if (accountId === meeting.sendAccountId) return { meeting, role: 'visitor' };
      if (await this.repo.isHost(accountId, meeting.receiveOrgId, meeting.bventId))
        return { meeting, role: 'host' };
    }
    if (invite) {
      const invitation = await this.repo.invitation(roomNumber, invite);
      if (invitation && !invitation.revokedAt) return { meeting, role: 'guest' };
      // Someone removed by the host is told so; any other stranger learns nothing about the room.
      if (invitation) throw new BusinessError(ErrorCode.RemovedByHost, 403);
    }
    throw new BusinessError(ErrorCode.RoomNotFound);
  }

  async info(
    roomNumber: string,
    accountId: string | null,
    invite: string | undefined,
    lang: TLanguage,
  ): Promise<TRoomInfo> {
    const { meeting, role } = await this.access(roomNumber, accountId, invite);
    const room = await this.repo.room(roomNumber);
    const { opensAt, closesAt } = roomWindow(meeting);
    return {
      roomNumber,
      bventId: meeting.bventId,
      exhibitorId: meeting.exhibitorId,
      exhibitorName: pickText(meeting.exhibitorName, lang),
      topic: meeting.topic,
      startTime: meeting.startTime,
      endTime: meeting.endTime,
      opensAt: new Date(opensAt).toISOString(),
      closesAt: new Date(closesAt).toISOString(),
      state: roomState(meeting, room, this.clock.now()),
      participants: [
        { name: meeting.sendAccountName, side: 'visitor' },
        { name: pickText(meeting.exhibitorName, lang), side: 'exhibitor' },
      ],
      needsPassword: role === 'guest' && Boolean(room?.passwordHash),
      guest: role === 'guest',
      host: role === 'host',
    };
  }

  /** The room row, made on first use; refuses a room that is closed, over, or not open yet. */
  async openRoom(roomNumber: string, meeting: RoomMeeting): Promise<RoomRow> {
    const room = await this.repo.ensureRoom(roomNumber, meeting, ROOM_CAPACITY);
    const state = roomState(meeting, room, this.clock.now());
    if (state === 'closed' || state === 'ended') throw new BusinessError(ErrorCode.RoomClosed, 403);
    if (state === 'upcoming') throw new BusinessError(ErrorCode.RoomNotOpenYet, 403);
    return room;
  }

  /**
   * A guest's password, checked with a limit on wrong guesses per room and guesser. Only wrong ones count: the
   * guests of a fair's Wi-Fi share one address, and each of them typing the right password is no guessing.
   */
  async checkPassword(room: RoomRow, password: string | undefined, guesser: string): Promise<void> {
    if (!room.passwordHash) return;
    const key = `${room.roomNumber}|${guesser}`;
    if (!(await this.guesses.allows(key))) throw new BusinessError(ErrorCode.TooManyAttempts, 429);
    if (!password || !(await argon2.verify(room.passwordHash, password))) {
      await this.guesses.take(key);
      throw new BusinessError(ErrorCode.RoomPasswordWrong, 403);
    }
  }

  async requireHost(roomNumber: string, accountId: string): Promise<RoomAccess> {
    const access = await this.access(roomNumber, accountId, undefined);
    if (access.role !== 'host') throw new BusinessError(ErrorCode.NotRoomHost, 403);
    return access;
  }

  async createInvitation(roomNumber: string, accountId: string): Promise<{ invite: string }> {
    const { meeting } = await this.requireHost(roomNumber, accountId);
    await this.repo.ensureRoom(roomNumber, meeting, ROOM_CAPACITY);
    const invite = newToken();
    await this.repo.addInvitation(roomNumber, invite, accountId);
    return { invite };
  }

  /** The seat of a participant, proved by its token (6101 for anything else). */
  async ownSeat(roomNumber: string, seatId: string, seatToken: string): Promise<SeatRow> {
    const seat = await this.repo.seat(seatId);
    if (!seat || seat.roomNumber !== roomNumber || seat.tokenHash !== hashSeatToken(seatToken)) {
      throw new BusinessError(ErrorCode.RoomNotFound);
    }
    return seat;
  }

  /** The post-negotiation survey: the seat's token proves the participant; once per participant and meeting. */
  async saveFeedback(
    roomNumber: string,
    seatId: string,
    seatToken: string,
    rating: number,
    comment: string,
  ): Promise<null> {
    const seat = await this.ownSeat(roomNumber, seatId, seatToken);
    const room = await this.repo.room(roomNumber);
    if (!room) throw new BusinessError(ErrorCode.RoomNotFound);
    const saved = await this.repo.saveFeedback({
      meetingId: room.meetingId,
      seatId,
      accountId: seat.accountId,
      rating,
      comment,
    });
    if (!saved) throw new BusinessError(ErrorCode.FeedbackAlreadySaved, 409);
    return null;
  }

  async setPassword(roomNumber: string, accountId: string, password: string | null): Promise<null> {
    const { meeting } = await this.requireHost(roomNumber, accountId);
    await this.repo.ensureRoom(roomNumber, meeting, ROOM_CAPACITY);
    await this.repo.setPassword(roomNumber, password === null ? null : await argon2.hash(password));
    return null;
  }
}
