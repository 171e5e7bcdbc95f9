import { beijingToEpoch } from './beijing-time.ts';

/** Live and activity states: where the activity is in time (upcoming, live, ended). */
export type ActivityState = 'upcoming' | 'live' | 'ended';
/** An activity's registration: open, closed or sold out. */
export type ActivityRegistration = 'open' | 'closed' | 'soldOut';

export interface ActivityTiming {
  /** Beijing wall-clock 'YYYY-MM-DD HH:mm[:ss]', as stored and sent. */
  startTime: string;
  endTime: string;
  /** Seats; null means unlimited. */
  capacity: number | null;
  registeredCount: number;
  /** The exhibitor's own switch for taking registrations. */
  registrationOpen: boolean;
}

/**
 * Computed from the times and "now" on every read, never stored, so a state cannot go stale. The end is
 * exclusive: at endTime the activity has ended. Malformed times count as ended (nothing to join or book).
 */
export function activityState(
  a: Pick<ActivityTiming, 'startTime' | 'endTime'>,
  nowMs: number,
): ActivityState {
  const start = beijingToEpoch(a.startTime);
  const end = beijingToEpoch(a.endTime);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'ended';
  if (nowMs < start) return 'upcoming';
  if (nowMs < end) return 'live';
  return 'ended';
}

/**
 * Registration: closed once the activity has ended or when the exhibitor closed it; otherwise sold out when
 * every seat is taken; otherwise open. A live activity may still take registrations (people join late).
 */
export function activityRegistration(a: ActivityTiming, nowMs: number): ActivityRegistration {
  if (!a.registrationOpen || activityState(a, nowMs) === 'ended') return 'closed';
  if (a.capacity !== null && a.registeredCount >= a.capacity) return 'soldOut';
  return 'open';
}
