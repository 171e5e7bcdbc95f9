import { type CallContract, GATES, HEADERS, type TGate } from '@showfloor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkGate } from '../src/access/gates.ts';
import { DEMO_ORG, type DemoAccountKey, demoAccountId } from '../src/db/seed/demo-ids.ts';
import { registerCall } from '../src/http/register-call.ts';
import { api } from './helpers.ts';
import { buildIdentityApp, EVENT, type IdentityTestApp } from './identity-helpers.ts';

/** A test-only call per gate, registered before the app is ready: the full HTTP path of every gate. */
const gateSchemas = {
  body: z.object({ bventId: z.string().optional() }),
  response: z.object({ ran: z.boolean(), role: z.string() }),
};
const gatedCalls = GATES.map((gate): CallContract<typeof gateSchemas> => ({
  id: `testGate_${gate}`,
  method: 'POST',
  path: `/Test/Gate/${gate}`,
  summary: `test: the ${gate} gate`,
  auth: 'required',
  gate,
}));
let ran = 0;

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityApp({}, (app) => {
    for (const c of gatedCalls)
      registerCall(
        app,
        c,
        async ({ access }) => {
          ran += 1;
          return { ran: true, role: access?.current?.role ?? '' };
        },
        gateSchemas,
      );
  });
});
afterAll(() => t?.close());

async function gate(key: DemoAccountKey, g: TGate, currentOrg?: string) {
  const access = await t.app.services.access.resolve({
    accountId: demoAccountId(key),
    bventId: EVENT,
    currentOrg,
    host: 'browser',
  });
  return checkGate(g, access);
}

const post = (key: DemoAccountKey | null, g: TGate, headers: Record<string, string> = {}) =>
  t.as<{ ran: boolean; role: string }>(key, {
    method: 'POST',
    url: api(`/Test/Gate/${g}`),
    payload: { bventId: EVENT },
    headers: { [HEADERS.language]: 'en-US', ...headers },
  });

