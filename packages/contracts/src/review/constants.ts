/*
 * The organizer's review console (the Planner of the event): what waits for a decision, and the log of every
 * decision with who took it and when.
 */

/** An exhibiting organization's registration as the organizer decided it. */
export const EXHIBITOR_AUDIT_STATES = ['pending', 'approved', 'rejected', 'needsModification'] as const;
export type TExhibitorAuditState = (typeof EXHIBITOR_AUDIT_STATES)[number];
export const EXHIBITOR_AUDIT_DECISIONS = ['approve', 'reject', 'needsModification'] as const;
export type TExhibitorAuditDecision = (typeof EXHIBITOR_AUDIT_DECISIONS)[number];

/** The attendee states the console lists (a decision is ReviewAttendee's). */
export const ATTENDEE_QUEUE_STATES = [
  'PendingApproval',
  'NeedComplementInfo',
  'NeedEditInfo',
  'Registered',
  'Denied',
] as const;
export type TAttendeeQueueState = (typeof ATTENDEE_QUEUE_STATES)[number];

/** Offline (bank transfer) ticket orders by state: the organizer marks one paid or refuses it. */
export const PAYMENT_QUEUE_STATES = ['Unpaid', 'Paid', 'Cancelled'] as const;
export type TPaymentQueueState = (typeof PAYMENT_QUEUE_STATES)[number];

/** What a logged decision was about. */
export const REVIEW_SUBJECTS = ['exhibitor', 'product', 'attendee', 'payment', 'demand'] as const;
export type TReviewSubject = (typeof REVIEW_SUBJECTS)[number];
