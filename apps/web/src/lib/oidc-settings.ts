import { OIDC_CLIENT_ID } from './oidc-store.ts';

/** The sign-in client's settings as plain data (the manager and the redirect pages build on them). */
/**
 * What the authority grants (no offline_access: it is not offered). The refresh token comes with the sign-in all
 * the same and lasts as long as the authority's session.
 */
export const OIDC_SCOPE = 'openid profile email';
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