describe('every gate on the HTTP path', () => {
  it.each(GATES)('%s: no token 401 / 40100, a bad token 401, and the handler does not run', async (g) => {
    const before = ran;
    const none = await post(null, g);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({
      isSuccess: false,
      businessCode: 40100,
      businessMessage: 'You are not logged in',
    });
    const bad = await t.as(null, {
      method: 'POST',
      url: api(`/Test/Gate/${g}`),
      payload: { bventId: EVENT },
      headers: { [HEADERS.authorization]: 'Bearer forged-token-value' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.businessCode).toBe(40100);
    expect(ran).toBe(before);
  });

  it('a gated call without an event is bad input', async () => {
    const res = await t.as('visitor', { method: 'POST', url: api('/Test/Gate/login'), payload: {} });
    expect(res.status).toBe(400);
  });

  it('takes the event from the Bvent-Id header when the input has none', async () => {
    const res = await t.as<{ ran: boolean }>('visitor', {
      method: 'POST',
      url: api('/Test/Gate/order'),
      payload: {},
      headers: { [HEADERS.event]: EVENT },
    });
    expect(res.status).toBe(200);
    expect(res.body.returnObj?.ran).toBe(true);
  });

  it('refuses the wrong role with 403 / 40300 and the reason, localized', async () => {
    const before = ran;
    const en = await post('exhibitor', 'order');
    expect(en.status).toBe(403);
    expect(en.body.businessCode).toBe(40300);
    expect(en.body.businessMessage).toBe(
      'You have no permission for this operation: Only buyers may do this',
    );
    const zh = await post('exhibitor', 'order', { [HEADERS.language]: 'zh-CN' });
    expect(zh.body.businessMessage).toContain('仅采购商可进行此操作');
    expect(ran).toBe(before);
  });

  it("refuses a buyer action with the attendee state's message", async () => {
    const res = await post('unpaid', 'order');
    expect(res.status).toBe(403);
    expect(res.body.businessMessage).toContain('Your ticket has not been paid yet');
    const pending = await post('pending', 'chat');
    expect(pending.body.businessMessage).toContain("waiting for the organizer's approval");
  });

  it('refuses an exhibitor identity that is not audited', async () => {
    const res = await post('unaudited', 'exhibitorOnly');
    expect(res.status).toBe(403);
    expect(res.body.businessMessage).toContain('Your exhibitor identity is not yet audited');
  });

  it('lets the right user through, and the handler gets the resolved role', async () => {
    const res = await post('visitor', 'order');
    expect(res.status).toBe(200);
    expect(res.body.returnObj).toEqual({ ran: true, role: 'Attendee' });
    const ex = await post('exhibitor', 'exhibitorOnly');
    expect(ex.body.returnObj).toEqual({ ran: true, role: 'Exhibition' });
    const planner = await post('planner', 'planner');
    expect(planner.status).toBe(200);
  });
});

describe('each gate on a real database context (seeded accounts)', () => {
  const cases: [TGate, DemoAccountKey, 'ok' | number, string | null][] = [
    ['login', 'visitor', 'ok', null],
    ['login', 'forbidden', 'ok', null],
    ['purchaser', 'visitor', 'ok', null],
    ['purchaser', 'purchaser', 'ok', null],
    ['purchaser', 'exhibitor', 403, 'access_only_buyers'],
    ['purchaser', 'agency', 403, 'access_only_buyers'],
    ['purchaser', 'forbidden', 403, 'access_only_buyers'],
    ['purchaser', 'pending', 403, 'attendee_tip_PendingApproval_message'],
    ['order', 'visitor', 'ok', null],
    ['order', 'waitlist', 'ok', null],
    ['order', 'unpaid', 403, 'attendee_tip_Unpaid_message'],
    ['order', 'offline', 403, 'attendee_tip_OfflinePayUnpaid_message'],
    ['order', 'denied', 403, 'attendee_tip_Denied_message'],
    ['order', 'needinfo', 403, 'attendee_tip_NeedComplementInfo_message'],
    ['order', 'neededit', 403, 'attendee_tip_NeedEditInfo_message'],
    ['order', 'cancelled', 403, 'attendee_tip_Cancelled_message'],
    ['order', 'exhibitor', 403, 'access_only_buyers'],
    // The demo event's chat roles include ExhibitorToExhibitor: exhibitors may book too.
    ['chat', 'exhibitor', 'ok', null],
    ['chat', 'unaudited', 403, 'access_not_audited'],
    ['chat', 'agency', 403, 'access_no_identity'],
    ['chat', 'visitor', 'ok', null],
    ['live', 'visitor', 'ok', null],
    ['live', 'agency', 'ok', null],
    ['collect', 'exhibitor', 'ok', null],
    ['collect', 'purchaser', 'ok', null],
    ['collect', 'agency', 403, 'access_no_identity'],
    // Exhibitor-to-exhibitor IM is off at the demo event.
    ['im', 'exhibitor', 403, 'access_only_buyers'],
    ['im', 'visitor', 'ok', null],
    ['im', 'needinfo', 403, 'attendee_tip_NeedComplementInfo_message'],
    ['sendCard', 'visitor', 'ok', null],
    ['communicate', 'visitor', 'ok', null],
    ['exhibitorOnly', 'exhibitor', 'ok', null],
    ['exhibitorOnly', 'visitor', 403, 'access_only_exhibitors'],
    ['exhibitorOnly', 'unaudited', 403, 'access_not_audited'],
    ['exhibitorOnly', 'forbidden', 403, 'access_only_exhibitors'],
    ['planner', 'planner', 'ok', null],
    ['planner', 'visitor', 403, 'access_planner_only'],
    ['planner', 'exhibitor', 403, 'access_planner_only'],
  ];
  it.each(cases)('%s for %s -> %s %s', async (g, key, want, messageKey) => {
    const refusal = await gate(key, g);
    if (want === 'ok') expect(refusal).toBeNull();
    else expect(refusal).toEqual({ status: want, messageKey });
  });

  it('covers every gate name', () => {
    expect(new Set(cases.map((c) => c[0]))).toEqual(new Set(GATES));
  });
});

describe('current role (Current-Org header)', () => {
  const resolve = (currentOrg?: string) =>
    t.app.services.access.resolve({
      accountId: demoAccountId('multi'),
      bventId: EVENT,
      currentOrg,
      host: 'browser',
    });

  it('is honoured for a role the user holds', async () => {
    expect((await resolve(`${DEMO_ORG.multiB}:Agency`)).current).toEqual({
      orgId: DEMO_ORG.multiB,
      role: 'Agency',
    });
    expect((await resolve(`${DEMO_ORG.multiA}:Exhibition`)).current).toEqual({
      orgId: DEMO_ORG.multiA,
      role: 'Exhibition',
    });
    expect((await resolve(':Attendee')).current).toEqual({ orgId: null, role: 'Attendee' });
    expect((await resolve(`${DEMO_ORG.multiB.toUpperCase()}:Agency`)).current).toEqual({
      orgId: DEMO_ORG.multiB,
      role: 'Agency',
    });
  });

  it('is ignored for an org or role the user does not hold, and for a hidden org', async () => {
    // Without a usable header: several orgs, no current one: Attendee is preferred.
    const fallback = { orgId: null, role: 'Attendee' };
    expect((await resolve(`${DEMO_ORG.agency}:Agency`)).current).toEqual(fallback);
    expect((await resolve(`${DEMO_ORG.multiB}:Planner`)).current).toEqual(fallback);
    expect((await resolve(`${DEMO_ORG.multiHidden}:Exhibition`)).current).toEqual(fallback);
    expect((await resolve('garbage')).current).toEqual(fallback);
    expect((await resolve(undefined)).current).toEqual(fallback);
  });

  it('drops roles of a hidden org (orgAccountStatus 2) from the gates', async () => {
    const access = await resolve();
    expect(access.orgs.map((o) => o.id)).not.toContain(DEMO_ORG.multiHidden);
    expect(access.roles.orgRoles.map((o) => o.orgId)).toEqual([DEMO_ORG.multiA, DEMO_ORG.multiB]);
  });

  it('changes what the gates answer: benefits of the current org', async () => {
    // Org B switched MessageCenter off for itself; org A has the event's keys.
    expect(await gate('multi', 'communicate', `${DEMO_ORG.multiB}:Agency`)).toEqual({
      status: 403,
      messageKey: null,
    });
    expect(await gate('multi', 'communicate', `${DEMO_ORG.multiA}:Exhibition`)).toBeNull();
    expect(await gate('multi', 'exhibitorOnly', `${DEMO_ORG.multiA}:Exhibition`)).toBeNull();
    expect(await gate('multi', 'exhibitorOnly', `${DEMO_ORG.multiB}:Agency`)).toEqual({
      status: 403,
      messageKey: 'access_only_exhibitors',
    });
  });

  it('is read from the header on the HTTP path', async () => {
    const b = await post('multi', 'communicate', { [HEADERS.currentOrg]: `${DEMO_ORG.multiB}:Agency` });
    expect(b.status).toBe(403);
    expect(b.body.businessMessage).toBe('You have no permission for this operation');
    const a = await post('multi', 'communicate', { [HEADERS.currentOrg]: `${DEMO_ORG.multiA}:Exhibition` });
    expect(a.body.returnObj).toEqual({ ran: true, role: 'Exhibition' });
    // Claiming an org the user is not in changes nothing: the user's own resolution applies.
    const foreign = await post('multi', 'communicate', { [HEADERS.currentOrg]: `${DEMO_ORG.agency}:Agency` });
    expect(foreign.body.returnObj).toEqual({ ran: true, role: 'Attendee' });
  });
});
