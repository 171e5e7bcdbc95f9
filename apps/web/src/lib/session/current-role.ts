import { useSyncExternalStore } from 'react';
import { decodeCurrentRole, encodeCurrentRole, type TCurrentRole } from '@showfloor/contracts';
import { readStored, STORAGE_KEYS, writeStored } from '../storage.ts';
import { roleChanged } from './session-cache.ts';

/**
 * The current role, stored encoded (`orgId:role`) under STORAGE_KEYS.currentOrg: the api-client
 * sends that stored value as the current-org header on every call. A value that does not decode (an older
 * format, a tampered one) is dropped.
 */
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: TCurrentRole | null = null;

export function readCurrentRole(): TCurrentRole | null {
  const raw = readStored(STORAGE_KEYS.currentOrg);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = decodeCurrentRole(raw);
    if (raw && !cached) writeStored(STORAGE_KEYS.currentOrg, null);
  }
  return cached;
}

export function sameRole(a: TCurrentRole | null, b: TCurrentRole | null): boolean {
  return (a?.orgId ?? null) === (b?.orgId ?? null) && (a?.role ?? '') === (b?.role ?? '');
}

/** Stores the role; a real change refetches what depends on it. */
export function writeCurrentRole(next: TCurrentRole | null): void {
  if (sameRole(readCurrentRole(), next)) return;
  writeStored(STORAGE_KEYS.currentOrg, next ? encodeCurrentRole(next) : null);
  readCurrentRole();
  for (const l of listeners) l();
  roleChanged();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentRole(): TCurrentRole | null {
  // Hydration sees what the server rendered: no role (an anonymous visitor), then the stored one.
  return useSyncExternalStore(subscribe, readCurrentRole, () => null);
}
