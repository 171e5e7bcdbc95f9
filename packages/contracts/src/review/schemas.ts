import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { ZPaging } from '../catalog/schemas.ts';
import { EXHIBITOR_STATES } from '../exhibitor/constants.ts';
import { PRODUCT_DECISIONS, PRODUCT_STATES, REVIEW_NOTE_MAX } from '../workbench/constants.ts';
import { ZProductStateCounts, ZWorkbenchProduct } from '../workbench/schemas.ts';
import {
  ATTENDEE_QUEUE_STATES,
  EXHIBITOR_AUDIT_DECISIONS,
  EXHIBITOR_AUDIT_STATES,
  PAYMENT_QUEUE_STATES,
  REVIEW_SUBJECTS,
} from './constants.ts';

const counts = <T extends readonly string[]>(states: T) =>
  z.object(Object.fromEntries(states.map((s) => [s, z.number().int()])) as Record<T[number], z.ZodNumber>);

/** The organizer's note: required where the other side must act on it (reject, needs modification, ban). */
export const ZReviewNote = z
  .string()
  .trim()
  .max(REVIEW_NOTE_MAX, `A note has at most ${REVIEW_NOTE_MAX} characters`)
  .default('');

const ZKeyword = z.string().trim().max(100).optional();

/** What waits for the organizer in each queue: the console's front page. */
export const ZReviewSummary = z.object({
  exhibitors: z.number().int(),
  products: z.number().int(),
  attendees: z.number().int(),
  payments: z.number().int(),
  demands: z.number().int(),
});
export type TReviewSummary = z.infer<typeof ZReviewSummary>;
export const ZReviewSummaryQuery = z.object({ bventId: ZGuid });

/** An exhibiting organization's registration at the event, with its exhibitor when it has one. */
export const ZExhibitorAudit = z.object({
  orgId: ZGuid,
  orgName: z.string(),
  exhibitor: z
    .object({ id: ZGuid, name: z.string(), logo: z.string(), status: z.enum(EXHIBITOR_STATES) })
    .nullable(),
  audit: z.enum(EXHIBITOR_AUDIT_STATES),
  note: z.string(),
  members: z.array(z.object({ accountId: ZGuid, fullName: z.string(), email: z.string() })),
  registeredAt: z.string(),
});
export type TExhibitorAudit = z.infer<typeof ZExhibitorAudit>;
export const ZExhibitorAuditQuery = ZPaging.extend({
  bventId: ZGuid,
  state: z.enum(EXHIBITOR_AUDIT_STATES).default('pending'),
  /** Only banned exhibitors (whatever their audit). */
  banned: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  keyword: ZKeyword,
});
export const ZExhibitorAuditQueue = z.object({
  items: z.array(ZExhibitorAudit),
  counts: counts(EXHIBITOR_AUDIT_STATES).extend({ banned: z.number().int() }),
});
export const ZExhibitorAuditBody = z.object({
  bventId: ZGuid,
  orgId: ZGuid,
  decision: z.enum(EXHIBITOR_AUDIT_DECISIONS),
  note: ZReviewNote,
});
export const ZExhibitorBanBody = z.object({
  bventId: ZGuid,
  exhibitorId: ZGuid,
  banned: z.boolean(),
  note: ZReviewNote,
});

/** The products of the event waiting for (or past) the organizer's review. */
export const ZProductReviewQuery = ZPaging.extend({
  bventId: ZGuid,
  /** pendingReview lists new products and edits of approved ones alike. */
  state: z.enum(PRODUCT_STATES).default('pendingReview'),
  keyword: ZKeyword,
});
export const ZProductReviewItem = ZWorkbenchProduct.extend({
  /** new: never approved; revision: an edit of an approved product. */
  kind: z.enum(['new', 'revision']),
});
export type TProductReviewItem = z.infer<typeof ZProductReviewItem>;
export const ZProductReviewQueue = z.object({
  items: z.array(ZProductReviewItem),
  counts: ZProductStateCounts,
});
export const ZProductReviewBody = z.object({
  bventId: ZGuid,
  id: ZGuid,
  decision: z.enum(PRODUCT_DECISIONS),
  note: ZReviewNote,
});

/** A visitor's registration as the console lists it. */
export const ZAttendeeReview = z.object({
  accountId: ZGuid,
  fullName: z.string(),
  email: z.string(),
  status: z.string(),
  orderPayWay: z.string().nullable(),
  answers: z.record(z.string(), z.string()),
  note: z.string(),
  registeredAt: z.string(),
});
export type TAttendeeReview = z.infer<typeof ZAttendeeReview>;
export const ZAttendeeReviewQuery = ZPaging.extend({
  bventId: ZGuid,
  state: z.enum(ATTENDEE_QUEUE_STATES).default('PendingApproval'),
  keyword: ZKeyword,
});
export const ZAttendeeReviewQueue = z.object({
  items: z.array(ZAttendeeReview),
  counts: counts(ATTENDEE_QUEUE_STATES),
});

/** An offline ticket order as the console lists it. */
export const ZPaymentReview = z.object({
  orderId: ZGuid,
  accountId: ZGuid,
  fullName: z.string(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_QUEUE_STATES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TPaymentReview = z.infer<typeof ZPaymentReview>;
export const ZPaymentReviewQuery = ZPaging.extend({
  bventId: ZGuid,
  state: z.enum(PAYMENT_QUEUE_STATES).default('Unpaid'),
  keyword: ZKeyword,
});
export const ZPaymentReviewQueue = z.object({
  items: z.array(ZPaymentReview),
  counts: counts(PAYMENT_QUEUE_STATES),
});
/** Refuses an offline payment that never arrived: the order is cancelled, the visitor told why. */
export const ZPaymentRefuseBody = z.object({
  bventId: ZGuid,
  orderId: ZGuid,
  note: ZReviewNote,
});

/** One logged decision. */
export const ZReviewLogEntry = z.object({
  id: z.number().int(),
  subject: z.enum(REVIEW_SUBJECTS),
  subjectId: z.string(),
  subjectName: z.string(),
  decision: z.string(),
  note: z.string(),
  by: z.object({ accountId: ZGuid.nullable(), fullName: z.string() }),
  at: z.string(),
});
export type TReviewLogEntry = z.infer<typeof ZReviewLogEntry>;
export const ZReviewLogQuery = ZPaging.extend({
  bventId: ZGuid,
  subject: z.enum(REVIEW_SUBJECTS).optional(),
  subjectId: z.string().max(64).optional(),
});
