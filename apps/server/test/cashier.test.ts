import { type TAttendeeDetail } from '@showfloor/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendees, orders } from '../src/db/schema/index.ts';
import { DEMO_OFFLINE_ORDER_ID, DEMO_UNPAID_ORDER_ID, demoAccountId } from '../src/db/seed/demo-ids.ts';
import { api } from './helpers.ts';
import { buildIdentityApp, EVENT, type IdentityTestApp } from './identity-helpers.ts';

async function payLink(t: IdentityTestApp, key: 'unpaid' | 'offline', orderId: string, lang = 'en-US') {
  const res = await t.as<{ url: string }>(key, {
    method: 'GET',
    url: api(
      `/ClientAggregator/Order/${EVENT}/GetPayPageUrl?orderId=${orderId}&returnUrl=%2Fm%2Fen-US%2Fhome&lang=${lang}`,
    ),
  });
  expect(res.status).toBe(200);
  return new URL(res.body.returnObj?.url ?? '', 'http://localhost');
}

const form = (link: URL) =>
  new URLSearchParams({
    t: link.searchParams.get('t') ?? '',
    returnUrl: link.searchParams.get('returnUrl') ?? '',
    lang: 'en-US',
  }).toString();

describe('cashier in test mode', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await buildIdentityApp({ paymentTestMode: true });
  });
  afterAll(() => t?.close());

  it('shows the amount, the order reference and the test button, mobile-friendly, not cached', async () => {
    const link = await payLink(t, 'unpaid', DEMO_UNPAID_ORDER_ID);
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('name="viewport"');
    expect(res.body).toContain('CN¥199.00');
    expect(res.body).toContain('Pay (test mode)');
    expect(res.body).toContain('data-provider="test"');
  });

  it('is localized by the lang query', async () => {
    const link = await payLink(t, 'unpaid', DEMO_UNPAID_ORDER_ID, 'zh-CN');
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.body).toContain('支付（测试模式）');
    expect(res.body).toContain('<html lang="zh-CN"');
  });

  it('refuses a missing, tampered or foreign token', async () => {
    const link = await payLink(t, 'unpaid', DEMO_UNPAID_ORDER_ID);
    const none = await t.app.inject({ method: 'GET', url: `/cashier/${DEMO_UNPAID_ORDER_ID}` });
    expect(none.statusCode).toBe(403);
    const token = link.searchParams.get('t') ?? '';
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/cashier/${DEMO_UNPAID_ORDER_ID}?t=${encodeURIComponent(token.slice(0, -2) + 'xx')}`,
    });
    expect(tampered.statusCode).toBe(403);
    // A token for one order does not open another.
    const other = await t.app.inject({
      method: 'GET',
      url: `/cashier/${DEMO_OFFLINE_ORDER_ID}?t=${encodeURIComponent(token)}`,
    });
    expect(other.statusCode).toBe(403);
    const post = await t.app.inject({
      method: 'POST',
      url: `/cashier/${DEMO_UNPAID_ORDER_ID}/test`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 't=forged&returnUrl=%2F',
    });
    expect(post.statusCode).toBe(403);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, DEMO_UNPAID_ORDER_ID));
    expect(order?.status).toBe('Unpaid');
  });

  it('paying moves Unpaid -> Registered, redirects to the same-origin return URL, and is idempotent', async () => {
    const link = await payLink(t, 'unpaid', DEMO_UNPAID_ORDER_ID);
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/cashier/${DEMO_UNPAID_ORDER_ID}/test`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(link),
      });
    const first = await pay();
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/m/en-US/home');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, DEMO_UNPAID_ORDER_ID));
    expect(order).toMatchObject({ status: 'Paid', paidBy: 'test' });
    const [attendee] = await t.db
      .select()
      .from(attendees)
      .where(eq(attendees.accountId, demoAccountId('unpaid')));
    expect(attendee).toMatchObject({ status: 'Registered', orderPayWay: null });

    const second = await pay();
    expect(second.statusCode).toBe(303);
    const [again] = await t.db.select().from(orders).where(eq(orders.id, DEMO_UNPAID_ORDER_ID));
    expect(again?.paidAt).toEqual(order?.paidAt);

    // The page now says it is paid; the gate lets the buyer through.
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.body).toContain('This order is paid');
    const info = await t.as<TAttendeeDetail>('unpaid', {
      method: 'GET',
      url: api(`/ExpoAggregator/Attendee/GetAttendeeInfo?bventId=${EVENT}`),
    });
    expect(info.body.returnObj).toMatchObject({ status: 'Registered', unpaidOrderViewModel: null });
    const access = await t.app.services.access.resolve({
      accountId: demoAccountId('unpaid'),
      bventId: EVENT,
      currentOrg: null,
      host: 'browser',
    });
    expect(access.attendee?.status).toBe('Registered');
  });

  it('keeps a crafted return URL on this origin', async () => {
    const link = await payLink(t, 'offline', DEMO_OFFLINE_ORDER_ID);
    const res = await t.app.inject({
      method: 'POST',
      url: `/cashier/${DEMO_OFFLINE_ORDER_ID}/test`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        t: link.searchParams.get('t') ?? '',
        returnUrl: '//evil.example/x',
      }).toString(),
    });
    // The test provider does not settle an offline (bank transfer) order.
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('href="/m/zh-CN/"');
  });

  it('an offline order shows bank-transfer instructions with its reference, and no test button', async () => {
    const link = await payLink(t, 'offline', DEMO_OFFLINE_ORDER_ID);
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.body).toContain('data-provider="offline"');
    expect(res.body).toContain('Bank transfer');
    expect(res.body).toMatch(/SF-[0-9A-F]{12}/);
    expect(res.body).not.toContain('data-provider="test"');
  });
});

