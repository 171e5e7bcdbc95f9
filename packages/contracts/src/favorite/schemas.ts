import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { FAVORITE_TARGET_TYPES, FAVORITE_STATUS_LIST_MAX } from './constants.ts';

export const ZFavoriteTargetType = z.enum(FAVORITE_TARGET_TYPES);

export type TFavoriteTargetType = z.infer<typeof ZFavoriteTargetType>;

export const ZFavoriteTarget = z.object({
  bventId: ZGuid,
  targetType: ZFavoriteTargetType,
  targetId: ZGuid,
});

export type TFavoriteTarget = z.infer<typeof ZFavoriteTarget>;

/**
 * The caller's favorite state of one target after the call. favoriteCount is the raw number of favorites of the
 * target (all visitors); the page applies the event's display-increment rules (multiplier, base) before showing it.
 */
export const ZFavoriteState = z.object({
  targetType: ZFavoriteTargetType,
  targetId: ZGuid,
  isFavorite: z.boolean(),
  favoriteCount: z.number().int(),
});

export type TFavoriteState = z.infer<typeof ZFavoriteState>;

/** Add / Cancel: the new state, and whether this call changed anything (false for a repeat add or cancel). */
export const ZFavoriteChange = ZFavoriteState.extend({ changed: z.boolean() });

export type TFavoriteChange = z.infer<typeof ZFavoriteChange>;

export const ZFavoriteStatusListBody = z.object({
  bventId: ZGuid,
  targetType: ZFavoriteTargetType,
  targetIds: z.array(ZGuid).min(1).max(FAVORITE_STATUS_LIST_MAX),
});

/** One entry per asked id, in the asked order (duplicates folded); unknown ids answer false. */
export const ZFavoriteStatus = z.object({ targetId: ZGuid, isFavorite: z.boolean() });

export type TFavoriteStatus = z.infer<typeof ZFavoriteStatus>;
