import { callsOf } from '../define.ts';
import type { MESSAGE_CALL_SCHEMAS } from './call-schemas.ts';
import { IM_IMAGE_MAX_BYTES } from './constants.ts';

const defineCall = callsOf<typeof MESSAGE_CALL_SCHEMAS>();

/*
 * Instant messages. A conversation is one person's with one exhibitor at an event; every approved member of the
 * exhibitor's organization reads and answers it. What is sent is stored first, then told over /ws (`im.message`);
 * a client that was away reads everything after the last seq it has. Anyone else is told the conversation is not
 * there (6401).
 */

/**
 * "MessageCenter/sendmessagetoexhibitor": leaves a message (and the caller's card when asked) for an
 * exhibitor's organization, opening the conversation on the first one. senduserid must be the caller.
 */
export const sendMessageToExhibitor = defineCall({
  id: 'sendMessageToExhibitor',
  method: 'POST',
  path: '/ExpoAggregator/MessageCenter/sendmessagetoexhibitor',
  summary: "Leave a message for an exhibitor's organization",
  auth: 'required',
  gate: ['im', 'communicate'],
  alsoAnswers: [404, 409],
});

/** A message into a conversation the caller is a side of: text, an image, a product or exhibitor, or a card. */
export const sendMessage = defineCall({
  id: 'sendMessage',
  method: 'POST',
  path: '/ExpoAggregator/MessageCenter/send',
  summary: 'Send a message into a conversation',
  auth: 'required',
  gate: 'communicate',
  alsoAnswers: [404, 409],
});

/** The caller's conversations at the event (theirs and their organizations'), newest first. */
export const listConversations = defineCall({
  id: 'listConversations',
  method: 'GET',
  path: '/ExpoAggregator/MessageCenter/conversations',
  summary: "The caller's conversations, newest first, with unread counts",
  auth: 'required',
  paged: true,
  alsoAnswers: [404],
});

export const getConversation = defineCall({
  id: 'getConversation',
  method: 'GET',
  path: '/ExpoAggregator/MessageCenter/conversation',
  summary: 'One conversation, by id or by the exhibitor the caller wrote to',
  auth: 'required',
  alsoAnswers: [404],
});

export const listMessages = defineCall({
  id: 'listMessages',
  method: 'GET',
  path: '/ExpoAggregator/MessageCenter/messages',
  summary: "A conversation's messages after or before a seq, oldest first",
  auth: 'required',
  alsoAnswers: [404],
});

/** Marks the other side's messages read up to a seq (the other side sees the receipt). */
export const readMessages = defineCall({
  id: 'readMessages',
  method: 'POST',
  path: '/ExpoAggregator/MessageCenter/read',
  summary: 'Mark a conversation read up to a message',
  auth: 'required',
  alsoAnswers: [404],
});

/** The header's badge: unread messages in all the caller's conversations at the event. */
export const unreadMessages = defineCall({
  id: 'unreadMessages',
  method: 'GET',
  path: '/ExpoAggregator/MessageCenter/unread',
  summary: "The caller's unread messages at the event",
  auth: 'required',
  alsoAnswers: [404],
});

/** An image for a message: jpg or png by its content, at most 1 MB, its metadata removed. */
export const uploadMessageImage = defineCall({
  id: 'uploadMessageImage',
  method: 'POST',
  path: '/ExpoAggregator/MessageCenter/image',
  summary: 'Upload an image to send in a message',
  auth: 'required',
  gate: 'communicate',
  alsoAnswers: [404],
  bodyLimit: Math.ceil(IM_IMAGE_MAX_BYTES / 3) * 4 + 1024,
});
