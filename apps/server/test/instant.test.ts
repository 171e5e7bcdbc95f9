import { ErrorCode, HEADERS, INSTANT_ANSWER_SECONDS, INSTANT_MEETING_MINUTES } from '@showfloor/contracts';
import { epochToBeijing } from '@showfloor/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { accounts, events, instantRequests, orgMembers, roleGrants } from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_ORG,
} from '../src/db/seed/demo-ids.ts';
import {
  buildInstantApp,
  demoParty,
  exhibitorNameOf,
  heard,
  instantCalls,
  type InstantTestApp,
  meetingsOf,
  mySent,
  newBuyer,
  newMember,
  type Party,
  requestRow,
  requestsOf,
  ringing,
  roomInfo,
  updatesOf,
  watching,
} from './instant-helpers.ts';

/*
 * Instant negotiation: a buyer asks an exhibitor to talk now, the organization's members hear it ring over /ws,
 * the first answer wins (accepted: a confirmed meeting with a room, starting now), the buyer may withdraw it, and
 * it expires unanswered after a minute of the app's clock. Every refusal changes nothing.
 */

let x: InstantTestApp;
let calls: ReturnType<typeof instantCalls>;
/** The demo exhibitor's audited member (the demo 'exhibitor' account). */
let member: Party;
/** A registered buyer who is neither side of the requests below. */
let stranger: Party;
beforeAll(async () => {
  x = await buildInstantApp();
  calls = instantCalls(x.t);
  member = await demoParty(x.t, 'exhibitor');
  stranger = await demoParty(x.t, 'purchaser');
});
afterAll(async () => {
  await x?.close();
});
// Each test starts well after the last one's requests ran out (they would otherwise still ring in Pending).
beforeEach(() => x.clock.advance(10 * 60_000));

const SECOND = 1000;

describe('asking', () => {
  it("rings on the members' sockets and lists in their Pending, with the buyer's name and the topic", async () => {
    const buyer = await demoParty(x.t, 'visitor');
    const [account] = await x.t.db
      .select({ name: accounts.fullName })
      .from(accounts)
      .where(eq(accounts.id, buyer.id));
    const b = await watching(x, buyer);
    const m = await watching(x, member);
    const now = x.clock.now();

    const asked = await calls.ask(buyer, { topic: '  Pumps for 2027  ' });
    expect([asked.status, asked.body.isSuccess]).toEqual([200, true]);
    const request = asked.body.returnObj!;
    expect(request).toMatchObject({
      bventId: DEMO_EVENT_ID,
      exhibitorId: DEMO_EXHIBITOR_ID,
      exhibitorName: await exhibitorNameOf(x.t),
      receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
      buyerName: account!.name,
      topic: 'Pumps for 2027',
      status: 'pending',
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + INSTANT_ANSWER_SECONDS * SECOND).toISOString(),
      roomNumber: null,
    });

    expect(await heard(m, request.id, 'pending')).toEqual(request);
    expect(await heard(b, request.id, 'pending')).toEqual(request);
    const listed = await calls.pending(member);
    expect(listed.status).toBe(200);
    expect(listed.body.returnObj).toEqual([request]);
    // The buyer answers for no organization: nothing rings for them.
    expect((await calls.pending(buyer)).body.returnObj).toEqual([]);
    // A member who starts watching later is told of what is ringing.
    const late = await watching(x, await newMember(x.t));
    expect(await heard(late, request.id, 'pending')).toEqual(request);

    const row = await requestRow(x.t, request.id);
    expect(row).toMatchObject({
      sendAccountId: buyer.id,
      receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
      actingRole: 'Attendee',
      status: 'pending',
      answeredBy: null,
      meetingId: null,
    });
    // Withdrawn, so the demo visitor is free again for anything after this test.
    expect((await calls.cancel(buyer, request.id)).status).toBe(200);
  });

  it('one at a time: a second ask while the first rings is 409 6115; once it expired a new one is taken', async () => {
    const buyer = await newBuyer(x.t);
    const first = await calls.ask(buyer);
    expect(first.status).toBe(200);
    const id = first.body.returnObj!.id;

    const second = await calls.ask(buyer, { exhibitorId: DEMO_EXHIBITOR_2_ID });
    expect([second.status, second.body.businessCode, second.body.returnObj]).toEqual([
      409,
      ErrorCode.InstantRequestWaiting,
      null,
    ]);
    expect((await requestsOf(x.t, buyer.id)).map((r) => r.status)).toEqual(['pending']);

    x.clock.advance(INSTANT_ANSWER_SECONDS * SECOND - 1);
    expect((await calls.info(buyer, id)).body.returnObj?.status).toBe('pending');
    x.clock.advance(2);
    expect((await calls.info(buyer, id)).body.returnObj?.status).toBe('expired');
    expect((await calls.info(member, id)).body.returnObj?.status).toBe('expired');
    expect((await calls.pending(member)).body.returnObj?.map((r) => r.id)).not.toContain(id);

    const again = await calls.ask(buyer, { exhibitorId: DEMO_EXHIBITOR_2_ID });
    expect([again.status, again.body.returnObj?.status]).toEqual([200, 'pending']);
    expect(again.body.returnObj?.id).not.toBe(id);
    // The new ask marked the old one expired in the table.
    expect((await requestRow(x.t, id))?.status).toBe('expired');
  });

  it('ten asks a minute, then 429 6003', async () => {
    const buyer = await newBuyer(x.t);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await calls.ask(buyer)).body.businessCode);
    // The first rings; the nine after it are refused as waiting, and still count.
    expect(codes.filter((c) => c === ErrorCode.InstantRequestWaiting)).toHaveLength(9);
    const eleventh = await calls.ask(buyer);
    expect([eleventh.status, eleventh.body.businessCode]).toEqual([429, ErrorCode.TooManyAttempts]);
    // Even once the first has expired on the app's clock: the window is elapsed time, not fair time.
    x.clock.advance(2 * INSTANT_ANSWER_SECONDS * SECOND);
    expect((await calls.ask(buyer)).body.businessCode).toBe(ErrorCode.TooManyAttempts);
    expect(await requestsOf(x.t, buyer.id)).toHaveLength(1);
  });
});

