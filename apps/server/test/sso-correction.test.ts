import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/events.ts';
import { accounts, attendees, orders } from '../src/db/schema/identity.ts';
import type { StoredRegistration } from '../src/db/schema/types.ts';
import { build, type TestApp } from './helpers.ts';
import { Browser, csrfOf, DEMO_EVENT, ORIGIN, registerAndConfirm } from './sso-helpers.ts';

describe('sso: correcting and re-registering', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ publicOrigins: [ORIGIN] });
  });
  afterAll(() => t.close());

  const setMode = (registration: StoredRegistration) =>
    t.db.update(events).set({ registration }).where(eq(events.id, DEMO_EVENT));
  beforeEach(() => setMode({ mode: 'open', ticketPrice: 0, capacity: null, payWays: ['Online'] }));

  /** A visitor registered (open mode) and logged in at the authority; returns its browser and account id. */
  async function visitor(): Promise<{ browser: Browser; accountId: string }> {
    const browser = new Browser(t.app);
    const email = `c${Math.random().toString(36).slice(2)}@example.com`;
    const res = await registerAndConfirm(browser, t.db, {
      identity: 'visitor',
      email,
      password: 'password123',
      fullName: 'Cora',
      phone: '123',
      company: 'Old Co',
      region: 'domestic',
    });
    expect(res.statusCode).toBe(303);
    const [row] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    return { browser, accountId: row!.id };
  }
  const setStatus = (accountId: string, status: string, reviewNote = '') =>
    t.db.update(attendees).set({ status, reviewNote }).where(eq(attendees.accountId, accountId));
  const attendeeRows = (accountId: string) =>
    t.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.accountId, accountId), eq(attendees.bventId, DEMO_EVENT)));
  const edit = `/sso/registration/${DEMO_EVENT}/edit`;

  it('sends a visitor not logged in at the authority through login first, then back', async () => {
    const res = await new Browser(t.app).get(`${edit}?returnUrl=/m/en-US/home&lang=en-US`);
    expect(res.statusCode).toBe(303);
    const login = new URL(String(res.headers.location), ORIGIN);
    expect(login.pathname).toBe('/sso/login');
    expect(login.searchParams.get('returnUrl')).toBe(`${edit}?returnUrl=%2Fm%2Fen-US%2Fhome&lang=en-US`);

    const { accountId } = await visitor();
    await setStatus(accountId, 'NeedEditInfo', 'Please give your full company name');
    const [acc] = await t.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const browser = new Browser(t.app);
    const page = await browser.get(`${login.pathname}${login.search}`);
    const done = await browser.post('/sso/login', {
      csrf: csrfOf(page.body),
      email: acc!.email,
      password: 'password123',
      returnUrl: login.searchParams.get('returnUrl')!,
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(login.searchParams.get('returnUrl'));
    const form = await browser.get(String(done.headers.location));
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Please give your full company name');
  });

  it('NeedEditInfo: shows the note and answers, saves, and the status follows the mode', async () => {
    const { browser, accountId } = await visitor();
    await setStatus(accountId, 'NeedEditInfo', 'Company name is incomplete');
    await setMode({ mode: 'approval', ticketPrice: 0, capacity: null, payWays: [] });
    const page = await browser.get(`${edit}?lang=en-US&returnUrl=/m/en-US/home`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Note from the organizer');
    expect(page.body).toContain('Company name is incomplete');
    expect(page.body).toContain('value="Old Co"');
    const res = await browser.post(edit, {
      csrf: csrfOf(page.body),
      returnUrl: '/m/en-US/home',
      fullName: 'Cora',
      phone: '123',
      company: 'Old Company Holdings',
      jobTitle: 'CEO',
      region: 'overseas',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/m/en-US/home');
    const [row] = await attendeeRows(accountId);
    expect(row).toMatchObject({ status: 'PendingApproval', reviewNote: '' });
    expect(row!.answers).toMatchObject({
      company: 'Old Company Holdings',
      jobTitle: 'CEO',
      region: 'overseas',
    });
  });

  it('NeedComplementInfo in a paid event: unpaid -> Unpaid with one order; already paid stays Registered', async () => {
    const a = await visitor(); // both registered while open: no order
    const b = await visitor();
    await setMode({ mode: 'paid', ticketPrice: 5000, capacity: null, payWays: ['Online'] });
    await setStatus(a.accountId, 'NeedComplementInfo');
    const body = (html: string) => ({
      csrf: csrfOf(html),
      fullName: 'Cora',
      phone: '1',
      company: 'X',
      region: 'domestic',
    });
    let page = await a.browser.get(edit);
    expect((await a.browser.post(edit, body(page.body))).statusCode).toBe(303);
    expect((await attendeeRows(a.accountId))[0]!.status).toBe('Unpaid');
    expect(await t.db.select().from(orders).where(eq(orders.accountId, a.accountId))).toHaveLength(1);

    await t.db.insert(orders).values({
      id: crypto.randomUUID(),
      bventId: DEMO_EVENT,
      accountId: b.accountId,
      amount: 5000,
      currency: 'CNY',
      payWay: 'Online',
      status: 'Paid',
    });
    await setStatus(b.accountId, 'NeedComplementInfo');
    page = await b.browser.get(edit);
    expect((await b.browser.post(edit, body(page.body))).statusCode).toBe(303);
    expect((await attendeeRows(b.accountId))[0]!.status).toBe('Registered');
    expect(await t.db.select().from(orders).where(eq(orders.accountId, b.accountId))).toHaveLength(1);
  });

  it('other states get a clear message and nothing changes', async () => {
    const { browser, accountId } = await visitor();
    for (const status of ['Registered', 'Denied', 'PendingApproval']) {
      await setStatus(accountId, status);
      const page = await browser.get(`${edit}?lang=en-US`);
      expect(page.statusCode).toBe(409);
      expect(page.body).toContain('Your registration does not need a correction.');
      const res = await browser.post(edit, { csrf: 'x'.repeat(32), fullName: 'Z', phone: '1', company: 'Z' });
      expect(res.statusCode).toBe(409);
      expect((await attendeeRows(accountId))[0]!.status).toBe(status);
    }
  });

  it('Cancelled / LogOut: re-registering gives the status of the mode on the same attendee row', async () => {
    for (const [status, mode, expected] of [
      ['Cancelled', 'approval', 'PendingApproval'],
      ['LogOut', 'open', 'Registered'],
    ] as const) {
      await setMode({ mode: 'open', ticketPrice: 0, capacity: null, payWays: [] });
      const { browser, accountId } = await visitor();
      await setStatus(accountId, status);
      await setMode({ mode, ticketPrice: 0, capacity: null, payWays: [] });
      const page = await browser.get(
        `/sso/register?bventId=${DEMO_EVENT}&lang=en-US&returnUrl=/m/en-US/home`,
      );
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Register again</title>');
      const res = await browser.post('/sso/register', {
        csrf: csrfOf(page.body),
        action: 'reregister',
        bventId: DEMO_EVENT,
        returnUrl: '/m/en-US/home',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/m/en-US/home');
      const rows = await attendeeRows(accountId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe(expected);
      // Once registered again, it cannot re-register a second time.
      const again = await browser.post('/sso/register', {
        csrf: csrfOf(page.body),
        action: 'reregister',
        bventId: DEMO_EVENT,
      });
      expect(again.statusCode).toBe(409);
    }
  });

  const titles: [string, string][] = [
    ['zh-CN', '<title>修改报名信息</title>'],
    ['zh', '<title>修改报名信息</title>'],
    ['en-US', '<title>Correct your registration</title>'],
    ['zh-HK', '<title>修改報名資料</title>'],
    ['pt-PT', '<title>Corrigir o registo</title>'],
  ];
  it('correction page in every language', async () => {
    const { browser, accountId } = await visitor();
    await setStatus(accountId, 'NeedComplementInfo');
    for (const [lang, title] of titles) {
      expect((await browser.get(`${edit}?lang=${lang}`)).body).toContain(title);
    }
  });
});
