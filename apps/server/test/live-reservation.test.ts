import {
  cancelLiveReservation,
  checkChatStatus,
  ErrorCode,
  liveCalendar,
  liveReservationStatus,
  myLiveReservations,
  reserveLive,
  saveLive,
  type TChatStatus,
  type TLiveCalendar,
  type TLiveCard,
  type TLiveSeat,
  type TLiveStatus,
} from '@showfloor/contracts';
import { LIVE_CODE_MAX_FAILURES } from '@showfloor/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitOverrides, liveCodeFailures, liveReservations } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_2_ID, DEMO_EXHIBITOR_ORG_ID } from '../src/db/seed/demo-ids.ts';
import { announceLiveStarted } from '../src/domains/live/live-reminder.ts';
import { buildInstantApp, type InstantTestApp, newBuyer } from './instant-helpers.ts';
import { heldSeats, insertLive } from './live-helpers.ts';
import { insertSlot, newAttendees } from './meeting-helpers.ts';
import { WsClient } from './ws-client.ts';
import {
  exhibitorMember,
  gatewayCalls,
  onPgliteAndPostgres,
  type Party,
  type WorkbenchSubject,
} from './workbench-helpers.ts';

/*
 * Reserving a live through the gateway: the invitation code of a private live (required, correct, guessing
 * refused after the limit, counted in the database), the seats (the database gives the last one to exactly one),
 * refusals that change nothing, cancel, status, the .ics, the booking dialog's conflict question reading the
 * reservation, and the reminder reaching a reserver's socket when the live goes on air.
 */

