/*
 * Scheduled meetings: the booking dialog's form, context, time slots and availability, and the booking calls.
 * Times are Beijing wall-clock strings like every server time; a day is a Beijing date 'YYYY-MM-DD'.
 */

/** Meeting type; the default is OnLine. */
export const CHAT_TYPES = ['OnLine', 'OffLine'] as const;

/** Address type; the default is Customize; BoothNumber takes the exhibitor's booth (ExhibitorOfflineBoothNumberQuery). */
export const ADDRESS_TYPES = ['Customize', 'BoothNumber'] as const;

/** Where the booking was started (srcBizType; the default Shop is the exhibitor's own page). */
export const SRC_BIZ_TYPES = ['Shop', 'Exhibit', 'Project', 'Video', 'Activity'] as const;

/** The conflict check's type: AttendeeSend when the role is Attendee, otherwise ExhibitorSend. */
export const CHECK_CHAT_BUSINESS_TYPES = ['AttendeeSend', 'ExhibitorSend'] as const;

/** Reservation: waiting for response, confirmed, cancelled. A declined request is Cancelled by the exhibitor. */
export const MEETING_STATUSES = ['Waiting', 'Confirmed', 'Cancelled'] as const;

/** How a meeting came about: booked in a time slot, or an instant negotiation accepted on the spot. */
export const MEETING_KINDS = ['Scheduled', 'Instant'] as const;

/** The topic is at most 100 characters (user-perceived characters, after trimming). */
export const TOPIC_MAX_LENGTH = 100;

export const ADDRESS_MAX_LENGTH = 200;

/** Slot lengths and seats an exhibitor may choose (minutes; people per slot). */
export const SLOT_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const;

export const SLOT_CAPACITY_MAX = 50;

/** The idempotency header of Reserve: a retried POST with the same key answers the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
