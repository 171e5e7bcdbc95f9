import {
  HEADERS,
  type TAttendeeDetail,
  type TAttendeeTips,
  type TUserInfo,
  type TUserRoles,
} from '@showfloor/contracts';
import { visibleOrgs } from '@showfloor/domain';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, attendees, loginTickets, orders, roleGrants } from '../src/db/schema/index.ts';
import {
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_OFFLINE_ORDER_ID,
  DEMO_ORG,
  DEMO_PASSWORD,
  DEMO_UNPAID_ORDER_ID,
  demoAccountId,
  demoEmail,
} from '../src/db/seed/demo-ids.ts';
import { api } from './helpers.ts';
import { buildIdentityApp, EVENT, type IdentityTestApp } from './identity-helpers.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityApp();
});
afterAll(() => t?.close());

const id = demoAccountId;
const en = { [HEADERS.language]: 'en-US' };

/** Every call that needs a token, with a valid input for the visitor. */
const REQUIRED = [
  { method: 'GET', url: `/UserResource/AccountUser/v1/Info?accountId=${id('visitor')}` },
  {
    method: 'GET',
    url: `/UserResource/AccountUser/v1/RolesWithBvent?bventId=${EVENT}&accountId=${id('visitor')}`,
  },
  {
    method: 'GET',
    url: `/ExpoAggregator/OrganizationExhibitors/QueryUserBenefitPackageNoGroup?bventId=${EVENT}`,
  },
  {
    method: 'GET',
    url: `/ExpoAggregator/OrganizationExhibitors/getAttendeeInfoByAccountId?bventId=${EVENT}&accountId=${id('visitor')}`,
  },
  { method: 'GET', url: `/ExpoAggregator/Attendee/GetAttendeeInfo?bventId=${EVENT}` },
  {
    method: 'POST',
    url: `/ClientAggregator/Attendee/${EVENT}/GetAttendeeTips?accountId=${id('visitor')}`,
    payload: {},
  },
  { method: 'GET', url: `/ClientAggregator/Order/${EVENT}/GetPayPageUrl?orderId=${DEMO_UNPAID_ORDER_ID}` },
  { method: 'POST', url: '/UserResource/AccountUser/v1/CreateTicket', payload: {} },
  {
    method: 'POST',
    url: '/ExpoAggregator/Planner/AuditExhibitor',
    payload: { bventId: EVENT, orgId: DEMO_ORG.unaudited, pass: true },
  },
  {
    method: 'POST',
    url: '/ExpoAggregator/Planner/ReviewAttendee',
    payload: { bventId: EVENT, accountId: id('pending'), decision: 'Registered' },
  },
  {
    method: 'POST',
    url: `/ClientAggregator/Order/${EVENT}/MarkPaid`,
    payload: { orderId: DEMO_OFFLINE_ORDER_ID },
  },
] as const;

describe('calls that need a login', () => {
  it.each(REQUIRED)('$method $url: 401 / 40100 without a token and with a bad one', async (c) => {
    const opts = { method: c.method, url: api(c.url), payload: 'payload' in c ? c.payload : undefined };
    const none = await t.as(null, opts);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ isSuccess: false, businessCode: 40100 });
    const bad = await t.as(null, { ...opts, headers: { [HEADERS.authorization]: 'Bearer not-a-token' } });
    expect(bad.status).toBe(401);
    expect(bad.body.businessCode).toBe(40100);
  });

  it('organizer calls refuse everybody but the planner (403), and change nothing', async () => {
    for (const c of REQUIRED.filter((r) => r.url.includes('Planner') || r.url.includes('MarkPaid'))) {
      const res = await t.as('visitor', {
        method: c.method,
        url: api(c.url),
        payload: 'payload' in c ? c.payload : undefined,
        headers: en,
      });
      expect(res.status).toBe(403);
      expect(res.body.businessCode).toBe(40300);
      expect(res.body.businessMessage).toContain('Only the organizer may do this');
    }
    const [grant] = await t.db.select().from(roleGrants).where(eq(roleGrants.orgId, DEMO_ORG.unaudited));
    expect(grant?.isAuditSuccess).toBe(false);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, DEMO_OFFLINE_ORDER_ID));
    expect(order?.status).toBe('Unpaid');
  });
});