function reservationSuite(subject: () => WorkbenchSubject): void {
  const { get, post } = gatewayCalls(() => subject().app);
  const db = () => subject().db;
  const visitor = async () => (await newAttendees(subject().app, db(), 1))[0]!;

  const reserve = (who: Party | null, liveId: string, inviteCode?: string) =>
    post<TLiveSeat>(who, reserveLive.path, { bventId: DEMO_EVENT_ID, liveId, inviteCode });
  const cancel = (who: Party, liveId: string) => post<TLiveSeat>(who, cancelLiveReservation.path, { liveId });
  const codeOf = (r: { status: number; body: { businessCode: number } }) => [r.status, r.body.businessCode];

  it('a private live needs its code: none, then a wrong one, are refused; the right one reserves', async () => {
    const liveId = await insertLive(db(), { inviteCode: 'VALVE-2026', capacity: 10 });
    const who = await visitor();
    expect(codeOf(await reserve(who, liveId))).toEqual([200, ErrorCode.LiveInviteCodeRequired]);
    const wrong = await reserve(who, liveId, 'valve-2025');
    expect(codeOf(wrong)).toEqual([200, ErrorCode.LiveInviteCodeWrong]);
    expect(wrong.body.businessMessage).toBe('The invitation code is not correct');
    expect(await heldSeats(db(), liveId)).toEqual({ count: 0, rows: 0 });

    const right = await reserve(who, liveId, ' VALVE-2026 ');
    expect(right.status).toBe(200);
    expect(right.body.returnObj).toEqual({
      liveId,
      reserved: true,
      capacity: 10,
      reservedCount: 1,
      soldOut: false,
    });
    // Again, even without the code: the seat held, nothing changes.
    expect((await reserve(who, liveId)).body.returnObj).toMatchObject({ reserved: true, reservedCount: 1 });
    expect(await heldSeats(db(), liveId)).toEqual({ count: 1, rows: 1 });
  });

  it('refuses a buyer whose LiveMeetingOrder is off (Live auth), with 403 and nothing held', async () => {
    const liveId = await insertLive(db(), { capacity: 5 });
    const who = await visitor();
    await db().insert(benefitOverrides).values({
      bventId: DEMO_EVENT_ID,
      accountId: who.id,
      functionKey: 'LiveMeetingOrder',
      enable: false,
    });
    const refused = await reserve(who, liveId);
    expect(refused.status).toBe(403);
    expect(refused.body.businessMessage).toBe('You have no permission for this operation');
    expect(await heldSeats(db(), liveId)).toEqual({ count: 0, rows: 0 });
    // Another buyer, with the event's keys, reserves the same live.
    expect((await reserve(await visitor(), liveId)).body.returnObj?.reserved).toBe(true);
  });

  it('refuses guessing after the limit, even the right code, and changes nothing', async () => {
    const liveId = await insertLive(db(), { inviteCode: 'RIGHT-ONE' });
    const who = await visitor();
    for (let i = 0; i < LIVE_CODE_MAX_FAILURES; i++)
      expect(codeOf(await reserve(who, liveId, `guess-${i}`))).toEqual([200, ErrorCode.LiveInviteCodeWrong]);
    const refused = await reserve(who, liveId, 'RIGHT-ONE');
    expect(codeOf(refused)).toEqual([429, ErrorCode.TooManyAttempts]);
    expect(refused.body.businessMessage).toBe('Too many attempts, please try later');
    expect(await heldSeats(db(), liveId)).toEqual({ count: 0, rows: 0 });
    const [row] = await db()
      .select({ failures: liveCodeFailures.failures })
      .from(liveCodeFailures)
      .where(and(eq(liveCodeFailures.liveId, liveId), eq(liveCodeFailures.accountId, who.id)));
    expect(row!.failures).toBeGreaterThan(LIVE_CODE_MAX_FAILURES);

    // Another visitor's guesses are their own; and after the window the guesser may try again.
    expect((await reserve(await visitor(), liveId, 'RIGHT-ONE')).body.returnObj?.reserved).toBe(true);
    const clock = subject().clock;
    const at = clock.now();
    try {
      clock.advance(16 * 60 * 1000);
      expect((await reserve(who, liveId, 'RIGHT-ONE')).body.returnObj?.reserved).toBe(true);
    } finally {
      clock.set(at);
    }
  });

  it('gives the last seat to exactly one of two at once; the other is told it is sold out', async () => {
    const liveId = await insertLive(db(), { capacity: 1 });
    const [a, b] = await newAttendees(subject().app, db(), 2);
    const answers = await Promise.all([reserve(a!, liveId), reserve(b!, liveId)]);
    const codes = answers.map((r) => r.body.businessCode).sort();
    expect(codes).toEqual([0, ErrorCode.LiveSoldOut]);
    expect(answers.find((r) => r.body.businessCode === ErrorCode.LiveSoldOut)!.status).toBe(409);
    expect(await heldSeats(db(), liveId)).toEqual({ count: 1, rows: 1 });
  });

  it('refuses unknown, removed and ended lives, and strangers, changing nothing', async () => {
    const who = await visitor();
    const unknown = await reserve(who, '00000000-0000-4000-8000-00000000dead');
    expect(codeOf(unknown)).toEqual([404, ErrorCode.LiveNotFound]);
    const removed = await insertLive(db(), { status: 'removed' });
    expect(codeOf(await reserve(who, removed))).toEqual([404, ErrorCode.LiveNotFound]);
    const ended = await insertLive(db(), { broadcastState: 'ended', hasReplay: true });
    expect(codeOf(await reserve(who, ended))).toEqual([409, ErrorCode.LiveEnded]);
    const missed = await insertLive(db(), {
      startTime: '2026-12-06 09:00:00',
      endTime: '2026-12-06 10:00:00',
    });
    expect(codeOf(await reserve(who, missed))).toEqual([409, ErrorCode.LiveEnded]);
    expect((await reserve(null, ended)).status).toBe(401);
    for (const id of [removed, ended, missed])
      expect(await heldSeats(db(), id)).toEqual({ count: 0, rows: 0 });
  });

  it('cancels (the seat goes back), answers the status and "my reservations"', async () => {
    const [liveA, liveB] = [await insertLive(db(), { capacity: 5 }), await insertLive(db())];
    const who = await visitor();
    await reserve(who, liveA);
    await reserve(who, liveB);
    const status = await post<TLiveStatus[]>(who, liveReservationStatus.path, { liveIds: [liveA, liveB] });
    expect(status.body.returnObj).toEqual([
      { liveId: liveA, reserved: true },
      { liveId: liveB, reserved: true },
    ]);
    const mine = await post<TLiveCard[]>(who, myLiveReservations.path, {
      bventId: DEMO_EVENT_ID,
      pageNo: 1,
      pageSize: 10,
    });
    expect(mine.body.returnObj!.map((c) => c.id).sort()).toEqual([liveA, liveB].sort());

    const cancelled = await cancel(who, liveA);
    expect(cancelled.body.returnObj).toEqual({
      liveId: liveA,
      reserved: false,
      capacity: 5,
      reservedCount: 0,
      soldOut: false,
    });
    // Cancelling again changes nothing.
    expect((await cancel(who, liveA)).body.returnObj?.reservedCount).toBe(0);
    expect(await heldSeats(db(), liveA)).toEqual({ count: 0, rows: 0 });
    const after = await post<TLiveStatus[]>(who, liveReservationStatus.path, { liveIds: [liveA, liveB] });
    expect(after.body.returnObj!.map((s) => s.reserved)).toEqual([false, true]);
  });

  it("writes the live's slot as an .ics in UTC", async () => {
    const liveId = await insertLive(db(), {
      title: 'Pumps, live',
      startTime: '2026-12-09 14:00:00',
      endTime: '2026-12-09 15:30:00',
    });
    const r = await get<TLiveCalendar>(await visitor(), liveCalendar.path, { liveId });
    expect(r.status).toBe(200);
    expect(r.body.returnObj!.fileName).toBe(`live-20261209-${liveId.slice(0, 8)}.ics`);
    const ics = r.body.returnObj!.content;
    expect(ics).toContain('DTSTART:20261209T060000Z\r\n');
    expect(ics).toContain('DTEND:20261209T073000Z\r\n');
    expect(ics).toContain('SUMMARY:Pumps\\, live');
    expect(ics).toContain(`UID:live-${liveId}@showfloor`);
  });

  it("the booking dialog's check sees the reservation (isReserveLiveMeeting) at the same time only", async () => {
    const liveId = await insertLive(db(), { startTime: '2026-12-10 19:00', endTime: '2026-12-10 20:00' });
    const overlapping = await insertSlot(db(), '2026-12-10 19:30:00', '2026-12-10 20:00:00', 2);
    const touching = await insertSlot(db(), '2026-12-10 20:00:00', '2026-12-10 20:30:00', 2);
    const who = await visitor();
    const ask = (chatId: string) =>
      post<TChatStatus>(who, checkChatStatus.path, {
        chatId,
        attendeeOrganizationRole: 'Attendee',
        checkChatBusinessType: 'AttendeeSend',
        receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
        bventId: DEMO_EVENT_ID,
      });
    expect((await ask(overlapping)).body.returnObj?.isReserveLiveMeeting).toBe(false);
    await reserve(who, liveId);
    expect((await ask(overlapping)).body.returnObj?.isReserveLiveMeeting).toBe(true);
    expect((await ask(touching)).body.returnObj?.isReserveLiveMeeting).toBe(false);
    await cancel(who, liveId);
    expect((await ask(overlapping)).body.returnObj?.isReserveLiveMeeting).toBe(false);
  });

  it('a live moved in the studio (its time typed without seconds) moves the reservation the check reads', async () => {
    const liveId = await insertLive(db(), { startTime: '2026-12-10 19:00', endTime: '2026-12-10 20:00' });
    const before = await insertSlot(db(), '2026-12-10 20:30:00', '2026-12-10 21:00:00', 2);
    const who = await visitor();
    await reserve(who, liveId);
    const team = await exhibitorMember(subject().app, db(), DEMO_EXHIBITOR_2_ID);
    const moved = await post(team, saveLive.path, {
      bventId: DEMO_EVENT_ID,
      id: liveId,
      title: { 'en-US': 'Valve launch' },
      startTime: '2026-12-10 21:00',
      endTime: '2026-12-10 22:00',
    });
    expect(moved.body.businessMessage ?? '').toBe('');
    const [row] = await db()
      .select({ start: liveReservations.startTime, end: liveReservations.endTime })
      .from(liveReservations)
      .where(eq(liveReservations.liveId, liveId));
    expect(row).toEqual({ start: '2026-12-10 21:00:00', end: '2026-12-10 22:00:00' });
    // A meeting ending as the live now starts is not at the same time (compared as text: '21:00:00' > '21:00').
    const ask = await post<TChatStatus>(who, checkChatStatus.path, {
      chatId: before,
      attendeeOrganizationRole: 'Attendee',
      checkChatBusinessType: 'AttendeeSend',
      receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
      bventId: DEMO_EVENT_ID,
    });
    expect(ask.body.returnObj?.isReserveLiveMeeting).toBe(false);
  });
}

