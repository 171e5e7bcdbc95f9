import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { ZInstantRequest } from '../room/instant-schemas.ts';
import { ENQUIRY_STATES } from '../enquiry/constants.ts';
import { DEMAND_STATES } from '../demand/constants.ts';
import { IM_SIDES } from '../message/constants.ts';
import { ZImMessage } from '../message/schemas.ts';
import { ZLiveChatMessage } from '../livechat/schemas.ts';
import { ZRoomInvite, ZRoomNumber } from '../room/schemas.ts';
import { ROOM_LEAVE_REASONS, ROOM_NAME_MAX, ROOM_PASSWORD_MAX, ROOM_TEXT_MAX } from '../room/constants.ts';
import { REALTIME_VERSION } from './constants.ts';

/*
 * The frames of /ws, version 1: JSON objects `{ v, type, ... }`, a discriminated union on `type`, checked on
 * arrival like any request body. Client frames carry an optional `ref` that the server's answer (`ok` or `error`)
 * repeats, so the client can match a refusal to what it sent.
 */

const v = z.literal(REALTIME_VERSION);
const ref = z.string().max(40).optional();
const ZSeatId = z.uuid();

/** What WebRTC hands over: an offer or an answer (SDP), or an ICE candidate (null ends the candidates). */
const ZSignal = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['offer', 'answer']), sdp: z.string().max(32_000) }),
  z.object({
    kind: z.literal('ice'),
    candidate: z
      .object({
        candidate: z.string().max(1000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      })
      .nullable(),
  }),
]);

export const ZClientFrame = z.discriminatedUnion('type', [
  /** Signs the socket in with the page's access token (a guest's socket never does). */
  z.object({ v, type: z.literal('auth'), ref, token: z.string().min(1).max(4096) }),
  z.object({ v, type: z.literal('ping'), ref }),
  /**
   * Takes a seat. A member of the meeting joins as themselves; a guest with an invitation gives a name and the
   * password when one is set. `seat` and `seatToken` take back one's own seat after a dropped connection.
   */
  z.object({
    v,
    type: z.literal('room.join'),
    ref,
    room: ZRoomNumber,
    invite: ZRoomInvite.optional(),
    name: z.string().trim().min(1).max(ROOM_NAME_MAX).optional(),
    password: z.string().max(ROOM_PASSWORD_MAX).optional(),
    audio: z.boolean(),
    video: z.boolean(),
    resume: z.object({ seat: ZSeatId, token: z.string().min(16).max(64) }).optional(),
  }),
  z.object({ v, type: z.literal('room.leave'), ref, room: ZRoomNumber }),
  /** WebRTC signalling for one other seat of the same room. */
  z.object({ v, type: z.literal('room.signal'), ref, room: ZRoomNumber, to: ZSeatId, signal: ZSignal }),
  /** A chat message (kept with the meeting); longer than ROOM_TEXT_MAX is refused, never cut. */
  z.object({
    v,
    type: z.literal('room.chat'),
    ref,
    room: ZRoomNumber,
    text: z.string().max(ROOM_TEXT_MAX * 4),
  }),
  /** The messages after `after` (a reconnecting client's catch-up), in order. */
  z.object({ v, type: z.literal('room.history'), ref, room: ZRoomNumber, after: z.number().int().min(0) }),
  /** The sender's microphone and camera state, shown to the others. */
  z.object({
    v,
    type: z.literal('room.media'),
    ref,
    room: ZRoomNumber,
    audio: z.boolean(),
    video: z.boolean(),
  }),
  /** Host only: remove a participant (they cannot come back on the same invitation) or close the room. */
  z.object({ v, type: z.literal('room.kick'), ref, room: ZRoomNumber, seat: ZSeatId }),
  z.object({ v, type: z.literal('room.close'), ref, room: ZRoomNumber }),
  /**
   * Hear the instant negotiation requests of the event: the signed-in buyer's own (their answers), and for a
   * member of an exhibitor's organization, the requests to it. Sent again after every reconnect.
   */
  z.object({ v, type: z.literal('instant.watch'), ref, bventId: ZGuid }),
  /**
   * Hear the instant messages of the event: the signed-in person's own conversations and, for a member of an
   * exhibitor's organization, its conversations. Sent again after every reconnect (then the client reads what it
   * missed by seq).
   */
  z.object({ v, type: z.literal('im.watch'), ref, bventId: ZGuid }),
  /**
   * Hear the product enquiries of the event: the signed-in buyer's own and, for a member of an exhibitor's
   * organization, its inbox. Sent again after every reconnect (then the client reads the lists again).
   */
  z.object({ v, type: z.literal('enquiry.watch'), ref, bventId: ZGuid }),
  /** Hear what happens to the signed-in buyer's own demands of the event (a reply, the organizer's decision). */
  z.object({ v, type: z.literal('demand.watch'), ref, bventId: ZGuid }),
  /** Read a chat room live (anyone, signed in or not); leave it when the page goes. */
  z.object({ v, type: z.literal('live.watch'), ref, roomId: ZGuid }),
  z.object({ v, type: z.literal('live.leave'), ref, roomId: ZGuid }),
  /** Hear when a live stream the signed-in person reserved at the event goes on air. Sent again after reconnects. */
  z.object({ v, type: z.literal('livestream.watch'), ref, bventId: ZGuid }),
]);
export type TClientFrame = z.infer<typeof ZClientFrame>;
/** A client frame as written, before the version is added (the client's send takes these). */
export type TClientFrameBody = TClientFrame extends infer F
  ? F extends unknown
    ? Omit<F, 'v'>
    : never
  : never;

