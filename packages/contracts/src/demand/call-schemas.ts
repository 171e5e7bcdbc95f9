import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZDemand,
  ZDemandBody,
  ZDemandHall,
  ZDemandHallQuery,
  ZDemandPicture,
  ZDemandPictureBody,
  ZDemandRef,
  ZDemandReplyBody,
  ZDemandReviewBody,
  ZDemandReviewQuery,
  ZDemandReviewQueue,
  ZMyDemandsQuery,
} from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const DEMAND_CALL_SCHEMAS = {
  demandHall: { query: ZDemandHallQuery, response: ZDemandHall },
  demandDetail: { query: ZDemandRef, response: ZDemand },
  publishDemand: { body: ZDemandBody, response: ZDemand },
  uploadDemandPicture: { body: ZDemandPictureBody, response: ZDemandPicture },
  myDemands: { query: ZMyDemandsQuery, response: z.array(ZDemand) },
  closeDemand: { body: ZDemandRef, response: ZDemand },
  replyDemand: { body: ZDemandReplyBody, response: ZDemand },
  demandReviewQueue: { query: ZDemandReviewQuery, response: ZDemandReviewQueue },
  reviewDemand: { body: ZDemandReviewBody, response: ZDemand },
} satisfies CallSchemaMap;
