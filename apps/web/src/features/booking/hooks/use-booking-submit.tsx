import { useCallback, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ErrorCode, type TRoleType, type TTimeSlot } from '@showfloor/contracts';
import { BOOKING_PROBLEM_KEYS, type BookingDialogAction, type BookingDialogState } from '@showfloor/domain';
import { ApiError, TOAST_MS, failureDescription } from '../../../lib/api-client.ts';
import { isLoggedIn } from '../../../lib/auth-session.ts';
import { readCurrentRole } from '../../../lib/session/current-role.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { MEETINGS_KEY } from '../../../lib/query-keys.ts';
import { showToast } from '../../../lib/toast.ts';
import { confirmAction } from '../../../components/access/confirm-action.ts';
import { guard } from '../../../components/access/use-gate.ts';
import '../../../lib/antd-render.ts';
import '../../../lib/antd-locale.ts';
import { fetchCardExchange, trackBooking } from '../api/after-booking.ts';
import { fetchChatStatus } from '../api/check-chat-status.ts';
import { stocksKey } from '../api/list-chat-stocks.ts';
import { reserveMeeting } from '../api/reserve-chat.ts';
import { afterBooked } from './after-booked.ts';
import { markFirstNegotiation } from './negotiation-cookie.ts';
import { submitBooking, type BookingContext } from './submit-booking.ts';

/**
 * The dialog's submit wired to the real effects (toasts, the login dialog, the livestream confirm, the calls),
 * and what follows a booking: fresh seats, the cookie, tracking, the card exchange.
 */
export function useBookingSubmit(opts: {
  /** null until the receiving account is known (submit does nothing before). */
  ctx: BookingContext | null;
  state: BookingDialogState;
  chosen: TTimeSlot | null;
  dispatch: (a: BookingDialogAction) => void;
  topicRef: RefObject<HTMLTextAreaElement | null>;
}): { submit: () => Promise<void>; busy: boolean } {
  const { ctx, state, chosen, dispatch, topicRef } = opts;
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  // A second tap while the first submit is on its way is ignored (state would lag one render behind).
  const inFlight = useRef(false);

  const submit = useCallback(async () => {
    if (inFlight.current || !ctx) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const out = await submitBooking(ctx, state, chosen, {
        role: () => (isLoggedIn() ? ((readCurrentRole()?.role || 'Attendee') as TRoleType) : null),
        sendAccountName: session.user?.fullName ?? '',
        askLogin: async () => void (await guard('login')),
        toast: (key) => {
          showToast(t(key), TOAST_MS);
          if (key === BOOKING_PROBLEM_KEYS.topicRequired || key === BOOKING_PROBLEM_KEYS.topicTooLong) {
            topicRef.current?.focus();
          }
        },
        checkStatus: fetchChatStatus,
        confirmLive: () =>
          confirmAction({
            kind: 'booking-live',
            message: t('meeting_live_conflict'),
            yes: t('booking_continue'),
            no: t('cancel'),
            testId: 'booking-live',
          }),
        reserve: reserveMeeting,
        newKey: () => crypto.randomUUID(),
        dispatch,
        messageOf: (e) => failureDescription(e, t('booking_send_failed')),
      });
      const engaged =
        out.kind === 'failed' &&
        out.error instanceof ApiError &&
        out.error.businessCode === ErrorCode.SlotEngaged;
      if (out.kind === 'booked' || engaged) {
        void client.invalidateQueries({ queryKey: stocksKey(ctx.bventId, ctx.exhibitorOrgId) });
      }
      const after = afterBooked(out, session.user?.userId || session.accountId);
      if (after) {
        // The new meeting shows in the visitor's meetings list (and the exhibitor's requests) at once.
        void client.invalidateQueries({ queryKey: MEETINGS_KEY });
        if (after.markFirst) markFirstNegotiation();
        void trackBooking(
          ctx.bventId,
          after.negotiationId,
          after.track,
          readCurrentRole()?.orgId || undefined,
        );
        if (after.cardExchangeFor)
          void fetchCardExchange(ctx.exhibitorOrgId, ctx.bventId, after.cardExchangeFor);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [ctx, state, chosen, dispatch, topicRef, t, client, session.user, session.accountId]);

  return { submit, busy };
}
