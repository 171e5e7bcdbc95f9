import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZLiveCalendar,
  ZLiveCalendarQuery,
  ZLiveCancelBody,
  ZLiveCard,
  ZLiveDetail,
  ZLiveDetailQuery,
  ZLiveListBody,
  ZLiveReserveBody,
  ZLiveSeat,
  ZLiveStatus,
  ZLiveStatusBody,
  ZMyLivesBody,
} from './schemas.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file.
 */
export const LIVE_CALL_SCHEMAS = {
  listLives: { body: ZLiveListBody, response: z.array(ZLiveCard) },
  getLiveDetail: { query: ZLiveDetailQuery, response: ZLiveDetail },
  reserveLive: { body: ZLiveReserveBody, response: ZLiveSeat },
  cancelLiveReservation: { body: ZLiveCancelBody, response: ZLiveSeat },
  liveReservationStatus: { body: ZLiveStatusBody, response: z.array(ZLiveStatus) },
  liveCalendar: { query: ZLiveCalendarQuery, response: ZLiveCalendar },
  myLiveReservations: { body: ZMyLivesBody, response: z.array(ZLiveCard) },
} satisfies CallSchemaMap;
