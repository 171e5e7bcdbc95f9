import { callsOf } from '../define.ts';
import type { FAVORITE_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof FAVORITE_CALL_SCHEMAS>();

/*
 * Favorite/IsFavorite, /Add, /Cancel, /FavoriteStatusList, behind the collect gate (an attendee or exhibition
 * role, and the Collection function key). Every answer is about the caller's own
 * favorites only. An unknown target (or one of another event) answers 404 with the type's not-found code
 * (1001 exhibitor, 2001 product, 3001 project, 40400 video).
 */

export const isFavorite = defineCall({
  id: 'isFavorite',
  method: 'POST',
  path: '/ExpoAggregator/Favorite/IsFavorite',
  summary: "Whether the caller has favorited a target, and the target's favorite count",
  auth: 'required',
  alsoAnswers: [404],
  gate: 'collect',
});

/**
 * Adding twice keeps one favorite; the count rises only when this call really added it. A target that may not be
 * shown (banned, not approved, not listed, a draft video) is refused with HTTP 404 and its state code
 * (e.g. 2002 product banned).
 */
export const addFavorite = defineCall({
  id: 'addFavorite',
  method: 'POST',
  path: '/ExpoAggregator/Favorite/Add',
  summary: 'Favorite a target (idempotent)',
  auth: 'required',
  alsoAnswers: [404],
  gate: 'collect',
});

/** Cancelling a target that is not a favorite succeeds and changes nothing; works whatever the target's state. */
export const cancelFavorite = defineCall({
  id: 'cancelFavorite',
  method: 'POST',
  path: '/ExpoAggregator/Favorite/Cancel',
  summary: 'Remove a favorite (idempotent)',
  auth: 'required',
  alsoAnswers: [404],
  gate: 'collect',
});

/** Favorite flags for a page of targets of one type (at most 100 ids). */
export const favoriteStatusList = defineCall({
  id: 'favoriteStatusList',
  method: 'POST',
  path: '/ExpoAggregator/Favorite/FavoriteStatusList',
  summary: "The caller's favorite flags for several targets of one type",
  auth: 'required',
  gate: 'collect',
});
