import { ManualClock, fixedClock } from '@showfloor/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followServerClock, now, setClock } from './clock.ts';

afterEach(() => {
  setClock();
  vi.useRealTimers();
});

describe('web clock', () => {
  it('follows the server clock from the document on, running with the browser clock', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 8, 0) });
    followServerClock(Date.UTC(2030, 2, 1, 2, 0));
    expect(new Date(now()).toISOString()).toBe('2030-03-01T02:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(new Date(now()).toISOString()).toBe('2030-03-01T02:01:30.000Z');
  });

  it('ignores a reading that is not a number and keeps the clock it had', () => {
    setClock(fixedClock(42));
    followServerClock(Number.NaN);
    expect(now()).toBe(42);
  });

  it('a test sets it by hand', () => {
    const c = new ManualClock(1_000);
    setClock(c);
    c.advance(500);
    expect(now()).toBe(1_500);
  });
});
