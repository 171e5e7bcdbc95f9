import {
  ErrorCode,
  cancelActivityRegistration,
  getActivitySeat,
  listActivityHall,
  myActivities,
  registerActivity,
  type TActivitySeat,
  type THallActivityCard,
} from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { and, count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { activities, activityRegistrations } from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_CLOSED_ACTIVITY_ID,
  DEMO_ENDED_ACTIVITY_ID,
  DEMO_EVENT_ID,
  DEMO_LAST_SEAT_ACTIVITY_ID,
  DEMO_MISSING_ACTIVITY_ID,
  DEMO_OPEN_ACTIVITY_ID,
  DEMO_SOLD_OUT_ACTIVITY_ID,
  activityId,
} from '../src/db/seed/demo-ids.ts';
import { newAttendees } from './meeting-helpers.ts';
import { TEST_NOW } from './test-clock.ts';
import { gatewayCalls, onPgliteAndPostgres, type Party, type WorkbenchSubject } from './workbench-helpers.ts';

/*
 * The activity hall, registering, cancelling and "my activities", through the gateway. The database decides who
 * gets a seat: two visitors after the last seat get exactly one, and every refusal leaves the count and the
 * registrations as they were.
 */

function registrationSuite(subject: () => WorkbenchSubject): void {
  const { get, post } = gatewayCalls(() => subject().app);
  const db = () => subject().db;

  const register = (who: Party | null, id: string) =>
    post<TActivitySeat>(who, registerActivity.path, { activityId: id });
  const cancel = (who: Party | null, id: string) =>
    post<TActivitySeat>(who, cancelActivityRegistration.path, { activityId: id });
  const seat = (who: Party | null, id: string) =>
    get<TActivitySeat>(who, getActivitySeat.path, { activityId: id });
  const mine = (who: Party | null) =>
    post<THallActivityCard[]>(who, myActivities.path, { bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 50 });
  const hall = (body: Record<string, unknown>) =>
    post<THallActivityCard[]>(null, listActivityHall.path, {
      bventId: DEMO_EVENT_ID,
      pageNo: 1,
      pageSize: 100,
      ...body,
    });

  /** The activity's count and how many registration rows it has, as the database holds them. */
  const held = async (id: string) => {
    const [a] = await db()
      .select({ n: activities.registeredCount })
      .from(activities)
      .where(eq(activities.id, id));
    const [rows] = await db()
      .select({ n: count() })
      .from(activityRegistrations)
      .where(eq(activityRegistrations.activityId, id));
    return { count: a?.n ?? null, rows: rows?.n ?? 0 };
  };
  const visitors = (n: number) => newAttendees(subject().app, db(), n);
  /** Gives an activity exactly `left` free seats (the demo's counts are the import's). */
  const leave = async (id: string, left: number) => {
    const { count: n } = await held(id);
    await db()
      .update(activities)
      .set({ capacity: n! + left })
      .where(eq(activities.id, id));
  };

  it('register takes a seat (count +1, a row), the seat and "my activities" say so; cancel gives it back', async () => {
    const [v] = await visitors(1);
    const before = await held(DEMO_OPEN_ACTIVITY_ID);

    const unseated = await seat(v!, DEMO_OPEN_ACTIVITY_ID);
    expect(unseated.body.returnObj).toMatchObject({ registered: false, registration: 'open' });

    const res = await register(v!, DEMO_OPEN_ACTIVITY_ID);
    expect(res.status).toBe(200);
    expect(res.body.returnObj).toEqual({
      activityId: DEMO_OPEN_ACTIVITY_ID,
      registered: true,
      registration: 'open',
      capacity: 120,
      registeredCount: before.count! + 1,
    });
    expect(await held(DEMO_OPEN_ACTIVITY_ID)).toEqual({ count: before.count! + 1, rows: before.rows + 1 });
    expect((await seat(v!, DEMO_OPEN_ACTIVITY_ID)).body.returnObj?.registered).toBe(true);

    const list = await mine(v!);
    expect(list.status).toBe(200);
    expect(list.body.returnObj?.map((c) => c.id)).toEqual([DEMO_OPEN_ACTIVITY_ID]);
    expect(list.body.returnObj?.[0]).toMatchObject({ title: 'Buyer meetup', state: 'upcoming' });
    expect(list.body.returnObj?.[0]?.exhibitor.name).toBeTruthy();

    const off = await cancel(v!, DEMO_OPEN_ACTIVITY_ID);
    expect(off.status).toBe(200);
    expect(off.body.returnObj).toMatchObject({ registered: false, registeredCount: before.count });
    expect(await held(DEMO_OPEN_ACTIVITY_ID)).toEqual(before);
    expect((await mine(v!)).body.returnObj).toEqual([]);
  });

  it('registering twice answers 409 / 7105 and the count does not move; cancelling twice 409 / 7106', async () => {
    const [v] = await visitors(1);
    await register(v!, DEMO_OPEN_ACTIVITY_ID);
    const once = await held(DEMO_OPEN_ACTIVITY_ID);
    const again = await register(v!, DEMO_OPEN_ACTIVITY_ID);
    expect(again.status).toBe(409);
    expect(again.body.businessCode).toBe(ErrorCode.ActivityAlreadyRegistered);
    expect(again.body.businessMessage).toBe('You have already registered for this activity');
    expect(await held(DEMO_OPEN_ACTIVITY_ID)).toEqual(once);
    // Two tabs at once: one seat, whatever the order.
    const both = await Promise.all([
      register(v!, DEMO_OPEN_ACTIVITY_ID),
      register(v!, DEMO_OPEN_ACTIVITY_ID),
    ]);
    expect(both.map((r) => r.body.businessCode)).toEqual([7105, 7105]);
    expect(await held(DEMO_OPEN_ACTIVITY_ID)).toEqual(once);

    await cancel(v!, DEMO_OPEN_ACTIVITY_ID);
    const after = await held(DEMO_OPEN_ACTIVITY_ID);
    const twice = await cancel(v!, DEMO_OPEN_ACTIVITY_ID);
    expect(twice.status).toBe(409);
    expect(twice.body.businessCode).toBe(ErrorCode.ActivityNotRegistered);
    expect(await held(DEMO_OPEN_ACTIVITY_ID)).toEqual(after);
  });

  it('the last seat taken by two visitors at once goes to exactly one; the other hears "sold out"', async () => {
    const [a, b] = await visitors(2);
    await leave(DEMO_LAST_SEAT_ACTIVITY_ID, 1);
    const before = await held(DEMO_LAST_SEAT_ACTIVITY_ID);
    const answers = await Promise.all([
      register(a!, DEMO_LAST_SEAT_ACTIVITY_ID),
      register(b!, DEMO_LAST_SEAT_ACTIVITY_ID),
    ]);
    const codes = answers.map((r) => r.body.businessCode).sort();
    expect(codes).toEqual([0, ErrorCode.ActivitySoldOut]);
    const lost = answers.find((r) => r.body.businessCode !== 0)!;
    expect(lost.status).toBe(409);
    expect(lost.body.businessMessage).toBe('Sorry, every seat of this activity is taken');
    const won = answers.find((r) => r.body.businessCode === 0)!;
    expect(won.body.returnObj).toMatchObject({ registered: true, registration: 'soldOut' });
    expect(await held(DEMO_LAST_SEAT_ACTIVITY_ID)).toEqual({
      count: before.count! + 1,
      rows: before.rows + 1,
    });
    const card = (await hall({})).body.returnObj?.find((c) => c.id === DEMO_LAST_SEAT_ACTIVITY_ID);
    expect(card?.registration).toBe('soldOut');
  });

  it('40 visitors at once on 5 free seats: exactly 5 seats, 35 "sold out", the count at capacity', async () => {
    const id = activityId(8, 3);
    const crowd = await visitors(40);
    await leave(id, 5);
    const before = await held(id);
    const answers = await Promise.all(crowd.map((v) => register(v, id)));
    const codes = answers.map((r) => r.body.businessCode);
    expect(codes.filter((c) => c === 0)).toHaveLength(5);
    expect(codes.filter((c) => c === ErrorCode.ActivitySoldOut)).toHaveLength(35);
    expect(await held(id)).toEqual({ count: before.count! + 5, rows: before.rows + 5 });
    // A cancel frees one seat, which the next visitor takes.
    const winner = crowd[codes.indexOf(0)]!;
    await cancel(winner, id);
    const next = crowd[codes.indexOf(ErrorCode.ActivitySoldOut)]!;
    expect((await register(next, id)).body.businessCode).toBe(0);
    expect(await held(id)).toEqual({ count: before.count! + 5, rows: before.rows + 5 });
  });

  it.each([
    ['sold out', DEMO_SOLD_OUT_ACTIVITY_ID, ErrorCode.ActivitySoldOut],
    ['closed by the exhibitor', DEMO_CLOSED_ACTIVITY_ID, ErrorCode.ActivityRegistrationClosed],
    ['ended', DEMO_ENDED_ACTIVITY_ID, ErrorCode.ActivityEnded],
  ])('an activity %s refuses (409) and nothing changes', async (_label, id, code) => {
    const [v] = await visitors(1);
    const before = await held(id);
    const res = await register(v!, id);
    expect(res.status).toBe(409);
    expect(res.body.businessCode).toBe(code);
    expect(res.body.isSuccess).toBe(false);
    expect(await held(id)).toEqual(before);
    expect((await mine(v!)).body.returnObj).toEqual([]);
  });

  it('when the clock passes the end: register and cancel both answer 7104, the seat is kept', async () => {
    const [v, w] = await visitors(2);
    await register(v!, DEMO_OPEN_ACTIVITY_ID);
    const before = await held(DEMO_OPEN_ACTIVITY_ID);
    const [row] = await db()
      .select({ end: activities.endTime })
      .from(activities)
      .where(eq(activities.id, DEMO_OPEN_ACTIVITY_ID));
    const clock = subject().clock;
    try {
      clock.set(beijingToEpoch(row!.end));
      expect((await register(w!, DEMO_OPEN_ACTIVITY_ID)).body.businessCode).toBe(ErrorCode.ActivityEnded);
      expect((await cancel(v!, DEMO_OPEN_ACTIVITY_ID)).body.businessCode).toBe(ErrorCode.ActivityEnded);
      expect(await held(DEMO_OPEN_ACTIVITY_ID)).toEqual(before);
      expect((await mine(v!)).body.returnObj?.[0]).toMatchObject({ state: 'ended', registration: 'closed' });
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('an unknown activity: 404 / 7101 for register, cancel and seat; nothing is written', async () => {
    const [v] = await visitors(1);
    for (const res of [
      await register(v!, DEMO_MISSING_ACTIVITY_ID),
      await cancel(v!, DEMO_MISSING_ACTIVITY_ID),
      await seat(v!, DEMO_MISSING_ACTIVITY_ID),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.businessCode).toBe(ErrorCode.ActivityNotFound);
      expect(res.body.businessMessage).toBe('This activity does not exist');
    }
    const [rows] = await db()
      .select({ n: count() })
      .from(activityRegistrations)
      .where(eq(activityRegistrations.accountId, v!.id));
    expect(rows?.n).toBe(0);
  });

  it("a banned exhibitor's activity is refused with the exhibitor's state, nothing changed", async () => {
    const [v] = await visitors(1);
    const id = activityId(2, 3);
    const before = await held(id);
    const res = await register(v!, id);
    expect(res.body.businessCode).toBe(ErrorCode.ExhibitorBanned);
    expect(await held(id)).toEqual(before);
  });

  it.each([
    ['missing activityId', {}],
    ['malformed activityId', { activityId: 'not-a-guid' }],
  ])('bad input (%s) -> 400 / 40000', async (_label, body) => {
    const [v] = await visitors(1);
    const res = await post(v!, registerActivity.path, body);
    expect(res.status).toBe(400);
    expect(res.body.businessCode).toBe(40000);
  });

  it('register, cancel, seat and mine need a login: 401, nothing written', async () => {
    const before = await held(DEMO_OPEN_ACTIVITY_ID);
    for (const res of [
      await register(null, DEMO_OPEN_ACTIVITY_ID),
      await cancel(null, DEMO_OPEN_ACTIVITY_ID),
      await seat(null, DEMO_OPEN_ACTIVITY_ID),
      await mine(null),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.businessCode).toBe(ErrorCode.Unauthorized);
    }
    expect(await held(DEMO_OPEN_ACTIVITY_ID)).toEqual(before);
  });

  it('the hall: every shown exhibitor’s published activities, coming first, with states and seats', async () => {
    const res = await hall({});
    expect(res.status).toBe(200);
    const cards = res.body.returnObj ?? [];
    expect(cards.length).toBeGreaterThan(20);
    // The coming and live ones by start time, then the ended ones (the pre-show webinars) by start time.
    const ended = cards.map((c) => c.state === 'ended');
    expect(ended).toEqual([...ended].sort());
    expect(ended.filter(Boolean).length).toBeGreaterThan(0);
    for (const group of [false, true]) {
      const starts = cards.filter((c) => (c.state === 'ended') === group).map((c) => c.startTime);
      expect([...starts].sort()).toEqual(starts);
    }
    expect(cards.some((c) => c.exhibitor.id === DEMO_BANNED_EXHIBITOR_ID)).toBe(false);
    expect(new Set(cards.map((c) => c.exhibitor.id)).size).toBeGreaterThan(5);
    const sold = cards.find((c) => c.id === DEMO_SOLD_OUT_ACTIVITY_ID);
    expect(sold).toMatchObject({ registration: 'soldOut', capacity: 60, registeredCount: 60 });
    expect(cards.find((c) => c.id === DEMO_ENDED_ACTIVITY_ID)?.state).toBe('ended');
    expect(cards.find((c) => c.id === DEMO_CLOSED_ACTIVITY_ID)?.registration).toBe('closed');
  });

  it('the hall by day: only activities starting that day; the days add up to the fair', async () => {
    const all = (await hall({})).body.returnObj ?? [];
    const days = [...new Set(all.map((c) => c.startTime.slice(0, 10)))];
    let sum = 0;
    for (const day of days) {
      const res = await hall({ day });
      const cards = res.body.returnObj ?? [];
      expect(cards.every((c) => c.startTime.startsWith(`${day} `))).toBe(true);
      sum += cards.length;
    }
    expect(sum).toBe(all.length);
    expect((await hall({ day: '2030-01-01' })).body.returnObj).toEqual([]);
  });

  it.each([
    ['a malformed day', { day: '9 December' }],
    ['pageSize 0', { pageSize: 0 }],
  ])('the hall with %s -> 400 / 40000', async (_label, body) => {
    const res = await hall(body);
    expect(res.status).toBe(400);
    expect(res.body.businessCode).toBe(40000);
  });

  it('the hall of an unknown event -> 404 / 5001', async () => {
    const res = await hall({ bventId: DEMO_MISSING_ACTIVITY_ID });
    expect(res.body.businessCode).toBe(ErrorCode.EventNotFound);
  });

  it("a registration is the visitor's own: another visitor's seat and list do not show it", async () => {
    const [v, w] = await visitors(2);
    await register(v!, DEMO_OPEN_ACTIVITY_ID);
    expect((await seat(w!, DEMO_OPEN_ACTIVITY_ID)).body.returnObj?.registered).toBe(false);
    expect((await mine(w!)).body.returnObj).toEqual([]);
    const [rows] = await db()
      .select({ n: count() })
      .from(activityRegistrations)
      .where(
        and(eq(activityRegistrations.accountId, v!.id), eq(activityRegistrations.bventId, DEMO_EVENT_ID)),
      );
    expect(rows?.n).toBe(1);
  });
}

await onPgliteAndPostgres('activity registration', 'showfloor_activity_reg', registrationSuite);
