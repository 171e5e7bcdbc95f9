import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

/**
 * The visitor's access token and the seam through which it is renewed. Login itself arrives with a later
 * issue; until a refresher is registered, a refresh fails and the caller is told that login is required.
 */
export type TokenRefresher = () => Promise<string | null>;

let accessToken: string | null = readStored(STORAGE_KEYS.token);
let refresher: TokenRefresher | null = null;
let inflight: Promise<boolean> | null = null;

export const LOGIN_REQUIRED_EVENT = 'showfloor:login-required';
/** Listeners (the login dialog, later) hear here that a call needs a logged-in visitor. */
export const authEvents = new EventTarget();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  writeStored(STORAGE_KEYS.token, token);
}

export function getCurrentOrg(): string | null {
  return readStored(STORAGE_KEYS.currentOrg);
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
