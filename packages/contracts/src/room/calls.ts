import { callsOf } from '../define.ts';
import type { ROOM_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof ROOM_CALL_SCHEMAS>();

/*
 * Negotiation rooms: what the pre-join page reads, and the host's settings. Joining, leaving, chat, signalling,
 * kick and close run over /ws (contracts realtime/frames.ts): they are the room's live state.
 */

/** The room of a confirmed meeting, for its members or an invitation's holder; 404 6101 for anyone else. */
export const getMeetingRoom = defineCall({
  id: 'getMeetingRoom',
  method: 'GET',
  path: '/ExpoAggregator/MeetingRoom/Info',
  summary: "A negotiation room's topic, times, state and what joining it asks of the caller",
  auth: 'optional',
  alsoAnswers: [404],
});

/** A new invitation link's token (host only): a guest with it (and the password, when set) may join. */
export const createRoomInvitation = defineCall({
  id: 'createRoomInvitation',
  method: 'POST',
  path: '/ExpoAggregator/MeetingRoom/Invite',
  summary: 'Create an invitation to a negotiation room (its host only)',
  auth: 'required',
  alsoAnswers: [403, 404],
});

/** Sets, changes or removes the room's password (host only); guests then need it to join. */
export const setRoomPassword = defineCall({
  id: 'setRoomPassword',
  method: 'POST',
  path: '/ExpoAggregator/MeetingRoom/Password',
  summary: "Set or remove a negotiation room's password (its host only)",
  auth: 'required',
  alsoAnswers: [403, 404],
});

/**
 * The post-negotiation survey (rating and comment), once per participant and meeting: 409 6112 the second time.
 * The seat and its token name the participant; 404 6101 for a seat that is not the room's or a wrong token.
 */
export const saveChatRoomFeedback = defineCall({
  id: 'saveChatRoomFeedback',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ChatRoomFeedback/Save',
  summary: "Save a participant's rating and comment of a negotiation",
  auth: 'none',
  alsoAnswers: [404, 409],
});

/**
 * Who joined and left a negotiation room when: a participant's seat record ('join'), or the end of the seat now
 * ('leave': a closing page's beacon, so the others do not wait out the grace period). The seat's token proves
 * the participant; 404 6101 otherwise.
 */
export const saveLiveMeetingRecord = defineCall({
  id: 'saveLiveMeetingRecord',
  method: 'POST',
  path: '/ExpoAggregator/exhibitor/active/liveMeetingRecord/save',
  summary: "Record a participant's joining or leaving of a negotiation room",
  auth: 'none',
  alsoAnswers: [404],
});

/**
 * A QR code (PNG data URL, `width` pixels) that opens the room's pre-join page, for a member of the meeting to
 * show or print; 404 6101 for anyone else or an unknown room. GET and POST take the same fields.
 */
export const getRtcQrCode = defineCall({
  id: 'getRtcQrCode',
  method: 'GET',
  path: '/weixin/miniapp/GetRTCQRCode',
  summary: "A QR code that opens a negotiation room's pre-join page",
  auth: 'optional',
  alsoAnswers: [404],
});

export const getAuthQrCode = defineCall({
  id: 'getAuthQrCode',
  method: 'POST',
  path: '/weixin/miniapp/GetAuthQrCode',
  summary: "A QR code that opens a negotiation room's pre-join page (POST)",
  auth: 'optional',
  alsoAnswers: [404],
});
