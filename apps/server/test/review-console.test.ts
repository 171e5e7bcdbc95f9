import { randomBytes, randomUUID } from 'node:crypto';
import {
  addFavorite,
  askInstantMeeting,
  attendeeReviewQueue,
  auditExhibitor,
  banExhibitor,
  demandReviewQueue,
  ErrorCode,
  exhibitorAuditQueue,
  favoriteStatusList,
  getExhibitDetail,
  getExhibitorDetail,
  getHomeRecommend,
  HEADERS,
  listChatStocks,
  listExhibitors,
  listExhibits,
  markOrderPaid,
  paymentReviewQueue,
  publishDemand,
  refusePayment,
  reserveChat,
  reviewAttendee,
  reviewDemand,
  reviewExhibitor,
  reviewLog,
  reviewSummary,
  searchCompanies,
  searchCompanyProducts,
  searchProducts,
  type TExhibitorAudit,
  type TFavoriteStatus,
  type TPaymentReview,
  type TReviewLogEntry,
  type TReviewSummary,
} from '@showfloor/contracts';
import { addDays, epochToBeijing, ManualClock } from '@showfloor/domain';
import { and, count, countDistinct, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  attendees,
  exhibitors,
  meetingSlots,
  orders,
  products,
  reviewLog as reviewLogTable,
  roleGrants,
  searchDocuments,
} from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_OFFLINE_ORDER_ID,
  DEMO_ORG,
  DEMO_UNPAID_ORDER_ID,
  demoAccountId,
  guid,
  meetingContactId,
  meetingSlotId,
} from '../src/db/seed/demo-ids.ts';
import { TtlCache } from '../src/lib/ttl-cache.ts';
import { registerAccount } from '../src/sso/registration-service.ts';
import { api, buildTestApp, call, freshDatabase } from './helpers.ts';
import { bearerOf, newAttendees, reservePayload } from './meeting-helpers.ts';
import { admin, adminUrl, postgresUnavailable } from './postgres-suite.ts';
import { REDIS_URL, redisUnavailable } from './redis-suite.ts';
import { TEST_NOW } from './test-clock.ts';

/*
 * The organizer's review console, on PGlite and again on PostgreSQL: every queue with its filters and counts,
 * every decision with its note rules and its 409 when taken twice, the Planner's alone (403 to anyone else), the
 * log with who and when, and a ban that takes effect at once everywhere (lists, search, detail, favorites,
 * booking, instant chat) and is lifted as quickly. Last, two gateways on one database and one Redis: a ban on one
 * drops the other's cached exhibitor detail through the bus.
 */

const EVENT = DEMO_EVENT_ID;
const BANNED = DEMO_EXHIBITOR_2_ID;
const BANNED_ORG = guid('d1000000', 5);
const page = { pageNo: 1, pageSize: 20 };

interface Backend {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
}
type Who = string | null;