describe('cashier without test mode', () => {
  let t: IdentityTestApp;
  beforeAll(async () => {
    t = await buildIdentityApp();
  });
  afterAll(() => t?.close());

  it('has no test provider: no button, and its POST is refused with nothing changed', async () => {
    const link = await payLink(t, 'unpaid', DEMO_UNPAID_ORDER_ID);
    const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-provider="test"');
    expect(page.body).toContain('data-provider="offline"');
    const post = await t.app.inject({
      method: 'POST',
      url: `/cashier/${DEMO_UNPAID_ORDER_ID}/test`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(link),
    });
    expect(post.statusCode).toBe(403);
    expect(post.body).toContain('Test payments are not enabled');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, DEMO_UNPAID_ORDER_ID));
    expect(order?.status).toBe('Unpaid');
  });

  it('offline orders are marked paid by the planner only', async () => {
    const mark = (key: 'visitor' | 'offline' | 'planner') =>
      t.as<TAttendeeDetail>(key, {
        method: 'POST',
        url: api(`/ClientAggregator/Order/${EVENT}/MarkPaid`),
        payload: { orderId: DEMO_OFFLINE_ORDER_ID },
      });
    expect((await mark('offline')).status).toBe(403);
    expect((await mark('visitor')).status).toBe(403);
    const ok = await mark('planner');
    expect(ok.body.returnObj?.status).toBe('Registered');
  });
});

describe('pay tokens', () => {
  it('expire, and are bound to the order', async () => {
    const { PayTokens, PAY_TOKEN_TTL_SECONDS } = await import('../src/payment/pay-token.ts');
    const tokens = new PayTokens(async () => 'k'.repeat(43));
    const now = Date.UTC(2026, 11, 8);
    const token = await tokens.sign(DEMO_UNPAID_ORDER_ID, demoAccountId('unpaid'), now);
    expect(await tokens.verify(token, DEMO_UNPAID_ORDER_ID, now)).toBe(demoAccountId('unpaid'));
    expect(await tokens.verify(token, DEMO_OFFLINE_ORDER_ID, now)).toBeNull();
    expect(
      await tokens.verify(token, DEMO_UNPAID_ORDER_ID, now + (PAY_TOKEN_TTL_SECONDS + 1) * 1000),
    ).toBeNull();
    // Another payer's id in a token signed for this one does not verify.
    const swapped = token.replace(demoAccountId('unpaid'), demoAccountId('visitor'));
    expect(await tokens.verify(swapped, DEMO_UNPAID_ORDER_ID, now)).toBeNull();
  });
});
