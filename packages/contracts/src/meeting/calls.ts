import { callsOf } from '../define.ts';
import type { MEETING_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof MEETING_CALL_SCHEMAS>();

/*
 * The booking calls (slots, conflict check, reserve), the two helper calls of the dialog (chat types, booth
 * number), and calls of our own that make booking whole: the visitor's and the exhibitor's meeting lists,
 * confirm, decline, cancel, the .ics file and the exhibitor's slot settings. Booking is buyer-only, behind
 * the chat gate.
 */

export const getChatTypeByBventId = defineCall({
  id: 'getChatTypeByBventId',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetChatTypeByBventId',
  summary: 'Meeting types (online, offline) enabled at the event',
  auth: 'none',
});

export const exhibitorOfflineBoothNumberQuery = defineCall({
  id: 'exhibitorOfflineBoothNumberQuery',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/ExhibitorOfflineBoothNumberQuery',
  summary: "The exhibitor's booth number, offered as an offline meeting's address",
  auth: 'required',
});

export const listChatStocks = defineCall({
  id: 'listChatStocks',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/Stocks',
  summary: "The exhibitor's meeting time slots with their free seats (idleCount)",
  auth: 'required',
});

export const checkChatStatus = defineCall({
  id: 'checkChatStatus',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/CheckChatStatus',
  summary: "Whether the caller has a livestream or a meeting at the slot's time",
  auth: 'required',
  gate: 'chat',
});

/**
 * Takes a seat of the slot in one transaction (a guarded decrement; never read-then-write) and answers the new
 * negotiation's id. An `Idempotency-Key` header makes a retried POST answer the first result. Refusals: 6001 the
 * slot is engaged, 6002 a meeting at the same time, 6003 too many attempts, 600x bad slot / topic / type.
 */
export const reserveChat = defineCall({
  id: 'reserveChat',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/Reserve',
  summary: 'Book a meeting in a time slot; answers the negotiation id',
  auth: 'required',
  alsoAnswers: [409],
  gate: 'chat',
});

export const mySentMeetings = defineCall({
  id: 'mySentMeetings',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/MySent',
  summary: "The caller's booked meetings at the event, soonest first",
  auth: 'required',
  paged: true,
});

export const receivedMeetings = defineCall({
  id: 'receivedMeetings',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/Received',
  summary: "Meeting requests to the caller's exhibitor organization, soonest first",
  auth: 'required',
  gate: 'exhibitorOnly',
  paged: true,
});

export const confirmMeeting = defineCall({
  id: 'confirmMeeting',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/Confirm',
  summary: 'The exhibitor confirms a waiting request (compare-and-swap); gives it a room number',
  auth: 'required',
  alsoAnswers: [409],
  gate: 'exhibitorOnly',
});

export const declineMeeting = defineCall({
  id: 'declineMeeting',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/Decline',
  summary: 'The exhibitor declines a waiting request; its seat is freed',
  auth: 'required',
  alsoAnswers: [409],
  gate: 'exhibitorOnly',
});

export const cancelMeeting = defineCall({
  id: 'cancelMeeting',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/Cancel',
  summary: 'Either side cancels a waiting or confirmed meeting; its seat is freed',
  auth: 'required',
  alsoAnswers: [409],
});

export const meetingCalendar = defineCall({
  id: 'meetingCalendar',
  method: 'GET',
  path: '/ExpoAggregator/AttendeeChats/v1/Calendar',
  summary: 'The meeting as an .ics file (RFC 5545)',
  auth: 'required',
});

export const getMySlots = defineCall({
  id: 'getMySlots',
  method: 'GET',
  path: '/ExpoAggregator/AttendeeChats/v1/Slots',
  summary: "The caller's exhibitor's meeting slots for every day of the event",
  auth: 'required',
  gate: 'exhibitorOnly',
});

export const setMySlots = defineCall({
  id: 'setMySlots',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/Slots',
  summary: "Set one day's meeting slots (length, seats); booked slots are kept",
  auth: 'required',
  gate: 'exhibitorOnly',
});

export const clearMySlots = defineCall({
  id: 'clearMySlots',
  method: 'POST',
  path: '/ExpoAggregator/AttendeeChats/v1/Slots/Clear',
  summary: "Remove one day's slots that hold no booking",
  auth: 'required',
  gate: 'exhibitorOnly',
});

/**
 * A business card. The spec lists it under NoToken, but a card is personal data: only its owner, or an exhibitor
 * it was sent to in a meeting, may read it.
 */
export const businessCardDetail = defineCall({
  id: 'businessCardDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/BusinessCard/detail',
  summary: "A user's business card (the caller's own, or one sent to the caller's organization)",
  auth: 'required',
  alsoAnswers: [403],
});
