/**
 * The sign-in client's settings as plain data, without oidc-client-ts: the first chunk reads the stored
 * user with them (synchronously, for the first call's token) while the library itself loads on demand.
 */
/**
 * contracts' CLIENT_ID, spelled here so callback.html's chunk does not pull in the contracts barrel (a test
 * keeps the two equal).
 */
export const OIDC_CLIENT_ID = 'evosClient';
export const OIDC_SCOPE = 'openid profile email offline_access';
/** oidc-client-ts's WebStorageStateStore prefix (its default), kept explicit because the key is read here too. */
export const OIDC_STORE_PREFIX = 'oidc.';
/** Where the app leaves the landing page of a redirect sign-in for callback.html (which has no router). */
export const LOGIN_LANDING_KEY = 'microSiteLoginLanding';

export interface OidcPlainSettings {
  authority: string;
  client_id: string;
  redirect_uri: string;
  silent_redirect_uri: string;
  post_logout_redirect_uri: string;
  popup_redirect_uri: string;
  popup_post_logout_redirect_uri: string;
  response_type: 'code';
  scope: string;
  automaticSilentRenew: false;
  loadUserInfo: false;
  /** A phone-sized popup; on phones the browser opens a tab anyway. */
  popupWindowFeatures: { width: number; height: number; location: boolean; toolbar: boolean };
}

/** The authority is this gateway's /sso; the redirect pages are the two static pages under /m/. */
export function oidcPlainSettings(origin: string): OidcPlainSettings {
  const callback = `${origin}/m/callback.html`;
  return {
    authority: `${origin}/sso`,
    client_id: OIDC_CLIENT_ID,
    redirect_uri: callback,
    popup_redirect_uri: callback,
    silent_redirect_uri: `${origin}/m/silent.html`,
    post_logout_redirect_uri: callback,
    popup_post_logout_redirect_uri: callback,
    response_type: 'code',
    scope: OIDC_SCOPE,
    automaticSilentRenew: false,
    loadUserInfo: false,
    popupWindowFeatures: { width: 420, height: 720, location: true, toolbar: false },
  };
}

/** The localStorage key under which oidc-client-ts keeps the user (UserManager's `user:<authority>:<client>`). */
export function oidcUserKey(origin: string): string {
  const s = oidcPlainSettings(origin);
  return `${OIDC_STORE_PREFIX}user:${s.authority}:${s.client_id}`;
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

/** SPEC §4: logged in means a user id; a stored user without an access token or a subject is nobody. */
export function loginMarkerFor(user: StoredOidcUser | null): string | null {
  if (!user?.access_token) return null;
  const sub = user.profile?.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

/** The claims of a JWT (no verification: the authority's tokens, only read for the subject). */
export function decodeJwtPayload(jwt: string): Record<string, unknown> | null {
  const part = jwt.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const v: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
