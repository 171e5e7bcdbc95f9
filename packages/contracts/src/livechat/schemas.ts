import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { IM_CLIENT_ID_PATTERN } from '../message/constants.ts';
import { LIVE_CHAT_MUTE_MAX_MINUTES, LIVE_CHAT_PAGE, LIVE_CHAT_TEXT_MAX } from './constants.ts';

export const ZLiveChatRoom = z.object({
  roomId: ZGuid,
  bventId: ZGuid,
  exhibitorId: ZGuid,
  /** The exhibitor's name in the reader's language. */
  title: z.string(),
  /** Messages in the room (removed ones not counted). */
  messageCount: z.number().int(),
});
export type TLiveChatRoom = z.infer<typeof ZLiveChatRoom>;

export const ZLiveChatMessage = z.object({
  /** 1, 2, 3... within the room: a reconnecting reader asks for everything after the last it has. */
  id: z.number().int().min(1),
  roomId: ZGuid,
  senderId: ZGuid,
  senderName: z.string(),
  /** Written by a member of the exhibitor's team (shown as the host). */
  host: z.boolean(),
  text: z.string(),
  at: z.string(),
});
export type TLiveChatMessage = z.infer<typeof ZLiveChatMessage>;

export const ZLiveChatEnter = z.object({
  room: ZLiveChatRoom,
  /** The latest messages (or those after `after`), oldest first. */
  messages: z.array(ZLiveChatMessage),
  /** Signed in: may write (unless muted). */
  canWrite: z.boolean(),
  /** A member of the exhibitor's team: may remove messages and mute writers. */
  moderator: z.boolean(),
  /** Muted until this instant (ISO 8601), or null. */
  mutedUntil: z.string().nullable(),
});
export type TLiveChatEnter = z.infer<typeof ZLiveChatEnter>;

export const ZOpenListBody = z.object({ bventId: ZGuid, exhibitorId: ZGuid });
export const ZEnterQuery = z.object({
  roomId: ZGuid,
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(LIVE_CHAT_PAGE).default(LIVE_CHAT_PAGE),
});
export const ZLiveChatSendBody = z.object({
  bventId: ZGuid,
  roomId: ZGuid,
  clientId: z.string().regex(new RegExp(IM_CLIENT_ID_PATTERN), 'clientId: 8 to 40 letters, digits, _ or -'),
  text: z
    .string()
    .trim()
    .min(1, 'Please enter a message')
    .max(LIVE_CHAT_TEXT_MAX, `A message has at most ${LIVE_CHAT_TEXT_MAX} characters`),
});
export const ZLiveChatRemoveBody = z.object({ bventId: ZGuid, roomId: ZGuid, id: z.number().int().min(1) });
export const ZLiveChatMuteBody = z.object({
  bventId: ZGuid,
  roomId: ZGuid,
  accountId: ZGuid,
  /** How long, in minutes; 0 lifts the mute. */
  minutes: z.number().int().min(0).max(LIVE_CHAT_MUTE_MAX_MINUTES),
});
export const ZLiveChatMuted = z.object({ mutedUntil: z.string().nullable() });
