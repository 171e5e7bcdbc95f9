import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZGuid } from '../common/primitives.ts';
import {
  ZAgencyCard,
  ZAgencyDetail,
  ZAgencyVideoListBody,
  ZExhibitorVideoListBody,
  ZMediaFile,
  ZVideoCard,
  ZVideoDetail,
} from './schemas.ts';

export const recommendAgencyVideo = defineCall({
  id: 'recommendAgencyVideo',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/Agency/RecommendVideo',
  summary:
    "Agencies' recommended videos of an event (home page), newest first; agencyId narrows to one agency",
  auth: 'none',
  body: ZAgencyVideoListBody,
  response: z.array(ZVideoCard),
  paged: true,
});

export const recommendExhibitorVideo = defineCall({
  id: 'recommendExhibitorVideo',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/Exhibitor/RecommendVideo',
  summary:
    "Exhibitors' recommended videos of an event (home page), newest first; exhibitorId narrows to one exhibitor",
  auth: 'none',
  body: ZExhibitorVideoListBody,
  response: z.array(ZVideoCard),
  paged: true,
});

export const agencyVideoList = defineCall({
  id: 'agencyVideoList',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/Agency/VideoList',
  summary: "Every published video of the event's agencies (or of one agency), newest first",
  auth: 'none',
  body: ZAgencyVideoListBody,
  response: z.array(ZVideoCard),
  paged: true,
});

export const exhibitorVideoList = defineCall({
  id: 'exhibitorVideoList',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/VideoClient/Exhibitor/VideoList',
  summary: "Every published video of the event's exhibitors (or of one exhibitor: the exhibitorVideo tab)",
  auth: 'none',
  body: ZExhibitorVideoListBody,
  response: z.array(ZVideoCard),
  paged: true,
});

/** SPEC §7 names no detail call for videos; ours is in the same style. Unknown id: HTTP 404 / 40400. */
export const getVideoDetail = defineCall({
  id: 'getVideoDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/VideoClient/Detail',
  summary: 'One video: title, cover, duration, MP4 and HLS addresses, owner, counters',
  auth: 'none',
  query: z.object({ id: ZGuid }),
  response: ZVideoDetail,
});

export const getAgency = defineCall({
  id: 'getAgency',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/GetAgency',
  summary: "The event's agencies, in the organizer's order",
  auth: 'none',
  query: z.object({ bventId: ZGuid }),
  response: z.array(ZAgencyCard),
});

/** Unknown id: HTTP 404 / 40400. */
export const getAgencyDetail = defineCall({
  id: 'getAgencyDetail',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/AgencyDetail',
  summary: "An agency's page: banner, introduction, website, counters",
  auth: 'none',
  query: z.object({ id: ZGuid }),
  response: ZAgencyDetail,
});

/** Unknown group: an empty list (a group without files looks the same). */
export const fileListInGroup = defineCall({
  id: 'fileListInGroup',
  method: 'GET',
  path: '/mediamaterial/notoken/fileListInGroup',
  summary: 'The files of a media-material group, in their order',
  auth: 'none',
  query: z.object({ groupId: ZGuid }),
  response: z.array(ZMediaFile),
});
