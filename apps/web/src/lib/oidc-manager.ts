import { User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { decodeJwtPayload, oidcPlainSettings } from './oidc-settings.ts';
import { OIDC_STORE_PREFIX } from './oidc-store.ts';

/**
 * The oidc-client-ts UserManager. Only reached through dynamic imports (lib/login.ts) and the two redirect
 * pages, so the library stays out of the first route's chunk.
 */
let manager: UserManager | null = null;

export function userManager(): UserManager {
  if (!manager) {
    const store = new WebStorageStateStore({ prefix: OIDC_STORE_PREFIX, store: window.localStorage });
    manager = new UserManager({
      ...oidcPlainSettings(window.location.origin),
      userStore: store,
      stateStore: store,
    });
  }
  return manager;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/**
 * Tokens obtained outside the library (an exchanged urf_ticket) stored as its User, so the refresh token
 * works later through signinSilent like any sign-in's.
 */
export async function storeTokens(tokens: TokenResponse): Promise<User> {
  const claims = decodeJwtPayload(tokens.id_token) ?? decodeJwtPayload(tokens.access_token) ?? {};
  const user = new User({
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    id_token: tokens.id_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: { ...claims, sub: String(claims.sub ?? '') } as User['profile'],
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
  await userManager().storeUser(user);
  return user;
}

export { User };
