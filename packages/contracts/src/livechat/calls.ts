import { callsOf } from '../define.ts';
import type { LIVE_CHAT_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof LIVE_CHAT_CALL_SCHEMAS>();

/*
 * Live chat rooms. Anyone reads a room (no token); a signed-in user writes; the exhibitor's team removes messages
 * and mutes writers. Messages are stored, then told over /ws (`live.watch`, `live.message`, `live.removed`); a
 * reader who was away asks Enter for everything after the last id it has.
 */

/** The open chat rooms of an exhibitor (its public room, made on first asking). */
export const liveChatOpenList = defineCall({
  id: 'liveChatOpenList',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/LiveChatRoom/OpenList',
  summary: "An exhibitor's open chat rooms",
  auth: 'optional',
  alsoAnswers: [404],
});

/** A room, its latest messages (or those after an id), and what the reader may do in it. */
export const liveChatEnter = defineCall({
  id: 'liveChatEnter',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/LiveChatRoom/Enter',
  summary: 'Enter a chat room: its messages and what the reader may do',
  auth: 'optional',
  alsoAnswers: [404],
});

export const liveChatSend = defineCall({
  id: 'liveChatSend',
  method: 'POST',
  path: '/ExpoAggregator/LiveChatRoom/Send',
  summary: 'Write in a chat room',
  auth: 'required',
  alsoAnswers: [403, 404],
});

/** The exhibitor's team removes a message (every reader sees it go). */
export const liveChatRemove = defineCall({
  id: 'liveChatRemove',
  method: 'POST',
  path: '/ExpoAggregator/LiveChatRoom/Remove',
  summary: "Remove a message from the exhibitor's chat room",
  auth: 'required',
  alsoAnswers: [403, 404],
});

/** The exhibitor's team mutes a writer for some minutes (0 lifts it). */
export const liveChatMute = defineCall({
  id: 'liveChatMute',
  method: 'POST',
  path: '/ExpoAggregator/LiveChatRoom/Mute',
  summary: "Mute (or unmute) a writer in the exhibitor's chat room",
  auth: 'required',
  alsoAnswers: [403, 404],
});
