import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZGuid, ZQueryBool } from '../common/primitives.ts';
import { ZBvent } from '../bvent/schemas.ts';
import {
  MAX_KEYWORDS_LENGTH,
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

/**
 * The catalog of a fair: products ("exhibits"), projects, pavilions (exhibition groups), categories and the
 * exhibitor list. Content states travel as business codes with HTTP 200: products 2001-2004, projects
 * 3001-3003, pavilions 4002/4004, an exhibitor's own state 1001-1004, an unknown event 5001.
 */

export const getExhibitCategoryList = defineCall({
  id: 'getExhibitCategoryList',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ExhibitClient/GetCategoryList',
  summary:
    "The event's product category tree with listed-product counts; with exhibitorId, only that exhibitor's categories",
  auth: 'optional',
  body: z.object({ bventId: ZGuid, exhibitorId: ZGuid.optional() }),
  response: ZCategoryTree,
});

export const listExhibits = defineCall({
  id: 'listExhibits',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ExhibitClient/List',
  summary: 'A page of listed products of normal exhibitors, in sort order',
  auth: 'optional',
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
    /** A category id from GetCategoryList; a parent includes its children. Unknown -> 400. */
    cate: ZGuid.optional(),
    /** The product being viewed, left out (the "more from this exhibitor" strip). */
    exhibitId: ZGuid.optional(),
  }),
  response: z.array(ZProductCard),
  paged: true,
});

export const getExhibitDetail = defineCall({
  id: 'getExhibitDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitClient/Detail',
  summary: 'A product: gallery, price, description, fields, its exhibitor and raw counters',
  // Optional: an exhibitor's content may be restricted to registered domestic / overseas buyers (SPEC §6).
  auth: 'optional',
  query: z.object({ id: ZGuid, isMobile: ZQueryBool.optional() }),
  response: ZProductDetail,
});

export const getBventByExhibitionId = defineCall({
  id: 'getBventByExhibitionId',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetBventByExhibitionId',
  summary: 'The event a product (exhibit) belongs to',
  auth: 'none',
  query: z.object({ exhibitId: ZGuid }),
  response: ZBvent,
});

export const getCategoryByBventId = defineCall({
  id: 'getCategoryByBventId',
  method: 'POST',
  path: '/expoAggregator/NoToken/GetCategoryByBventId',
  summary: "The event's product category tree with listed-product counts",
  auth: 'optional',
  body: z.object({ bventId: ZGuid }),
  response: ZCategoryTree,
});

export const listProjects = defineCall({
  id: 'listProjects',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ProjectClient/List',
  summary: 'A page of listed projects of normal exhibitors, in sort order',
  auth: 'optional',
  body: ZPaging.extend({ bventId: ZGuid, exhibitorId: ZGuid.optional() }),
  response: z.array(ZProjectCard),
  paged: true,
});

export const getProjectDetail = defineCall({
  id: 'getProjectDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ProjectClient/Detail',
  summary: 'A project with its exhibitor and raw counters',
  auth: 'optional',
  query: z.object({ id: ZGuid, isMobile: ZQueryBool.optional() }),
  response: ZProjectDetail,
});

export const listPavilions = defineCall({
  id: 'listPavilions',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/Pavilion/List',
  summary: "The event's pavilions (exhibition groups) in sort order",
  auth: 'optional',
  query: z.object({ bventId: ZGuid }),
  response: z.array(ZPavilionCard),
});

export const getPavilionDetail = defineCall({
  id: 'getPavilionDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/Pavilion/Detail',
  summary: 'A pavilion with one page of its normal exhibitors (pager beside returnObj)',
  auth: 'optional',
  query: ZPaging.partial().extend({ id: ZGuid }),
  response: ZPavilionDetail,
  paged: true,
});

export const listExhibitors = defineCall({
  id: 'listExhibitors',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/List',
  summary: 'A page of normal exhibitors of the event, optionally of one pavilion, in sort order',
  auth: 'optional',
  body: ZPaging.extend({ bventId: ZGuid, pavilionId: ZGuid.optional() }),
  response: z.array(ZExhibitorCard),
  paged: true,
});

export const getHomeRecommend = defineCall({
  id: 'getHomeRecommend',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/Home/Recommend',
  summary: 'Home page picks: the first 8 normal exhibitors and 8 listed products in sort order',
  auth: 'optional',
  query: z.object({ bventId: ZGuid }),
  response: ZHomeRecommend,
});
