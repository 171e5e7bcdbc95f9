import type { TActivityRegistration, TActivitySeat, TActivityState } from '@showfloor/contracts';

/** What an activity's card or page already knows, for everyone. */
export interface SeatFacts {
  state: TActivityState;
  registration: TActivityRegistration;
  capacity: number | null;
  registeredCount: number;
}

/** What the register button offers: a tap (register, cancel), a state that takes none, or unknown yet. */
export type RegisterAction = 'register' | 'cancel' | 'soldOut' | 'closed' | 'ended' | 'unknown';

export interface RegisterView {
  action: RegisterAction;
  tappable: boolean;
  /** Whether the visitor holds a seat; null when that is not known (signed out, or still asking). */
  registered: boolean | null;
  registeredCount: number;
  capacity: number | null;
  /** Free seats; null when the activity has no limit. */
  seatsLeft: number | null;
}

/**
 * The button's state from the public facts and the visitor's own seat (fresher counts when present). `signedIn`
 * null means the session is still loading; a signed-in visitor's seat undefined means it is still on its way:
 * both unknown, and an unknown button takes no tap (a tap on a guess could cancel a seat).
 */
export function registerViewOf(
  facts: SeatFacts,
  seat: TActivitySeat | undefined,
  signedIn: boolean | null,
): RegisterView {
  const capacity = seat ? seat.capacity : facts.capacity;
  const registeredCount = seat ? seat.registeredCount : facts.registeredCount;
  const registration = seat ? seat.registration : facts.registration;
  const seatsLeft = capacity === null ? null : Math.max(0, capacity - registeredCount);
  const base = { registeredCount, capacity, seatsLeft };
  if (signedIn === null || (signedIn && !seat)) {
    return { ...base, action: 'unknown', tappable: false, registered: null };
  }
  const registered = seat ? seat.registered : null;
  if (facts.state === 'ended') return { ...base, action: 'ended', tappable: false, registered };
  if (registered) return { ...base, action: 'cancel', tappable: true, registered };
  if (registration === 'closed') return { ...base, action: 'closed', tappable: false, registered };
  if (registration === 'soldOut') return { ...base, action: 'soldOut', tappable: false, registered };
  return { ...base, action: 'register', tappable: true, registered };
}

/** The seat as the visitor will see it if the server agrees: shown at once, put back if it refuses. */
export function optimisticSeat(before: TActivitySeat, register: boolean): TActivitySeat {
  const registeredCount = Math.max(0, before.registeredCount + (register ? 1 : -1));
  const full = before.capacity !== null && registeredCount >= before.capacity;
  const registration = before.registration === 'closed' ? 'closed' : full ? 'soldOut' : 'open';
  return { ...before, registered: register, registeredCount, registration };
}
