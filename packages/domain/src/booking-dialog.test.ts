import { describe, expect, it } from 'vitest';
import {
  BOOKING_DIALOG_INITIAL,
  BOOKING_FORM_DEFAULTS,
  type BookingDialogAction,
  type BookingDialogState,
  bookingDialogReducer,
  chosenTimeIndex,
} from './booking-dialog.ts';

const run = (actions: BookingDialogAction[], from: BookingDialogState = BOOKING_DIALOG_INITIAL) =>
  actions.reduce(bookingDialogReducer, from);

const picked = run([
  { type: 'open' },
  { type: 'selectDay', date: '2026-12-08' },
  { type: 'selectTime', slotId: 'slot-c' },
  { type: 'conflicts', isReserveLiveMeeting: true, isReserveChat: false },
]);

describe('booking dialog states: day and slot, result and retry, reset 200 ms after close', () => {
  it('opens with the form defaults: online, custom address, no card', () => {
    const s = run([{ type: 'open' }]);
    expect(s.open).toBe(true);
    expect(s.form).toEqual({
      theme: '',
      chatType: 'OnLine',
      SendBusinessCard: false,
      address: '',
      addressType: 'Customize',
    });
  });

  it('a new day resets the conflict flags and the chosen time', () => {
    const s = bookingDialogReducer(picked, { type: 'selectDay', date: '2026-12-09' });
    expect(s).toMatchObject({
      selectedDate: '2026-12-09',
      timeSlotId: null,
      isReserveLiveMeeting: false,
      isReserveChat: false,
    });
  });

  it('choosing the same day again resets the conflict flags but keeps the time', () => {
    const s = bookingDialogReducer(picked, { type: 'selectDay', date: '2026-12-08' });
    expect(s).toMatchObject({ timeSlotId: 'slot-c', isReserveLiveMeeting: false });
  });

  it('a second pick replaces the first: pick A then C -> C', () => {
    const day = [{ id: 'slot-a' }, { id: 'slot-b' }, { id: 'slot-c' }];
    const a = run([
      { type: 'open' },
      { type: 'selectDay', date: '2026-12-08' },
      { type: 'selectTime', slotId: 'slot-a' },
    ]);
    expect(chosenTimeIndex(a, day)).toBe(0);
    const c = bookingDialogReducer(a, { type: 'selectTime', slotId: 'slot-c' });
    expect(c.timeSlotId).toBe('slot-c');
    expect(chosenTimeIndex(c, day)).toBe(2);
  });

  it('a refreshed list follows the chosen slot, and one that dropped it means no selection', () => {
    expect(chosenTimeIndex(picked, [{ id: 'slot-b' }, { id: 'slot-c' }])).toBe(1);
    expect(chosenTimeIndex(picked, [{ id: 'slot-a' }, { id: 'slot-b' }])).toBeNull();
    expect(chosenTimeIndex(BOOKING_DIALOG_INITIAL, [{ id: 'slot-a' }])).toBeNull();
  });

  it('result: none, success, fail with message; retry clears the flags', () => {
    expect(picked).toMatchObject({ isResult: false, isResultFail: false });
    expect(bookingDialogReducer(picked, { type: 'succeeded' })).toMatchObject({
      isResult: true,
      isResultFail: false,
    });
    const failed = bookingDialogReducer(picked, { type: 'failed', message: 'Meeting schedule conflict' });
    expect(failed).toMatchObject({
      isResult: true,
      isResultFail: true,
      message: 'Meeting schedule conflict',
    });
    expect(bookingDialogReducer(failed, { type: 'retry' })).toMatchObject({
      isResult: false,
      isResultFail: false,
      message: '',
    });
    // Retry keeps what the visitor chose, so a second try is one tap.
    expect(bookingDialogReducer(failed, { type: 'retry' })).toMatchObject({
      selectedDate: '2026-12-08',
      timeSlotId: 'slot-c',
    });
  });

  it('closing keeps the state until the reset 200 ms later, then everything is back to the start', () => {
    const edited = bookingDialogReducer(picked, {
      type: 'edit',
      patch: { theme: 'Prices', SendBusinessCard: true },
    });
    const closed = bookingDialogReducer(edited, { type: 'close' });
    expect(closed).toMatchObject({ open: false, selectedDate: '2026-12-08', form: { theme: 'Prices' } });
    expect(bookingDialogReducer(closed, { type: 'reset' })).toEqual(BOOKING_DIALOG_INITIAL);
  });

  it('a reset that fires after the dialog reopened changes nothing', () => {
    const reopened = run([{ type: 'close' }, { type: 'open' }], picked);
    expect(bookingDialogReducer(reopened, { type: 'reset' })).toBe(reopened);
  });

  it('switching to online forgets the offline address', () => {
    const offline = bookingDialogReducer(picked, {
      type: 'edit',
      patch: { chatType: 'OffLine', addressType: 'BoothNumber', address: 'Hall 3 A12' },
    });
    expect(offline.form).toMatchObject({
      chatType: 'OffLine',
      address: 'Hall 3 A12',
      addressType: 'BoothNumber',
    });
    const online = bookingDialogReducer(offline, { type: 'edit', patch: { chatType: 'OnLine' } });
    expect(online.form).toEqual({ ...BOOKING_FORM_DEFAULTS, chatType: 'OnLine' });
  });
});
