import { useSyncExternalStore } from 'react';
import { decodeCurrentRole, encodeCurrentRole } from '@showfloor/contracts';
import { loginMarkerFor, oidcUserKey, parseStoredUser, type StoredOidcUser } from './oidc-store.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

/**
 * The visitor's session: the one place the access token is read from (the api-client asks here), the
 * login marker, and the seam through which the token is renewed. The token is the oidc-client-ts user's
 * access_token, read from its store synchronously at start (the library itself loads on demand).
 */
export type TokenRefresher = () => Promise<string | null>;

function storedUser(): StoredOidcUser | null {
  if (typeof window === 'undefined') return null;
  return parseStoredUser(readStored(oidcUserKey(window.location.origin)));
}

const initial = storedUser();
// The marker says "logged in"; a user object without the marker (logged out elsewhere) sends no token.
let accessToken: string | null =
  initial && readStored(STORAGE_KEYS.loginMarker) === loginMarkerFor(initial)
    ? (initial.access_token ?? null)
    : null;
let userId: string | null = accessToken ? loginMarkerFor(initial) : null;
let refresher: TokenRefresher | null = null;
let inflight: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

export const LOGIN_REQUIRED_EVENT = 'showfloor:login-required';
/** Listeners (the not-logged-in dialog) hear here that a call needs a logged-in visitor. */
export const authEvents = new EventTarget();

export function getAccessToken(): string | null {
  return accessToken;
}

/** The token alone (a refresh): the user stays who they were. */
export function setAccessToken(token: string | null): void {
  accessToken = token;
  if (!token) setUserId(null);
}

/** A user with no userId is not logged in. */
export function getSessionUserId(): string | null {
  return userId;
}

export function isLoggedIn(): boolean {
  return Boolean(userId && accessToken);
}

/**
 * A sign-in (popup, redirect, urf_ticket) or its end: the token and the login marker follow the user.
 * A user without a subject is no login at all.
 */
export function setSessionUser(user: StoredOidcUser | null): void {
  const marker = loginMarkerFor(user);
  accessToken = marker ? (user?.access_token ?? null) : null;
  writeStored(STORAGE_KEYS.loginMarker, marker);
  setUserId(marker);
}

function setUserId(next: string | null): void {
  if (next === userId) return;
  userId = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The logged-in user's id, or null; re-renders on login and logout. The server renders for an anonymous visitor
 * (the token lives in the browser), so hydration reads null too and the viewer's parts follow right after.
 */
export function useSessionUserId(): string | null {
  return useSyncExternalStore(subscribe, getSessionUserId, anonymous);
}

const anonymous = (): null => null;

/** The current-org header: the stored current role, always in encodeCurrentRole's form (or none). */
export function getCurrentOrg(): string | null {
  return encodeCurrentRole(decodeCurrentRole(readStored(STORAGE_KEYS.currentOrg))) || null;
}

export function setTokenRefresher(fn: TokenRefresher | null): void {
  refresher = fn;
}

/**
 * Renews the token once; concurrent 401s share one refresh so a burst of calls does not spend the refresh
 * token several times. Resolves false when there is no refresher or it fails.
 */
export function refreshAccessToken(): Promise<boolean> {
  if (!refresher) return Promise.resolve(false);
  const run = refresher;
  inflight ??= run()
    .then((token) => {
      if (!token) return false;
      setAccessToken(token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export function dispatchLoginRequired(detail: { path: string }): void {
  authEvents.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail }));
}
