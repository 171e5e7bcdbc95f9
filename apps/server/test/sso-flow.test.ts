import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers.ts';
import { Browser, createAccount, loginFlow, ORIGIN, refresh } from './sso-helpers.ts';

describe('sso: authorization code + PKCE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN] });
    await createAccount(t.db, 'alice@example.com', 'correct horse', 'Alice');
  });
  afterAll(() => t.close());

  it('discovery names the issuer under /sso', async () => {
    const res = await t.app.inject({
      url: '/sso/.well-known/openid-configuration',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ issuer: string; token_endpoint: string }>();
    expect(doc.issuer).toBe('http://localhost/sso');
    expect(doc.token_endpoint).toBe('http://localhost/sso/token');
  });

  it('logs in over HTTP and the tokens verify', async () => {
    const browser = new Browser(t.app);
    const tokens = await loginFlow(browser, 'alice@example.com', 'correct horse');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token.split('.')).toHaveLength(3);
    const owner = await t.app.sso.verifyAccessToken(tokens.access_token);
    expect(owner?.clientId).toBe('evosClient');
    const again = await refresh(browser, tokens.refresh_token);
    expect(again.statusCode, again.body).toBe(200);
  });
});
