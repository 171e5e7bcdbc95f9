import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReserveBody } from '@showfloor/contracts';
import type { BookingDialogAction } from '@showfloor/domain';
import { afterBooked } from './after-booked.ts';
import type { SubmitOutcome } from './submit-booking.ts';
import { followOpen } from './use-booking-dialog.ts';

const body = (SendBusinessCard: 0 | 1) => ({ SendBusinessCard }) as TReserveBody;
const booked = (card: 0 | 1): SubmitOutcome => ({ kind: 'booked', negotiationId: 'n-1', body: body(card) });

describe('afterBooked: tracking, card exchange and the first-booking cookie after a submit', () => {
  it.each<[string, SubmitOutcome, string | null, string | null]>([
    // name, outcome, user, whose card exchange is fetched
    ['booked with a card', booked(1), 'u-1', 'u-1'],
    ['booked without a card', booked(0), 'u-1', null],
    ['booked with a card, user unknown', booked(1), null, null],
  ])(
    '%s: tracks 1019 and 1031 and sets the cookie; the card exchange only with SendBusinessCard 1',
    (_, out, user, cardFor) => {
      expect(afterBooked(out, user)).toEqual({
        negotiationId: 'n-1',
        track: ['1019', '1031'],
        cardExchangeFor: cardFor,
        markFirst: true,
      });
    },
  );

  it.each<SubmitOutcome>([
    { kind: 'invalid', key: 'please_enter_meeting_topic' },
    { kind: 'login' },
    { kind: 'conflict' },
    { kind: 'declined' },
    { kind: 'failed', error: new Error('engaged') },
  ])('$kind: nothing follows', (out) => {
    expect(afterBooked(out, 'u-1')).toBeNull();
  });
});

describe('useBookingDialog: everything resets 200 ms after a close', () => {
  afterEach(() => void vi.useRealTimers());

  it('close dispatches close at once and reset at 200 ms, not before', () => {
    vi.useFakeTimers();
    const seen: BookingDialogAction['type'][] = [];
    followOpen(false, null, (a) => void seen.push(a.type));
    expect(seen).toEqual(['close']);
    vi.advanceTimersByTime(199);
    expect(seen).toEqual(['close']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['close', 'reset']);
  });

  it('reopening within 200 ms cancels the pending reset; opening seeds the first day', () => {
    vi.useFakeTimers();
    const seen: BookingDialogAction[] = [];
    const cleanup = followOpen(false, null, (a) => void seen.push(a));
    vi.advanceTimersByTime(100);
    cleanup?.();
    expect(followOpen(true, '2026-12-08', (a) => void seen.push(a))).toBeUndefined();
    vi.advanceTimersByTime(500);
    expect(seen).toEqual([{ type: 'close' }, { type: 'open', date: '2026-12-08' }]);
  });
});
