import { callsOf } from '../define.ts';
import type { CATALOG_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof CATALOG_CALL_SCHEMAS>();

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
});

export const listExhibits = defineCall({
  id: 'listExhibits',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ExhibitClient/List',
  summary: 'A page of listed products of normal exhibitors, in sort order',
  auth: 'optional',
  paged: true,
});

export const getExhibitDetail = defineCall({
  id: 'getExhibitDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ExhibitClient/Detail',
  summary: 'A product: gallery, price, description, fields, its exhibitor and raw counters',
  // Optional: an exhibitor's content may be restricted to registered domestic / overseas buyers only.
  auth: 'optional',
  alsoAnswers: [403, 404],
});

export const getBventByExhibitionId = defineCall({
  id: 'getBventByExhibitionId',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetBventByExhibitionId',
  summary: 'The event a product (exhibit) belongs to',
  auth: 'none',
  alsoAnswers: [404],
});

export const getCategoryByBventId = defineCall({
  id: 'getCategoryByBventId',
  method: 'POST',
  path: '/expoAggregator/NoToken/GetCategoryByBventId',
  summary: "The event's product category tree with listed-product counts",
  auth: 'optional',
});

export const listProjects = defineCall({
  id: 'listProjects',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ProjectClient/List',
  summary: 'A page of listed projects of normal exhibitors, in sort order',
  auth: 'optional',
  paged: true,
});

export const getProjectDetail = defineCall({
  id: 'getProjectDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/ProjectClient/Detail',
  summary: 'A project with its exhibitor and raw counters',
  auth: 'optional',
  alsoAnswers: [403, 404],
});

export const listPavilions = defineCall({
  id: 'listPavilions',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/Pavilion/List',
  summary: "The event's pavilions (exhibition groups) in sort order",
  auth: 'optional',
});

export const getPavilionDetail = defineCall({
  id: 'getPavilionDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/Pavilion/Detail',
  summary: 'A pavilion with one page of its normal exhibitors (pager beside returnObj)',
  auth: 'optional',
  alsoAnswers: [404],
  paged: true,
});

export const listExhibitors = defineCall({
  id: 'listExhibitors',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/ExhibitorClient/List',
  summary: 'A page of normal exhibitors of the event, optionally of one pavilion, in sort order',
  auth: 'optional',
  paged: true,
});

export const getHomeRecommend = defineCall({
  id: 'getHomeRecommend',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/Home/Recommend',
  summary: 'Home page picks: the first 8 normal exhibitors and 8 listed products in sort order',
  auth: 'optional',
});
