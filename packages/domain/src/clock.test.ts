import { describe, expect, it } from 'vitest';
import { ManualClock, clockFrom, fixedClock, systemClock } from './clock.ts';

describe('clock', () => {
  it('fixedClock stands still', () => {
    const c = fixedClock(1_000);
    expect([c.now(), c.now()]).toEqual([1_000, 1_000]);
  });

  it('clockFrom reads the given instant and runs on with the real clock beside it', () => {
    const real = new ManualClock(50_000);
    const c = clockFrom(Date.UTC(2030, 2, 1), real);
    expect(c.now()).toBe(Date.UTC(2030, 2, 1));
    real.advance(1_500);
    expect(c.now()).toBe(Date.UTC(2030, 2, 1) + 1_500);
  });

  it('ManualClock moves only when told', () => {
    const c = new ManualClock(10);
    c.advance(5);
    expect(c.now()).toBe(15);
    c.set(3);
    expect(c.now()).toBe(3);
  });

  it('systemClock is the machine clock', () => {
    const before = Date.now();
    const read = systemClock.now();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
});
