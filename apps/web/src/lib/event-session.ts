import { useSyncExternalStore } from 'react';
import { renderScope } from './render-scope.ts';

/**
 * The event (bvent) the visitor is browsing. Set from the boot data and when an exhibitor's event is
 * resolved; read by the api-client (Bvent-Id header) and by page-view tracking.
 */
let currentEventId: string | null = null;
const listeners = new Set<() => void>();

export function getCurrentEventId(): string | null {
  const scope = renderScope();
  return scope ? scope.eventId : currentEventId;
}

export function setCurrentEventId(id: string | null): void {
  const scope = renderScope();
  if (scope) {
    scope.eventId = id;
    return;
  }
  if (id === currentEventId) return;
  currentEventId = id;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentEventId(): string | null {
  return useSyncExternalStore(subscribe, getCurrentEventId, getCurrentEventId);
}