describe('user info and roles (own data only)', () => {
  it("answers the caller's own info with every org, the hidden one flagged (orgAccountStatus 2)", async () => {
    const res = await t.as<TUserInfo>('multi', {
      method: 'GET',
      url: api(`/UserResource/AccountUser/v1/Info?accountId=${id('multi')}`),
      headers: { [HEADERS.event]: EVENT },
    });
    expect(res.status).toBe(200);
    const info = res.body.returnObj;
    expect(info).toMatchObject({
      accountId: id('multi'),
      userId: id('multi'),
      loginUserId: demoEmail('multi'),
    });
    expect(info?.topOrgId).not.toBe('');
    const hidden = info?.orgs.find((o) => o.id === DEMO_ORG.multiHidden);
    expect(hidden?.orgAccountStatus).toBe(2);
    expect(visibleOrgs(info?.orgs ?? []).map((o) => o.id)).toEqual([DEMO_ORG.multiA, DEMO_ORG.multiB]);
  });

  it("refuses another account's info and roles (403, no IDOR)", async () => {
    const info = await t.as('visitor', {
      method: 'GET',
      url: api(`/UserResource/AccountUser/v1/Info?accountId=${id('multi')}`),
    });
    expect(info.status).toBe(403);
    expect(info.body.businessCode).toBe(40300);
    expect(info.body.returnObj).toBeNull();
    const roles = await t.as('visitor', {
      method: 'GET',
      url: api(`/UserResource/AccountUser/v1/RolesWithBvent?bventId=${EVENT}&accountId=${id('multi')}`),
    });
    expect(roles.status).toBe(403);
    const attendee = await t.as('visitor', {
      method: 'GET',
      url: api(
        `/ExpoAggregator/OrganizationExhibitors/getAttendeeInfoByAccountId?bventId=${EVENT}&accountId=${id('unpaid')}`,
      ),
    });
    expect(attendee.status).toBe(403);
    const tips = await t.as('visitor', {
      method: 'POST',
      url: api(`/ClientAggregator/Attendee/${EVENT}/GetAttendeeTips?accountId=${id('unpaid')}`),
      payload: {},
    });
    expect(tips.status).toBe(403);
  });

  it('answers roles with org names, in orgs and outside them (forbidden ones flagged)', async () => {
    const res = await t.as<TUserRoles>('multi', {
      method: 'GET',
      url: api(`/UserResource/AccountUser/v1/RolesWithBvent?bventId=${EVENT}&accountId=${id('multi')}`),
    });
    const roles = res.body.returnObj;
    expect(roles?.orgRoles.map((o) => o.orgId)).toEqual([
      DEMO_ORG.multiA,
      DEMO_ORG.multiB,
      DEMO_ORG.multiHidden,
    ]);
    expect(roles?.orgRoles[1]?.roles[0]).toMatchObject({
      registerType: 'Agency',
      orgNameEn: 'Multi Agency B',
    });
    expect(roles?.notOrgRoles.map((r) => r.registerType)).toEqual(['Attendee']);
    const forbidden = await t.as<TUserRoles>('forbidden', {
      method: 'GET',
      url: api(`/UserResource/AccountUser/v1/RolesWithBvent?bventId=${EVENT}&accountId=${id('forbidden')}`),
    });
    expect(forbidden.body.returnObj?.orgRoles[0]?.roles[0]?.isForbidden).toBe(true);
  });

  it("answers an org's admin account", async () => {
    const res = await t.as(null, {
      method: 'GET',
      url: api(`/ExpoAggregator/Notoken/getAdminAccount?organizationId=${DEMO_EXHIBITOR_ORG_ID}`),
    });
    expect(res.body.returnObj).toMatchObject({ accountId: id('exhibitor'), orgId: DEMO_EXHIBITOR_ORG_ID });
  });
});

describe('benefits', () => {
  it("merges the event's keys with the current org's overrides; another's org is refused", async () => {
    const own = await t.as<{ functionKey: string; enable: boolean }[]>('multi', {
      method: 'GET',
      url: api(
        `/ExpoAggregator/OrganizationExhibitors/QueryUserBenefitPackageNoGroup?bventId=${EVENT}&orgId=${DEMO_ORG.multiB}`,
      ),
    });
    expect(own.body.returnObj).toContainEqual({ functionKey: 'MessageCenter', enable: false });
    expect(own.body.returnObj).toContainEqual({ functionKey: 'Collection', enable: true });
    const other = await t.as('visitor', {
      method: 'GET',
      url: api(
        `/ExpoAggregator/OrganizationExhibitors/QueryUserBenefitPackageNoGroup?bventId=${EVENT}&orgId=${DEMO_ORG.multiB}`,
      ),
    });
    expect(other.status).toBe(403);
  });

  it('answers one or several accounts for a function key', async () => {
    const one = await t.as(null, {
      method: 'GET',
      url: api(
        `/ExpoAggregator/NoToken/QueryUserBenefitFuntionKey?bventId=${EVENT}&accountId=${id('multi')}&functionKey=MessageCenter`,
      ),
    });
    // Org B disables it, org A does not override: enabled through the event.
    expect(one.body.returnObj).toEqual({ functionKey: 'MessageCenter', enable: true });
    const many = await t.as<{ accountId: string; enable: boolean }[]>(null, {
      method: 'POST',
      url: api('/ExpoAggregator/NoToken/QueryUsersBenefitFuntionKey'),
      payload: { bventId: EVENT, accountIds: [id('visitor'), id('agency')], functionKey: 'Collection' },
    });
    expect(many.body.returnObj?.map((r) => r.enable)).toEqual([true, true]);
  });
});

