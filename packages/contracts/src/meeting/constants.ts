/*
 * Scheduled meetings (SPEC §2 booking dialog, §3 booking form / context / time slot / availability, §7 booking
 * calls 1-5). Times are Beijing wall-clock strings like every server time; a day is a Beijing date 'YYYY-MM-DD'.
 */

/** SPEC §9: meeting type default OnLine. */
export const CHAT_TYPES = ['OnLine', 'OffLine'] as const;

/** SPEC §9: address type default Customize; BoothNumber takes the exhibitor's booth (ExhibitorOfflineBoothNumberQuery). */
export const ADDRESS_TYPES = ['Customize', 'BoothNumber'] as const;

/** Where the booking was started (SPEC §3 srcBizType, default Shop: the exhibitor's own page). */
export const SRC_BIZ_TYPES = ['Shop', 'Exhibit', 'Project', 'Video', 'Activity'] as const;

/** SPEC §6: the conflict check's type, AttendeeSend when the role is Attendee, otherwise ExhibitorSend. */
export const CHECK_CHAT_BUSINESS_TYPES = ['AttendeeSend', 'ExhibitorSend'] as const;

/** SPEC §4 "Reservation: waiting for response, confirmed, cancel". A declined request is Cancelled by the exhibitor. */
export const MEETING_STATUSES = ['Waiting', 'Confirmed', 'Cancelled'] as const;

/** SPEC §5/§9: the topic is at most 100 characters (user-perceived characters, after trimming). */
export const TOPIC_MAX_LENGTH = 100;

export const ADDRESS_MAX_LENGTH = 200;

/** Slot lengths and seats an exhibitor may choose (minutes; people per slot). */
export const SLOT_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const;

export const SLOT_CAPACITY_MAX = 50;

/** The idempotency header of Reserve: a retried POST with the same key answers the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
