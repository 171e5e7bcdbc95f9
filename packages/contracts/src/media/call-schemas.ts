import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import {
  ZAgencyCard,
  ZAgencyDetail,
  ZAgencyVideoListBody,
  ZExhibitorVideoListBody,
  ZMediaFile,
  ZVideoCard,
  ZVideoCategoryNode,
  ZVideoDetail,
  ZVideoHallBody,
} from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const MEDIA_CALL_SCHEMAS = {
  recommendAgencyVideo: {
    body: ZAgencyVideoListBody,
    response: z.array(ZVideoCard),
  },
  recommendExhibitorVideo: {
    body: ZExhibitorVideoListBody,
    response: z.array(ZVideoCard),
  },
  agencyVideoList: {
    body: ZAgencyVideoListBody,
    response: z.array(ZVideoCard),
  },
  exhibitorVideoList: {
    body: ZExhibitorVideoListBody,
    response: z.array(ZVideoCard),
  },
  videoHall: {
    body: ZVideoHallBody,
    response: z.array(ZVideoCard),
  },
  videoHallCategories: {
    body: z.object({ bventId: ZGuid }),
    response: z.array(ZVideoCategoryNode),
  },
  getVideoDetail: {
    query: z.object({ id: ZGuid }),
    response: ZVideoDetail,
  },
  getAgency: {
    query: z.object({ bventId: ZGuid }),
    response: z.array(ZAgencyCard),
  },
  getAgencyDetail: {
    query: z.object({ id: ZGuid }),
    response: ZAgencyDetail,
  },
  fileListInGroup: {
    query: z.object({ groupId: ZGuid }),
    response: z.array(ZMediaFile),
  },
} satisfies CallSchemaMap;
