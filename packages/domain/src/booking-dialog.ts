import type { TAddressType, TChatType } from '@showfloor/contracts';

/*
 * The booking dialog's state machine: closed -> open; the form (theme, chatType default OnLine, address type
 * default Customize, no business card), the chosen day and slot, the conflict flags and the result. The web
 * dialog holds exactly this state.
 */

export interface BookingForm {
  theme: string;
  chatType: TChatType;
  SendBusinessCard: boolean;
  address: string;
  addressType: TAddressType;
}

export const BOOKING_FORM_DEFAULTS: BookingForm = {
  theme: '',
  chatType: 'OnLine',
  SendBusinessCard: false,
  address: '',
  addressType: 'Customize',
};

/** The dialog resets everything 200 ms after it closes (once its closing animation is over). */
export const DIALOG_RESET_DELAY_MS = 200;

export interface BookingDialogState {
  open: boolean;
  form: BookingForm;
  selectedDate: string | null;
  /**
   * The chosen slot's id; null: none chosen. An id, not an index into the day's slots, so a refreshed list that
   * moves the slot keeps it chosen, and the visitor's next pick simply replaces it (the original dialog's
   * timeIndex is derived from it against the day's visible slots: `chosenTimeIndex`).
   */
  timeSlotId: string | null;
  isReserveLiveMeeting: boolean;
  isReserveChat: boolean;
  /** The result: none (false, false), success (true, false), fail (true, true) with message. */
  isResult: boolean;
  isResultFail: boolean;
  message: string;
}

export const BOOKING_DIALOG_INITIAL: BookingDialogState = {
  open: false,
  form: BOOKING_FORM_DEFAULTS,
  selectedDate: null,
  timeSlotId: null,
  isReserveLiveMeeting: false,
  isReserveChat: false,
  isResult: false,
  isResultFail: false,
  message: '',
};

export type BookingDialogAction =
  | { type: 'open'; date?: string | null }
  | { type: 'close' }
  /** Fired DIALOG_RESET_DELAY_MS after close: back to the initial state (only if still closed). */
  | { type: 'reset' }
  | { type: 'selectDay'; date: string }
  | { type: 'selectTime'; slotId: string | null }
  | { type: 'edit'; patch: Partial<BookingForm> }
  | { type: 'conflicts'; isReserveLiveMeeting: boolean; isReserveChat: boolean }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string }
  | { type: 'retry' };

export function bookingDialogReducer(
  state: BookingDialogState,
  action: BookingDialogAction,
): BookingDialogState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true, selectedDate: action.date ?? state.selectedDate };
    case 'close':
      return { ...state, open: false };
    case 'reset':
      return state.open ? state : BOOKING_DIALOG_INITIAL;
    case 'selectDay':
      // A new day resets the conflict flags; a bare day change also resets the chosen time to none.
      if (action.date === state.selectedDate)
        return { ...state, isReserveLiveMeeting: false, isReserveChat: false };
      return {
        ...state,
        selectedDate: action.date,
        timeSlotId: null,
        isReserveLiveMeeting: false,
        isReserveChat: false,
      };
    case 'selectTime':
      return { ...state, timeSlotId: action.slotId, isReserveLiveMeeting: false, isReserveChat: false };
    case 'edit': {
      const form = { ...state.form, ...action.patch };
      // An online meeting has no address; switching back to online forgets it.
      if (form.chatType === 'OnLine') Object.assign(form, { address: '', addressType: 'Customize' });
      return { ...state, form };
    }
    case 'conflicts':
      return {
        ...state,
        isReserveLiveMeeting: action.isReserveLiveMeeting,
        isReserveChat: action.isReserveChat,
      };
    case 'succeeded':
      return { ...state, isResult: true, isResultFail: false, message: '' };
    case 'failed':
      return { ...state, isResult: true, isResultFail: true, message: action.message };
    case 'retry':
      return { ...state, isResult: false, isResultFail: false, message: '' };
  }
}

/**
 * timeIndex: where the chosen slot sits among the chosen day's visible slots, or null when none is chosen
 * or the chosen slot has left the list (taken, passed or removed since): then nothing is chosen.
 */
export function chosenTimeIndex(state: BookingDialogState, slots: readonly { id: string }[]): number | null {
  if (state.timeSlotId === null) return null;
  const at = slots.findIndex((s) => s.id === state.timeSlotId);
  return at < 0 ? null : at;
}
