import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { ZPaging } from '../catalog/schemas.ts';
import {
  ZActivityCard,
  ZActivityDetail,
  ZActivityHallBody,
  ZActivitySeat,
  ZActivitySeatBody,
  ZHallActivityCard,
  ZMyActivitiesBody,
} from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const ACTIVITY_CALL_SCHEMAS = {
  listExhibitorActivities: {
    body: ZPaging.extend({ bventId: ZGuid, exhibitorId: ZGuid }),
    response: z.array(ZActivityCard),
  },
  getExhibitorActivityDetail: {
    query: z.object({ id: ZGuid }),
    response: ZActivityDetail,
  },
  listActivityHall: {
    body: ZActivityHallBody,
    response: z.array(ZHallActivityCard),
  },
  getActivitySeat: {
    query: ZActivitySeatBody,
    response: ZActivitySeat,
  },
  registerActivity: {
    body: ZActivitySeatBody,
    response: ZActivitySeat,
  },
  cancelActivityRegistration: {
    body: ZActivitySeatBody,
    response: ZActivitySeat,
  },
  myActivities: {
    body: ZMyActivitiesBody,
    response: z.array(ZHallActivityCard),
  },
} satisfies CallSchemaMap;
