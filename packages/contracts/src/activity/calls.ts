import { callsOf } from '../define.ts';
import type { ACTIVITY_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof ACTIVITY_CALL_SCHEMAS>();

/**
 * An exhibitor's activities (the exhibitor page's activity tab and its eventsDetails child).
 * state and registration are computed at request time from the Beijing times; never stored.
 */

export const listExhibitorActivities = defineCall({
  id: 'listExhibitorActivities',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ExhibitorActivity/List',
  summary: "A page of an exhibitor's published activities, by start time",
  auth: 'optional',
  paged: true,
});

export const getExhibitorActivityDetail = defineCall({
  id: 'getExhibitorActivityDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitorActivity/Detail',
  summary: 'An activity with its description, seats and exhibitor; an unknown id answers HTTP 404 / 40400',
  // Optional: the exhibitor's content may be restricted to registered domestic / overseas buyers only.
  auth: 'optional',
  alsoAnswers: [403, 404],
});

/*
 * The activity hall and registration. A seat is taken in one transaction: a guarded raise of the count (the
 * database decides who gets the last seat) and the registration row; cancelling deletes the row and lowers the
 * count in the same transaction. Every refusal changes nothing.
 */

export const listActivityHall = defineCall({
  id: 'listActivityHall',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/Activity/Hall',
  summary:
    "The activity hall: a page of the event's published activities by start time, optionally of one day",
  auth: 'optional',
  paged: true,
});

export const getActivitySeat = defineCall({
  id: 'getActivitySeat',
  method: 'GET',
  path: '/ExpoAggregator/Activity/Seat',
  summary: 'Whether the caller holds a seat at the activity, with its registration state and counts',
  auth: 'required',
  alsoAnswers: [404],
});

/**
 * Refusals, nothing changed: 7101 unknown activity (404), 7102 sold out, 7103 registration closed, 7104 ended,
 * 7105 already registered (409).
 */
export const registerActivity = defineCall({
  id: 'registerActivity',
  method: 'POST',
  path: '/ExpoAggregator/Activity/Register',
  summary: 'Take a seat at the activity; answers the seat and the counts after it',
  auth: 'required',
  alsoAnswers: [404, 409],
});

/** Refusals, nothing changed: 7101 unknown activity (404), 7106 not registered (409). */
export const cancelActivityRegistration = defineCall({
  id: 'cancelActivityRegistration',
  method: 'POST',
  path: '/ExpoAggregator/Activity/Cancel',
  summary: 'Give the seat back; answers the seat and the counts after it',
  auth: 'required',
  alsoAnswers: [404, 409],
});

export const myActivities = defineCall({
  id: 'myActivities',
  method: 'POST',
  path: '/ExpoAggregator/Activity/Mine',
  summary: 'The activities the caller registered for at the event, by start time',
  auth: 'required',
  paged: true,
});
