import { callsOf } from '../define.ts';
import type { LIVE_STUDIO_CALL_SCHEMAS } from './studio-call-schemas.ts';
import { LIVE_CHUNK_MAX_BYTES, LIVE_CHUNK_TYPE } from './studio-constants.ts';

const defineCall = callsOf<typeof LIVE_STUDIO_CALL_SCHEMAS>();

/*
 * The exhibitor's live studio on the workbench (exhibitor-only). A live of another exhibitor is not there (404),
 * so its id is never confirmed.
 */

/** The exhibitor's lives, soonest first. */
export const studioLives = defineCall({
  id: 'studioLives',
  method: 'GET',
  path: '/ExpoAggregator/Workbench/Live/List',
  summary: "The exhibitor's lives",
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/** Create or edit a live: title, times, seats, invitation code, camera or an external HLS address. */
export const saveLive = defineCall({
  id: 'saveLive',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Live/Save',
  summary: 'Create or edit a live',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/** Remove a live: visitors then see "live not exist"; reservations go with it. */
export const removeLive = defineCall({
  id: 'removeLive',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Live/Remove',
  summary: 'Remove a live',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/** Go on air: the live is live for visitors, and everyone who reserved gets a reminder. */
export const startLive = defineCall({
  id: 'startLive',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Live/Start',
  summary: 'Go on air',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/** End the broadcast: the live is over, and what was recorded is its replay. */
export const endLive = defineCall({
  id: 'endLive',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Live/End',
  summary: 'End the broadcast',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});

/**
 * A piece of a camera live's recording, as the phone's MediaRecorder wrote it (fragmented MP4, about a second).
 * Pieces of one session are numbered from 0; a piece sent again is acknowledged without being kept twice, and a
 * gap is answered 409 with the piece the gateway expects.
 */
export const liveChunk = defineCall({
  id: 'liveChunk',
  method: 'POST',
  path: '/ExpoAggregator/Workbench/Live/Chunk',
  summary: 'Send a piece of the broadcast',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404, 409],
  rawBody: LIVE_CHUNK_TYPE,
  bodyLimit: LIVE_CHUNK_MAX_BYTES,
});
