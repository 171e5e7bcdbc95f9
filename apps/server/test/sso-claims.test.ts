import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers.ts';
import { Browser, createAccount, ORIGIN } from './sso-helpers.ts';
import { oidc, type RelyingParty, relyingParty, rpLogin } from './sso-rp.ts';
import { providerEpochSeconds } from '../src/sso/provider-clock.ts';

/** JWT and protocol fields: not claims about the user, and not what claims_supported lists. */
const PROTOCOL = new Set(['aud', 'exp', 'iat', 'nbf', 'jti', 'nonce', 'azp', 'at_hash', 'c_hash', 's_hash']);

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('sso: discovery advertises the claims the tokens carry', () => {
  let t: TestApp;
  let rp: RelyingParty;
  let accountId: string;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN] });
    accountId = await createAccount(t.db, 'dora@example.com', 'password123', 'Dora');
    rp = await relyingParty(t.app, ORIGIN);
  });
  afterAll(() => t.close());

  it('claims_supported is exactly what ID tokens (sign-in, refresh, ticket) and userinfo carry', async () => {
    const advertised = rp.config.serverMetadata().claims_supported ?? [];
    expect(advertised).not.toContain('sid');

    // auth_time is on the provider's clock (src/sso/provider-clock.ts).
    const before = providerEpochSeconds();
    const tokens = await rpLogin(rp, new Browser(t.app), {
      email: 'dora@example.com',
      password: 'password123',
    });
    const signIn = tokens.claims()!;
    expect(signIn.auth_time).toBeGreaterThanOrEqual(before - 1);
    expect(signIn.auth_time).toBeLessThanOrEqual(providerEpochSeconds() + 1);
    expect(signIn).not.toHaveProperty('sid');

    const refreshed = await oidc.refreshTokenGrant(rp.config, tokens.refresh_token!);
    const renewed = refreshed.claims()!;
    // A refresh is not a new sign-in: the time stays the sign-in's.
    expect(renewed.auth_time).toBe(signIn.auth_time);

    const userinfo = await oidc.fetchUserInfo(rp.config, refreshed.access_token, accountId);
    expect(userinfo).toEqual({ sub: accountId, name: 'Dora', email: 'dora@example.com' });

    const ticket = await t.app.sso.issueTokens(accountId, ORIGIN);
    const ticketClaims = claimsOf(ticket.id_token);
    expect(ticketClaims.auth_time).toEqual(expect.any(Number));
    const ticketRefresh = await oidc.refreshTokenGrant(rp.config, ticket.refresh_token);
    expect(ticketRefresh.claims()!.auth_time).toBe(ticketClaims.auth_time);

    for (const carried of [signIn, renewed, ticketClaims, ticketRefresh.claims()!]) {
      const userClaims = Object.keys(carried).filter((c) => !PROTOCOL.has(c));
      // Nothing carried goes unadvertised...
      expect(advertised).toEqual(expect.arrayContaining(userClaims));
      // ...and everything advertised is carried by the ID token or userinfo.
      expect([...userClaims, ...Object.keys(userinfo)]).toEqual(expect.arrayContaining(advertised));
    }
  });
});
