/**
 * Codes of tracking events (SPEC §7 "Tracking events ... sent at page view"). The server counts an
 * exhibitor visit only for pageView; 1019 and 1031 are the two events sent after a successful booking (SPEC §7).
 */
export const TRACK_EVENT_CODES = {
  pageView: 'pageView',
  bookingCreated: '1019',
  bookingCardSent: '1031',
} as const;
export type TTrackEventCode = (typeof TRACK_EVENT_CODES)[keyof typeof TRACK_EVENT_CODES];
