import { useEffect, useState } from 'react';
import { beijingToEpoch } from '@showfloor/domain';
import { now } from '../../../lib/clock.ts';

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The start has come (the broadcaster may still be getting ready). */
  due: boolean;
}

/** Splits what is left until an instant into days, hours, minutes and seconds (never negative). */
export function countdownOf(startMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((startMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    due: left === 0,
  };
}

/**
 * The time left until a Beijing wall time, on the page's clock (the server's, run on), ticking each second in the
 * browser only: the server-rendered page and its hydration show the same first reading.
 */
export function useCountdown(startTime: string): Countdown {
  const start = beijingToEpoch(startTime);
  const [at, setAt] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return countdownOf(start, at);
}