describe('answering', () => {
  it('accepted: both sides hear it with the room; a confirmed Instant meeting starts now for 30 minutes', async () => {
    const buyer = await newBuyer(x.t);
    const { id, b, m } = await ringing(x, buyer, member, 'Seals, now');
    const now = x.clock.now();

    const answered = await calls.answer(member, id, true);
    expect(answered.status).toBe(200);
    const accepted = answered.body.returnObj!;
    expect(accepted).toMatchObject({ id, status: 'accepted', buyerName: 'Buyer 0', topic: 'Seals, now' });
    expect(accepted.roomNumber).toMatch(/^[0-9]{9}$/);
    expect(await heard(b, id, 'accepted')).toEqual(accepted);
    expect(await heard(m, id, 'accepted')).toEqual(accepted);
    expect((await calls.info(buyer, id)).body.returnObj).toEqual(accepted);
    expect((await calls.pending(member)).body.returnObj?.map((r) => r.id)).not.toContain(id);

    const sent = await mySent(x.t, buyer);
    expect(sent.status).toBe(200);
    expect(sent.body.returnObj).toHaveLength(1);
    expect(sent.body.returnObj![0]).toMatchObject({
      kind: 'Instant',
      slotId: null,
      status: 'Confirmed',
      exhibitorId: DEMO_EXHIBITOR_ID,
      topic: 'Seals, now',
      chatType: 'OnLine',
      roomNumber: accepted.roomNumber,
      startTime: epochToBeijing(now),
      endTime: epochToBeijing(now + INSTANT_MEETING_MINUTES * 60 * SECOND),
    });
    const row = await requestRow(x.t, id);
    expect(row).toMatchObject({
      status: 'accepted',
      answeredBy: member.id,
      meetingId: sent.body.returnObj![0]!.id,
    });
    expect((await meetingsOf(x.t, buyer.id))[0]).toMatchObject({
      kind: 'Instant',
      slotId: null,
      receiveAccountId: member.id,
    });

    const room = (who: Party) => roomInfo(x.t, who, accepted.roomNumber!);
    const asBuyer = await room(buyer);
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body.returnObj).toMatchObject({ state: 'open', host: false, topic: 'Seals, now' });
    expect((await room(member)).body.returnObj).toMatchObject({ state: 'open', host: true });
  });

  it('the first answer wins: a later accept or decline is 409 6114 and changes nothing', async () => {
    const buyer = await newBuyer(x.t);
    const { id, b } = await ringing(x, buyer, member);
    const other = await newMember(x.t);
    expect((await calls.answer(member, id, true)).status).toBe(200);
    const before = await requestRow(x.t, id);

    for (const [who, accept] of [
      [other, true],
      [other, false],
      [member, false],
      [member, true],
    ] as const) {
      const late = await calls.answer(who, id, accept);
      expect([late.status, late.body.businessCode, late.body.returnObj]).toEqual([
        409,
        ErrorCode.InstantRequestClosed,
        null,
      ]);
    }
    // Nor may the buyer withdraw it once it is answered.
    const cancel = await calls.cancel(buyer, id);
    expect([cancel.status, cancel.body.businessCode]).toEqual([409, ErrorCode.InstantRequestClosed]);
    expect(await requestRow(x.t, id)).toEqual(before);
    expect(await meetingsOf(x.t, buyer.id)).toHaveLength(1);
    expect(await updatesOf(b, id)).toEqual(['pending', 'accepted']);
  });

  it('declined: the buyer hears it, no meeting is made, and the buyer may ask again', async () => {
    const buyer = await newBuyer(x.t);
    const { id, b, m } = await ringing(x, buyer, member);
    const other = await newMember(x.t);
    const declined = await calls.answer(other, id, false);
    expect([declined.status, declined.body.returnObj?.status, declined.body.returnObj?.roomNumber]).toEqual([
      200,
      'declined',
      null,
    ]);
    expect(await heard(b, id, 'declined')).toEqual(declined.body.returnObj);
    await heard(m, id, 'declined');
    expect(await requestRow(x.t, id)).toMatchObject({
      status: 'declined',
      answeredBy: other.id,
      meetingId: null,
    });
    expect(await meetingsOf(x.t, buyer.id)).toHaveLength(0);
    expect((await calls.answer(member, id, true)).body.businessCode).toBe(ErrorCode.InstantRequestClosed);
    expect(await meetingsOf(x.t, buyer.id)).toHaveLength(0);
    expect((await calls.ask(buyer)).status).toBe(200);
  });

  it('cancelled by the buyer: the members hear it, a later answer is 6114; nobody else may cancel (6113)', async () => {
    const buyer = await newBuyer(x.t);
    const { id, b, m } = await ringing(x, buyer, member);
    for (const who of [stranger, member]) {
      const notTheirs = await calls.cancel(who, id);
      expect([notTheirs.status, notTheirs.body.businessCode]).toEqual([
        404,
        ErrorCode.InstantRequestNotFound,
      ]);
    }
    expect((await requestRow(x.t, id))?.status).toBe('pending');

    const cancelled = await calls.cancel(buyer, id);
    expect([cancelled.status, cancelled.body.returnObj?.status]).toEqual([200, 'cancelled']);
    expect(await heard(m, id, 'cancelled')).toEqual(cancelled.body.returnObj);
    await heard(b, id, 'cancelled');
    expect(await requestRow(x.t, id)).toMatchObject({ status: 'cancelled', answeredBy: buyer.id });

    const late = await calls.answer(member, id, true);
    expect([late.status, late.body.businessCode]).toEqual([409, ErrorCode.InstantRequestClosed]);
    const twice = await calls.cancel(buyer, id);
    expect([twice.status, twice.body.businessCode]).toEqual([409, ErrorCode.InstantRequestClosed]);
    expect(await meetingsOf(x.t, buyer.id)).toHaveLength(0);
    expect(await updatesOf(m, id)).toEqual(['pending', 'cancelled']);
  });
});

