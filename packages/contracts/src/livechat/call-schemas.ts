import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZEnterQuery,
  ZLiveChatEnter,
  ZLiveChatMessage,
  ZLiveChatMuteBody,
  ZLiveChatMuted,
  ZLiveChatRemoveBody,
  ZLiveChatRoom,
  ZLiveChatSendBody,
  ZOpenListBody,
} from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const LIVE_CHAT_CALL_SCHEMAS = {
  liveChatOpenList: { body: ZOpenListBody, response: z.array(ZLiveChatRoom) },
  liveChatEnter: { query: ZEnterQuery, response: ZLiveChatEnter },
  liveChatSend: { body: ZLiveChatSendBody, response: ZLiveChatMessage },
  liveChatRemove: { body: ZLiveChatRemoveBody, response: z.object({ removed: z.boolean() }) },
  liveChatMute: { body: ZLiveChatMuteBody, response: ZLiveChatMuted },
} satisfies CallSchemaMap;
