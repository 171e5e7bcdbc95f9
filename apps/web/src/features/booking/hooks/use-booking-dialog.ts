import { useEffect, useReducer } from 'react';
import {
  BOOKING_DIALOG_INITIAL,
  DIALOG_RESET_DELAY_MS,
  bookingDialogReducer,
  type BookingDialogAction,
  type BookingDialogState,
} from '@showfloor/domain';

/**
 * The domain's booking dialog state machine held by the dialog: opened and closed by `open`, and
 * reset DIALOG_RESET_DELAY_MS after a close, once the sheet's closing animation has run.
 */
export function useBookingDialog(
  open: boolean,
  firstDay: string | null,
): [BookingDialogState, (a: BookingDialogAction) => void] {
  const [state, dispatch] = useReducer(bookingDialogReducer, BOOKING_DIALOG_INITIAL);
  // firstDay only seeds a first open; it is not a reason to reopen.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => followOpen(open, firstDay, dispatch), [open]);
  return [state, dispatch];
}

/**
 * The hook's effect when `open` changes, apart so its timer is tested: open dispatches 'open' with the first
 * day; close dispatches 'close' and 'reset' DIALOG_RESET_DELAY_MS later. Answers the cleanup, which cancels a
 * pending reset (the dialog reopened within the delay).
 */
export function followOpen(
  open: boolean,
  firstDay: string | null,
  dispatch: (a: BookingDialogAction) => void,
): (() => void) | undefined {
  if (open) {
    dispatch({ type: 'open', date: firstDay });
    return undefined;
  }
  dispatch({ type: 'close' });
  const timer = setTimeout(() => dispatch({ type: 'reset' }), DIALOG_RESET_DELAY_MS);
  return () => clearTimeout(timer);
}
