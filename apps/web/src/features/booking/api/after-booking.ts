import {
  businessCardDetail,
  getExhibitorContactInformation,
  trackEvent,
  type TTrackEventCode,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';

/*
 * What follows a successful booking (tracking, the card exchange). Each call runs in the background: its
 * failure is ignored and never reaches the visitor.
 */

const quiet = { background: true, ignoreError: true, ignoreAuth: true } as const;

/** A booking's tracking events (afterBooked: 1019 booked, 1031 the card step of the same booking). */
export function trackBooking(
  bventId: string,
  negotiationId: string,
  codes: readonly TTrackEventCode[],
  orgId?: string,
): Promise<unknown> {
  const send = (eventCode: string) =>
    request(
      trackEvent,
      { body: { eventCode, bventId, page: 'reserveChat', targetId: negotiationId, orgId } },
      quiet,
    ).catch(() => undefined);
  return Promise.all(codes.map(send));
}

/** When a card was sent: the exhibitor's contact and the sender's own card, fetched and failures ignored. */
export function fetchCardExchange(exhibitorOrgId: string, bventId: string, userId: string): Promise<unknown> {
  return Promise.all([
    request(getExhibitorContactInformation, { params: { exhibitorOrgId, bventId, type: '0' } }, quiet).catch(
      () => null,
    ),
    request(businessCardDetail, { query: { userId } }, quiet).catch(() => null),
  ]);
}
