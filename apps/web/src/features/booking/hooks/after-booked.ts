import { TRACK_EVENT_CODES, type TTrackEventCode } from '@showfloor/contracts';
import type { SubmitOutcome } from './submit-booking.ts';

/** What follows a successful booking, decided apart from doing it so the rule is tested. */
export interface AfterBooked {
  negotiationId: string;
  /** The tracking events, both after every booking: 1019 (booked) and 1031 (its card step). */
  track: readonly TTrackEventCode[];
  /** The user whose card exchange is fetched (the exhibitor's contact and the sender's card); null: none. */
  cardExchangeFor: string | null;
  /** The first-negotiation cookie (set after the first successful booking, for 60 days). */
  markFirst: boolean;
}

/**
 * The follow-ups of a submit's outcome: none unless it booked; then both tracking events, the cookie, and the
 * card exchange only when the Reserve payload sent a card (SendBusinessCard 1) and the user is known.
 */
export function afterBooked(out: SubmitOutcome, userId: string | null | undefined): AfterBooked | null {
  if (out.kind !== 'booked') return null;
  return {
    negotiationId: out.negotiationId,
    track: [TRACK_EVENT_CODES.bookingCreated, TRACK_EVENT_CODES.bookingCardSent],
    cardExchangeFor: out.body.SendBusinessCard === 1 && userId ? userId : null,
    markFirst: true,
  };
}
