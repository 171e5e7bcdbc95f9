import { callsOf } from '../define.ts';
import type { ENQUIRY_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof ENQUIRY_CALL_SCHEMAS>();

/*
 * Product enquiries ("intention orders"): a buyer asks about a product, the exhibitor's team answers and closes it.
 * An enquiry is read by its buyer and by the approved members of the product's exhibitor; anyone else is told it
 * is not there (6601).
 */

/** A buyer's enquiry about a listed product (Order gate: buyers, IntentionOrderPermission); Idempotency-Key. */
export const submitEnquiry = defineCall({
  id: 'submitEnquiry',
  method: 'POST',
  path: '/ExpoAggregator/IntentionOrder/Submit',
  summary: 'Send an enquiry about a product',
  auth: 'required',
  gate: 'order',
  alsoAnswers: [404, 409],
});

/** The caller's enquiries with the replies, newest first. */
export const myEnquiries = defineCall({
  id: 'myEnquiries',
  method: 'GET',
  path: '/ExpoAggregator/IntentionOrder/Mine',
  summary: "The caller's enquiries and their replies",
  auth: 'required',
  paged: true,
  alsoAnswers: [404],
});

/** The enquiries to the caller's exhibiting organizations, newest first, by state. */
export const enquiryInbox = defineCall({
  id: 'enquiryInbox',
  method: 'GET',
  path: '/ExpoAggregator/IntentionOrder/Inbox',
  summary: "The enquiries to the caller's exhibitor, by state",
  auth: 'required',
  gate: 'exhibitorOnly',
  paged: true,
  alsoAnswers: [404],
});

export const enquiryDetail = defineCall({
  id: 'enquiryDetail',
  method: 'GET',
  path: '/ExpoAggregator/IntentionOrder/Detail',
  summary: 'One enquiry, for its buyer or the exhibitor',
  auth: 'required',
  alsoAnswers: [404],
});

/** A member of the exhibitor answers (the state becomes replied; the buyer is told). */
export const replyEnquiry = defineCall({
  id: 'replyEnquiry',
  method: 'POST',
  path: '/ExpoAggregator/IntentionOrder/Reply',
  summary: 'Answer an enquiry',
  auth: 'required',
  alsoAnswers: [404, 409],
});

export const closeEnquiry = defineCall({
  id: 'closeEnquiry',
  method: 'POST',
  path: '/ExpoAggregator/IntentionOrder/Close',
  summary: 'Close an enquiry',
  auth: 'required',
  alsoAnswers: [404],
});

/** The inbox (with its state filter) as CSV, for the exhibitor's CRM. */
export const enquiryInboxCsv = defineCall({
  id: 'enquiryInboxCsv',
  method: 'GET',
  path: '/ExpoAggregator/IntentionOrder/Inbox/csv',
  summary: 'The enquiry inbox as a CSV file',
  auth: 'required',
  gate: 'exhibitorOnly',
  alsoAnswers: [404],
});
