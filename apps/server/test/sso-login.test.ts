import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers.ts';
import {
  authorizeUrl,
  Browser,
  createAccount,
  csrfOf,
  DEMO_EVENT,
  loginFlow,
  ORIGIN,
  path,
  pkce,
} from './sso-helpers.ts';

async function openLogin(
  browser: Browser,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const auth = await browser.get(authorizeUrl(pkce().challenge, extra), headers);
  expect(auth.statusCode).toBe(303);
  const interaction = path(auth.headers.location);
  const page = await browser.get(interaction, headers);
  return { interaction, page };
}

const errorOf = (html: string) => /<p class="error" role="alert">([^<]*)<\/p>/.exec(html)?.[1];

describe('sso: login page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN] });
    await createAccount(t.db, 'carol@example.com', 'password123');
  });
  afterAll(() => t.close());

  it('/sso on its own (as the README says) opens the login page', async () => {
    const res = await new Browser(t.app).get('/sso');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sso/login');
    const zh = await new Browser(t.app).get('/sso?lang=zh-HK');
    expect(zh.headers.location).toBe('/sso/login?lang=zh-HK');
    const page = await new Browser(t.app).get(String(res.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="password"');
  });

  it('ignores a cookie that cannot be decoded: the page answers with a fresh form token, and login works', async () => {
    const browser = new Browser(t.app);
    browser.jar.set('sso_csrf', '%');
    const { interaction, page } = await openLogin(browser, { ui_locales: 'en-US' });
    expect(page.statusCode).toBe(200);
    const csrf = csrfOf(page.body);
    expect(csrf).toMatch(/^[\w-]{32,64}$/);
    expect(browser.jar.get('sso_csrf')).toBe(csrf);
    const ok = await browser.post(`${interaction}/login`, {
      csrf,
      email: 'carol@example.com',
      password: 'password123',
    });
    expect(ok.statusCode).toBe(303);
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const browser = new Browser(t.app);
    const { interaction, page } = await openLogin(browser, { ui_locales: 'en-US' });
    const csrf = csrfOf(page.body);
    const wrong = await browser.post(`${interaction}/login`, {
      csrf,
      email: 'carol@example.com',
      password: 'nope-nope',
    });
    const unknown = await browser.post(`${interaction}/login`, {
      csrf,
      email: 'nobody@example.com',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(errorOf(wrong.body)).toBe('The email or password is incorrect.');
    expect(errorOf(unknown.body)).toBe(errorOf(wrong.body));
    // No session was made: the right password still goes through the same interaction.
    const ok = await browser.post(`${interaction}/login`, {
      csrf,
      email: 'carol@example.com',
      password: 'password123',
    });
    expect(ok.statusCode).toBe(303);
  });

  it('refuses a login post without the CSRF token', async () => {
    const browser = new Browser(t.app);
    const { interaction } = await openLogin(browser);
    const res = await browser.post(`${interaction}/login`, {
      csrf: 'x'.repeat(32),
      email: 'carol@example.com',
      password: 'password123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('limits login attempts per IP and email (429, localized), other emails unaffected', async () => {
    const browser = new Browser(t.app);
    const { interaction, page } = await openLogin(browser, { ui_locales: 'zh-HK' });
    const csrf = csrfOf(page.body);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await browser.post(`${interaction}/login`, {
        csrf,
        email: 'victim@example.com',
        password: `guess-${i}`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.body).toContain('嘗試次數過多，請稍後再試。');
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await browser.post(`${interaction}/login`, {
      csrf,
      email: 'carol@example.com',
      password: 'password123',
    });
    expect(other.statusCode).toBe(303);
  });

  it("a login for an event opens the event's registration page: identity first, an account's login on it", async () => {
    const browser = new Browser(t.app);
    const { interaction, page } = await openLogin(browser, { bventId: DEMO_EVENT, ui_locales: 'en-US' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Register or log in</title>');
    expect(page.body).toMatch(/<p class="event">Event: [^<]+<\/p>/);
    // The two identities, each straight to its registration form in this authorize request.
    const choice = (identity: string) =>
      new RegExp(
        `href="${interaction}/register\\?lang=en-US&amp;identity=${identity}" data-identity="${identity}"`,
      );
    expect(page.body).toMatch(choice('visitor'));
    expect(page.body).toMatch(choice('exhibitor'));
    expect(page.body.indexOf('data-identity="exhibitor"')).toBeLessThan(page.body.indexOf('name="password"'));
    expect(page.body).toContain('Already registered? Log in with your account');
    expect(page.body).not.toContain('No account yet?');
    const form = await browser.get(`${interaction}/register?lang=en-US&identity=exhibitor`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<strong>Exhibitor</strong>');

    // An existing account logs in right there, and the authorize request goes on.
    const ok = await browser.post(`${interaction}/login`, {
      csrf: csrfOf(page.body),
      email: 'carol@example.com',
      password: 'password123',
    });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toContain('/sso/auth/');
  });

  it('a wrong password on the event page shows the same page with the message', async () => {
    const browser = new Browser(t.app);
    const { interaction, page } = await openLogin(browser, { bventId: DEMO_EVENT, ui_locales: 'zh-CN' });
    expect(page.body).toContain('<title>注册或登录</title>');
    const bad = await browser.post(`${interaction}/login`, {
      csrf: csrfOf(page.body),
      email: 'carol@example.com',
      password: 'wrong-password',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body)).toBe('邮箱或密码不正确。');
    expect(bad.body).toContain('data-identity="visitor"');
    expect(bad.body).toContain('已经注册？用账号登录');
  });

  it('a login without an event is the login form with a link to register', async () => {
    const { page } = await openLogin(new Browser(t.app), { ui_locales: 'en-US' });
    expect(page.body).toContain('<title>Log in</title>');
    expect(page.body).toContain('No account yet?');
    expect(page.body).not.toContain('data-identity=');
  });

  const titles: [string, string][] = [
    ['zh-CN', '<title>登录</title>'],
    ['zh', '<title>登录</title>'],
    ['en-US', '<title>Log in</title>'],
    ['zh-HK', '<title>登入</title>'],
    ['pt-PT', '<title>Iniciar sessão</title>'],
  ];
  it.each(titles)('login page in %s (ui_locales)', async (lang, title) => {
    const { page } = await openLogin(new Browser(t.app), { ui_locales: lang });
    expect(page.body).toContain(title);
    expect(page.body).toContain(`<html lang="${lang}">`);
  });

  it('takes the language from Accept-Language when the client names none, else zh-CN', async () => {
    const pt = await openLogin(new Browser(t.app), {}, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(pt.page.body).toContain('<title>Iniciar sessão</title>');
    const none = await openLogin(new Browser(t.app));
    expect(none.page.body).toContain('<title>登录</title>');
  });

  const logoutTitles: [string, string][] = [
    ['zh-CN', '<title>退出登录</title>'],
    ['zh', '<title>退出登录</title>'],
    ['en-US', '<title>Log out</title>'],
    ['zh-HK', '<title>登出</title>'],
    ['pt-PT', '<title>Terminar sessão</title>'],
  ];
  it.each(logoutTitles)('logout page in %s', async (lang, title) => {
    const browser = new Browser(t.app);
    await loginFlow(browser, 'carol@example.com', 'password123');
    const res = await browser.get(`/sso/session/end?ui_locales=${lang}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(title);
  });

  it('logout with no session posts itself on, its script admitted by hash in the CSP', async () => {
    const res = await new Browser(t.app).get('/sso/session/end');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'nonce-[^']+' 'sha256-/);
  });

  it('an expired or foreign interaction gets a clear page', async () => {
    const res = await new Browser(t.app).get('/sso/interaction/not-a-real-uid?lang=en-US');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This page has expired');
  });
});
