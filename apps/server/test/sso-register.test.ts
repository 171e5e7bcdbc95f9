import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/events.ts';
import {
  accounts,
  attendees,
  orders,
  orgMembers,
  organizations,
  roleGrants,
} from '../src/db/schema/identity.ts';
import type { StoredRegistration } from '../src/db/schema/types.ts';
import { build, type TestApp } from './helpers.ts';
import {
  authorizeUrl,
  Browser,
  csrfOf,
  DEMO_EVENT,
  exchangeCode,
  followToCallback,
  ORIGIN,
  path,
  pkce,
} from './sso-helpers.ts';

const form = (over: Record<string, string> = {}) => ({
  identity: 'visitor',
  email: `v${Math.random().toString(36).slice(2)}@example.com`,
  password: 'password123',
  fullName: 'Vera Visitor',
  phone: '+351 912 345 678',
  company: 'Acme Lda',
  jobTitle: 'Buyer',
  region: 'overseas',
  ...over,
});

describe('sso: registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN] });
  });
  afterAll(() => t.close());

  const setMode = (registration: StoredRegistration) =>
    t.db.update(events).set({ registration }).where(eq(events.id, DEMO_EVENT));
  beforeEach(() => setMode({ mode: 'open', ticketPrice: 0, capacity: null, payWays: ['Online'] }));

  async function register(
    browser: Browser,
    over: Record<string, string> = {},
    query = `bventId=${DEMO_EVENT}`,
  ) {
    const page = await browser.get(
      `/sso/register?${query}&identity=${over.identity ?? 'visitor'}&lang=en-US`,
    );
    expect(page.statusCode).toBe(200);
    const values = form(over);
    const res = await browser.post('/sso/register', {
      csrf: csrfOf(page.body),
      lang: 'en-US',
      bventId: DEMO_EVENT,
      returnUrl: '/m/en-US/home',
      ...values,
    });
    return { res, values };
  }

  async function accountOf(email: string) {
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, email));
    return row!;
  }
  async function attendeeOf(accountId: string) {
    return t.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.accountId, accountId), eq(attendees.bventId, DEMO_EVENT)));
  }

  it('refuses a control character (a NUL in the company) with a clear page, and stores nothing', async () => {
    const browser = new Browser(t.app);
    const { res, values } = await register(browser, { company: 'Acme\u0000 Ltd' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('invisible control character that cannot be stored');
    const [row] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, String(values.email)));
    expect(row).toBeUndefined();
  });

  it('asks the identity first, visitor or exhibitor', async () => {
    const page = await new Browser(t.app).get(`/sso/register?bventId=${DEMO_EVENT}&lang=en-US`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('identity=visitor');
    expect(page.body).toContain('identity=exhibitor');
    expect(page.body).not.toContain('name="password"');
  });

  it('open: a visitor is Registered with an audited Attendee role, logged in, sent back', async () => {
    const browser = new Browser(t.app);
    const { res, values } = await register(browser);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/m/en-US/home');
    const account = await accountOf(values.email);
    expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    expect(account).toMatchObject({ fullName: 'Vera Visitor', region: 'overseas', company: 'Acme Lda' });
    const [attendee] = await attendeeOf(account.id);
    expect(attendee).toMatchObject({ status: 'Registered', orderPayWay: null });
    expect(attendee!.answers).toMatchObject({ company: 'Acme Lda', jobTitle: 'Buyer', region: 'overseas' });
    const grants = await t.db.select().from(roleGrants).where(eq(roleGrants.accountId, account.id));
    expect(grants).toEqual([
      expect.objectContaining({
        registerType: 'Attendee',
        orgId: null,
        isAuditSuccess: true,
        bventId: DEMO_EVENT,
      }),
    ]);
    // Registering logged in at the authority: the next authorize needs no password.
    const { verifier, challenge } = pkce();
    const code = await followToCallback(browser, authorizeUrl(challenge));
    const tokens = await exchangeCode(browser, code, verifier);
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).toMatchObject({ accountId: account.id });
  });

  it('approval: PendingApproval', async () => {
    await setMode({ mode: 'approval', ticketPrice: 0, capacity: null, payWays: ['Online'] });
    const { res, values } = await register(new Browser(t.app));
    expect(res.statusCode).toBe(303);
    expect((await attendeeOf((await accountOf(values.email)).id))[0]!.status).toBe('PendingApproval');
  });

  it('paid: Unpaid with an order of the ticket price in the event currency, pay way as chosen', async () => {
    await setMode({ mode: 'paid', ticketPrice: 12000, capacity: null, payWays: ['Online', 'OfflinePay'] });
    const browser = new Browser(t.app);
    const page = await browser.get(`/sso/register?bventId=${DEMO_EVENT}&identity=visitor&lang=en-US`);
    expect(page.body).toContain('name="payWay" value="OfflinePay"');
    const { res, values } = await register(browser, { payWay: 'OfflinePay' });
    expect(res.statusCode).toBe(303);
    const account = await accountOf(values.email);
    expect((await attendeeOf(account.id))[0]).toMatchObject({ status: 'Unpaid', orderPayWay: 'OfflinePay' });
    const [event] = await t.db
      .select({ currency: events.currency })
      .from(events)
      .where(eq(events.id, DEMO_EVENT));
    const rows = await t.db.select().from(orders).where(eq(orders.accountId, account.id));
    expect(rows).toEqual([
      expect.objectContaining({
        amount: 12000,
        currency: event!.currency,
        payWay: 'OfflinePay',
        status: 'Unpaid',
      }),
    ]);
  });

  it('waitlist: Registered until capacity, then WaitedList', async () => {
    const [registered] = await t.db
      .select({ n: count() })
      .from(attendees)
      .where(and(eq(attendees.bventId, DEMO_EVENT), eq(attendees.status, 'Registered')));
    await setMode({ mode: 'waitlist', ticketPrice: 0, capacity: registered!.n + 1, payWays: [] });
    const first = await register(new Browser(t.app));
    const second = await register(new Browser(t.app));
    expect((await attendeeOf((await accountOf(first.values.email)).id))[0]!.status).toBe('Registered');
    expect((await attendeeOf((await accountOf(second.values.email)).id))[0]!.status).toBe('WaitedList');
  });

  it('exhibitor: an organization it administers and an Exhibition role awaiting audit', async () => {
    const { res, values } = await register(new Browser(t.app), {
      identity: 'exhibitor',
      company: 'Booth Co',
    });
    expect(res.statusCode).toBe(303);
    const account = await accountOf(values.email);
    const [grant] = await t.db.select().from(roleGrants).where(eq(roleGrants.accountId, account.id));
    expect(grant).toMatchObject({ registerType: 'Exhibition', isAuditSuccess: false, bventId: DEMO_EVENT });
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, grant!.orgId!));
    expect(org).toMatchObject({ name: 'Booth Co', adminAccountId: account.id });
    expect(await t.db.select().from(orgMembers).where(eq(orgMembers.accountId, account.id))).toHaveLength(1);
    expect(await attendeeOf(account.id)).toHaveLength(0);
  });

  it('a taken email gets a discreet message and nothing is written', async () => {
    const { values } = await register(new Browser(t.app));
    const before = await Promise.all(
      [accounts, attendees, organizations, roleGrants].map((tb) => t.db.select({ n: count() }).from(tb)),
    );
    const again = await register(new Browser(t.app), {
      email: values.email.toUpperCase(),
      identity: 'exhibitor',
    });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.body).toContain('This email cannot be used. Log in, or use another email.');
    expect(again.res.body).toContain('value="Acme Lda"');
    const after = await Promise.all(
      [accounts, attendees, organizations, roleGrants].map((tb) => t.db.select({ n: count() }).from(tb)),
    );
    expect(after).toEqual(before);
  });

  it('validates in the page language and keeps the values (never the password)', async () => {
    const browser = new Browser(t.app);
    const page = await browser.get(`/sso/register?bventId=${DEMO_EVENT}&identity=visitor&lang=pt-PT`);
    const res = await browser.post('/sso/register', {
      ...form({ email: 'not-an-email', password: 'short', fullName: '' }),
      csrf: csrfOf(page.body),
      lang: 'pt-PT',
      bventId: DEMO_EVENT,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Introduza um endereço de email válido.');
    expect(res.body).toContain('A palavra-passe precisa de pelo menos 8 caracteres.');
    expect(res.body).toContain('Preencha este campo.');
    expect(res.body).toContain('value="not-an-email"');
    expect(res.body).not.toContain('value="short"');
  });

  it('never redirects off-site after registering (open redirect)', async () => {
    for (const returnUrl of [
      'https://evil.example/m/x',
      '//evil.example/m/',
      '/sso/../api/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const browser = new Browser(t.app);
      const page = await browser.get(`/sso/register?bventId=${DEMO_EVENT}&identity=visitor&lang=en-US`);
      const res = await browser.post('/sso/register', {
        ...form(),
        csrf: csrfOf(page.body),
        lang: 'en-US',
        bventId: DEMO_EVENT,
        returnUrl,
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/m/en-US/');
    }
  });

  it('refuses a registration post without the CSRF cookie, writing nothing', async () => {
    const values = form();
    const res = await new Browser(t.app).post('/sso/register', {
      ...values,
      csrf: 'a'.repeat(32),
      bventId: DEMO_EVENT,
    });
    expect(res.statusCode).toBe(400);
    expect(await t.db.select().from(accounts).where(eq(accounts.email, values.email))).toHaveLength(0);
  });

  it('inside an authorize request: registering finishes it, logged in', async () => {
    const browser = new Browser(t.app);
    const { verifier, challenge } = pkce();
    const auth = await browser.get(authorizeUrl(challenge, { bventId: DEMO_EVENT, ui_locales: 'en-US' }));
    const interaction = path(auth.headers.location);
    const login = await browser.get(interaction);
    const link = /href="([^"]*\/register[^"]*)"/.exec(login.body)![1]!.replace(/&amp;/g, '&');
    const choice = await browser.get(link);
    expect(choice.body).toContain('identity=visitor');
    const page = await browser.get(`${interaction}/register?identity=visitor&lang=en-US`);
    const values = form();
    const res = await browser.post(`${interaction}/register`, {
      ...values,
      csrf: csrfOf(page.body),
      lang: 'en-US',
    });
    expect(res.statusCode, res.body).toBe(303);
    const code = await followToCallback(browser, path(res.headers.location));
    const tokens = await exchangeCode(browser, code, verifier);
    const account = await accountOf(values.email);
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).toMatchObject({ accountId: account.id });
    expect((await attendeeOf(account.id))[0]!.status).toBe('Registered');
  });

  const titles: [string, string][] = [
    ['zh-CN', '<title>注册</title>'],
    ['zh', '<title>注册</title>'],
    ['en-US', '<title>Register</title>'],
    ['zh-HK', '<title>註冊</title>'],
    ['pt-PT', '<title>Registo</title>'],
  ];
  it.each(titles)('registration page in %s', async (lang, title) => {
    const res = await new Browser(t.app).get(
      `/sso/register?bventId=${DEMO_EVENT}&identity=visitor&lang=${lang}`,
    );
    expect(res.body).toContain(title);
  });
});
