import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZRoomFeedbackBody,
  ZRoomInfo,
  ZRoomInvitation,
  ZRoomNumber,
  ZRoomPasswordBody,
  ZRoomQrInput,
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
  getRtcQrCode: { query: ZRoomQrInput, response: z.string().describe('A PNG data URL') },
  getAuthQrCode: { body: ZRoomQrInput, response: z.string().describe('A PNG data URL') },
} satisfies CallSchemaMap;
