import { z } from 'zod';
import { ZGuid, ZQueryBool } from '../common/primitives.ts';
import { ZExhibitorDetail, ZShopDecorate } from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const EXHIBITOR_CALL_SCHEMAS = {
  getExhibitorDetail: {
    query: z.object({
      /** The micro-site (event) id the page runs under. */
      mSiteId: ZGuid.optional(),
      id: ZGuid,
      isMobile: ZQueryBool.optional(),
    }),
    response: ZExhibitorDetail,
  },
  getShopDecorate: {
    query: z.object({ id: ZGuid }),
    response: ZShopDecorate,
  },
} satisfies CallSchemaMap;
