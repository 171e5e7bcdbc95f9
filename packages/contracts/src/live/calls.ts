import { callsOf } from '../define.ts';
import type { LIVE_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof LIVE_CALL_SCHEMAS>();

/*
 * The visitor's side of live streams: the list and a live's page (no token needed; a token, when sent, says
 * whether the viewer reserved and lets a reserved viewer play a private live), and reservations. A seat is taken in
 * one transaction (the reservation row and a guarded raise of the count: the database decides who gets the last
 * seat); reserving again changes nothing; every refusal changes nothing.
 */

export const listLives = defineCall({
  id: 'listLives',
  method: 'POST',
  path: '/live/notoken/room/roomClient/List',
  summary: "The live list: a page of the event's lives, by day, exhibitor and state",
  auth: 'optional',
  paged: true,
});

export const getLiveDetail = defineCall({
  id: 'getLiveDetail',
  method: 'GET',
  path: '/live/notoken/room/detail',
  summary:
    "One live with its state, seats, the viewer's reservation and what to play; unknown answers 404 / 7501",
  auth: 'optional',
  alsoAnswers: [403, 404],
});

/**
 * Live auth (login; a buyer needs LiveMeetingOrder). Refusals, nothing changed: 7501 unknown or removed (404),
 * 7502 private and no code, 7503 wrong code (counted), 6003 too many wrong codes (429), 7504 sold out (409),
 * 7505 over (409). Reserving again answers the seat held.
 */
export const reserveLive = defineCall({
  id: 'reserveLive',
  method: 'POST',
  path: '/ExpoAggregator/livemeeting/reservation',
  summary: 'Reserve a seat at a live; answers the seat and the counts after it',
  auth: 'required',
  gate: 'live',
  alsoAnswers: [404, 409],
});

/** Gives the seat back; cancelling what is not reserved answers the seat as it is. */
export const cancelLiveReservation = defineCall({
  id: 'cancelLiveReservation',
  method: 'POST',
  path: '/ExpoAggregator/livemeeting/reservation/cancel',
  summary: 'Cancel the reservation of a live; answers the seat and the counts after it',
  auth: 'required',
  alsoAnswers: [404],
});

export const liveReservationStatus = defineCall({
  id: 'liveReservationStatus',
  method: 'POST',
  path: '/ExpoAggregator/livemeeting/reservation/status',
  summary: 'Whether the caller reserved each of the given lives',
  auth: 'required',
});

export const liveCalendar = defineCall({
  id: 'liveCalendar',
  method: 'GET',
  path: '/ExpoAggregator/livemeeting/reservation/calendar',
  summary: "The live's slot as an .ics file (RFC 5545)",
  auth: 'required',
  alsoAnswers: [403, 404],
});

export const myLiveReservations = defineCall({
  id: 'myLiveReservations',
  method: 'POST',
  path: '/ExpoAggregator/livemeeting/reservation/mine',
  summary: 'The lives the caller reserved at the event, by start time',
  auth: 'required',
  paged: true,
});
