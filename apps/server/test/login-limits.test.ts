import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWork } from '../src/sso/accounts.ts';
import { LoginLimiter } from '../src/sso/login-limiter.ts';
import { MemoryCounters } from '../src/shared/window-counters.ts';
import { PasswordBusy, PasswordWork } from '../src/sso/password-work.ts';
import { type TestApp, build } from './helpers.ts';
import { Browser, authorizeUrl, createAccount, csrfOf, ORIGIN, path, pkce } from './sso-helpers.ts';

const limits = { perAccount: 3, perAddress: 5, windowMs: 60_000, maxKeys: 1_000 };

describe('login limiter', () => {
  it('counts failures per account across addresses and per address across accounts; successes are free', async () => {
    const l = new LoginLimiter(limits);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) await l.failed(ip, 'eve@x.test');
    // Three addresses, one account: the account is held wherever the next try comes from.
    expect(await l.allows('10.0.0.9', 'eve@x.test')).toBe(false);
    expect(await l.allows('10.0.0.9', 'bob@x.test')).toBe(true);
    // One address, many accounts: the address is held for every account.
    for (const who of ['a', 'b', 'c', 'd', 'e']) await l.failed('10.9.9.9', `${who}@x.test`);
    expect(await l.allows('10.9.9.9', 'fresh@x.test')).toBe(false);
    expect(await l.allows('10.0.0.4', 'fresh@x.test')).toBe(true);
    // A success clears the account's count.
    const k = new LoginLimiter(limits);
    await k.failed('10.0.0.1', 'kim@x.test');
    await k.failed('10.0.0.1', 'kim@x.test');
    await k.succeeded('kim@x.test');
    await k.failed('10.0.0.1', 'kim@x.test');
    await k.failed('10.0.0.1', 'kim@x.test');
    expect(await k.allows('10.0.0.2', 'kim@x.test')).toBe(true);
  });

  it('keeps bounded memory under a flood of new addresses and accounts', async () => {
    const counters = new MemoryCounters(2 * limits.maxKeys);
    const l = new LoginLimiter(limits, counters);
    for (let i = 0; i < 20_000; i++)
      await l.failed(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, `u${i}@x.test`);
    expect(counters.size).toBe(2 * limits.maxKeys);
  });
});

describe('password work', () => {
  it('runs a bounded number at once and turns away what the queue cannot hold, at once', async () => {
    const work = new PasswordWork(1, 2);
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let running = 0;
    let most = 0;
    const task = async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      return 'done';
    };
    const accepted = [work.run(task), work.run(task), work.run(task)];
    await expect(work.run(task)).rejects.toBeInstanceOf(PasswordBusy);
    release();
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(1);
  });
});

describe('sso login limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN], loginLimits: limits });
    for (const who of ['ann', 'ben', 'cy']) await createAccount(t.db, `${who}@example.com`, 'password123');
  });
  afterAll(() => t.close());

  async function loginPage(browser: Browser) {
    const auth = await browser.get(authorizeUrl(pkce().challenge, { ui_locales: 'en-US' }));
    const interaction = path(auth.headers.location);
    const page = await browser.get(interaction);
    return { interaction, csrf: csrfOf(page.body) };
  }
  const post = (browser: Browser, interaction: string, form: Record<string, string>, ip: string) =>
    browser.request({
      method: 'POST',
      url: `${interaction}/login`,
      form,
      headers: { 'accept-language': 'en-US,en;q=0.8' },
      remoteAddress: ip,
    } as Parameters<Browser['request']>[0]);

  it('a venue address whose people sign in correctly is never held; guessing from it is', async () => {
    const browser = new Browser(t.app);
    const { interaction, csrf } = await loginPage(browser);
    const hall = '192.0.2.10';
    // Many correct sign-ins from one address use none of its budget.
    for (let i = 0; i < 8; i++) {
      const who = ['ann', 'ben', 'cy'][i % 3];
      const phone = new Browser(t.app);
      const { interaction: next, csrf: c } = await loginPage(phone);
      const ok = await post(
        phone,
        next,
        { csrf: c, email: `${who}@example.com`, password: 'password123' },
        hall,
      );
      expect(ok.statusCode).toBe(303);
    }
    const statuses: number[] = [];
    for (const who of ['p', 'q', 'r', 's', 't', 'u']) {
      const res = await post(
        browser,
        interaction,
        { csrf, email: `${who}@example.com`, password: 'nope-nope' },
        hall,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('a password form posted while the line is full is turned away at once: 503, Retry-After, nothing checked', async () => {
    const browser = new Browser(t.app);
    const { interaction, csrf } = await loginPage(browser);
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // The line's places are taken (as by a flood's password checks): all running ones and the whole queue.
    const held = Array.from({ length: passwordWork.concurrency + passwordWork.queue }, () =>
      passwordWork.run(() => gate),
    );
    try {
      const res = await post(
        browser,
        interaction,
        { csrf, email: 'ann@example.com', password: 'password123' },
        '203.0.113.7',
      );
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toContain('Please try again in a few seconds.');
    } finally {
      release();
      await Promise.all(held);
    }
    const again = await post(
      browser,
      interaction,
      { csrf, email: 'ann@example.com', password: 'password123' },
      '203.0.113.7',
    );
    expect(again.statusCode).toBe(303);
  });

  it('guessing one account from many addresses holds that account everywhere, and no other', async () => {
    const browser = new Browser(t.app);
    const { interaction, csrf } = await loginPage(browser);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        browser,
        interaction,
        { csrf, email: 'ben@example.com', password: `guess-${i}` },
        `198.51.100.${i + 1}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const other = await post(
      browser,
      interaction,
      { csrf, email: 'cy@example.com', password: 'password123' },
      '198.51.100.99',
    );
    expect(other.statusCode).toBe(303);
  });
});
