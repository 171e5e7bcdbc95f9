import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import {
  ROOM_FEEDBACK_COMMENT_MAX,
  ROOM_NUMBER_PATTERN,
  ROOM_PASSWORD_MAX,
  ROOM_PASSWORD_MIN,
  ROOM_STATES,
} from './constants.ts';

export const ZRoomNumber = z
  .string()
  .regex(new RegExp(ROOM_NUMBER_PATTERN), 'A room number is 9 digits')
  .describe('The 9-digit room number of a confirmed meeting');

/** An invitation token (the `invite` of a room's invitation link). */
export const ZRoomInvite = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not an invitation');

export const ZRoomQuery = z.object({ roomNumber: ZRoomNumber, invite: ZRoomInvite.optional() });

/** What the pre-join page shows: who may see it is a member of the meeting or the holder of an invitation. */
export const ZRoomInfo = z.object({
  roomNumber: ZRoomNumber,
  bventId: ZGuid,
  exhibitorId: ZGuid,
  exhibitorName: z.string(),
  topic: z.string(),
  /** Beijing wall time 'YYYY-MM-DD HH:mm:ss', like every server time. */
  startTime: z.string(),
  endTime: z.string(),
  /** The instants the room opens and closes (ISO 8601, UTC). */
  opensAt: z.string(),
  closesAt: z.string(),
  state: z.enum(ROOM_STATES),
  /** The meeting's two sides: the visitor who booked and the exhibitor. */
  participants: z.array(z.object({ name: z.string(), side: z.enum(['visitor', 'exhibitor']) })),
  /** Whether this caller must type the room's password (guests do when one is set; members never). */
  needsPassword: z.boolean(),
  /** Whether this caller joins by name (a guest with an invitation) rather than as a signed-in member. */
  guest: z.boolean(),
  /** Whether this caller hosts the room (the exhibitor's members): kick, close, password, invitations. */
  host: z.boolean(),
});

export const ZRoomPassword = z
  .string()
  .min(ROOM_PASSWORD_MIN, `A room password has ${ROOM_PASSWORD_MIN} to ${ROOM_PASSWORD_MAX} characters`)
  .max(ROOM_PASSWORD_MAX, `A room password has ${ROOM_PASSWORD_MIN} to ${ROOM_PASSWORD_MAX} characters`);

export const ZRoomPasswordBody = z.object({
  roomNumber: ZRoomNumber,
  /** null removes the password. */
  password: ZRoomPassword.nullable(),
});

export const ZRoomInvitation = z.object({ invite: ZRoomInvite });

/**
 * The post-negotiation survey of one participant: the seat they held and its token (what the room gave them on
 * joining) prove who answers, guests included, so the call needs no login.
 */
export const ZRoomFeedbackBody = z.object({
  roomNumber: ZRoomNumber,
  seat: z.uuid(),
  seatToken: z.string().min(16).max(64),
  rating: z.number().int().min(1, 'A rating is 1 to 5').max(5, 'A rating is 1 to 5'),
  comment: z
    .string()
    .trim()
    .max(ROOM_FEEDBACK_COMMENT_MAX, `A comment has at most ${ROOM_FEEDBACK_COMMENT_MAX} characters`)
    .default(''),
});

/**
 * A participant's own attendance record: 'join' answers the seat's record, 'leave' ends the seat at once (a
 * page that closes says so with a beacon; the socket's drop alone keeps the seat for the grace period).
 */
export const ZRoomRecordBody = z.object({
  roomNumber: ZRoomNumber,
  seat: z.uuid(),
  seatToken: z.string().min(16).max(64),
  action: z.enum(['join', 'leave']),
});
export const ZRoomRecord = z.object({
  seat: z.uuid(),
  /** ISO 8601 instants. */
  joinedAt: z.string(),
  leftAt: z.string().nullable(),
});

/**
 * The room QR code's fields (a WeChat mini-program's): `scene` is the room number; appCode and page name the
 * mini-program page, which this site has none of, so the code opens the room's pre-join page on the web.
 */
export const ZRoomQrInput = z.object({
  bventId: ZGuid,
  topOrgId: ZGuid.optional(),
  appCode: z.string().max(32).default('expo'),
  scene: ZRoomNumber,
  page: z.string().max(128).default('pages/joinTrtcRoom/index'),
  width: z.coerce
    .number()
    .int()
    .min(120, 'width is 120 to 1280')
    .max(1280, 'width is 120 to 1280')
    .default(280),
});

export type TRoomInfo = z.infer<typeof ZRoomInfo>;
export type TRoomRecordBody = z.input<typeof ZRoomRecordBody>;
export type TRoomFeedbackBody = z.input<typeof ZRoomFeedbackBody>;
export type TRoomQuery = z.infer<typeof ZRoomQuery>;
