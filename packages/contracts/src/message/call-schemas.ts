import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZConversationQuery,
  ZConversationsQuery,
  ZImageUpload,
  ZImageUploadBody,
  ZImConversation,
  ZImMessage,
  ZMessagesQuery,
  ZMessageToExhibitorBody,
  ZMessageToExhibitorResult,
  ZReadBody,
  ZReadResult,
  ZSendMessageBody,
  ZUnread,
  ZUnreadQuery,
} from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const MESSAGE_CALL_SCHEMAS = {
  sendMessageToExhibitor: { body: ZMessageToExhibitorBody, response: ZMessageToExhibitorResult },
  sendMessage: { body: ZSendMessageBody, response: ZImMessage },
  listConversations: { query: ZConversationsQuery, response: z.array(ZImConversation) },
  getConversation: { query: ZConversationQuery, response: ZImConversation.nullable() },
  listMessages: { query: ZMessagesQuery, response: z.array(ZImMessage) },
  readMessages: { body: ZReadBody, response: ZReadResult },
  unreadMessages: { query: ZUnreadQuery, response: ZUnread },
  uploadMessageImage: { body: ZImageUploadBody, response: ZImageUpload },
} satisfies CallSchemaMap;
