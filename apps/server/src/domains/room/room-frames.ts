import {
  ERROR_MESSAGES,
  ErrorCode,
  ROOM_SEAT_GRACE_SECONDS,
  ROOM_SEAT_HEARTBEAT_SECONDS,
  ROOM_TEXT_MAX,
  type TRoomLeaveReason,
  type TRoomMessage,
  type TRoomSeat,
} from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { Connection } from '../../realtime/connection.ts';
import { TOPIC_PREFIX, type TopicMessage } from '../../realtime/hub.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { iceServersFor } from '../../realtime/turn.ts';
import type { MessageRow, SeatRow } from './room.repository.ts';
import { hashSeatToken, newToken, roomWindow, type RoomService } from './room.service.ts';

const topicOf = (room: string) => `room:${room}`;
const MESSAGES_ON_JOIN = 100;
const HISTORY_PAGE = 200;
/** setTimeout's longest delay; a room closing later than this is closed by the next join's timer. */
const MAX_TIMER = 2 ** 31 - 1;

const toSeat = (s: SeatRow): TRoomSeat => ({
  seat: s.id,
  name: s.name,
  host: s.host,
  audio: s.audio,
  video: s.video,
  reconnecting: s.droppedAt !== null,
});

const toMessage = (m: MessageRow): TRoomMessage => ({
  id: m.id,
  seat: m.seatId,
  name: m.name,
  text: m.text,
  at: m.createdAt.toISOString(),
});

/**
 * The room's frames over /ws: join (with resume after a dropped connection), leave, signalling between two
 * seats, chat, media state, and the host's kick and close. Every frame after join is checked against the seat the
 * socket holds in that room; what must survive is written first, then published to the room's topic.
 */
/** What the room's frames offer the rest of the gateway: ending a seat from outside its socket, and stopping. */
export interface RoomFrames {
  /** Ends a participant's seat as if they had left (a closing page's beacon); the others are told at once. */
  leave(room: string, seatId: string): Promise<void>;
  stop(): void;
}