describe('expiry', () => {
  it("after a minute of the app's clock the timer marks it expired and tells both sides; answers are 6114", async () => {
    const buyer = await newBuyer(x.t);
    const b = await watching(x, buyer);
    const m = await watching(x, member);
    // The expiry timer, caught as the service sets it: it waits out the minute left on the app's clock.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    let asked, set;
    try {
      asked = await calls.ask(buyer);
    } finally {
      set = [...timers.mock.calls];
      timers.mockRestore();
    }
    const id = asked.body.returnObj!.id;
    const expiry = set.filter(([, ms]) => (ms ?? 0) >= INSTANT_ANSWER_SECONDS * SECOND);
    expect(expiry).toHaveLength(1);
    expect(expiry[0]![1]).toBeLessThan((INSTANT_ANSWER_SECONDS + 1) * SECOND);
    const fire = expiry[0]![0] as () => void;
    await heard(m, id, 'pending');

    // Fired early (the app's clock not there yet), it changes nothing.
    fire();
    expect(await updatesOf(b, id)).toEqual(['pending']);
    expect((await requestRow(x.t, id))?.status).toBe('pending');

    x.clock.advance(INSTANT_ANSWER_SECONDS * SECOND);
    fire();
    const expired = await heard(b, id, 'expired');
    expect(expired).toMatchObject({ id, status: 'expired', roomNumber: null });
    await heard(m, id, 'expired');
    expect((await requestRow(x.t, id))?.status).toBe('expired');
    expect((await calls.info(buyer, id)).body.returnObj?.status).toBe('expired');

    const accept = await calls.answer(member, id, true);
    expect([accept.status, accept.body.businessCode]).toEqual([409, ErrorCode.InstantRequestClosed]);
    const decline = await calls.answer(member, id, false);
    expect([decline.status, decline.body.businessCode]).toEqual([409, ErrorCode.InstantRequestClosed]);
    const cancel = await calls.cancel(buyer, id);
    expect([cancel.status, cancel.body.businessCode]).toEqual([409, ErrorCode.InstantRequestClosed]);
    expect(await meetingsOf(x.t, buyer.id)).toHaveLength(0);
    expect((await requestRow(x.t, id))?.answeredBy).toBeNull();
  });
});

