import { useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from './idle.ts';

const never = () => () => undefined;

/**
 * False while the page draws what the server drew (on the server, and during hydration), true afterwards and on
 * pages drawn in the browser alone: what depends on the screen (measuring, virtual lists) waits for true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * Like useHydrated, but true only once the page is idle after hydration, or at the visitor's first scroll or
 * touch if that comes first. For work that measures the page (a virtual list measures each row): done inside
 * hydration it forces a layout of the whole page in the first task, the longest task a slow phone runs.
 */
export function useSettled(): boolean {
  const hydrated = useHydrated();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!hydrated || settled) return;
    const settle = () => setSettled(true);
    const cancel = whenIdle(settle, 2000);
    const events = ['scroll', 'touchstart', 'wheel', 'keydown'] as const;
    for (const e of events) window.addEventListener(e, settle, { passive: true, once: true });
    return () => {
      cancel();
      for (const e of events) window.removeEventListener(e, settle);
    };
  }, [hydrated, settled]);
  return settled;
}
