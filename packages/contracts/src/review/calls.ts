import { callsOf } from '../define.ts';
import type { REVIEW_CALL_SCHEMAS } from './call-schemas.ts';

const defineCall = callsOf<typeof REVIEW_CALL_SCHEMAS>();

/*
 * The organizer's review console (the Planner of the event). Each decision is logged with who took it and when
 * (reviewLog); the older calls AuditExhibitor, ReviewAttendee and MarkPaid log theirs too.
 */

/** How much waits in each queue. */
export const reviewSummary = defineCall({
  id: 'reviewSummary',
  method: 'GET',
  path: '/ExpoAggregator/Planner/Review/Summary',
  summary: 'What waits for the organizer in each queue',
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404],
});

/** Exhibiting organizations by the state of their registration's audit, with each state's count. */
export const exhibitorAuditQueue = defineCall({
  id: 'exhibitorAuditQueue',
  method: 'GET',
  path: '/ExpoAggregator/Planner/Exhibitor/List',
  summary: "The event's exhibiting organizations by audit state",
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404],
});

/** Approve, reject or send back an exhibiting organization's registration (with a note its members read). */
export const reviewExhibitor = defineCall({
  id: 'reviewExhibitor',
  method: 'POST',
  path: '/ExpoAggregator/Planner/Exhibitor/Review',
  summary: "Decide an exhibiting organization's registration",
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404, 409],
});

/** Ban an exhibitor (it leaves lists, search, its pages, favorites and booking at once) or lift the ban. */
export const banExhibitor = defineCall({
  id: 'banExhibitor',
  method: 'POST',
  path: '/ExpoAggregator/Planner/Exhibitor/Ban',
  summary: 'Ban an exhibitor or lift its ban',
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404],
});

/** The event's products by state; pendingReview holds new products and edits of approved ones. */
export const productReviewQueue = defineCall({
  id: 'productReviewQueue',
  method: 'GET',
  path: '/ExpoAggregator/Planner/Exhibit/List',
  summary: "The event's products by review state",
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404],
});

/** Approve, reject or send back a product or its revision; ban or unban a product. Re-indexes search at once. */
export const reviewProduct = defineCall({
  id: 'reviewProduct',
  method: 'POST',
  path: '/ExpoAggregator/Planner/Exhibit/Review',
  summary: 'Decide a product or its revision',
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404, 409],
});

/** Visitors' registrations by status (the decision is ReviewAttendee). */
export const attendeeReviewQueue = defineCall({
  id: 'attendeeReviewQueue',
  method: 'GET',
  path: '/ExpoAggregator/Planner/Attendee/List',
  summary: "Visitors' registrations by status",
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404],
});

/** Offline ticket orders by state (marking one paid is MarkPaid). */
export const paymentReviewQueue = defineCall({
  id: 'paymentReviewQueue',
  method: 'GET',
  path: '/ExpoAggregator/Planner/Order/List',
  summary: 'Offline ticket orders by state',
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404],
});

/** Refuse an offline payment that never arrived: the order is cancelled and the visitor may register again. */
export const refusePayment = defineCall({
  id: 'refusePayment',
  method: 'POST',
  path: '/ExpoAggregator/Planner/Order/Refuse',
  summary: 'Refuse an offline payment',
  auth: 'required',
  gate: 'planner',
  alsoAnswers: [404, 409],
});

/** The decisions taken at the event, newest first: who, when, what, with the note. */
export const reviewLog = defineCall({
  id: 'reviewLog',
  method: 'GET',
  path: '/ExpoAggregator/Planner/Review/Log',
  summary: 'The log of review decisions',
  auth: 'required',
  gate: 'planner',
  paged: true,
  alsoAnswers: [404],
});
