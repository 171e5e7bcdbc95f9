import { useRef } from 'react';

/**
 * The address the player keeps: a private live's address carries a fresh watch token at every read of the page,
 * and a new address would start the player again. The first one stays while the stream (the path) is the same;
 * its token lasts a whole fair day.
 */
export function useStablePlayback(url: string | null): string | null {
  const kept = useRef<string | null>(null);
  const path = (u: string | null) => (u ? u.split('?')[0] : null);
  if (path(kept.current) !== path(url)) kept.current = url;
  return kept.current;
}
