import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import {
  ZBoothNumber,
  ZBoothNumberBody,
  ZBusinessCard,
  ZBusinessCardQuery,
  ZChatStatus,
  ZChatTypes,
  ZCheckChatStatusBody,
  ZClearSlotsBody,
  ZMeeting,
  ZMeetingActionBody,
  ZMeetingCalendar,
  ZMeetingCalendarQuery,
  ZMeetingListBody,
  ZMySlots,
  ZReserveBody,
  ZSetSlotsBody,
  ZSlotDay,
  ZStocks,
  ZStocksBody,
} from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const MEETING_CALL_SCHEMAS = {
  getChatTypeByBventId: {
    query: z.object({ bventId: ZGuid }),
    response: ZChatTypes,
  },
  exhibitorOfflineBoothNumberQuery: {
    body: ZBoothNumberBody,
    response: ZBoothNumber,
  },
  listChatStocks: {
    body: ZStocksBody,
    response: ZStocks,
  },
  checkChatStatus: {
    body: ZCheckChatStatusBody,
    response: ZChatStatus,
  },
  reserveChat: {
    body: ZReserveBody,
    response: ZGuid,
  },
  mySentMeetings: {
    body: ZMeetingListBody,
    response: z.array(ZMeeting),
  },
  receivedMeetings: {
    body: ZMeetingListBody,
    response: z.array(ZMeeting),
  },
  confirmMeeting: {
    body: ZMeetingActionBody,
    response: ZMeeting,
  },
  declineMeeting: {
    body: ZMeetingActionBody,
    response: ZMeeting,
  },
  cancelMeeting: {
    body: ZMeetingActionBody,
    response: ZMeeting,
  },
  meetingCalendar: {
    query: ZMeetingCalendarQuery,
    response: ZMeetingCalendar,
  },
  getMySlots: {
    query: z.object({ bventId: ZGuid }),
    response: ZMySlots,
  },
  setMySlots: {
    body: ZSetSlotsBody,
    response: ZSlotDay,
  },
  clearMySlots: {
    body: ZClearSlotsBody,
    response: ZSlotDay,
  },
  businessCardDetail: {
    query: ZBusinessCardQuery,
    response: ZBusinessCard,
  },
} satisfies CallSchemaMap;
