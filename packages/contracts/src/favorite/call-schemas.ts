import { z } from 'zod';
import {
  ZFavoriteChange,
  ZFavoriteState,
  ZFavoriteStatus,
  ZFavoriteStatusListBody,
  ZFavoriteTarget,
} from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const FAVORITE_CALL_SCHEMAS = {
  isFavorite: {
    body: ZFavoriteTarget,
    response: ZFavoriteState,
  },
  addFavorite: {
    body: ZFavoriteTarget,
    response: ZFavoriteChange,
  },
  cancelFavorite: {
    body: ZFavoriteTarget,
    response: ZFavoriteChange,
  },
  favoriteStatusList: {
    body: ZFavoriteStatusListBody,
    response: z.array(ZFavoriteStatus),
  },
} satisfies CallSchemaMap;
