import { useSyncExternalStore } from 'react';

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