export const ZRoomSeat = z.object({
  seat: ZSeatId,
  name: z.string(),
  host: z.boolean(),
  audio: z.boolean(),
  video: z.boolean(),
  /** The connection dropped; the seat is kept for ROOM_SEAT_GRACE_SECONDS. */
  reconnecting: z.boolean(),
});
export type TRoomSeat = z.infer<typeof ZRoomSeat>;

export const ZRoomMessage = z.object({
  /** Increasing within the room: a reconnecting client asks for everything after the last it has. */
  id: z.number().int(),
  seat: ZSeatId,
  name: z.string(),
  text: z.string(),
  /** The instant it was sent (ISO 8601). */
  at: z.string(),
});
export type TRoomMessage = z.infer<typeof ZRoomMessage>;

/** What the server sends. */
export const ZServerFrame = z.discriminatedUnion('type', [
  z.object({ v, type: z.literal('hello'), socket: z.string() }),
  z.object({ v, type: z.literal('ok'), ref }),
  /** A refusal: a business code of contracts ErrorCode and its message in the socket's language. */
  z.object({ v, type: z.literal('error'), ref, code: z.number().int(), message: z.string() }),
  z.object({ v, type: z.literal('pong'), ref }),
  z.object({
    v,
    type: z.literal('room.joined'),
    ref,
    room: ZRoomNumber,
    seat: ZSeatId,
    seatToken: z.string(),
    host: z.boolean(),
    seats: z.array(ZRoomSeat),
    messages: z.array(ZRoomMessage),
    /** ICE servers for RTCPeerConnection: STUN, and TURN with credentials minted for this seat. */
    iceServers: z.array(
      z.object({
        urls: z.array(z.string()),
        username: z.string().optional(),
        credential: z.string().optional(),
      }),
    ),
  }),
  z.object({ v, type: z.literal('room.peer-joined'), room: ZRoomNumber, seat: ZRoomSeat }),
  z.object({
    v,
    type: z.literal('room.peer-left'),
    room: ZRoomNumber,
    seat: ZSeatId,
    reason: z.enum(ROOM_LEAVE_REASONS),
  }),
  z.object({ v, type: z.literal('room.peer-state'), room: ZRoomNumber, seat: ZRoomSeat }),
  z.object({ v, type: z.literal('room.signal'), room: ZRoomNumber, from: ZSeatId, signal: ZSignal }),
  z.object({ v, type: z.literal('room.chat'), room: ZRoomNumber, message: ZRoomMessage }),
  z.object({ v, type: z.literal('room.history'), ref, room: ZRoomNumber, messages: z.array(ZRoomMessage) }),
  /** This socket's seat was removed by the host: "removed by host". */
  z.object({ v, type: z.literal('room.kicked'), room: ZRoomNumber, message: z.string() }),
  /** The host closed the room, or its time is over: "room closed". */
  z.object({ v, type: z.literal('room.closed'), room: ZRoomNumber, message: z.string() }),
  /** An instant request was made or changed (accepted, declined, cancelled, expired). */
  z.object({ v, type: z.literal('instant.update'), request: ZInstantRequest }),
  /** A message was stored in one of the socket's conversations (either side's, the sender's other pages too). */
  z.object({ v, type: z.literal('im.message'), bventId: ZGuid, message: ZImMessage }),
  /**
   * An enquiry was sent, answered or closed. News only (the enquiry reads in the reader's language, the lists
   * are read again): `audience` is whose topic it came on, the buyer's own or the exhibitor's team's.
   */
  z.object({
    v,
    type: z.literal('enquiry.updated'),
    bventId: ZGuid,
    id: ZGuid,
    state: z.enum(ENQUIRY_STATES),
    audience: z.enum(['buyer', 'exhibitor']),
  }),
  /**
   * One of the buyer's demands was answered by an exhibitor, or approved or rejected by the organizer. News only:
   * the pages that show it read it again in their language.
   */
  z.object({
    v,
    type: z.literal('demand.updated'),
    bventId: ZGuid,
    id: ZGuid,
    state: z.enum(DEMAND_STATES),
    replyCount: z.number().int(),
  }),
  /** A message written in a chat room the socket reads. */
  z.object({ v, type: z.literal('live.message'), message: ZLiveChatMessage }),
  /** A message the exhibitor's team removed. */
  z.object({ v, type: z.literal('live.removed'), roomId: ZGuid, id: z.number().int() }),
  /** A live stream the person reserved went on air. News only: the notice reads the live in the page's language. */
  z.object({ v, type: z.literal('livestream.started'), bventId: ZGuid, liveId: ZGuid }),
  /** A side read a conversation up to a seq: the other side's read receipts, the same side's other pages' badges. */
  z.object({
    v,
    type: z.literal('im.read'),
    bventId: ZGuid,
    conversationId: ZGuid,
    side: z.enum(IM_SIDES),
    seq: z.number().int(),
  }),
]);
export type TServerFrame = z.infer<typeof ZServerFrame>;
export type TSignal = z.infer<typeof ZSignal>;
