import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers.ts';
import {
  authorizeUrl,
  Browser,
  CALLBACK,
  createAccount,
  csrfOf,
  exchangeCode,
  followToCallback,
  loginFlow,
  ORIGIN,
  path,
  pkce,
  refresh,
} from './sso-helpers.ts';

describe('sso: authorization code + PKCE, refresh rotation, logout', () => {
  let t: TestApp;
  let aliceId: string;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN, 'http://127.0.0.1:8080'] });
    aliceId = await createAccount(t.db, 'alice@example.com', 'correct horse', 'Alice');
  });
  afterAll(() => t.close());

  it('discovery names one issuer per public origin, chosen by the Host', async () => {
    const doc = (host: string) =>
      t.app.inject({ url: '/sso/.well-known/openid-configuration', headers: { host } });
    const local = (await doc('localhost')).json<{ issuer: string; token_endpoint: string }>();
    expect(local.issuer).toBe('http://localhost/sso');
    expect(local.token_endpoint).toBe('http://localhost/sso/token');
    expect((await doc('127.0.0.1:8080')).json<{ issuer: string }>().issuer).toBe('http://127.0.0.1:8080/sso');
    expect(t.app.sso.issuers).toEqual(['http://localhost/sso', 'http://127.0.0.1:8080/sso']);
  });

  it('refuses a host that is not a public origin with a clear 400', async () => {
    const res = await t.app.inject({
      url: '/sso/.well-known/openid-configuration',
      headers: { host: 'evil.example' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('PUBLIC_ORIGINS');
    const page = await t.app.inject({ url: '/sso/register', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(400);
  });

  it('logs in over HTTP: tokens verify, userinfo gives sub, name and email', async () => {
    const browser = new Browser(t.app);
    const tokens = await loginFlow(browser, 'alice@example.com', 'correct horse');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(tokens.refresh_token).toBeTruthy();
    const owner = await t.app.sso.verifyAccessToken(tokens.access_token);
    expect(owner).toEqual({
      accountId: aliceId,
      clientId: 'evosClient',
      scope: expect.stringContaining('openid'),
    });
    const me = await browser.get('/sso/me', { authorization: `Bearer ${tokens.access_token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ sub: aliceId, name: 'Alice', email: 'alice@example.com' });
    const idClaims = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(idClaims).toMatchObject({
      iss: 'http://localhost/sso',
      aud: 'evosClient',
      sub: aliceId,
      nonce: 'n0nce',
    });
  });

  it('a second authorize reuses the authority session (no login page)', async () => {
    const browser = new Browser(t.app);
    await loginFlow(browser, 'alice@example.com', 'correct horse');
    const { verifier, challenge } = pkce();
    const code = await followToCallback(browser, authorizeUrl(challenge));
    const tokens = await exchangeCode(browser, code, verifier);
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).not.toBeNull();
  });

  it('rotates refresh tokens; a replayed one is refused and revokes the whole grant', async () => {
    const browser = new Browser(t.app);
    const tokens = await loginFlow(browser, 'alice@example.com', 'correct horse');
    const first = await refresh(browser, tokens.refresh_token);
    expect(first.statusCode, first.body).toBe(200);
    const rotated = first.json<{ refresh_token: string; access_token: string }>();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    const replay = await refresh(browser, tokens.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    // The replay revoked the grant: the rotated token and every access token of the grant are dead too.
    const after = await refresh(browser, rotated.refresh_token);
    expect(after.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await t.app.sso.verifyAccessToken(rotated.access_token)).toBeNull();
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).toBeNull();
  });

  it('refuses tampered and unknown tokens, changing nothing', async () => {
    const browser = new Browser(t.app);
    const tokens = await loginFlow(browser, 'alice@example.com', 'correct horse');
    expect(await t.app.sso.verifyAccessToken(`${tokens.access_token}x`)).toBeNull();
    expect(await t.app.sso.verifyAccessToken('')).toBeNull();
    expect(await t.app.sso.verifyAccessToken('a'.repeat(5000))).toBeNull();
    const bad = await refresh(browser, `${tokens.refresh_token.slice(0, -2)}zz`);
    expect(bad.json()).toMatchObject({ error: 'invalid_grant' });
    // The real one still works: a wrong guess does not revoke anything.
    expect((await refresh(browser, tokens.refresh_token)).statusCode).toBe(200);
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).not.toBeNull();
  });

  it('requires PKCE and the right verifier', async () => {
    const browser = new Browser(t.app);
    const noPkce = await browser.get(
      `/sso/auth?client_id=evosClient&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(CALLBACK)}&state=st4te`,
    );
    expect(noPkce.statusCode).toBe(303);
    expect(String(noPkce.headers.location)).toContain('error=invalid_request');

    await loginFlow(browser, 'alice@example.com', 'correct horse');
    const { challenge } = pkce();
    const code = await followToCallback(browser, authorizeUrl(challenge));
    const res = await browser.post('/sso/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
      client_id: 'evosClient',
      code_verifier: pkce().verifier,
    });
    expect(res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an unknown redirect_uri without redirecting there', async () => {
    const browser = new Browser(t.app);
    for (const uri of [
      'https://evil.example/m/callback.html',
      `${ORIGIN}/m/callback.html?x=1`,
      `${ORIGIN}/m/other.html`,
    ]) {
      const res = await browser.get(authorizeUrl(pkce().challenge, { redirect_uri: uri }));
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('redirect_uri');
    }
    // Another origin's callback is not this issuer's.
    const cross = await browser.get(
      authorizeUrl(pkce().challenge, { redirect_uri: 'http://127.0.0.1:8080/m/callback.html' }),
    );
    expect(cross.statusCode).toBe(400);
  });

  it('allows CORS on the token endpoint for public origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/sso/token',
        headers: { host: 'localhost', origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight(ORIGIN);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    const browser = new Browser(t.app);
    const tokens = await loginFlow(browser, 'alice@example.com', 'correct horse');
    const evil = await browser.request({
      method: 'POST',
      url: '/sso/token',
      headers: { origin: 'https://evil.example' },
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: 'evosClient' },
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('RP-initiated logout with id_token_hint logs out at once and ends the grant', async () => {
    const browser = new Browser(t.app);
    const tokens = await loginFlow(browser, 'alice@example.com', 'correct horse');
    const q = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: CALLBACK,
      state: 'bye',
      ui_locales: 'en-US',
    });
    const page = await browser.get(`/sso/session/end?${q}`);
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.body).toContain('name="logout" value="yes"');
    expect(page.body).toContain('<title>Log out</title>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirm = await browser.post('/sso/session/end/confirm', { xsrf, logout: 'yes' });
    expect(confirm.statusCode).toBe(303);
    expect(String(confirm.headers.location)).toBe(`${CALLBACK}?state=bye`);

    expect((await refresh(browser, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).toBeNull();
    // The authority session is gone: the next authorize asks for a login again.
    const again = await browser.get(authorizeUrl(pkce().challenge));
    expect(path(again.headers.location)).toMatch(/^\/sso\/interaction\//);
  });

  it('logout without id_token_hint asks first', async () => {
    const browser = new Browser(t.app);
    await loginFlow(browser, 'alice@example.com', 'correct horse');
    const page = await browser.get('/sso/session/end?ui_locales=pt-PT');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pretende terminar a sessão?');
    expect(page.body).not.toContain('<script');
  });

  it('issueTokens mints a grant whose tokens verify and refresh', async () => {
    const tokens = await t.app.sso.issueTokens(aliceId, ORIGIN);
    expect(tokens).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email' });
    expect(tokens.expires_in).toBeGreaterThan(0);
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).toMatchObject({ accountId: aliceId });
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      iss: 'http://localhost/sso',
      sub: aliceId,
      aud: 'evosClient',
      email: 'alice@example.com',
    });
    const browser = new Browser(t.app);
    const res = await refresh(browser, tokens.refresh_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.app.sso.verifyAccessToken(res.json<{ access_token: string }>().access_token),
    ).not.toBeNull();
    await expect(t.app.sso.issueTokens('00000000-0000-4000-8000-000000000000', ORIGIN)).rejects.toThrow();
  });

  it('keeps the login page out of frames of other sites and scripts out of pages', async () => {
    const browser = new Browser(t.app);
    const auth = await browser.get(authorizeUrl(pkce().challenge));
    const page = await browser.get(path(auth.headers.location));
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(page.body).toContain('<meta name="viewport"');
    expect(page.body).not.toContain('<script');
    expect(csrfOf(page.body)).toBeTruthy();
  });
});
