/**
 * Where oidc-client-ts keeps the user, read without the library: the first chunk takes the token of the
 * first call from here (synchronously) while the library itself loads on demand.
 */
/**
 * contracts' CLIENT_ID, spelled here so callback.html's chunk does not pull in the contracts barrel (a test
 * keeps the two equal).
 */
export const OIDC_CLIENT_ID = 'evosClient';
/** oidc-client-ts's WebStorageStateStore prefix (its default), kept explicit because the key is read here too. */
export const OIDC_STORE_PREFIX = 'oidc.';
/** The localStorage key under which oidc-client-ts keeps the user (UserManager's `user:<authority>:<client>`). */
export function oidcUserKey(origin: string): string {
  return `${OIDC_STORE_PREFIX}user:${origin}/sso:${OIDC_CLIENT_ID}`;
}

/** The fields of a stored oidc-client-ts user the app reads. */
export interface StoredOidcUser {
  access_token?: string;
  refresh_token?: string;
  expires_at?: number;
  profile?: { sub?: string; name?: string };
}

export function parseStoredUser(raw: string | null): StoredOidcUser | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' ? (v as StoredOidcUser) : null;
  } catch {
    return null;
  }
}

/** Logged in means a user id; a stored user without an access token or a subject is nobody. */
export function loginMarkerFor(user: StoredOidcUser | null): string | null {
  if (!user?.access_token) return null;
  const sub = user.profile?.sub;
  return typeof sub === 'string' && sub ? sub : null;
}
