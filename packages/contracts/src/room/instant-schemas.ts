import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { INSTANT_STATUSES, INSTANT_TOPIC_MAX } from './constants.ts';
import { ZRoomNumber } from './schemas.ts';

/** An instant negotiation request, as the buyer who asked and the exhibitor's members see it. */
export const ZInstantRequest = z.object({
  id: ZGuid,
  bventId: ZGuid,
  exhibitorId: ZGuid,
  exhibitorName: z.string(),
  /** The exhibitor's organization: its members answer. */
  receiveOrgId: ZGuid,
  buyerName: z.string(),
  topic: z.string(),
  status: z.enum(INSTANT_STATUSES),
  /** ISO 8601 instants: when it was asked, and when it expires unanswered. */
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Set once accepted: the room both sides go to. */
  roomNumber: ZRoomNumber.nullable(),
});
export type TInstantRequest = z.infer<typeof ZInstantRequest>;

export const ZInstantAskBody = z.object({
  bventId: ZGuid,
  exhibitorId: ZGuid,
  topic: z
    .string()
    .trim()
    .min(1, 'Please enter meeting topic')
    .max(INSTANT_TOPIC_MAX, `Theme length is maximum ${INSTANT_TOPIC_MAX} characters`),
});
export type TInstantAskBody = z.input<typeof ZInstantAskBody>;

export const ZInstantIdBody = z.object({ bventId: ZGuid, id: ZGuid });
export const ZInstantAnswerBody = z.object({ bventId: ZGuid, id: ZGuid, accept: z.boolean() });
export const ZInstantPendingQuery = z.object({ bventId: ZGuid });