await onPgliteAndPostgres('live reservation', 'live_reservation', reservationSuite);

describe('the reminder when a reserved live goes on air', () => {
  let x: InstantTestApp;
  beforeAll(async () => {
    x = await buildInstantApp();
  });
  afterAll(async () => x?.close());

  const watching = async (who: Party) => {
    const s = await WsClient.open(x.origin);
    x.sockets.push(s);
    expect((await s.ask({ type: 'auth', token: who.bearer.slice('Bearer '.length) }, 'ok')).type).toBe('ok');
    expect((await s.ask({ type: 'livestream.watch', bventId: DEMO_EVENT_ID }, 'ok')).type).toBe('ok');
    return s;
  };

  it("reaches every socket of a reserver, and no one else's", async () => {
    const { post } = gatewayCalls(() => x.t.app);
    const liveId = await insertLive(x.t.db);
    const [reserver, other] = [await newBuyer(x.t), await newBuyer(x.t)];
    const reserved = await post<TLiveSeat>(reserver, reserveLive.path, { bventId: DEMO_EVENT_ID, liveId });
    expect(reserved.body.returnObj?.reserved).toBe(true);
    const [phone, laptop, stranger] = [
      await watching(reserver),
      await watching(reserver),
      await watching(other),
    ];

    expect(await announceLiveStarted(x.t.app, liveId)).toBe(1);
    for (const s of [phone, laptop])
      expect(await s.next('livestream.started', (f) => f.liveId === liveId)).toMatchObject({
        bventId: DEMO_EVENT_ID,
        liveId,
      });
    // A ping's round trip comes after any frame published before it: the stranger heard nothing.
    expect((await stranger.ask({ type: 'ping' }, 'pong')).type).toBe('pong');
    expect(stranger.frames.some((f) => f.type === 'livestream.started')).toBe(false);
  });

  it('a socket that did not sign in cannot watch', async () => {
    const s = await WsClient.open(x.origin);
    x.sockets.push(s);
    const answer = await s.ask({ type: 'livestream.watch', bventId: DEMO_EVENT_ID }, 'error');
    expect(answer).toMatchObject({ type: 'error', code: ErrorCode.Unauthorized });
  });
});
