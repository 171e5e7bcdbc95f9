import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZRoomFeedbackBody,
  ZRoomInfo,
  ZRoomInvitation,
  ZRoomNumber,
  ZRoomPasswordBody,
  ZRoomQuery,
  ZRoomRecord,
  ZRoomRecordBody,
} from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const ROOM_CALL_SCHEMAS = {
  getMeetingRoom: { query: ZRoomQuery, response: ZRoomInfo },
  createRoomInvitation: { body: z.object({ roomNumber: ZRoomNumber }), response: ZRoomInvitation },
  setRoomPassword: { body: ZRoomPasswordBody, response: z.null() },
  saveChatRoomFeedback: { body: ZRoomFeedbackBody, response: z.null() },
  saveLiveMeetingRecord: { body: ZRoomRecordBody, response: ZRoomRecord },
} satisfies CallSchemaMap;
