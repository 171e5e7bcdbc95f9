import { useSyncExternalStore } from 'react';
import { TIME_ZONE_COOKIE } from '@showfloor/contracts';
import { renderScope } from './render-scope.ts';
import { hasCookie, writeCookie } from './storage.ts';

let cached: string | null = null;
let hydrationZone: string | null = null;

/**
 * The viewer's IANA zone; server times (Beijing) are shown in it. UTC when the runtime cannot tell.
 * Read once per page load: building an Intl.DateTimeFormat is costly (tens of ms on a slow phone) and
 * components call this on every render. In a server render, the zone the render was asked for.
 */
export function viewerTimeZone(): string {
  const scope = renderScope();
  if (scope) return scope.timeZone;
  if (cached) return cached;
  try {
    cached = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    cached = 'UTC';
  }
  return cached;
}

/** The zone the server rendered the document in: hydration shows the same, then the viewer's own. */
export function setHydrationTimeZone(zone: string): void {
  hydrationZone = zone;
}

/**
 * Keeps the zone in a cookie so the server renders the next document in it (no change of the times after
 * hydration on a repeat visit), and shows the times of this page in it. Called when the browser is idle
 * (main.tsx): reading the zone builds the browser's time-zone data, a long task on a slow phone.
 */
export function rememberTimeZone(): void {
  const zone = viewerTimeZone();
  if (!hasCookie(TIME_ZONE_COOKIE, zone)) writeCookie(TIME_ZONE_COOKIE, zone);
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A hydrated page keeps the zone it was rendered in until the viewer's own has been read (rememberTimeZone);
 * a page drawn in the browser alone reads it at once.
 */
function currentZone(): string {
  return cached ?? hydrationZone ?? viewerTimeZone();
}

/** For rendering: the server's zone while hydrating, then the viewer's once the browser has read it. */
export function useViewerTimeZone(): string {
  return useSyncExternalStore(subscribe, currentZone, () => hydrationZone ?? viewerTimeZone());
}
