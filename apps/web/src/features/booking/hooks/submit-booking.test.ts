import { describe, expect, it } from 'vitest';
import type { TChatStatus, TTimeSlot } from '@showfloor/contracts';
import { BOOKING_DIALOG_INITIAL, bookingDialogReducer, type BookingDialogState } from '@showfloor/domain';
import { submitBooking, type BookingContext, type SubmitDeps } from './submit-booking.ts';

const G = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ctx: BookingContext = {
  exhibitorId: G(1),
  exhibitorOrgId: G(2),
  bventId: G(3),
  topOrgId: G(4),
  receiveAccountId: G(5),
  source: { srcBizType: 'Exhibit', srcBizId: G(6), srcBizCode: 'P-1', srcBizName: 'Pump' },
};
const slot: TTimeSlot = {
  id: G(7),
  idleCount: 1,
  capacity: 2,
  startTime: '2026-12-08 09:00:00',
  endTime: '2026-12-08 09:30:00',
  timeSlot: '09:00-09:30',
  oneDay: '2026-12-08',
};

function filled(patch: Partial<BookingDialogState['form']> = {}): BookingDialogState {
  let s = bookingDialogReducer(BOOKING_DIALOG_INITIAL, { type: 'open' });
  s = bookingDialogReducer(s, { type: 'selectDay', date: '2026-12-08' });
  s = bookingDialogReducer(s, { type: 'selectTime', slotId: slot.id });
  return bookingDialogReducer(s, { type: 'edit', patch: { theme: '  Pumps for 2027  ', ...patch } });
}

/** Fake effects that record what happened, in order. */
function harness(
  opts: { status?: TChatStatus; confirm?: boolean; reserve?: () => Promise<string>; role?: null } = {},
) {
  const log: string[] = [];
  let state = filled();
  const deps: SubmitDeps = {
    role: () => (opts.role === null ? null : 'Attendee'),
    sendAccountName: 'Ana Visitor',
    askLogin: async () => void log.push('login'),
    toast: (key) => void log.push(`toast:${key}`),
    checkStatus: async (body) => {
      log.push(`check:${body.checkChatBusinessType}`);
      return opts.status ?? { isReserveChat: false, isReserveLiveMeeting: false };
    },
    confirmLive: async () => {
      log.push('confirmLive');
      return opts.confirm ?? false;
    },
    reserve: async (body, key) => {
      log.push(`reserve:${key}`);
      return opts.reserve ? opts.reserve() : G(9);
    },
    newKey: () => 'key-1',
    dispatch: (a) => {
      state = bookingDialogReducer(state, a);
      log.push(`dispatch:${a.type}`);
    },
    messageOf: (e) => (e instanceof Error ? e.message : 'failed'),
  };
  return { deps, log, state: () => state };
}

describe('submitBooking', () => {
  it('validation order: topic, length, date, time; each toasts its key and stops before any call', async () => {
    const cases: [BookingDialogState, string][] = [
      [filled({ theme: '   ' }), 'please_enter_meeting_topic'],
      [filled({ theme: 'x'.repeat(101) }), 'enter_up_to_100_characters'],
      [{ ...filled(), selectedDate: null }, 'please_select_meeting_date'],
    ];
    for (const [state, key] of cases) {
      const h = harness();
      expect(await submitBooking(ctx, state, slot, h.deps)).toEqual({ kind: 'invalid', key });
      expect(h.log).toEqual([`toast:${key}`]);
    }
    const h = harness();
    expect(await submitBooking(ctx, filled(), null, h.deps)).toEqual({
      kind: 'invalid',
      key: 'please_select_meeting_time',
    });
  });

  it('100 emoji are a valid topic (user-perceived characters, not UTF-16 units)', async () => {
    const h = harness();
    const out = await submitBooking(ctx, filled({ theme: '👍'.repeat(100) }), slot, h.deps);
    expect(out.kind).toBe('booked');
  });

  it('not logged in: the login dialog, no call', async () => {
    const h = harness({ role: null });
    expect(await submitBooking(ctx, filled(), slot, h.deps)).toEqual({ kind: 'login' });
    expect(h.log).toEqual(['login']);
  });

  it('a meeting at that time: conflict toast, flags set, no reserve', async () => {
    const h = harness({ status: { isReserveChat: true, isReserveLiveMeeting: true } });
    expect((await submitBooking(ctx, filled(), slot, h.deps)).kind).toBe('conflict');
    expect(h.log).toEqual(['check:AttendeeSend', 'dispatch:conflicts', 'toast:meeting_schedule_conflict']);
    expect(h.state().isReserveChat).toBe(true);
  });

  it('a livestream at that time: asks; cancel stops, continue books', async () => {
    const no = harness({ status: { isReserveChat: false, isReserveLiveMeeting: true } });
    expect((await submitBooking(ctx, filled(), slot, no.deps)).kind).toBe('declined');
    expect(no.log).toEqual(['check:AttendeeSend', 'dispatch:conflicts', 'confirmLive']);
    const yes = harness({ status: { isReserveChat: false, isReserveLiveMeeting: true }, confirm: true });
    expect((await submitBooking(ctx, filled(), slot, yes.deps)).kind).toBe('booked');
    expect(yes.log.slice(-2)).toEqual(['reserve:key-1', 'dispatch:succeeded']);
  });

  it('books with the full Reserve payload and shows success', async () => {
    const h = harness();
    const out = await submitBooking(ctx, filled({ SendBusinessCard: true }), slot, h.deps);
    expect(out).toEqual({
      kind: 'booked',
      negotiationId: G(9),
      body: {
        topOrgId: G(4),
        bventId: G(3),
        srcBizId: G(6),
        srcBizType: 'Exhibit',
        srcBizCode: 'P-1',
        srcBizName: 'Pump',
        receiveAccountId: G(5),
        receiveOrgId: G(2),
        sendAccountName: 'Ana Visitor',
        startTime: '2026-12-08 09:00:00',
        endTime: '2026-12-08 09:30:00',
        topic: 'Pumps for 2027',
        chatType: 'OnLine',
        SendBusinessCard: 1,
        chatId: G(7),
        attendeeOrganizationRole: 'Attendee',
        address: '',
        addressType: 'Customize',
      },
    });
    expect(h.state()).toMatchObject({ isResult: true, isResultFail: false });
  });

  it('offline at the booth: address and addressType go with the payload', async () => {
    const h = harness();
    const state = filled({ chatType: 'OffLine', addressType: 'BoothNumber', address: 'Hall 1 A-01' });
    const out = await submitBooking(ctx, state, slot, h.deps);
    expect(out.kind === 'booked' && [out.body.chatType, out.body.address, out.body.addressType]).toEqual([
      'OffLine',
      'Hall 1 A-01',
      'BoothNumber',
    ]);
  });

  it("a refused reserve shows the failure with the error's message; retry clears the result", async () => {
    const h = harness({
      reserve: () => Promise.reject(new Error('Sorry, the selected time slot has been engaged')),
    });
    expect((await submitBooking(ctx, filled(), slot, h.deps)).kind).toBe('failed');
    expect(h.state()).toMatchObject({
      isResult: true,
      isResultFail: true,
      message: 'Sorry, the selected time slot has been engaged',
    });
    const retried = bookingDialogReducer(h.state(), { type: 'retry' });
    expect(retried).toMatchObject({ isResult: false, isResultFail: false, message: '', timeSlotId: slot.id });
    expect(retried.form.theme).toBe('  Pumps for 2027  ');
  });
});
