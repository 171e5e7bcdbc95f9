import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import {
  ZInstantAnswerBody,
  ZInstantAskBody,
  ZInstantIdBody,
  ZInstantPendingQuery,
  ZInstantRequest,
} from './instant-schemas.ts';

/** The schemas of each call in ./instant-calls.ts, by call id. */
export const INSTANT_CALL_SCHEMAS = {
  askInstantMeeting: { body: ZInstantAskBody, response: ZInstantRequest },
  cancelInstantMeeting: { body: ZInstantIdBody, response: ZInstantRequest },
  answerInstantMeeting: { body: ZInstantAnswerBody, response: ZInstantRequest },
  getInstantMeeting: { query: ZInstantIdBody, response: ZInstantRequest },
  pendingInstantMeetings: { query: ZInstantPendingQuery, response: z.array(ZInstantRequest) },
} satisfies CallSchemaMap;
