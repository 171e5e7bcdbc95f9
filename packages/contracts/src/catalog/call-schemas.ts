import { z } from 'zod';
import { ZGuid, ZQueryBool } from '../common/primitives.ts';
import { ZBvent } from '../bvent/schemas.ts';
import {
  ZCategoryTree,
  ZExhibitorCard,
  ZHomeRecommend,
  ZPaging,
  ZPavilionCard,
  ZPavilionDetail,
  ZProductCard,
  ZProductDetail,
  ZProjectCard,
  ZProjectDetail,
} from './schemas.ts';
import { MAX_KEYWORDS_LENGTH } from './constants.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const CATALOG_CALL_SCHEMAS = {
  getExhibitCategoryList: {
    body: z.object({ bventId: ZGuid, exhibitorId: ZGuid.optional() }),
    response: ZCategoryTree,
  },
  listExhibits: {
    body: ZPaging.extend({
      bventId: ZGuid,
      exhibitorId: ZGuid.optional(),
      /**
       * Matched against the name in every language through the search index; empty means no filter. The
       * words are tokenized like a search term (CJK bigrams, words lower-cased with accents folded) and ALL
       * must match: a Latin word matches the start of a word of the name ('rob' finds "Robot", 'máquina' and
       * 'maquina' find "Máquina"), no longer any substring ('obot' finds nothing); a Chinese term of 2+
       * characters matches its bigrams; one letter or Han character is a prefix (no minimum length here;
       * a lone Han character finds names where it starts a pair or stands alone, not where it ends a run).
       * Punctuation only matches nothing (an empty page). Order and paging are those of the unfiltered list.
       */
      keywords: z
        .string()
        .trim()
        .max(MAX_KEYWORDS_LENGTH, `keywords must be at most ${MAX_KEYWORDS_LENGTH} characters`)
        .optional(),
      /** A pavilion (exhibition group) id: products of its exhibitors. */
      group: ZGuid.optional(),
      /** A category id from GetCategoryList; a parent includes its children. Unknown -> 404 (7301). */
      cate: ZGuid.optional(),
      /** The product being viewed, left out (the "more from this exhibitor" strip). */
      exhibitId: ZGuid.optional(),
    }),
    response: z.array(ZProductCard),
  },
  getExhibitDetail: {
    query: z.object({ id: ZGuid, isMobile: ZQueryBool.optional() }),
    response: ZProductDetail,
  },
  getBventByExhibitionId: {
    query: z.object({ exhibitId: ZGuid }),
    response: ZBvent,
  },
  getCategoryByBventId: {
    body: z.object({ bventId: ZGuid }),
    response: ZCategoryTree,
  },
  listProjects: {
    body: ZPaging.extend({ bventId: ZGuid, exhibitorId: ZGuid.optional() }),
    response: z.array(ZProjectCard),
  },
  getProjectDetail: {
    query: z.object({ id: ZGuid, isMobile: ZQueryBool.optional() }),
    response: ZProjectDetail,
  },
  listPavilions: {
    query: z.object({ bventId: ZGuid }),
    response: z.array(ZPavilionCard),
  },
  getPavilionDetail: {
    query: ZPaging.partial().extend({ id: ZGuid }),
    response: ZPavilionDetail,
  },
  listExhibitors: {
    body: ZPaging.extend({ bventId: ZGuid, pavilionId: ZGuid.optional() }),
    response: z.array(ZExhibitorCard),
  },
  getHomeRecommend: {
    query: z.object({ bventId: ZGuid }),
    response: ZHomeRecommend,
  },
} satisfies CallSchemaMap;