describe('attendee info and tips', () => {
  it('answers the unpaid order as unpaidOrderViewModel.firstOrderId', async () => {
    const res = await t.as<TAttendeeDetail>('unpaid', {
      method: 'GET',
      url: api(`/ExpoAggregator/Attendee/GetAttendeeInfo?bventId=${EVENT}`),
    });
    expect(res.body.returnObj).toMatchObject({
      status: 'Unpaid',
      orderPayWay: 'Online',
      unpaidOrderViewModel: { firstOrderId: DEMO_UNPAID_ORDER_ID, amount: 199, currency: 'CNY' },
    });
    const none = await t.as('exhibitor', {
      method: 'GET',
      url: api(`/ExpoAggregator/Attendee/GetAttendeeInfo?bventId=${EVENT}`),
    });
    expect(none.body.returnObj).toBeNull();
  });

  const tips = (key: Parameters<typeof demoAccountId>[0], lang = 'en-US', returnUrl?: string) =>
    t.as<TAttendeeTips>(key, {
      method: 'POST',
      url: api(
        `/ClientAggregator/Attendee/${EVENT}/GetAttendeeTips?accountId=${id(key)}${returnUrl ? `&returnUrl=${encodeURIComponent(returnUrl)}` : ''}`,
      ),
      payload: { lang },
    });

  it.each([
    ['visitor', 'Registered', 'none', ''],
    ['waitlist', 'WaitedList', 'none', ''],
    ['pending', 'PendingApproval', 'confirm', ''],
    ['unpaid', 'Unpaid', 'pay', ''],
    ['offline', 'OfflinePayUnpaid', 'none', ''],
    ['denied', 'Denied', 'none', ''],
    ['needinfo', 'NeedComplementInfo', 'correct', `/sso/registration/${EVENT}/edit?returnUrl=`],
    ['neededit', 'NeedEditInfo', 'correct', `/sso/registration/${EVENT}/edit?returnUrl=`],
    ['cancelled', 'Cancelled', 'reRegister', `/sso/register?bventId=${EVENT}&returnUrl=`],
  ] as const)('%s: %s -> %s', async (key, status, action, url) => {
    const res = await tips(key);
    expect(res.body.returnObj).toMatchObject({ status, action });
    expect(res.body.returnObj?.title).not.toBe('');
    expect(res.body.returnObj?.message).not.toBe('');
    if (url) expect(res.body.returnObj?.actionUrl.startsWith(url)).toBe(true);
    else expect(res.body.returnObj?.actionUrl).toBe('');
  });

  it('localizes the words, adds the organizer note, and keeps the return URL on this origin', async () => {
    const zh = await tips('needinfo', 'zh-CN', '/m/zh-CN/exhibitor/x?a=1');
    expect(zh.body.returnObj?.title).toBe('需补充信息');
    expect(zh.body.returnObj?.actionText).toBe('去完善报名信息');
    expect(zh.body.returnObj?.message).toContain('Please add your job title');
    expect(zh.body.returnObj?.actionUrl).toContain(encodeURIComponent('/m/zh-CN/exhibitor/x?a=1'));
    const pt = await tips('unpaid', 'pt-PT');
    expect(pt.body.returnObj?.actionText).toBe('Pagar agora');
    const hk = await tips('unpaid', 'zh-HK');
    expect(hk.body.returnObj?.actionText).toBe('去支付');
    const evil = await tips('cancelled', 'en-US', 'https://evil.example/steal');
    expect(evil.body.returnObj?.actionUrl).toBe(
      `/sso/register?bventId=${EVENT}&returnUrl=${encodeURIComponent('/m/en-US/')}&lang=en-US`,
    );
    // The authority's page opens in the visitor's language.
    expect(zh.body.returnObj?.actionUrl).toMatch(/&lang=zh-CN$/);
  });
});

