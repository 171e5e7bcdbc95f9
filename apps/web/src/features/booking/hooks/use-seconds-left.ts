import { useEffect, useState } from 'react';
import { INSTANT_ANSWER_SECONDS } from '@showfloor/contracts';
import { now } from '../../../lib/clock.ts';

/**
 * Seconds until an instant, ticking once a second while shown: within 0 and the answer time (the phone's clock
 * may differ from the server's by a little).
 */
export function useSecondsLeft(until: string | undefined): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (!until) return;
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, [until]);
  const left = until ? Math.ceil((Date.parse(until) - now()) / 1000) : 0;
  return Math.min(INSTANT_ANSWER_SECONDS, Math.max(0, left));
}
