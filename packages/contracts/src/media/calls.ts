import { callsOf } from '../define.ts';
import type { MEDIA_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof MEDIA_CALL_SCHEMAS>();

export const recommendAgencyVideo = defineCall({
  id: 'recommendAgencyVideo',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/Agency/RecommendVideo',
  summary:
    "Agencies' recommended videos of an event (home page), newest first; agencyId narrows to one agency",
  auth: 'none',
  paged: true,
});

export const recommendExhibitorVideo = defineCall({
  id: 'recommendExhibitorVideo',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/Exhibitor/RecommendVideo',
  summary:
    "Exhibitors' recommended videos of an event (home page), newest first; exhibitorId narrows to one exhibitor",
  auth: 'none',
  paged: true,
});

export const agencyVideoList = defineCall({
  id: 'agencyVideoList',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/Agency/VideoList',
  summary: "Every published video of the event's agencies (or of one agency), newest first",
  auth: 'none',
  paged: true,
});

export const exhibitorVideoList = defineCall({
  id: 'exhibitorVideoList',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/Exhibitor/VideoList',
  summary: "Every published video of the event's exhibitors (or of one exhibitor: the exhibitorVideo tab)",
  auth: 'none',
  paged: true,
});

/**
 * The video hall: the event's published videos, exhibitors' and agencies' together, filtered by category and
 * keywords (the search index). The path is our own, in the style of the others. A restricted exhibitor's videos
 * are listed only to the buyers it admits. Unknown category: HTTP 404 / 7301.
 */
export const videoHall = defineCall({
  id: 'videoHall',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/VideoHall',
  summary: "The event's published videos (exhibitors' and agencies'), by category and keywords, paged",
  auth: 'optional',
  paged: true,
});

/** The video hall's category filter: the event's tree, each category with its videos (only those with some). */
export const videoHallCategories = defineCall({
  id: 'videoHallCategories',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/GetCategoryList',
  summary: "The event's categories that hold videos the caller may see, with their counts",
  auth: 'optional',
});

/** A video's detail. The call is our own, in the style of the others. Unknown id: HTTP 404 / 40400. */
export const getVideoDetail = defineCall({
  id: 'getVideoDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/VideoClient/Detail',
  summary: 'One video: title, cover, duration, MP4 and HLS addresses, owner, counters',
  auth: 'none',
  alsoAnswers: [404],
});

export const getAgency = defineCall({
  id: 'getAgency',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetAgency',
  summary: "The event's agencies, in the organizer's order",
  auth: 'none',
});

/** Unknown id: HTTP 404 / 40400. */
export const getAgencyDetail = defineCall({
  id: 'getAgencyDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/AgencyDetail',
  summary: "An agency's page: banner, introduction, website, counters",
  auth: 'none',
  alsoAnswers: [404],
});

/** Unknown group: an empty list (a group without files looks the same). */
export const fileListInGroup = defineCall({
  id: 'fileListInGroup',
  method: 'GET',
  path: '/mediamaterial/notoken/fileListInGroup',
  summary: 'The files of a media-material group, in their order',
  auth: 'none',
});
