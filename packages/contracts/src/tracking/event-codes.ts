/**
 * Codes of tracking events, sent at page view and after a booking. The server counts an exhibitor visit only
 * for pageView; 1019 and 1031 are the two events sent after a successful booking.
 */
export const TRACK_EVENT_CODES = {
  pageView: 'pageView',
  bookingCreated: '1019',
  bookingCardSent: '1031',
} as const;
export type TTrackEventCode = (typeof TRACK_EVENT_CODES)[keyof typeof TRACK_EVENT_CODES];