/** The whole console against one backend (its app, database and clock, set before the tests run). */
function consoleSuite(backendOf: () => Backend) {
  let app: FastifyInstance;
  let db: Db;
  let clock: ManualClock;
  let planner: string;
  let member: string;
  let buyer: { id: string; bearer: string };

  beforeAll(async () => {
    ({ app, db, clock } = backendOf());
    planner = await bearerOf(app, demoAccountId('planner'));
    member = await bearerOf(app, demoAccountId('exhibitor'));
    [buyer] = (await newAttendees(app, db, 1)) as [{ id: string; bearer: string }];
  });

  const headers = (who: Who) => ({
    [HEADERS.language]: 'en-US',
    ...(who ? { [HEADERS.authorization]: who } : {}),
  });
  const get = <T>(who: Who, path: string, query: Record<string, string | number | boolean>) =>
    call<T>(app, {
      method: 'GET',
      url: `${api(path)}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: headers(who),
    });
  const post = <T>(who: Who, path: string, payload: object) =>
    call<T>(app, { method: 'POST', url: api(path), payload, headers: headers(who) });

  type Queue = { items: TExhibitorAudit[]; counts: Record<string, number> };
  const exhibitorQueue = (q: Record<string, string | number | boolean> = {}) =>
    get<Queue>(planner, exhibitorAuditQueue.path, { bventId: EVENT, ...page, ...q });
  const decide = (orgId: string, decision: string, note?: string) =>
    post<TExhibitorAudit>(planner, reviewExhibitor.path, { bventId: EVENT, orgId, decision, note });
  const ban = (exhibitorId: string, banned: boolean, note?: string) =>
    post<TExhibitorAudit>(planner, banExhibitor.path, { bventId: EVENT, exhibitorId, banned, note });
  const log = (q: Record<string, string | number> = {}) =>
    get<TReviewLogEntry[]>(planner, reviewLog.path, { bventId: EVENT, ...page, ...q });
  const grantsOf = (orgId: string) =>
    db
      .select({ ok: roleGrants.isAuditSuccess, state: roleGrants.auditState, note: roleGrants.auditNote })
      .from(roleGrants)
      .where(and(eq(roleGrants.orgId, orgId), eq(roleGrants.registerType, 'Exhibition')));
  /** Moves the clock on a minute, so each decision has a time of its own. */
  const tick = () => clock.set(clock.now() + 60_000);

  /** A new exhibiting company registered through the authority's own registration (its role waits). */
  async function registeredCompany(company: string): Promise<{ orgId: string; accountId: string }> {
    const done = await registerAccount(db, {
      identity: 'exhibitor',
      email: `${randomUUID()}@company.showfloor.test`,
      passwordHash: 'not-a-login',
      language: 'en-US',
      bventId: EVENT,
      payWay: null,
      fullName: `Owner of ${company}`,
      phone: '+86 138 0000 0001',
      company,
      jobTitle: 'Director',
      region: 'domestic',
    });
    if (!done.ok) throw new Error(done.reason);
    const [grant] = await db
      .select({ orgId: roleGrants.orgId })
      .from(roleGrants)
      .where(eq(roleGrants.accountId, done.accountId));
    return { orgId: grant!.orgId!, accountId: done.accountId };
  }

  describe('the Planner alone', () => {
    const CALLS: [string, (who: Who) => Promise<{ status: number }>][] = [
      ['summary', (w) => get(w, reviewSummary.path, { bventId: EVENT })],
      ['exhibitor queue', (w) => get(w, exhibitorAuditQueue.path, { bventId: EVENT, ...page })],
      [
        'review an exhibitor',
        (w) =>
          post(w, reviewExhibitor.path, { bventId: EVENT, orgId: DEMO_ORG.unaudited, decision: 'approve' }),
      ],
      [
        'ban',
        (w) => post(w, banExhibitor.path, { bventId: EVENT, exhibitorId: BANNED, banned: true, note: 'x' }),
      ],
      ['attendee queue', (w) => get(w, attendeeReviewQueue.path, { bventId: EVENT, ...page })],
      ['payment queue', (w) => get(w, paymentReviewQueue.path, { bventId: EVENT, ...page })],
      [
        'refuse a payment',
        (w) => post(w, refusePayment.path, { bventId: EVENT, orderId: DEMO_OFFLINE_ORDER_ID, note: 'x' }),
      ],
      ['the log', (w) => get(w, reviewLog.path, { bventId: EVENT, ...page })],
    ];
    it.each(CALLS)(
      '%s: 401 without a token, 403 for a buyer and an exhibitor, nothing changed',
      async (_n, ask) => {
        expect((await ask(null)).status).toBe(401);
        expect((await ask(buyer.bearer)).status).toBe(403);
        expect((await ask(member)).status).toBe(403);
        const [logged] = await db.select({ n: count() }).from(reviewLogTable);
        expect(logged?.n).toBe(0);
        const [ex] = await db
          .select({ status: exhibitors.status })
          .from(exhibitors)
          .where(eq(exhibitors.id, BANNED));
        expect(ex?.status).toBe('normal');
      },
    );
  });

  describe('what waits', () => {
    it('counts each queue: exhibiting organizations, products, visitors, offline payments, demands', async () => {
      const [productsWaiting] = await db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.bventId, EVENT), eq(products.status, 'pendingReview')));
      const first = await get<TReviewSummary>(planner, reviewSummary.path, { bventId: EVENT });
      expect(first.status).toBe(200);
      // The demo's unaudited company, Paul Pending, Oscar Offline's bank transfer; no demand yet.
      expect(first.body.returnObj).toEqual({
        exhibitors: 1,
        products: productsWaiting!.n,
        attendees: 1,
        payments: 1,
        demands: 0,
      });
      expect(productsWaiting!.n).toBeGreaterThan(0);

      const published = await post<{ id: string }>(buyer.bearer, publishDemand.path, {
        bventId: EVENT,
        title: 'Stainless tubes wanted',
        description: 'Outer diameter 25 mm.',
        quantity: 10,
        unit: 't',
        validUntil: addDays(epochToBeijing(clock.now()).slice(0, 10), 30),
        agreed: true,
      });
      expect(published.status).toBe(200);
      await registeredCompany('Summary Counting Co.');
      const after = await get<TReviewSummary>(planner, reviewSummary.path, { bventId: EVENT });
      expect(after.body.returnObj).toMatchObject({ exhibitors: 2, demands: 1 });

      // The organizer's demand decision is logged like every other, with who and when.
      tick();
      const approved = await post(planner, reviewDemand.path, {
        bventId: EVENT,
        id: published.body.returnObj!.id,
        decision: 'approve',
      });
      expect(approved.status).toBe(200);
      const logged = await log({ subject: 'demand' });
      expect(logged.body.returnObj).toEqual([
        {
          id: expect.any(Number),
          subject: 'demand',
          subjectId: published.body.returnObj!.id,
          subjectName: 'Stainless tubes wanted',
          decision: 'approve',
          note: '',
          by: { accountId: demoAccountId('planner'), fullName: 'Pat Planner' },
          at: new Date(clock.now()).toISOString(),
        },
      ]);
      const queue = await get<{ counts: { pending: number } }>(planner, demandReviewQueue.path, {
        bventId: EVENT,
        state: 'pending',
        ...page,
      });
      expect(queue.body.returnObj?.counts.pending).toBe(0);
    });
  });

  describe('exhibiting organizations', () => {
    it('the queue: waiting ones by default, with members, each state counted, banned exhibitors apart', async () => {
      const [approved] = await db
        .select({ n: countDistinct(roleGrants.orgId) })
        .from(roleGrants)
        .where(
          and(
            eq(roleGrants.bventId, EVENT),
            eq(roleGrants.registerType, 'Exhibition'),
            eq(roleGrants.isAuditSuccess, true),
          ),
        );
      const [banned] = await db
        .select({ n: count() })
        .from(exhibitors)
        .where(and(eq(exhibitors.bventId, EVENT), eq(exhibitors.status, 'banned')));
      const res = await exhibitorQueue({ keyword: 'unaudited' });
      expect(res.status).toBe(200);
      expect(res.body.returnObj?.items).toEqual([
        {
          orgId: DEMO_ORG.unaudited,
          orgName: 'Unaudited Tech Co.',
          exhibitor: null,
          audit: 'pending',
          note: '',
          members: [
            {
              accountId: demoAccountId('unaudited'),
              fullName: 'Ursula Unaudited',
              email: 'unaudited@demo.showfloor.test',
            },
          ],
          registeredAt: expect.any(String),
        },
      ]);
      expect(res.body.returnObj?.counts).toMatchObject({
        approved: approved!.n,
        rejected: 0,
        needsModification: 0,
        banned: banned!.n,
      });
      // Its Chinese name finds it too; a word in no name finds nothing.
      expect((await exhibitorQueue({ keyword: '未审核' })).body.returnObj?.items).toHaveLength(1);
      expect((await exhibitorQueue({ keyword: 'no such company' })).body.returnObj?.items).toEqual([]);
      // Approved ones, with their exhibitor; the banned list holds exhibitors whose row is banned.
      const ok = await exhibitorQueue({ state: 'approved', keyword: 'Ruifeng' });
      expect(ok.body.returnObj?.items.map((i) => [i.orgId, i.exhibitor?.id, i.exhibitor?.status])).toEqual([
        [BANNED_ORG, BANNED, 'normal'],
      ]);
      const bannedList = await exhibitorQueue({ banned: true, pageSize: 100 });
      expect(bannedList.body.returnObj?.items).toHaveLength(banned!.n);
      expect(bannedList.body.returnObj?.items.every((i) => i.exhibitor?.status === 'banned')).toBe(true);
      // Paged: one at a time.
      const one = await exhibitorQueue({ banned: true, pageSize: 1, pageNo: 2 });
      expect(one.body.returnObj?.items[0]?.orgId).toBe(bannedList.body.returnObj?.items[1]?.orgId);
    });

    it('a registration through the authority waits for the organizer (audit pending)', async () => {
      const { orgId, accountId } = await registeredCompany('Zebra Valves Ltd');
      expect(await grantsOf(orgId)).toEqual([{ ok: false, state: 'pending', note: '' }]);
      const res = await exhibitorQueue({ keyword: 'zebra' });
      expect(res.body.returnObj?.items).toMatchObject([
        { orgId, orgName: 'Zebra Valves Ltd', audit: 'pending', members: [{ accountId }] },
      ]);
    });

    it('decisions: a note for the exhibitor where it must act, 409 when taken twice, 404 for no registration', async () => {
      const { orgId } = await registeredCompany('Quokka Pumps Ltd');
      const before = await exhibitorQueue();
      const pending = before.body.returnObj!.counts.pending!;

      const noNote = await decide(orgId, 'needsModification', '  ');
      expect(noNote.status).toBe(400);
      expect(noNote.body.businessMessage).toContain('Please write a note for the exhibitor');
      expect((await decide(orgId, 'reject')).status).toBe(400);
      expect(await grantsOf(orgId)).toEqual([{ ok: false, state: 'pending', note: '' }]);

      tick();
      const sentBack = await decide(orgId, 'needsModification', 'Add your business licence');
      expect(sentBack.status).toBe(200);
      expect(sentBack.body.returnObj).toMatchObject({
        orgId,
        audit: 'needsModification',
        note: 'Add your business licence',
      });
      expect(await grantsOf(orgId)).toEqual([
        { ok: false, state: 'needsModification', note: 'Add your business licence' },
      ]);
      const twice = await decide(orgId, 'needsModification', 'Again');
      expect([twice.status, twice.body.businessCode]).toEqual([409, ErrorCode.ReviewDecided]);

      tick();
      expect((await decide(orgId, 'reject', 'Not a manufacturer')).body.returnObj?.audit).toBe('rejected');
      expect((await decide(orgId, 'reject', 'Still not')).status).toBe(409);
      expect((await decide(orgId, 'needsModification', 'Try again')).status).toBe(409);

      // The organizer thinks again: a rejected registration may still be approved, once.
      tick();
      const approved = await decide(orgId, 'approve');
      expect(approved.body.returnObj).toMatchObject({ audit: 'approved', note: '' });
      expect(await grantsOf(orgId)).toEqual([{ ok: true, state: 'approved', note: '' }]);
      const again = await decide(orgId, 'approve');
      expect([again.status, again.body.businessCode]).toEqual([409, ErrorCode.ReviewDecided]);

      const after = await exhibitorQueue();
      expect(after.body.returnObj?.counts.pending).toBe(pending - 1);
      expect(after.body.returnObj?.items.map((i) => i.orgId)).not.toContain(orgId);

      const unknown = await decide(randomUUID(), 'approve');
      expect([unknown.status, unknown.body.businessCode]).toEqual([
        404,
        ErrorCode.ExhibitorRegistrationNotFound,
      ]);

      // Every decision in the log, newest first, with who took it and when.
      const logged = await log({ subject: 'exhibitor', subjectId: orgId });
      expect(logged.body.returnObj?.map((e) => [e.decision, e.note, e.by.fullName, e.subjectName])).toEqual([
        ['approve', '', 'Pat Planner', 'Quokka Pumps Ltd'],
        ['reject', 'Not a manufacturer', 'Pat Planner', 'Quokka Pumps Ltd'],
        ['needsModification', 'Add your business licence', 'Pat Planner', 'Quokka Pumps Ltd'],
      ]);
      const times = logged.body.returnObj!.map((e) => Date.parse(e.at));
      expect(times[0]).toBe(clock.now());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(new Set(times).size).toBe(3);
      expect(logged.body.pager).toMatchObject({ pageNo: 1, pageSize: 20, total: 3 });
    });

    /** A registered company whose exhibitor, loaded with the fair, waits for the audit (notPassed). */
    async function waitingExhibitor(company: string) {
      const { orgId } = await registeredCompany(company);
      const id = randomUUID();
      await db.insert(exhibitors).values({
        id,
        bventId: EVENT,
        orgId,
        status: 'notPassed',
        name: { 'zh-CN': company, 'en-US': company },
        logo: '/media/logo/120-EX.svg',
        shopDecoration: { bannerImages: [], themeColor: '#1f6feb', slogan: {} },
      });
      /** What a visitor hears of its page, and whether search shows it. */
      const seen = async () => ({
        detail: (await get(null, getExhibitorDetail.path, { id })).body.businessCode,
        searchable:
          (
            await db
              .select({ visible: searchDocuments.visible })
              .from(searchDocuments)
              .where(and(eq(searchDocuments.entityType, 'company'), eq(searchDocuments.entityId, id)))
          )[0]?.visible ?? false,
      });
      expect(await seen()).toEqual({ detail: ErrorCode.ExhibitorNotApproved, searchable: false });
      return { orgId, seen };
    }

    it('approved, its exhibitor that waited for the audit is shown to visitors and searchable at once', async () => {
      const { orgId, seen } = await waitingExhibitor('Okapi Tools Ltd');
      tick();
      expect((await decide(orgId, 'approve')).status).toBe(200);
      expect(await seen()).toEqual({ detail: ErrorCode.Ok, searchable: true });
    });

    it('approved by the older AuditExhibitor, its waiting exhibitor is shown the same way', async () => {
      const { orgId, seen } = await waitingExhibitor('Tapir Fittings Ltd');
      const res = await post(planner, auditExhibitor.path, { bventId: EVENT, orgId, pass: true });
      expect(res.body.returnObj).toEqual({ orgId, isAuditSuccess: true });
      expect(await seen()).toEqual({ detail: ErrorCode.Ok, searchable: true });
    });

    it('the older AuditExhibitor keeps working, keeps the audit state in step and is logged', async () => {
      const { orgId } = await registeredCompany('Legacy Audit Co.');
      const refused = await post(planner, auditExhibitor.path, { bventId: EVENT, orgId, pass: false });
      expect(refused.body.returnObj).toEqual({ orgId, isAuditSuccess: false });
      expect(await grantsOf(orgId)).toEqual([{ ok: false, state: 'rejected', note: '' }]);
      const passed = await post(planner, auditExhibitor.path, { bventId: EVENT, orgId, pass: true });
      expect(passed.body.returnObj).toEqual({ orgId, isAuditSuccess: true });
      expect(await grantsOf(orgId)).toEqual([{ ok: true, state: 'approved', note: '' }]);
      const logged = await log({ subject: 'exhibitor', subjectId: orgId });
      expect(logged.body.returnObj?.map((e) => e.decision)).toEqual(['approve', 'reject']);
    });

    it('the demo’s unaudited company (approved flag off) is approved from the queue', async () => {
      const res = await decide(DEMO_ORG.unaudited, 'approve');
      expect(res.body.returnObj?.audit).toBe('approved');
      expect(await grantsOf(DEMO_ORG.unaudited)).toEqual([{ ok: true, state: 'approved', note: '' }]);
    });
  });

  describe('visitors and offline payments', () => {
    it('the attendee queue by status with name and e-mail, a keyword, counts; a decision is logged', async () => {
      type Q = {
        items: { accountId: string; fullName: string; email: string; status: string }[];
        counts: Record<string, number>;
      };
      const res = await get<Q>(planner, attendeeReviewQueue.path, { bventId: EVENT, ...page });
      expect(res.body.returnObj?.items).toEqual([
        {
          accountId: demoAccountId('pending'),
          fullName: 'Paul Pending',
          email: 'pending@demo.showfloor.test',
          status: 'PendingApproval',
          orderPayWay: null,
          answers: expect.any(Object),
          note: '',
          registeredAt: expect.any(String),
        },
      ]);
      const [registered] = await db
        .select({ n: count() })
        .from(attendees)
        .where(and(eq(attendees.bventId, EVENT), eq(attendees.status, 'Registered')));
      expect(res.body.returnObj?.counts).toEqual({
        PendingApproval: 1,
        NeedComplementInfo: 1,
        NeedEditInfo: 1,
        Registered: registered!.n,
        Denied: 1,
      });
      const byMail = await get<Q>(planner, attendeeReviewQueue.path, {
        bventId: EVENT,
        state: 'Denied',
        keyword: 'DENIED@demo',
        ...page,
      });
      expect(byMail.body.returnObj?.items.map((i) => i.fullName)).toEqual(['Dana Denied']);
      const none = await get<Q>(planner, attendeeReviewQueue.path, {
        bventId: EVENT,
        keyword: 'Dana',
        ...page,
      });
      expect(none.body.returnObj?.items).toEqual([]);

      tick();
      const decided = await post(planner, reviewAttendee.path, {
        bventId: EVENT,
        accountId: demoAccountId('pending'),
        decision: 'NeedEditInfo',
        note: 'Your company name, please',
      });
      expect(decided.status).toBe(200);
      const logged = await log({ subject: 'attendee' });
      expect(logged.body.returnObj?.[0]).toMatchObject({
        subjectId: demoAccountId('pending'),
        subjectName: 'Paul Pending',
        decision: 'NeedEditInfo',
        note: 'Your company name, please',
        by: { accountId: demoAccountId('planner'), fullName: 'Pat Planner' },
        at: new Date(clock.now()).toISOString(),
      });
      const after = await get<Q>(planner, attendeeReviewQueue.path, { bventId: EVENT, ...page });
      expect(after.body.returnObj?.counts).toMatchObject({ PendingApproval: 0, NeedEditInfo: 2 });
    });

    it('the payment queue: offline orders by state with the buyer; refused with a note, once; marked paid, logged', async () => {
      type Q = { items: TPaymentReview[]; counts: Record<string, number> };
      const queue = (q: Record<string, string | number> = {}) =>
        get<Q>(planner, paymentReviewQueue.path, { bventId: EVENT, ...page, ...q });
      const first = await queue();
      expect(first.body.returnObj).toEqual({
        items: [
          {
            orderId: DEMO_OFFLINE_ORDER_ID,
            accountId: demoAccountId('offline'),
            fullName: 'Oscar Offline',
            email: 'offline@demo.showfloor.test',
            amount: expect.any(Number),
            currency: expect.any(String),
            status: 'Unpaid',
            createdAt: expect.any(String),
            paidAt: null,
          },
        ],
        counts: { Unpaid: 1, Paid: 0, Cancelled: 0 },
      });
      expect((await queue({ keyword: 'oscar' })).body.returnObj?.items).toHaveLength(1);
      expect((await queue({ keyword: 'uma' })).body.returnObj?.items).toEqual([]);

      // A second offline order, marked paid.
      const [second] = await newAttendees(app, db, 1);
      await db
        .update(attendees)
        .set({ status: 'Unpaid', orderPayWay: 'OfflinePay' })
        .where(eq(attendees.accountId, second!.id));
      const secondOrder = randomUUID();
      await db.insert(orders).values({
        id: secondOrder,
        bventId: EVENT,
        accountId: second!.id,
        amount: 12_000,
        currency: 'CNY',
        payWay: 'OfflinePay',
      });
      tick();
      const paid = await post(planner, markOrderPaid.path.replace(':bventId', EVENT), {
        orderId: secondOrder,
      });
      expect(paid.status).toBe(200);
      const paidLog = await log({ subject: 'payment', subjectId: secondOrder });
      expect(paidLog.body.returnObj?.map((e) => [e.decision, e.by.fullName])).toEqual([
        ['markPaid', 'Pat Planner'],
      ]);
      const refusePaid = await post(planner, refusePayment.path, {
        bventId: EVENT,
        orderId: secondOrder,
        note: 'No',
      });
      expect([refusePaid.status, refusePaid.body.businessCode]).toEqual([409, ErrorCode.ReviewDecided]);

      // Refusing Oscar's: a note for the visitor first, then the order is cancelled and he registers again.
      const noNote = await post(planner, refusePayment.path, {
        bventId: EVENT,
        orderId: DEMO_OFFLINE_ORDER_ID,
      });
      expect(noNote.status).toBe(400);
      expect(noNote.body.businessMessage).toContain('Please write a note for the visitor');
      tick();
      const refused = await post<TPaymentReview>(planner, refusePayment.path, {
        bventId: EVENT,
        orderId: DEMO_OFFLINE_ORDER_ID,
        note: 'No transfer arrived by the deadline',
      });
      expect(refused.body.returnObj).toMatchObject({ orderId: DEMO_OFFLINE_ORDER_ID, status: 'Cancelled' });
      const [oscar] = await db
        .select({ status: attendees.status, note: attendees.reviewNote, payWay: attendees.orderPayWay })
        .from(attendees)
        .where(and(eq(attendees.bventId, EVENT), eq(attendees.accountId, demoAccountId('offline'))));
      expect(oscar).toEqual({
        status: 'Cancelled',
        note: 'No transfer arrived by the deadline',
        payWay: null,
      });
      const twice = await post(planner, refusePayment.path, {
        bventId: EVENT,
        orderId: DEMO_OFFLINE_ORDER_ID,
        note: 'Again',
      });
      expect([twice.status, twice.body.businessCode]).toEqual([409, ErrorCode.ReviewDecided]);
      // Not an offline order of the event, or none at all: not there.
      for (const orderId of [DEMO_UNPAID_ORDER_ID, randomUUID()]) {
        const res = await post(planner, refusePayment.path, { bventId: EVENT, orderId, note: 'x' });
        expect([res.status, res.body.businessCode]).toEqual([404, ErrorCode.OrderNotFound]);
      }
      expect((await queue()).body.returnObj?.counts).toEqual({ Unpaid: 0, Paid: 1, Cancelled: 1 });
      expect((await queue({ state: 'Cancelled' })).body.returnObj?.items.map((i) => i.orderId)).toEqual([
        DEMO_OFFLINE_ORDER_ID,
      ]);
      const logged = await log({ subject: 'payment', subjectId: DEMO_OFFLINE_ORDER_ID });
      expect(logged.body.returnObj).toMatchObject([
        { decision: 'refuse', note: 'No transfer arrived by the deadline', subjectName: 'Oscar Offline' },
      ]);
    });
  });

  describe('a ban takes effect at once everywhere, and so does lifting it', () => {
    let productIds: string[];
    let productId: string;
    let slot: { id: string; startTime: string; endTime: string };

    beforeAll(async () => {
      // First in the fair's order, so the home page's picks hold it.
      await db.update(exhibitors).set({ sort: -1 }).where(eq(exhibitors.id, BANNED));
      const listed = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.exhibitorId, BANNED), eq(products.status, 'listed')));
      productIds = listed.map((p) => p.id);
      productId = 'a1000000-2026-4000-8000-00000000002c';
      expect(productIds).toContain(productId);
      const [s] = await db
        .select()
        .from(meetingSlots)
        .where(eq(meetingSlots.id, meetingSlotId(5, 1, 3)));
      slot = { id: s!.id, startTime: s!.startTime, endTime: s!.endTime };
    });

    /** What each place shows of the exhibitor, as a buyer sees it: true where it is there. */
    const places = async (): Promise<Record<string, boolean | number>> => {
      const holds = (body: unknown) => {
        const text = JSON.stringify(body);
        return text.includes(BANNED) || productIds.some((id) => text.includes(id));
      };
      const who = buyer.bearer;
      const favorites = async (targetType: string, id: string) =>
        (
          await post<TFavoriteStatus[]>(who, favoriteStatusList.path, {
            bventId: EVENT,
            targetType,
            targetIds: [id],
          })
        ).body.returnObj?.[0]?.isFavorite ?? false;
      return {
        detail: (await get(who, getExhibitorDetail.path, { id: BANNED })).body.businessCode,
        productDetail: (await get(who, getExhibitDetail.path, { id: productId })).body.businessCode,
        exhibitorList: holds(
          (await post(who, listExhibitors.path, { bventId: EVENT, pageNo: 1, pageSize: 100 })).body,
        ),
        productList: holds(
          (await post(who, listExhibits.path, { bventId: EVENT, pageNo: 1, pageSize: 100 })).body,
        ),
        shopProducts: holds(
          (
            await post(who, listExhibits.path, {
              bventId: EVENT,
              exhibitorId: BANNED,
              pageNo: 1,
              pageSize: 10,
            })
          ).body,
        ),
        home: holds((await get(who, getHomeRecommend.path, { bventId: EVENT })).body),
        companySearch: holds(
          (await post(who, `${searchCompanies.path}?size=50`, { bventId: EVENT, searchValue: 'Ruifeng' }))
            .body,
        ),
        productSearch: holds(
          (await post(who, searchProducts.path, { bventId: EVENT, searchValue: 'SF-567A' })).body,
        ),
        // The company's entry stays (as one with no products); its products go.
        companyProducts:
          (await post<{ products: unknown[] }[]>(who, searchCompanyProducts.path, { companyIds: [BANNED] }))
            .body.returnObj?.[0]?.products.length !== 0,
        favoriteExhibitor: await favorites('Exhibitor', BANNED),
        favoriteProduct: await favorites('Product', productId),
        stocks: (await post(who, listChatStocks.path, { bventId: EVENT, receiveOrgId: BANNED_ORG })).body
          .businessCode,
      };
    };
    // Business code 0: answered.
    const SHOWN = {
      detail: 0,
      productDetail: 0,
      exhibitorList: true,
      productList: true,
      shopProducts: true,
      home: true,
      companySearch: true,
      productSearch: true,
      companyProducts: true,
      favoriteExhibitor: true,
      favoriteProduct: true,
      stocks: 0,
    };
    const GONE = {
      detail: ErrorCode.ExhibitorBanned,
      productDetail: ErrorCode.ExhibitorBanned,
      exhibitorList: false,
      productList: false,
      shopProducts: false,
      home: false,
      companySearch: false,
      productSearch: false,
      companyProducts: false,
      favoriteExhibitor: false,
      favoriteProduct: false,
      stocks: ErrorCode.ExhibitorBanned,
    };

    it('everywhere right after the ban answers; the favorite, the booking and the instant chat refused', async () => {
      for (const [targetType, targetId] of [
        ['Exhibitor', BANNED],
        ['Product', productId],
      ])
        expect(
          (await post(buyer.bearer, addFavorite.path, { bventId: EVENT, targetType, targetId })).status,
        ).toBe(200);
      // Seen everywhere, and its detail now in the gateway's few-second cache.
      expect(await places()).toEqual(SHOWN);

      const noNote = await ban(BANNED, true);
      expect(noNote.status).toBe(400);
      expect(noNote.body.businessMessage).toContain('Please write a note for the exhibitor');

      tick();
      // Gone from every place on the first reads after the answer (how fast: bench/workbench.ts, not a timed test).
      const banned = await ban(BANNED, true, 'Counterfeit certificates');
      expect(banned.status).toBe(200);
      expect(await places()).toEqual(GONE);
      expect(banned.body.returnObj).toMatchObject({
        orgId: BANNED_ORG,
        exhibitor: { id: BANNED, status: 'banned' },
        audit: 'approved',
      });
      const [doc] = await db
        .select({ visible: searchDocuments.visible })
        .from(searchDocuments)
        .where(eq(searchDocuments.entityId, BANNED));
      expect(doc?.visible).toBe(false);

      // Favorites, booking and talking now are refused as the exhibitor's page is (1002).
      for (const [targetType, targetId] of [
        ['Exhibitor', BANNED],
        ['Product', productId],
      ]) {
        const fav = await post(buyer.bearer, addFavorite.path, { bventId: EVENT, targetType, targetId });
        expect([fav.status, fav.body.businessCode]).toEqual([404, ErrorCode.ExhibitorBanned]);
      }
      const reserve = await post(
        buyer.bearer,
        reserveChat.path,
        reservePayload(slot, { receiveOrgId: BANNED_ORG, receiveAccountId: meetingContactId(5) }),
      );
      expect([reserve.status, reserve.body.businessCode]).toEqual([404, ErrorCode.ExhibitorBanned]);
      const talk = await post(buyer.bearer, askInstantMeeting.path, {
        bventId: EVENT,
        exhibitorId: BANNED,
        topic: 'Now?',
      });
      expect([talk.status, talk.body.businessCode]).toEqual([404, ErrorCode.ExhibitorBanned]);

      // In the banned list, counted; a repeat changes and logs nothing.
      const list = await exhibitorQueue({ banned: true, keyword: 'Ruifeng Biotech' });
      expect(list.body.returnObj?.items.map((i) => i.exhibitor?.id)).toContain(BANNED);
      expect((await ban(BANNED, true, 'Again')).status).toBe(200);
      const logged = await log({ subject: 'exhibitor', subjectId: BANNED_ORG });
      expect(logged.body.returnObj?.map((e) => [e.decision, e.note])).toEqual([
        ['ban', 'Counterfeit certificates'],
      ]);
    });

    it('lifted: back everywhere at once, favorites included', async () => {
      tick();
      const lifted = await ban(BANNED, false);
      expect(lifted.body.returnObj?.exhibitor?.status).toBe('normal');
      expect(await places()).toEqual(SHOWN);
      const logged = await log({ subject: 'exhibitor', subjectId: BANNED_ORG });
      expect(logged.body.returnObj?.map((e) => e.decision)).toEqual(['unban', 'ban']);
      const unknown = await ban(randomUUID(), true, 'x');
      expect([unknown.status, unknown.body.businessCode]).toEqual([404, ErrorCode.ExhibitorNotFound]);
    });
  });

  describe('the log', () => {
    it('the event’s decisions newest first, paged, filtered by subject', async () => {
      const all = await log({ pageSize: 100 });
      const rows = all.body.returnObj!;
      expect(rows.length).toBeGreaterThan(8);
      const order = rows.map((r) => [Date.parse(r.at), r.id]);
      expect(order).toEqual([...order].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!));
      expect(new Set(rows.map((r) => r.subject))).toEqual(
        new Set(['exhibitor', 'attendee', 'payment', 'demand']),
      );
      expect(rows.every((r) => r.by.fullName === 'Pat Planner')).toBe(true);
      const second = await log({ pageNo: 2, pageSize: 2 });
      expect(second.body.returnObj?.map((r) => r.id)).toEqual(rows.slice(2, 4).map((r) => r.id));
      expect(second.body.pager).toMatchObject({ total: rows.length });
      const bad = await get(planner, reviewLog.path, { bventId: EVENT, subject: 'everything', ...page });
      expect(bad.status).toBe(400);
    });
  });
}

describe('on PGlite', () => {
  const backend = {} as Backend;
  let close = async () => {};
  beforeAll(async () => {
    const { database, pglite } = await freshDatabase();
    backend.clock = new ManualClock(TEST_NOW);
    backend.app = await buildTestApp({ database, clock: backend.clock });
    await backend.app.ready();
    backend.db = database.db;
    close = async () => {
      await backend.app.close();
      await pglite.close();
    };
  });
  afterAll(() => close());
  consoleSuite(() => backend);
});

describe('the few-second detail cache after a change', () => {
  it('a read in flight when the entry is dropped never refills it', async () => {
    const cache = new TtlCache<string>(60_000);
    let finish: (v: string) => void = () => {};
    const before = cache.getOrLoad('e', () => new Promise<string>((r) => (finish = r)));
    cache.delete('e');
    // Asked after the change: a load of its own, not the one in flight.
    const after = cache.getOrLoad('e', async () => 'banned');
    finish('normal');
    expect([await before, await after]).toEqual(['normal', 'banned']);
    expect(cache.get('e')).toBe('banned');
  });
});

const noPostgres = await postgresUnavailable('review console');

describe.skipIf(noPostgres !== null)('on PostgreSQL', () => {
  const backend = {} as Backend;
  const dbName = `showfloor_review_${randomBytes(6).toString('hex')}`;
  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    backend.clock = new ManualClock(TEST_NOW);
    backend.app = await buildTestApp({ databaseUrl: url.toString(), clock: backend.clock });
    await backend.app.ready();
    backend.db = backend.app.database.db;
  }, 180_000);
  afterAll(async () => {
    await backend.app?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });
  consoleSuite(() => backend);
});

const noRedis = noPostgres ?? (await redisUnavailable('review console across gateways'));

describe.skipIf(noRedis !== null)('two gateways (PostgreSQL + Redis)', () => {
  const dbName = `showfloor_review_gw_${randomBytes(6).toString('hex')}`;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const realtime = { redisUrl: REDIS_URL, redisPrefix: `showfloor-test-${randomBytes(6).toString('hex')}` };
    one = await buildTestApp({ databaseUrl: url.toString(), realtime });
    await one.ready();
    two = await buildTestApp({ databaseUrl: url.toString(), realtime });
    await two.ready();
  }, 180_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  const detailOn = async (app: FastifyInstance) =>
    (await call(app, { method: 'GET', url: api(`${getExhibitorDetail.path}?id=${BANNED}`) })).body
      .businessCode;

  it('a ban on one drops the other’s cached detail through the bus, well before its cache would expire', async () => {
    expect(await detailOn(two)).toBe(0);
    const planner = await bearerOf(one, demoAccountId('planner'));
    const res = await call(one, {
      method: 'POST',
      url: api(banExhibitor.path),
      payload: { bventId: EVENT, exhibitorId: BANNED, banned: true, note: 'Counterfeit certificates' },
      headers: { [HEADERS.authorization]: planner },
    });
    expect(res.status).toBe(200);
    expect(await detailOn(one)).toBe(ErrorCode.ExhibitorBanned);
    // The cache keeps a detail 3 s; the bus carries the change in milliseconds.
    const started = performance.now();
    let code = await detailOn(two);
    while (code === 0 && performance.now() - started < 1_000) {
      await new Promise((r) => setTimeout(r, 10));
      code = await detailOn(two);
    }
    expect(code).toBe(ErrorCode.ExhibitorBanned);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
