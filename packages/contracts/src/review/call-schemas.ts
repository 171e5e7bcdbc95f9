import { z } from 'zod';
import type { CallSchemaMap } from '../define.ts';
import { ZWorkbenchProduct } from '../workbench/schemas.ts';
import {
  ZAttendeeReviewQuery,
  ZAttendeeReviewQueue,
  ZExhibitorAudit,
  ZExhibitorAuditBody,
  ZExhibitorAuditQuery,
  ZExhibitorAuditQueue,
  ZExhibitorBanBody,
  ZPaymentRefuseBody,
  ZPaymentReview,
  ZPaymentReviewQuery,
  ZPaymentReviewQueue,
  ZProductReviewBody,
  ZProductReviewQuery,
  ZProductReviewQueue,
  ZReviewLogEntry,
  ZReviewLogQuery,
  ZReviewSummary,
  ZReviewSummaryQuery,
} from './schemas.ts';

/** The schemas of each call in ./calls.ts, by call id. */
export const REVIEW_CALL_SCHEMAS = {
  reviewSummary: { query: ZReviewSummaryQuery, response: ZReviewSummary },
  exhibitorAuditQueue: { query: ZExhibitorAuditQuery, response: ZExhibitorAuditQueue },
  reviewExhibitor: { body: ZExhibitorAuditBody, response: ZExhibitorAudit },
  banExhibitor: { body: ZExhibitorBanBody, response: ZExhibitorAudit },
  productReviewQueue: { query: ZProductReviewQuery, response: ZProductReviewQueue },
  reviewProduct: { body: ZProductReviewBody, response: ZWorkbenchProduct },
  attendeeReviewQueue: { query: ZAttendeeReviewQuery, response: ZAttendeeReviewQueue },
  paymentReviewQueue: { query: ZPaymentReviewQuery, response: ZPaymentReviewQueue },
  refusePayment: { body: ZPaymentRefuseBody, response: ZPaymentReview },
  reviewLog: { query: ZReviewLogQuery, response: z.array(ZReviewLogEntry) },
} satisfies CallSchemaMap;
