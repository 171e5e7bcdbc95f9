import { beijingToEpoch } from './beijing-time.ts';

/** Where a live stream is: not started yet, on air, or over. */
export type LiveState = 'upcoming' | 'live' | 'ended';

export interface LiveTiming {
  /** Beijing wall-clock 'YYYY-MM-DD HH:mm[:ss]', as stored and sent. */
  startTime: string;
  endTime: string;
  /** What the broadcaster did: idle (never went on air), live (on air now), ended (ended the broadcast). */
  broadcastState: 'idle' | 'live' | 'ended';
}

/**
 * The broadcaster decides first: on air is live and an ended broadcast is over, whatever the schedule says (a
 * live may start late or run over). A live that never went on air is upcoming until its scheduled end, so a
 * visitor waiting for a late start still sees the countdown and the reserve button, and over after it. Malformed
 * times count as over.
 */
export function liveState(live: LiveTiming, nowMs: number): LiveState {
  if (live.broadcastState === 'live') return 'live';
  if (live.broadcastState === 'ended') return 'ended';
  const end = beijingToEpoch(live.endTime);
  if (Number.isNaN(end) || Number.isNaN(beijingToEpoch(live.startTime))) return 'ended';
  return nowMs < end ? 'upcoming' : 'ended';
}

/** Seats of a live: null capacity is unlimited, never sold out. */
export function liveSoldOut(live: { capacity: number | null; reservedCount: number }): boolean {
  return live.capacity !== null && live.reservedCount >= live.capacity;
}

/** Wrong invitation codes allowed per account and live within LIVE_CODE_WINDOW_MS before reserving is refused. */
export const LIVE_CODE_MAX_FAILURES = 5;
export const LIVE_CODE_WINDOW_MS = 15 * 60 * 1000;

/** A camera live on air that has sent nothing for this long was left behind (a phone closed or lost): it ends. */
export const LIVE_SILENCE_MS = 10 * 60 * 1000;
/** An external live still on air this long after its scheduled end was left on: it ends. */
export const LIVE_EXTERNAL_OVERRUN_MS = 60 * 60 * 1000;

export interface OnAirLive {
  source: 'camera' | 'external';
  /** Beijing wall-clock 'YYYY-MM-DD HH:mm[:ss]'. */
  endTime: string;
  /** The last piece of the camera's recording, or the moment it went on air when none came yet. */
  lastActivityMs: number;
}

/**
 * Whether a live on air was abandoned and ends by itself. A camera's broadcaster decides while it sends: a live
 * may run over its schedule for as long as pieces arrive, and a phone that drops for a few minutes (a tunnel, a
 * network switch) resumes the same live. An external address sends nothing through the gateway, so only the
 * clock can tell: an hour past its scheduled end.
 */
export function liveAbandoned(live: OnAirLive, nowMs: number): boolean {
  if (live.source === 'camera') return nowMs - live.lastActivityMs >= LIVE_SILENCE_MS;
  const end = beijingToEpoch(live.endTime);
  return Number.isNaN(end) || nowMs - end >= LIVE_EXTERNAL_OVERRUN_MS;
}
