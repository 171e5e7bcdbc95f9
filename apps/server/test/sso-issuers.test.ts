import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads } from '../src/db/schema/identity.ts';
import { build, type TestApp } from './helpers.ts';
import { authorizeUrl, Browser, createAccount, csrfOf, path, pkce } from './sso-helpers.ts';
import {
  oauthError,
  oidc,
  type RelyingParty,
  relyingParty,
  rpAuthorization,
  rpLogin,
  rpRedeem,
  walkToCallback,
} from './sso-rp.ts';

const A = 'http://localhost';
const B = 'http://127.0.0.1:8080';
const FRANK = { email: 'frank@example.com', password: 'password123' };

/** A token request straight to an issuer's endpoint, as any client can send it (no client-side checks). */
function redeemAt(browser: Browser, code: string, verifier: string, redirectUri: string) {
  return browser.post('/sso/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: 'evosClient',
    code_verifier: verifier,
  });
}

describe('sso: each issuer keeps its own codes, tokens and sessions', () => {
  let t: TestApp;
  let rpA: RelyingParty;
  let rpB: RelyingParty;
  let frankId: string;
  beforeAll(async () => {
    t = await build({ publicOrigins: [A, B] });
    frankId = await createAccount(t.db, FRANK.email, FRANK.password, 'Frank');
    rpA = await relyingParty(t.app, A);
    rpB = await relyingParty(t.app, B);
  });
  afterAll(() => t.close());

  it('a code is redeemed only at the issuer that made it, in either direction', async () => {
    for (const [made, other] of [
      [rpA, rpB],
      [rpB, rpA],
    ] as const) {
      const browser = new Browser(t.app, new URL(made.origin).host);
      const auth = await rpAuthorization(made);
      const callback = await walkToCallback(browser, auth.url, FRANK);
      expect(callback.searchParams.get('iss')).toBe(`${made.origin}/sso`);
      const code = callback.searchParams.get('code')!;

      // At the other issuer, with the redirect URI the code was made for (not registered there) or with the
      // other's own: the code does not exist there.
      const elsewhere = new Browser(t.app, new URL(other.origin).host);
      for (const redirectUri of [auth.redirectUri, `${other.origin}/m/callback.html`]) {
        const res = await redeemAt(elsewhere, code, auth.verifier, redirectUri);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ error: 'invalid_grant' });
      }

      // At its own issuer the untouched code still works, and the ID token names that issuer.
      const tokens = await rpRedeem(made, callback, auth);
      expect(tokens.claims()).toMatchObject({ iss: `${made.origin}/sso`, sub: frankId, aud: 'evosClient' });
    }
  });

  it('tokens are good only at their own issuer; the gateway’s /api takes an access token of any of them', async () => {
    const tokensA = await rpLogin(rpA, new Browser(t.app, 'localhost'), FRANK);
    const tokensB = await rpLogin(rpB, new Browser(t.app, '127.0.0.1:8080'), FRANK);
    expect(tokensA.claims()!.iss).toBe(`${A}/sso`);
    expect(tokensB.claims()!.iss).toBe(`${B}/sso`);

    // A's refresh token and access token mean nothing to B (and the other way round).
    expect(await oauthError(oidc.refreshTokenGrant(rpB.config, tokensA.refresh_token!))).toBe(
      'invalid_grant',
    );
    expect(await oauthError(oidc.refreshTokenGrant(rpA.config, tokensB.refresh_token!))).toBe(
      'invalid_grant',
    );
    const userinfoAtB = await t.app.inject({
      url: '/sso/me',
      headers: { host: '127.0.0.1:8080', authorization: `Bearer ${tokensA.access_token}` },
    });
    expect(userinfoAtB.statusCode).toBe(401);
    expect((await oidc.fetchUserInfo(rpA.config, tokensA.access_token, frankId)).sub).toBe(frankId);

    // The refused tries revoked nothing: each refreshes at home, and /api knows both accounts' tokens.
    const renewedA = await oidc.refreshTokenGrant(rpA.config, tokensA.refresh_token!);
    const renewedB = await oidc.refreshTokenGrant(rpB.config, tokensB.refresh_token!);
    expect(renewedA.claims()!.iss).toBe(`${A}/sso`);
    expect(renewedB.claims()!.iss).toBe(`${B}/sso`);
    expect(await t.app.sso.verifyAccessToken(renewedA.access_token)).toMatchObject({ accountId: frankId });
    expect(await t.app.sso.verifyAccessToken(renewedB.access_token)).toMatchObject({ accountId: frankId });

    // A ticket's tokens belong to the issuer of the origin it was opened at.
    const ticket = await t.app.sso.issueTokens(frankId, B);
    expect(await oauthError(oidc.refreshTokenGrant(rpA.config, ticket.refresh_token))).toBe('invalid_grant');
    expect((await oidc.refreshTokenGrant(rpB.config, ticket.refresh_token)).claims()!.iss).toBe(`${B}/sso`);
  });

  it('a session at one issuer is not a session at the other, and its interaction is not either', async () => {
    const atA = new Browser(t.app, 'localhost');
    await rpLogin(rpA, atA, FRANK);
    // The same cookies (signed with the shared keys) presented to B: B knows no such session.
    const atB = new Browser(t.app, '127.0.0.1:8080');
    for (const [k, v] of atA.jar) atB.jar.set(k, v);
    const auth = await atB.get(authorizeUrl(pkce().challenge, { redirect_uri: `${B}/m/callback.html` }));
    expect(auth.statusCode).toBe(303);
    expect(path(auth.headers.location)).toMatch(/^\/sso\/interaction\//);
    // ...while A still takes it: authorize goes straight back to the client.
    const again = await atA.get(authorizeUrl(pkce().challenge));
    expect(String(again.headers.location)).toContain('/m/callback.html?code=');

    // An interaction A started, opened at B with A's cookies, is expired there.
    const fresh = new Browser(t.app, 'localhost');
    const started = await fresh.get(authorizeUrl(pkce().challenge));
    const interaction = path(started.headers.location);
    const page = await fresh.get(interaction);
    const elsewhere = new Browser(t.app, '127.0.0.1:8080');
    for (const [k, v] of fresh.jar) elsewhere.jar.set(k, v);
    expect((await elsewhere.get(interaction)).statusCode).toBe(400);
    const login = await elsewhere.post(`${interaction}/login`, { csrf: csrfOf(page.body), ...FRANK });
    expect(login.statusCode).toBe(400);
  });

  it('every row the authority stores names its issuer', async () => {
    const rows = await t.db.select({ issuer: oidcPayloads.issuer }).from(oidcPayloads);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.issuer))).toEqual(new Set([`${A}/sso`, `${B}/sso`]));
    expect(await t.db.select().from(oidcPayloads).where(eq(oidcPayloads.issuer, ''))).toEqual([]);
  });
});
