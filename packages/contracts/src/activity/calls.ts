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
