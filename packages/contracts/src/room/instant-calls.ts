import { callsOf } from '../define.ts';
import type { INSTANT_CALL_SCHEMAS } from './instant-call-schemas.ts';

const defineCall = callsOf<typeof INSTANT_CALL_SCHEMAS>();

/*
 * Instant negotiation (for buyers only, behind the chat gate): a buyer asks an exhibitor to talk now; the
 * exhibitor's members who are online hear it over /ws (`instant.update` frames after `instant.watch`) and accept
 * or decline; accepted, a confirmed meeting and its room are made for both.
 */

/** Asks the exhibitor for an instant negotiation; the chat gate (buyers, AppointmentNegotiation) applies. */
export const askInstantMeeting = defineCall({
  id: 'askInstantMeeting',
  method: 'POST',
  path: '/ExpoAggregator/InstantMeeting/Ask',
  summary: 'Ask an exhibitor for an instant negotiation; answers the pending request',
  auth: 'required',
  gate: 'chat',
  alsoAnswers: [404, 409],
});

/** The buyer withdraws a request still ringing; 409 6114 once it was answered or expired. */
export const cancelInstantMeeting = defineCall({
  id: 'cancelInstantMeeting',
  method: 'POST',
  path: '/ExpoAggregator/InstantMeeting/Cancel',
  summary: 'Withdraw an instant negotiation request',
  auth: 'required',
  alsoAnswers: [404, 409],
});

/**
 * A member of the exhibitor's organization accepts (a confirmed meeting with a room, starting now) or declines;
 * the first answer wins, any later one gets 409 6114.
 */
export const answerInstantMeeting = defineCall({
  id: 'answerInstantMeeting',
  method: 'POST',
  path: '/ExpoAggregator/InstantMeeting/Answer',
  summary: 'Accept or decline an instant negotiation request (the exhibitor side)',
  auth: 'required',
  alsoAnswers: [404, 409],
});

/** One request, for the buyer who asked or the exhibitor's members (a page that reconnects reads it again). */
export const getInstantMeeting = defineCall({
  id: 'getInstantMeeting',
  method: 'GET',
  path: '/ExpoAggregator/InstantMeeting/Info',
  summary: 'An instant negotiation request and its state',
  auth: 'required',
  alsoAnswers: [404],
});

/** The requests still ringing for the organizations the caller exhibits with at the event, oldest first. */
export const pendingInstantMeetings = defineCall({
  id: 'pendingInstantMeetings',
  method: 'GET',
  path: '/ExpoAggregator/InstantMeeting/Pending',
  summary: "The instant negotiation requests waiting for the caller's organizations",
  auth: 'required',
});