export function registerRoomFrames(realtime: Realtime, rooms: RoomService, clock: Clock): RoomFrames {
  const { hub } = realtime;
  const repo = rooms.repo;
  const timers = new Set<NodeJS.Timeout>();
  const closing = new Set<string>();
  const now = () => new Date(clock.now());
  // Which room a live seat is in, for the signalling check (ICE trickles many frames a second, so not a query
  // each). Every process forgets a seat when the room's topic says it left or the room closed; the time limit
  // only bounds what a lost bus message could leave behind, and a signal to a seat that left reaches nobody
  // anyway (its socket is out of the topic).
  const liveSeatRoom = new TtlCache<string | null>(60_000, 50_000, 'live_seat_room');
  realtime.bus.subscribe(`${TOPIC_PREFIX}room:`, (_topic, message) => {
    const frame = (message as TopicMessage).frame;
    if (frame.type === 'room.peer-joined') liveSeatRoom.set(frame.seat.seat, frame.room);
    else if (frame.type === 'room.peer-left') liveSeatRoom.delete(frame.seat);
    else if (frame.type === 'room.closed') liveSeatRoom.clear();
  });
  const roomOfSeat = async (seatId: string): Promise<string | null> => {
    const known = liveSeatRoom.get(seatId);
    if (known !== undefined) return known;
    const seat = await repo.seat(seatId);
    const room = seat && !seat.leftAt ? seat.roomNumber : null;
    liveSeatRoom.set(seatId, room);
    return room;
  };
  const later = (ms: number, fn: () => Promise<void>) => {
    const t = setTimeout(() => {
      timers.delete(t);
      void fn().catch(() => undefined);
    }, ms);
    t.unref();
    timers.add(t);
  };

  /** The seat this socket holds in the room, or 6108. */
  const seatOf = (conn: Connection, room: string): string => {
    const seat = conn.memberships.get(topicOf(room));
    if (!seat) throw new BusinessError(ErrorCode.NotInRoom, 403);
    return seat;
  };

  const peerLeft = (room: string, seat: string, reason: TRoomLeaveReason) => {
    liveSeatRoom.delete(seat);
    return hub.publish(topicOf(room), { frame: { type: 'room.peer-left', room, seat, reason }, drop: seat });
  };

  const closeRoom = async (room: string) => {
    if (!(await repo.close(room, now()))) return;
    await hub.publish(topicOf(room), {
      frame: { type: 'room.closed', room, message: ERROR_MESSAGES[ErrorCode.RoomClosed]!.en },
      dropAll: true,
    });
  };

  realtime.handle('room.join', async (conn, f) => {
    const { meeting, role } = await rooms.access(f.room, conn.accountId, f.invite);
    if (conn.accountId && (await repo.isBanned(f.room, conn.accountId))) {
      throw new BusinessError(ErrorCode.RemovedByHost, 403);
    }
    const room = await rooms.openRoom(f.room, meeting);
    let seat: SeatRow | null = null;
    let seatToken = '';
    if (f.resume) {
      seat = await repo.resumeSeat(f.room, f.resume.seat, hashSeatToken(f.resume.token), now());
      seatToken = f.resume.token;
    }
    if (!seat) {
      if (role === 'guest') {
        if (!f.name) throw new BusinessError(ErrorCode.RoomNameRequired, 400);
        await rooms.checkPassword(room, f.password, conn.accountId ?? conn.ip);
      }
      for (const id of await repo.sweepStale(f.room, now())) await peerLeft(f.room, id, 'dropped');
      const name = role === 'guest' ? f.name! : (await repo.accountName(conn.accountId!)) || f.name || '';
      seatToken = newToken();
      const taken = await repo.takeSeat(
        {
          roomNumber: f.room,
          accountId: role === 'guest' ? null : conn.accountId,
          invite: role === 'guest' ? (f.invite ?? null) : null,
          name,
          host: role === 'host',
          tokenHash: hashSeatToken(seatToken),
          audio: f.audio,
          video: f.video,
        },
        now(),
      );
      if (taken === 'full') throw new BusinessError(ErrorCode.RoomFull, 409);
      if (taken === 'closed') throw new BusinessError(ErrorCode.RoomClosed, 403);
      for (const e of taken.ended) await peerLeft(f.room, e.id, e.reason);
      seat = taken.seat;
    }
    hub.join(topicOf(f.room), seat.id, conn);
    liveSeatRoom.set(seat.id, f.room);
    const [seats, messages] = await Promise.all([
      repo.liveSeats(f.room),
      repo.lastMessages(f.room, MESSAGES_ON_JOIN),
    ]);
    conn.send({
      type: 'room.joined',
      ref: f.ref,
      room: f.room,
      seat: seat.id,
      seatToken,
      host: seat.host,
      seats: seats.map((x) => {
        liveSeatRoom.set(x.id, f.room);
        return toSeat(x);
      }),
      messages: messages.map(toMessage),
      iceServers: iceServersFor(realtime.ice, seat.id, clock.now()),
    });
    await hub.publish(topicOf(f.room), {
      frame: { type: f.resume ? 'room.peer-state' : 'room.peer-joined', room: f.room, seat: toSeat(seat) },
      except: seat.id,
    });
    // The room closes at the end of its window, told by a process that has someone in it.
    if (!closing.has(f.room)) {
      closing.add(f.room);
      const delay = roomWindow(meeting).closesAt - clock.now();
      later(Math.max(0, Math.min(delay, MAX_TIMER)), async () => {
        closing.delete(f.room);
        if (clock.now() >= roomWindow(meeting).closesAt) await closeRoom(f.room);
      });
    }
  });

  realtime.handle('room.leave', async (conn, f) => {
    const seat = seatOf(conn, f.room);
    await repo.endSeat(seat, 'left', now());
    await peerLeft(f.room, seat, 'left');
    conn.send({ type: 'ok', ref: f.ref });
  });

  realtime.handle('room.signal', async (conn, f) => {
    const from = seatOf(conn, f.room);
    if (f.to === from || (await roomOfSeat(f.to)) !== f.room) {
      throw new BusinessError(ErrorCode.NotInRoom, 403, 'the seat signalled is not in this room');
    }
    await hub.publish(topicOf(f.room), {
      frame: { type: 'room.signal', room: f.room, from, signal: f.signal },
      to: f.to,
    });
  });

  realtime.handle('room.chat', async (conn, f) => {
    const seatId = seatOf(conn, f.room);
    const text = f.text.trim();
    if (!text) throw new BusinessError(ErrorCode.BadRequest, 400, 'the message is empty');
    if ([...text].length > ROOM_TEXT_MAX) throw new BusinessError(ErrorCode.RoomTextTooLong, 400);
    const seat = await repo.seat(seatId);
    if (!seat || seat.leftAt) throw new BusinessError(ErrorCode.NotInRoom, 403);
    const message = await repo.addMessage(f.room, seat, text, now());
    conn.send({ type: 'ok', ref: f.ref });
    await hub.publish(topicOf(f.room), {
      frame: { type: 'room.chat', room: f.room, message: toMessage(message) },
    });
  });

  realtime.handle('room.history', async (conn, f) => {
    seatOf(conn, f.room);
    const messages = await repo.messagesAfter(f.room, f.after, HISTORY_PAGE);
    conn.send({ type: 'room.history', ref: f.ref, room: f.room, messages: messages.map(toMessage) });
  });

  realtime.handle('room.media', async (conn, f) => {
    const seat = await repo.setMedia(seatOf(conn, f.room), f.audio, f.video);
    if (!seat) throw new BusinessError(ErrorCode.NotInRoom, 403);
    await hub.publish(topicOf(f.room), {
      frame: { type: 'room.peer-state', room: f.room, seat: toSeat(seat) },
    });
  });

  const requireHostSeat = async (conn: Connection, room: string): Promise<SeatRow> => {
    const seat = await repo.seat(seatOf(conn, room));
    if (!seat?.host) throw new BusinessError(ErrorCode.NotRoomHost, 403);
    return seat;
  };

  realtime.handle('room.kick', async (conn, f) => {
    const host = await requireHostSeat(conn, f.room);
    const target = await repo.seat(f.seat);
    if (!target || target.roomNumber !== f.room || target.leftAt || target.id === host.id) {
      throw new BusinessError(ErrorCode.NotInRoom, 403, 'the seat is not in this room');
    }
    if (await repo.kick(target, now())) {
      await hub.publish(topicOf(f.room), {
        frame: { type: 'room.kicked', room: f.room, message: ERROR_MESSAGES[ErrorCode.RemovedByHost]!.en },
        to: target.id,
      });
      await peerLeft(f.room, target.id, 'kicked');
    }
    conn.send({ type: 'ok', ref: f.ref });
  });

  realtime.handle('room.close', async (conn, f) => {
    await requireHostSeat(conn, f.room);
    await closeRoom(f.room);
  });

  // A socket that goes keeps its seat for the grace period; the others see "reconnecting", then it is ended.
  realtime.onGone((_conn, topic, seatId) => {
    if (!topic.startsWith('room:')) return;
    const room = topic.slice('room:'.length);
    void (async () => {
      if (!(await repo.markDropped(seatId, now()))) return;
      const seat = await repo.seat(seatId);
      if (seat) await hub.publish(topic, { frame: { type: 'room.peer-state', room, seat: toSeat(seat) } });
      later(ROOM_SEAT_GRACE_SECONDS * 1000, async () => {
        if (await repo.endDropped(seatId, now())) await peerLeft(room, seatId, 'dropped');
      });
    })().catch(() => undefined);
  });

  // This process vouches for the seats whose sockets it holds, and ends the unvouched ones of those rooms (a
  // participant whose gateway process died is gone for the others within a grace period, not forever).
  const heartbeat = setInterval(() => {
    const held = hub.membersOf('room:');
    void (async () => {
      await repo.vouch(
        held.map((h) => h.member),
        now(),
      );
      const roomsHeld = [...new Set(held.map((h) => h.topic.slice('room:'.length)))];
      for (const e of await repo.sweepStaleIn(roomsHeld, now())) await peerLeft(e.room, e.id, 'dropped');
    })().catch(() => undefined);
  }, ROOM_SEAT_HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();

  return {
    leave: async (room, seatId) => {
      if (await repo.endSeat(seatId, 'left', now())) await peerLeft(room, seatId, 'left');
    },
    stop: () => {
      clearInterval(heartbeat);
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
