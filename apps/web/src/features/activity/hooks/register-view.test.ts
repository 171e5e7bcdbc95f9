import type { TActivitySeat } from '@showfloor/contracts';
import { describe, expect, it } from 'vitest';
import { optimisticSeat, registerViewOf, type SeatFacts } from './register-view.ts';

const open: SeatFacts = { state: 'upcoming', registration: 'open', capacity: 10, registeredCount: 9 };
const seat = (patch: Partial<TActivitySeat> = {}): TActivitySeat => ({
  activityId: 'a',
  registered: false,
  registration: 'open',
  capacity: 10,
  registeredCount: 9,
  ...patch,
});

describe('registerViewOf', () => {
  it('unknown (not tappable) while the session loads or the signed-in visitor’s seat is on its way', () => {
    expect(registerViewOf(open, undefined, null)).toMatchObject({ action: 'unknown', tappable: false });
    expect(registerViewOf(open, undefined, true)).toMatchObject({ action: 'unknown', tappable: false });
  });

  it('signed out: register when open (the tap opens the login gate), with the seats left', () => {
    expect(registerViewOf(open, undefined, false)).toMatchObject({
      action: 'register',
      tappable: true,
      registered: null,
      seatsLeft: 1,
    });
  });

  it('sold out, closed and ended take no tap; unlimited seats have no "left"', () => {
    const sold = { ...open, registration: 'soldOut' as const, registeredCount: 10 };
    expect(registerViewOf(sold, undefined, false)).toMatchObject({
      action: 'soldOut',
      tappable: false,
      seatsLeft: 0,
    });
    expect(registerViewOf({ ...open, registration: 'closed' }, undefined, false).action).toBe('closed');
    expect(registerViewOf({ ...open, state: 'ended', registration: 'closed' }, seat(), true).action).toBe(
      'ended',
    );
    expect(registerViewOf({ ...open, capacity: null }, undefined, false).seatsLeft).toBeNull();
  });

  it('a registered visitor may cancel, even when the activity is sold out; the seat’s counts win', () => {
    const sold = { ...open, registration: 'soldOut' as const, registeredCount: 10 };
    const mine = seat({ registered: true, registration: 'soldOut', registeredCount: 10 });
    expect(registerViewOf(sold, mine, true)).toMatchObject({
      action: 'cancel',
      tappable: true,
      seatsLeft: 0,
    });
    expect(registerViewOf(open, seat({ registeredCount: 3 }), true).seatsLeft).toBe(7);
  });
});

describe('optimisticSeat', () => {
  it('registering the last seat shows sold out; cancelling it shows open again', () => {
    const taken = optimisticSeat(seat(), true);
    expect(taken).toMatchObject({ registered: true, registeredCount: 10, registration: 'soldOut' });
    expect(optimisticSeat(taken, false)).toMatchObject({
      registered: false,
      registeredCount: 9,
      registration: 'open',
    });
  });

  it('a closed registration stays closed', () => {
    expect(optimisticSeat(seat({ registered: true, registration: 'closed' }), false).registration).toBe(
      'closed',
    );
  });
});
