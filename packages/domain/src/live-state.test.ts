import { describe, expect, it } from 'vitest';
import { beijingToEpoch } from './beijing-time.ts';
import { liveSoldOut, liveState } from './live-state.ts';

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
