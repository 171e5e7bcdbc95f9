import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads } from '../src/db/schema/identity.ts';
import { build, type TestApp } from './helpers.ts';
import { Browser, createAccount, ORIGIN } from './sso-helpers.ts';
import { oauthError, oidc, type RelyingParty, relyingParty, rpLogin } from './sso-rp.ts';

const ERIN = { email: 'erin@example.com', password: 'password123' };
const OFFLINE = { scope: 'openid profile email offline_access', prompt: 'consent' };

/** Logs the browser out at the authority with the session's own ID token (the page submits itself). */
async function logout(browser: Browser, rp: RelyingParty, idToken: string) {
  const url = oidc.buildEndSessionUrl(rp.config, { id_token_hint: idToken });
  const page = await browser.get(`${url.pathname}${url.search}`);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
  const done = await browser.post('/sso/session/end/confirm', { xsrf, logout: 'yes' });
  expect(done.statusCode).toBe(303);
}

describe('sso: no offline access; every grant of a session ends with it', () => {
  let t: TestApp;
  let rp: RelyingParty;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN] });
    await createAccount(t.db, ERIN.email, ERIN.password, 'Erin');
    rp = await relyingParty(t.app, ORIGIN);
  });
  afterAll(() => t.close());

  it('offline_access is not offered, and prompt=consent does not obtain it', async () => {
    expect(rp.config.serverMetadata().scopes_supported).toEqual(['openid', 'profile', 'email']);
    const browser = new Browser(t.app);
    const tokens = await rpLogin(rp, browser, ERIN, OFFLINE);
    expect(tokens.scope?.split(' ')).toEqual(['openid', 'profile', 'email']);
    // The first-party client still gets its refresh token, and it works while the session lives.
    expect(tokens.refresh_token).toBeTruthy();
    const rotated = await oidc.refreshTokenGrant(rp.config, tokens.refresh_token!);
    expect(rotated.scope?.split(' ')).not.toContain('offline_access');

    await logout(browser, rp, tokens.id_token!);
    expect(await oauthError(oidc.refreshTokenGrant(rp.config, rotated.refresh_token!))).toBe('invalid_grant');
    expect(await t.app.sso.verifyAccessToken(rotated.access_token)).toBeNull();
  });

  it('logout without a hint, once confirmed, ends every grant of the session too', async () => {
    const browser = new Browser(t.app);
    const tokens = await rpLogin(rp, browser, ERIN);
    const page = await browser.get('/sso/session/end?ui_locales=en-US');
    expect(page.body).toContain('Do you want to log out?');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    expect((await browser.post('/sso/session/end/confirm', { xsrf, logout: 'yes' })).statusCode).toBe(303);
    expect(await oauthError(oidc.refreshTokenGrant(rp.config, tokens.refresh_token!))).toBe('invalid_grant');
  });

  it('a refresh token lasts only as long as its session', async () => {
    const tokens = await rpLogin(rp, new Browser(t.app), ERIN);
    const sub = tokens.claims()!.sub;
    // The session ends without a logout (it expired, or was removed): its refresh token is refused.
    await t.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${sub}`));
    expect(await oauthError(oidc.refreshTokenGrant(rp.config, tokens.refresh_token!))).toBe('invalid_grant');
  });

  it('a session stored while offline access was granted still ends every grant at logout', async () => {
    const browser = new Browser(t.app);
    const tokens = await rpLogin(rp, browser, ERIN);
    // What the old configuration stored for an offline grant: the session's authorization marked to outlive
    // logout, and tokens not bound to the session.
    const sub = tokens.claims()!.sub;
    await t.db
      .update(oidcPayloads)
      .set({
        payload: sql`jsonb_set(${oidcPayloads.payload}, '{authorizations,evosClient,persistsLogout}', 'true')`,
      })
      .where(and(eq(oidcPayloads.type, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${sub}`));
    await t.db
      .update(oidcPayloads)
      .set({ payload: sql`${oidcPayloads.payload} - 'expiresWithSession'` })
      .where(
        sql`${oidcPayloads.type} in ('RefreshToken', 'AccessToken') and ${oidcPayloads.payload}->>'accountId' = ${sub}`,
      );
    const marked = await t.db
      .select({ payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'Session'), sql`${oidcPayloads.payload}->>'accountId' = ${sub}`));
    expect(marked).toEqual([
      {
        payload: expect.objectContaining({
          authorizations: { evosClient: expect.objectContaining({ persistsLogout: true }) },
        }),
      },
    ]);

    await logout(browser, rp, tokens.id_token!);
    expect(await oauthError(oidc.refreshTokenGrant(rp.config, tokens.refresh_token!))).toBe('invalid_grant');
  });
});