describe('pay page url', () => {
  it("gives the owner a cashier link, refuses someone else's order", async () => {
    const own = await t.as<{ url: string }>('unpaid', {
      method: 'GET',
      url: api(
        `/ClientAggregator/Order/${EVENT}/GetPayPageUrl?orderId=${DEMO_UNPAID_ORDER_ID}&returnUrl=%2Fm%2Fen-US%2F`,
      ),
    });
    expect(own.status).toBe(200);
    expect(own.body.returnObj?.url).toMatch(new RegExp(`^/cashier/${DEMO_UNPAID_ORDER_ID}\\?t=`));
    const foreign = await t.as('visitor', {
      method: 'GET',
      url: api(`/ClientAggregator/Order/${EVENT}/GetPayPageUrl?orderId=${DEMO_UNPAID_ORDER_ID}`),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.returnObj).toBeNull();
  });
});

describe('login tickets (urf_ticket)', () => {
  const create = async () =>
    (
      await t.as<{ ticket: string; expiresIn: number }>('visitor', {
        method: 'POST',
        url: api('/UserResource/AccountUser/v1/CreateTicket'),
        payload: {},
      })
    ).body.returnObj;
  const exchange = (ticket: string) =>
    t.as<{ access_token: string }>(null, {
      method: 'POST',
      url: api('/UserResource/NoToken/ExchangeTicket'),
      payload: { ticket },
    });

  it('exchanges once for tokens of the account; a second time is refused', async () => {
    const created = await create();
    expect(created?.expiresIn).toBe(300);
    expect(created?.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(loginTickets);
    // Only the hash is stored.
    expect(rows.some((r) => r.ticketHash === created?.ticket)).toBe(false);
    const first = await exchange(created?.ticket ?? '');
    expect(first.status).toBe(200);
    const owner = await t.app.sso.verifyAccessToken(first.body.returnObj?.access_token ?? '');
    expect(owner?.accountId).toBe(id('visitor'));
    const second = await exchange(created?.ticket ?? '');
    expect(second.status).toBe(401);
    expect(second.body.businessCode).toBe(40100);
  });

  it('refuses an expired and an unknown ticket', async () => {
    const created = await create();
    await t.db.update(loginTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await exchange(created?.ticket ?? '')).status).toBe(401);
    expect((await exchange('x'.repeat(43))).status).toBe(401);
  });

  it('two exchanges racing: exactly one wins', async () => {
    const created = await create();
    const results = await Promise.all([exchange(created?.ticket ?? ''), exchange(created?.ticket ?? '')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});

describe('organizer calls (planner)', () => {
  it('audits an exhibitor org: its Exhibition role passes', async () => {
    const res = await t.as('planner', {
      method: 'POST',
      url: api('/ExpoAggregator/Planner/AuditExhibitor'),
      payload: { bventId: EVENT, orgId: DEMO_ORG.unaudited, pass: true },
    });
    expect(res.body.returnObj).toEqual({ orgId: DEMO_ORG.unaudited, isAuditSuccess: true });
    const [grant] = await t.db.select().from(roleGrants).where(eq(roleGrants.orgId, DEMO_ORG.unaudited));
    expect(grant?.isAuditSuccess).toBe(true);
  });

  it("reviews a visitor's registration with a note", async () => {
    const res = await t.as<TAttendeeDetail>('planner', {
      method: 'POST',
      url: api('/ExpoAggregator/Planner/ReviewAttendee'),
      payload: { bventId: EVENT, accountId: id('pending'), decision: 'NeedEditInfo', note: 'Company name?' },
    });
    expect(res.body.returnObj).toMatchObject({ status: 'NeedEditInfo', reviewNote: 'Company name?' });
  });

  it('marks an offline order paid: order Paid by offline, attendee Registered, pay way cleared; again changes nothing', async () => {
    const res = await t.as<TAttendeeDetail>('planner', {
      method: 'POST',
      url: api(`/ClientAggregator/Order/${EVENT}/MarkPaid`),
      payload: { orderId: DEMO_OFFLINE_ORDER_ID },
    });
    expect(res.status).toBe(200);
    expect(res.body.returnObj).toMatchObject({
      status: 'Registered',
      orderPayWay: null,
      unpaidOrderViewModel: null,
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, DEMO_OFFLINE_ORDER_ID));
    expect(order).toMatchObject({ status: 'Paid', paidBy: 'offline' });
    const again = await t.as<TAttendeeDetail>('planner', {
      method: 'POST',
      url: api(`/ClientAggregator/Order/${EVENT}/MarkPaid`),
      payload: { orderId: DEMO_OFFLINE_ORDER_ID },
    });
    expect(again.body.returnObj?.status).toBe('Registered');
    const [after] = await t.db.select().from(orders).where(eq(orders.id, DEMO_OFFLINE_ORDER_ID));
    expect(after?.paidAt).toEqual(order?.paidAt);
    const [attendee] = await t.db
      .select()
      .from(attendees)
      .where(eq(attendees.accountId, id('offline')));
    expect(attendee?.status).toBe('Registered');
  });
});

describe('demo accounts seed', () => {
  it('has every demo account with the demo password', async () => {
    const rows = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, demoEmail('visitor')));
    expect(rows).toHaveLength(1);
    expect(await argon2.verify(rows[0]?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(sql`${accounts.email} like '%@demo.showfloor.test'`);
    expect(count?.n).toBe(16);
  });
});
