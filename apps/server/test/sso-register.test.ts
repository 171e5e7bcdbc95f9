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
  linkIn,
  mailsTo,
  ORIGIN,
  path,
  pkce,
  registerAndConfirm,
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

  /** Opens the confirmation link of the newest mail to this address in the browser. */
  async function confirm(browser: Browser, email: string) {
    const [mail] = await mailsTo(t.app, t.db, email);
    expect(mail?.subject).toContain('Confirm your registration');
    return browser.get(linkIn(mail!.text, '/sso/verify/'));
  }
  async function registered(browser: Browser, over: Record<string, string> = {}) {
    const { res, values } = await register(browser, over);
    expect(res.statusCode, res.body).toBe(200);
    return { res: await confirm(browser, values.email), values };
  }

  async function eventTitle() {
    const [row] = await t.db.select({ title: events.title }).from(events).where(eq(events.id, DEMO_EVENT));
    return (row!.title as Record<string, string>)['en-US'] ?? '';
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

  it('open: the form only sends a link; the link makes a Registered visitor with an audited Attendee role, logged in, sent back', async () => {
    const browser = new Browser(t.app);
    const sent = await register(browser);
    expect(sent.res.statusCode).toBe(200);
    expect(sent.res.body).toContain('<title>Check your e-mail</title>');
    expect(sent.res.body).toContain(`We have sent a message to ${sent.values.email}`);
    // No timed reload (WCAG 2.2.1): a script under the page's nonce asks, and a button goes on without it.
    expect(sent.res.body).not.toContain('http-equiv="refresh"');
    expect(sent.res.body).toContain('<a class="button" href="/sso/register/wait?lang=en-US"');
    const nonce = /'nonce-([^']+)'/.exec(String(sent.res.headers['content-security-policy']))?.[1];
    expect(sent.res.body).toContain(`<script nonce="${nonce}">`);
    expect(sent.res.body).toContain('"/sso/register/wait?lang=en-US"');
    expect(sent.res.headers['content-security-policy']).toContain("connect-src 'self'");
    // Nothing is stored as an account until the address is proven.
    expect(await t.db.select().from(accounts).where(eq(accounts.email, sent.values.email))).toHaveLength(0);
    const [mail] = await mailsTo(t.app, t.db, sent.values.email);
    expect(mail).toMatchObject({ subject: `Confirm your registration for ${await eventTitle()}` });
    expect(mail!.text).toContain('Hello Vera Visitor,');
    expect(mail!.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail!.html).toContain('href="http://localhost/sso/verify/');
    const res = await browser.get(linkIn(mail!.text, '/sso/verify/'));
    const values = sent.values;
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

  it("keeps the visit's source (imv_id, f_ptype, agencyId) across the form and stores it with the answers", async () => {
    const browser = new Browser(t.app);
    const query = `bventId=${DEMO_EVENT}&imv_id=inv-9&f_ptype=share&agencyId=ag-1&returnUrl=%2Fm%2Fen-US%2Fhome`;
    const page = await browser.get(`/sso/register?${query}&identity=visitor&lang=en-US`);
    // Hidden fields of the form, as the browser sends them back.
    for (const [name, value] of [
      ['imv_id', 'inv-9'],
      ['f_ptype', 'share'],
      ['agencyId', 'ag-1'],
    ]) {
      expect(page.body).toContain(`name="${name}" value="${value}"`);
    }
    const values = form();
    const sent = await browser.post('/sso/register', {
      csrf: csrfOf(page.body),
      lang: 'en-US',
      bventId: DEMO_EVENT,
      returnUrl: '/m/en-US/home',
      imv_id: 'inv-9',
      f_ptype: 'share',
      agencyId: 'x'.repeat(65),
      ...values,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await confirm(browser, values.email)).statusCode).toBe(303);
    const [attendee] = await attendeeOf((await accountOf(values.email)).id);
    // An overlong value is no source: left out.
    expect(attendee!.answers).toMatchObject({ imv_id: 'inv-9', f_ptype: 'share', company: 'Acme Lda' });
    expect(attendee!.answers).not.toHaveProperty('agencyId');
  });

  it('approval: PendingApproval', async () => {
    await setMode({ mode: 'approval', ticketPrice: 0, capacity: null, payWays: ['Online'] });
    const { res, values } = await registered(new Browser(t.app));
    expect(res.statusCode).toBe(303);
    expect((await attendeeOf((await accountOf(values.email)).id))[0]!.status).toBe('PendingApproval');
  });

  it('paid: Unpaid with an order of the ticket price in the event currency, pay way as chosen', async () => {
    await setMode({ mode: 'paid', ticketPrice: 12000, capacity: null, payWays: ['Online', 'OfflinePay'] });
    const browser = new Browser(t.app);
    const page = await browser.get(`/sso/register?bventId=${DEMO_EVENT}&identity=visitor&lang=en-US`);
    expect(page.body).toContain('name="payWay" value="OfflinePay"');
    const { res, values } = await registered(browser, { payWay: 'OfflinePay' });
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
    const [already] = await t.db
      .select({ n: count() })
      .from(attendees)
      .where(and(eq(attendees.bventId, DEMO_EVENT), eq(attendees.status, 'Registered')));
    await setMode({ mode: 'waitlist', ticketPrice: 0, capacity: already!.n + 1, payWays: [] });
    const first = await registered(new Browser(t.app));
    const second = await registered(new Browser(t.app));
    expect((await attendeeOf((await accountOf(first.values.email)).id))[0]!.status).toBe('Registered');
    expect((await attendeeOf((await accountOf(second.values.email)).id))[0]!.status).toBe('WaitedList');
  });

  it('exhibitor: an organization it administers and an Exhibition role awaiting audit', async () => {
    const { res, values } = await registered(new Browser(t.app), {
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

  it('a known address gets the same answer as a new one, a note by e-mail, and nothing is written', async () => {
    const { values } = await registered(new Browser(t.app));
    const before = await Promise.all(
      [accounts, attendees, organizations, roleGrants].map((tb) => t.db.select({ n: count() }).from(tb)),
    );
    const known = await register(new Browser(t.app), {
      email: values.email.toUpperCase(),
      identity: 'exhibitor',
    });
    const fresh = await register(new Browser(t.app), { identity: 'exhibitor' });
    // The same status and page, but for the address the visitor typed (and the form's per-request tokens).
    const same = (body: string, email: string) =>
      body.replaceAll(email, 'EMAIL').replace(/nonce-[^']+'|nonce="[^"]+"/g, 'NONCE');
    expect(known.res.statusCode).toBe(200);
    expect(fresh.res.statusCode).toBe(200);
    expect(same(known.res.body, values.email)).toBe(same(fresh.res.body, fresh.values.email));
    const after = await Promise.all(
      [accounts, attendees, organizations, roleGrants].map((tb) => t.db.select({ n: count() }).from(tb)),
    );
    expect(after).toEqual(before);
    // The owner hears of it, with the ways in: log in, or choose a new password. No link makes anything.
    const [note] = await mailsTo(t.app, t.db, values.email);
    expect(note!.subject).toBe('Someone tried to register with your e-mail');
    expect(linkIn(note!.text, '/sso/login')).toBe('/sso/login?lang=en-US');
    expect(linkIn(note!.text, '/sso/forgot')).toBe('/sso/forgot?lang=en-US');
    expect(note!.text).not.toContain('/sso/verify/');
    expect((await mailsTo(t.app, t.db, fresh.values.email))[0]!.subject).toContain(
      'Confirm your registration',
    );
  });

  it('a confirmation link works once, for a day; a second registration of one address makes one account', async () => {
    const browser = new Browser(t.app);
    const { values } = await register(browser);
    const [mail] = await mailsTo(t.app, t.db, values.email);
    const link = linkIn(mail!.text, '/sso/verify/');
    expect((await browser.get(link)).statusCode).toBe(303);
    // Opened again where it signed in: on to the page; anywhere else: the link is spent.
    expect((await browser.get(link)).statusCode).toBe(303);
    const elsewhere = await new Browser(t.app).get(link);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toContain('This link has expired or has already been used.');
    expect(await t.db.select().from(accounts).where(eq(accounts.email, values.email))).toHaveLength(1);
    // Two forms for one new address, both confirmed: the first makes the account, the second says so.
    const email = `twice${Math.random().toString(36).slice(2)}@example.com`;
    const a = new Browser(t.app);
    const b = new Browser(t.app);
    await register(a, { email });
    await register(b, { email, fullName: 'Other' });
    const [second, first] = await mailsTo(t.app, t.db, email);
    expect((await a.get(linkIn(first!.text, '/sso/verify/'))).statusCode).toBe(303);
    const late = await b.get(linkIn(second!.text, '/sso/verify/'));
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This address already has an account.');
    const rows = await t.db.select().from(accounts).where(eq(accounts.email, email));
    expect(rows.map((r) => r.fullName)).toEqual(['Vera Visitor']);
    // A forged or malformed link is refused the same way.
    for (const bad of ['/sso/verify/x', `/sso/verify/${'A'.repeat(43)}`]) {
      expect((await new Browser(t.app).get(bad)).statusCode).toBe(400);
    }
  });

  it('the waiting page goes on by itself, in the browser that filled the form, once the link is opened elsewhere', async () => {
    const phone = new Browser(t.app);
    const { values } = await register(phone);
    const waiting = await phone.get('/sso/register/wait?lang=en-US');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.body).toContain('We have sent you a message.');
    const asked = () => phone.get('/sso/register/wait?lang=en-US', { accept: 'application/json' });
    expect(JSON.parse((await asked()).body)).toEqual({ confirmed: false });
    const [mail] = await mailsTo(t.app, t.db, values.email);
    const laptop = new Browser(t.app);
    expect((await laptop.get(linkIn(mail!.text, '/sso/verify/'))).headers.location).toBe('/m/en-US/home');
    // The page's question uses nothing up: asked twice, the page itself then goes on.
    expect(JSON.parse((await asked()).body)).toEqual({ confirmed: true });
    expect(JSON.parse((await asked()).body)).toEqual({ confirmed: true });
    expect(phone.jar.has('sso_wait')).toBe(true);
    // A browser that did not fill the form waits forever; the one that did is logged in and sent on, once.
    const stranger = new Browser(t.app);
    stranger.jar.set('sso_wait', 'x'.repeat(32));
    expect((await stranger.get('/sso/register/wait?lang=en-US')).statusCode).toBe(200);
    const done = await phone.get('/sso/register/wait?lang=en-US');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/m/en-US/home');
    expect(phone.jar.has('sso_wait')).toBe(false);
    const { verifier, challenge } = pkce();
    const code = await followToCallback(phone, authorizeUrl(challenge));
    const tokens = await exchangeCode(phone, code, verifier);
    const account = await accountOf(values.email);
    expect(await t.app.sso.verifyAccessToken(tokens.access_token)).toMatchObject({ accountId: account.id });
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
      const res = await registerAndConfirm(new Browser(t.app), t.db, form(), { returnUrl });
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

  it('inside an authorize request: the waiting page finishes it, logged in, once the link is opened', async () => {
    const browser = new Browser(t.app);
    const { verifier, challenge } = pkce();
    const auth = await browser.get(authorizeUrl(challenge, { bventId: DEMO_EVENT, ui_locales: 'en-US' }));
    const interaction = path(auth.headers.location);
    // The event's entry: the visitor choice leads to the form of this authorize request.
    const entry = await browser.get(interaction);
    const link = /href="([^"]*)" data-identity="visitor"/.exec(entry.body)![1]!.replace(/&amp;/g, '&');
    expect(link).toBe(`${interaction}/register?lang=en-US&identity=visitor`);
    const page = await browser.get(link);
    const values = form();
    const sent = await browser.post(`${interaction}/register`, {
      ...values,
      csrf: csrfOf(page.body),
      lang: 'en-US',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const wait = `${interaction}/register/wait?lang=en-US`;
    expect(sent.body).toContain(`<a class="button" href="${wait.replace(/&/g, '&amp;')}"`);
    expect((await browser.get(wait)).statusCode).toBe(200);
    const [mail] = await mailsTo(t.app, t.db, values.email);
    const confirmed = await new Browser(t.app).get(linkIn(mail!.text, '/sso/verify/'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your account is ready and you are logged in.');
    const res = await browser.get(wait);
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
