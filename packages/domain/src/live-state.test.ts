import { describe, expect, it } from 'vitest';
import { beijingToEpoch } from './beijing-time.ts';
import {
  LIVE_EXTERNAL_OVERRUN_MS,
  LIVE_SILENCE_MS,
  liveAbandoned,
  liveSoldOut,
  liveState,
} from './live-state.ts';

const slot = { startTime: '2026-12-17 14:00:00', endTime: '2026-12-17 15:00:00' };
const at = (wall: string) => beijingToEpoch(wall);

describe('liveState', () => {
  it('follows the schedule while the broadcaster has not gone on air', () => {
    const idle = { ...slot, broadcastState: 'idle' as const };
    expect(liveState(idle, at('2026-12-17 13:59:59'))).toBe('upcoming');
    expect(liveState(idle, at('2026-12-17 14:30:00'))).toBe('upcoming');
    expect(liveState(idle, at('2026-12-17 15:00:00'))).toBe('ended');
  });
  it('is live while on air and over once ended, whatever the schedule says', () => {
    expect(liveState({ ...slot, broadcastState: 'live' }, at('2026-12-17 13:00:00'))).toBe('live');
    expect(liveState({ ...slot, broadcastState: 'live' }, at('2026-12-17 16:00:00'))).toBe('live');
    expect(liveState({ ...slot, broadcastState: 'ended' }, at('2026-12-17 14:10:00'))).toBe('ended');
  });
  it('counts malformed times as over', () => {
    expect(liveState({ startTime: 'soon', endTime: '', broadcastState: 'idle' }, 0)).toBe('ended');
  });
});

describe('liveSoldOut', () => {
  it('is sold out when every seat is taken, never when unlimited', () => {
    expect(liveSoldOut({ capacity: 2, reservedCount: 2 })).toBe(true);
    expect(liveSoldOut({ capacity: 2, reservedCount: 1 })).toBe(false);
    expect(liveSoldOut({ capacity: null, reservedCount: 10_000 })).toBe(false);
  });
});

describe('liveAbandoned', () => {
  const now = at('2026-12-17 16:00:00');
  it('ends a camera live silent for ten minutes, however long it runs over, and not before', () => {
    const camera = { source: 'camera' as const, endTime: slot.endTime };
    expect(liveAbandoned({ ...camera, lastActivityMs: now - LIVE_SILENCE_MS }, now)).toBe(true);
    expect(liveAbandoned({ ...camera, lastActivityMs: now - LIVE_SILENCE_MS + 1 }, now)).toBe(false);
    // Still sending two hours past its scheduled end: the broadcaster decides.
    const later = now + LIVE_EXTERNAL_OVERRUN_MS;
    expect(liveAbandoned({ ...camera, lastActivityMs: later - 1000 }, later)).toBe(false);
  });
  it('ends an external live an hour past its scheduled end (it sends nothing through the gateway)', () => {
    const external = { source: 'external' as const, endTime: slot.endTime, lastActivityMs: 0 };
    const end = at(slot.endTime);
    expect(liveAbandoned(external, end + LIVE_EXTERNAL_OVERRUN_MS - 1)).toBe(false);
    expect(liveAbandoned(external, end + LIVE_EXTERNAL_OVERRUN_MS)).toBe(true);
    expect(liveAbandoned({ ...external, endTime: 'later' }, end)).toBe(true);
  });
});