describe('the gate and the rules', () => {
  const total = async () => (await x.t.db.select({ n: count() }).from(instantRequests))[0]?.n ?? 0;

  it('refuses asks that may not be made, each with its code, and stores none', async () => {
    const before = await total();
    const anonymous = await calls.ask(null);
    expect(anonymous.status).toBe(401);
    // Instant chat is for buyers (the chat gate): no buyer identity, or an exhibitor identity not audited, is 403.
    for (const key of ['agency', 'unaudited'] as const) {
      const refused = await calls.ask(await demoParty(x.t, key));
      expect([refused.status, refused.body.businessCode]).toEqual([403, ErrorCode.Forbidden]);
    }

    const own = await calls.ask(member);
    expect([own.status, own.body.businessCode]).toEqual([400, ErrorCode.OwnOrganization]);
    // A member of the organization acting as an attendee outside it is still its staff.
    const staff = await newBuyer(x.t);
    await x.t.db.insert(orgMembers).values([
      { orgId: DEMO_EXHIBITOR_ORG_ID, accountId: staff.id },
      { orgId: DEMO_ORG.multiB, accountId: staff.id },
    ]);
    const asAttendee = await calls.ask(staff, {}, { [HEADERS.currentOrg]: ':Attendee' });
    expect([asAttendee.status, asAttendee.body.businessCode]).toEqual([400, ErrorCode.OwnOrganization]);

    const buyer = await newBuyer(x.t);
    const unknown = await calls.ask(buyer, { exhibitorId: DEMO_MISSING_EXHIBITOR_ID });
    expect([unknown.status, unknown.body.businessCode]).toEqual([404, ErrorCode.ExhibitorNotFound]);
    const banned = await calls.ask(buyer, { exhibitorId: DEMO_BANNED_EXHIBITOR_ID });
    expect([banned.status, banned.body.businessCode]).toEqual([404, ErrorCode.ExhibitorBanned]);

    const empty = await calls.ask(buyer, { topic: '   ' });
    expect([empty.status, empty.body.businessCode]).toEqual([400, ErrorCode.BadRequest]);
    expect(empty.body.businessMessage).toContain('Please enter meeting topic');
    const long = await calls.ask(buyer, { topic: 'x'.repeat(101) });
    expect([long.status, long.body.businessCode]).toEqual([400, ErrorCode.BadRequest]);

    // An event without online meetings takes no instant ones either.
    const setChatTypes = async (chatTypes: string[]) => {
      await x.t.db.update(events).set({ chatTypes }).where(eq(events.id, DEMO_EVENT_ID));
      x.t.app.services.bvent.invalidate(DEMO_EVENT_ID);
    };
    await setChatTypes(['OffLine']);
    const offline = await calls.ask(buyer).finally(() => setChatTypes(['OnLine', 'OffLine']));
    expect([offline.status, offline.body.businessCode]).toEqual([400, ErrorCode.ChatTypeDisabled]);
    expect(long.body.businessMessage).toContain('Theme length is maximum 100 characters');

    expect(await total()).toBe(before);
  });

  it('a request is nobody else’s business: reading or answering it is 404 6113, and nothing changes', async () => {
    const buyer = await newBuyer(x.t);
    const { id } = await ringing(x, buyer, member);
    const notFound = [404, ErrorCode.InstantRequestNotFound];

    const read = await calls.info(stranger, id);
    expect([read.status, read.body.businessCode, read.body.returnObj]).toEqual([...notFound, null]);
    expect((await calls.info(null, id)).status).toBe(401);
    const missing = await calls.info(buyer, DEMO_MISSING_EXHIBITOR_ID);
    expect([missing.status, missing.body.businessCode]).toEqual(notFound);
    expect((await calls.info(member, id)).status).toBe(200);
    expect((await calls.pending(stranger)).body.returnObj).toEqual([]);

    for (const who of [stranger, buyer]) {
      const answered = await calls.answer(who, id, true);
      expect([answered.status, answered.body.businessCode]).toEqual(notFound);
    }
    expect((await calls.answer(null, id, true)).status).toBe(401);
    expect(await requestRow(x.t, id)).toMatchObject({ status: 'pending', answeredBy: null, meetingId: null });
    expect(await meetingsOf(x.t, buyer.id)).toHaveLength(0);
  });

  it('staff whose exhibitor role the organizer has not approved hear nothing and answer nothing', async () => {
    const unaudited = await newMember(x.t);
    await x.t.db
      .update(roleGrants)
      .set({ isAuditSuccess: false })
      .where(eq(roleGrants.accountId, unaudited.id));
    const s = await watching(x, unaudited);
    const buyer = await newBuyer(x.t);
    const { id } = await ringing(x, buyer, member);
    expect((await calls.pending(unaudited)).body.returnObj).toEqual([]);
    const answered = await calls.answer(unaudited, id, true);
    expect([answered.status, answered.body.businessCode]).toEqual([404, ErrorCode.InstantRequestNotFound]);
    expect(await updatesOf(s, id)).toEqual([]);
    expect(await requestRow(x.t, id)).toMatchObject({ status: 'pending', answeredBy: null });
  });

  it('instant.watch needs a signed-in socket', async () => {
    const s = await watching(x, null);
    expect(await s.ask({ type: 'instant.watch', bventId: DEMO_EVENT_ID }, 'ok')).toMatchObject({
      type: 'error',
      code: ErrorCode.Unauthorized,
    });
    expect(await s.ask({ type: 'instant.watch', bventId: 'not-a-guid' }, 'ok')).toMatchObject({
      type: 'error',
      code: ErrorCode.BadRequest,
    });
    // Nothing was joined: a request asked now reaches the member's socket, not this one.
    const m = await watching(x, member);
    const asked = await calls.ask(await newBuyer(x.t));
    await heard(m, asked.body.returnObj!.id, 'pending');
    expect(await updatesOf(s, asked.body.returnObj!.id)).toEqual([]);
  });
});
