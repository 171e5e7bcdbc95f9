import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ID } from '@showfloor/contracts';
import { decodeJwtPayload, oidcPlainSettings } from '../src/lib/oidc-settings.ts';
import { loginMarkerFor, OIDC_CLIENT_ID, oidcUserKey, parseStoredUser } from '../src/lib/oidc-store.ts';
import {
  getAccessToken,
  refreshAccessToken,
  setAccessToken,
  setTokenRefresher,
} from '../src/lib/auth-session.ts';
import { createRefresher, type RenewedUser } from '../src/lib/token-refresher.ts';

const SUB = 'a1b2c3d4-0000-4000-8000-000000000001';

function jwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'RS256' })}.${b64(claims)}.sig`;
}

describe('the login marker: no userId, not logged in', () => {
  it('is the subject of a user with an access token', () => {
    expect(loginMarkerFor({ access_token: 'at', profile: { sub: SUB } })).toBe(SUB);
  });
  it.each([
    ['no user', null],
    ['no access token', { profile: { sub: SUB } }],
    ['no subject', { access_token: 'at', profile: {} }],
    ['an empty subject', { access_token: 'at', profile: { sub: '' } }],
    ['no profile', { access_token: 'at' }],
  ])('is absent for %s', (_n, user) => {
    expect(loginMarkerFor(user)).toBeNull();
  });
  it('reads what oidc-client-ts stored, and nothing from garbage', () => {
    expect(parseStoredUser(JSON.stringify({ access_token: 'a', profile: { sub: SUB } }))?.profile?.sub).toBe(
      SUB,
    );
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('"a string"')).toBeNull();
  });
});

describe('the sign-in client settings', () => {
  it('match the authority: issuer /sso, client evosClient, exact redirect pages, the scopes it grants', () => {
    const s = oidcPlainSettings('https://fair.example');
    expect(OIDC_CLIENT_ID).toBe(CLIENT_ID);
    expect(s.authority).toBe('https://fair.example/sso');
    expect(s.redirect_uri).toBe('https://fair.example/m/callback.html');
    expect(s.silent_redirect_uri).toBe('https://fair.example/m/silent.html');
    expect(s.post_logout_redirect_uri).toBe('https://fair.example/m/callback.html');
    expect(s.scope.split(' ')).toEqual(['openid', 'profile', 'email']);
    expect(s.automaticSilentRenew).toBe(false);
  });
  it("names the user's store key as oidc-client-ts does", () => {
    const s = oidcPlainSettings('https://fair.example');
    expect(oidcUserKey('https://fair.example')).toBe(`oidc.user:${s.authority}:${s.client_id}`);
    expect(oidcUserKey('https://fair.example')).toBe('oidc.user:https://fair.example/sso:evosClient');
  });
  it('reads the subject of an id token (base64url, UTF-8), and nothing from a malformed one', () => {
    expect(decodeJwtPayload(jwt({ sub: SUB, name: '张三' }))).toEqual({ sub: SUB, name: '张三' });
    expect(decodeJwtPayload('nodots')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});

describe('the token refresher', () => {
  function setup(renew: () => Promise<RenewedUser | null>, hasRefresh = true) {
    const deps = {
      hasRefreshToken: vi.fn(() => hasRefresh),
      renew: vi.fn(renew),
      onRenewed: vi.fn(),
      onFailed: vi.fn(),
    };
    return { deps, refresh: createRefresher(deps) };
  }

  it('spends the refresh token once for a burst of callers', async () => {
    let release: (u: RenewedUser) => void = () => {};
    const { deps, refresh } = setup(() => new Promise((r) => (release = r)));
    const all = Promise.all([refresh(), refresh(), refresh()]);
    release({ access_token: 'new', profile: { sub: SUB } });
    expect(await all).toEqual(['new', 'new', 'new']);
    expect(deps.renew).toHaveBeenCalledTimes(1);
    expect(deps.onRenewed).toHaveBeenCalledTimes(1);
    expect(deps.onFailed).not.toHaveBeenCalled();
  });

  it('renews again for a later burst', async () => {
    const { deps, refresh } = setup(async () => ({ access_token: 'n' }));
    await refresh();
    await refresh();
    expect(deps.renew).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing without a refresh token', async () => {
    const { deps, refresh } = setup(async () => ({ access_token: 'n' }), false);
    expect(await refresh()).toBeNull();
    expect(deps.renew).not.toHaveBeenCalled();
  });

  it('ends the login when the refresh token is refused', async () => {
    const { deps, refresh } = setup(() => Promise.reject(new Error('invalid_grant')));
    expect(await Promise.all([refresh(), refresh()])).toEqual([null, null]);
    expect(deps.renew).toHaveBeenCalledTimes(1);
    expect(deps.onFailed).toHaveBeenCalledTimes(1);
  });

  it('treats an answer without a token as a refusal', async () => {
    const { deps, refresh } = setup(async () => null);
    expect(await refresh()).toBeNull();
    expect(deps.onFailed).toHaveBeenCalledTimes(1);
  });

  it('feeds the session: the api-client reads the renewed token from auth-session', async () => {
    setAccessToken('old');
    const { deps, refresh } = setup(async () => ({ access_token: 'renewed' }));
    setTokenRefresher(refresh);
    expect(await refreshAccessToken()).toBe(true);
    expect(getAccessToken()).toBe('renewed');
    expect(deps.renew).toHaveBeenCalledTimes(1);
    setTokenRefresher(null);
    setAccessToken(null);
  });
});
