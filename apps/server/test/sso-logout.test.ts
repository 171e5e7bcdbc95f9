import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers.ts';
import { authorizeUrl, Browser, createAccount, ORIGIN, path, pkce } from './sso-helpers.ts';
import { oauthError, oidc, type RelyingParty, relyingParty, rpLogin } from './sso-rp.ts';

const ALICE = { email: 'alice@example.com', password: 'correct horse' };
const BOB = { email: 'bob@example.com', password: 'battery staple' };

/** The logout request a relying party builds (openid-client), as a path the browser opens. */
function endSessionPath(rp: RelyingParty, idToken: string, extra: Record<string, string> = {}) {
  const url = oidc.buildEndSessionUrl(rp.config, {
    id_token_hint: idToken,
    post_logout_redirect_uri: `${ORIGIN}/m/callback.html`,
    state: 'bye',
    ui_locales: 'en-US',
    ...extra,
  });
  return `${url.pathname}${url.search}`;
}

const xsrfOf = (html: string) => /name="xsrf" value="([^"]+)"/.exec(html)?.[1];

/** Whether the browser is still signed in at the authority: an authorize request needs no login. */
async function signedIn(browser: Browser): Promise<boolean> {
  const res = await browser.get(authorizeUrl(pkce().challenge));
  return !path(res.headers.location).startsWith('/sso/interaction/');
}

describe('sso: RP-initiated logout asks unless the hint is the session’s own', () => {
  let t: TestApp;
  let rp: RelyingParty;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN] });
    await createAccount(t.db, ALICE.email, ALICE.password, 'Alice');
    await createAccount(t.db, BOB.email, BOB.password, 'Bob');
    rp = await relyingParty(t.app, ORIGIN);
  });
  afterAll(() => t.close());

  it('another account’s genuine ID token gets a confirmation page, and nothing ends until it is confirmed', async () => {
    const alice = new Browser(t.app);
    const aliceTokens = await rpLogin(rp, alice, ALICE);
    // Bob's ID token is genuine (signed by this issuer, for this client): any site can put it in a link.
    const bobTokens = await rpLogin(rp, new Browser(t.app), BOB);

    const page = await alice.get(endSessionPath(rp, bobTokens.id_token!));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Do you want to log out?');
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('name="logout" value="yes"/>');
    // "No" is a link that submits nothing: the form without logout=yes would still end the client's grant.
    expect(page.body).toMatch(/<a class="button secondary" href="\/m\/en-US\/">No, stay logged in<\/a>/);
    const xsrf = xsrfOf(page.body);
    expect(xsrf).toBeTruthy();

    // Showing the page ended nothing.
    expect(await signedIn(alice)).toBe(true);
    const rotated = await oidc.refreshTokenGrant(rp.config, aliceTokens.refresh_token!);
    expect(rotated.access_token).toBeTruthy();

    // The confirmation needs the page's own xsrf secret (kept in Alice's session): a forged post ends nothing.
    const forged = await alice.post('/sso/session/end/confirm', { logout: 'yes' });
    expect(forged.statusCode).toBe(400);
    const wrong = await alice.post('/sso/session/end/confirm', { xsrf: 'f'.repeat(48), logout: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(await signedIn(alice)).toBe(true);
    expect(await t.app.sso.verifyAccessToken(rotated.access_token)).not.toBeNull();

    // Confirmed by Alice on the page: now she is logged out, and her grant is gone.
    const again = await alice.get(endSessionPath(rp, bobTokens.id_token!));
    const confirm = await alice.post('/sso/session/end/confirm', {
      xsrf: xsrfOf(again.body)!,
      logout: 'yes',
    });
    expect(confirm.statusCode).toBe(303);
    expect(String(confirm.headers.location)).toBe(`${ORIGIN}/m/callback.html?state=bye`);
    expect(await signedIn(alice)).toBe(false);
    expect(await oauthError(oidc.refreshTokenGrant(rp.config, rotated.refresh_token!))).toBe('invalid_grant');
    // Bob, whose token was used, is still signed in where he is.
    expect(await oidc.refreshTokenGrant(rp.config, bobTokens.refresh_token!)).toHaveProperty('access_token');
  });

  it('the session’s own ID token logs out at once: the page submits itself', async () => {
    const alice = new Browser(t.app);
    const tokens = await rpLogin(rp, alice, ALICE);
    const page = await alice.get(endSessionPath(rp, tokens.id_token!));
    expect(page.statusCode).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1]!;
    expect(page.body).toContain(
      `<script nonce="${nonce}">document.getElementById('op.logoutForm').submit();`,
    );
    expect(page.body).toContain('<input type="hidden" name="logout" value="yes"/></form>');
    expect(page.body).not.toContain('Do you want to log out?');
    const done = await alice.post('/sso/session/end/confirm', { xsrf: xsrfOf(page.body)!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(await signedIn(alice)).toBe(false);
    expect(await oauthError(oidc.refreshTokenGrant(rp.config, tokens.refresh_token!))).toBe('invalid_grant');
  });

  it('a hint of the same account from another sign-in (another device) also belongs to the session', async () => {
    const laptop = new Browser(t.app);
    await rpLogin(rp, laptop, ALICE);
    const phone = await rpLogin(rp, new Browser(t.app), ALICE);
    const page = await laptop.get(endSessionPath(rp, phone.id_token!));
    expect(page.body).toContain('<input type="hidden" name="logout" value="yes"/></form>');
    expect(page.body).toContain('<script');
  });

  it('a hint that is not this issuer’s ID token is refused outright', async () => {
    const alice = new Browser(t.app);
    const tokens = await rpLogin(rp, alice, ALICE);
    const [h, p] = tokens.id_token!.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const forged = `${h}.${forgedPayload}.${tokens.id_token!.split('.')[2]}`;
    const res = await alice.get(endSessionPath(rp, forged));
    expect(res.statusCode).toBe(400);
    expect(await signedIn(alice)).toBe(true);
  });
});
