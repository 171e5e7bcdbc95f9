import { describe, expect, it } from 'vitest';
import type { TLiveDetail } from '@showfloor/contracts';
import { optimisticDetail, reserveViewOf } from './reserve-view.ts';
import { countdownOf } from './use-countdown.ts';
import { liveTabOf, stateOfTab } from './live-tabs.ts';

const live = (over: Partial<TLiveDetail> = {}): TLiveDetail => ({
  id: '11f00000-2026-4000-8000-000000000002',
  bventId: 'b7e1a000-2026-4120-8000-000000000001',
  title: 'Briefing',
  cover: '',
  startTime: '2026-12-10 10:00:00',
  endTime: '2026-12-10 11:00:00',
  state: 'upcoming',
  isPrivate: true,
  capacity: 5,
  reservedCount: 4,
  soldOut: false,
  hasReplay: false,
  exhibitor: {
    id: 'e1000000-2026-4000-8000-000000000001',
    name: 'SZ',
    logo: '',
    boothNumber: '',
    pavilion: null,
  },
  description: '',
  reserved: false,
  playbackUrl: null,
  ...over,
});

describe('the reserve button', () => {
  it('cannot be tapped while the visitor’s own reservation is not known', () => {
    expect(reserveViewOf(live({ reserved: null }), true)).toMatchObject({
      action: 'unknown',
      tappable: false,
    });
    expect(reserveViewOf(live(), null)).toMatchObject({ action: 'unknown', tappable: false });
  });

  it('reserves (with the code field for a private live), cancels, or says sold out', () => {
    expect(reserveViewOf(live(), true)).toMatchObject({ action: 'reserve', needsCode: true, seatsLeft: 1 });
    expect(reserveViewOf(live({ isPrivate: false }), true).needsCode).toBe(false);
    expect(reserveViewOf(live({ reserved: true }), true)).toMatchObject({
      action: 'cancel',
      needsCode: false,
    });
    expect(reserveViewOf(live({ soldOut: true, reservedCount: 5 }), true)).toMatchObject({
      action: 'soldOut',
      tappable: false,
    });
    // Signed out: a tap opens the login gate.
    expect(reserveViewOf(live({ reserved: null }), false)).toMatchObject({
      action: 'reserve',
      tappable: true,
    });
  });

  it('shows a change at once: the last seat taken is sold out, a cancel gives it back', () => {
    const taken = optimisticDetail(live(), true);
    expect([taken.reserved, taken.reservedCount, taken.soldOut]).toEqual([true, 5, true]);
    const back = optimisticDetail(taken, false);
    expect([back.reserved, back.reservedCount, back.soldOut]).toEqual([false, 4, false]);
  });
});

describe('the countdown and the tabs', () => {
  it('splits the time left and never goes below zero', () => {
    const start = Date.UTC(2026, 11, 10, 2, 0, 0);
    expect(countdownOf(start, start - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      due: false,
    });
    expect(countdownOf(start, start + 1000)).toMatchObject({ days: 0, seconds: 0, due: true });
  });

  it('reads the tab from the address, upcoming by default; replays are the ended lives', () => {
    expect(liveTabOf('replay')).toBe('replay');
    expect(liveTabOf('nonsense')).toBe('upcoming');
    expect(liveTabOf(null)).toBe('upcoming');
    expect(stateOfTab('replay')).toBe('ended');
  });
});
