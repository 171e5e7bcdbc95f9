import { PGlite } from '@electric-sql/pglite';
import { type Clock, beijingToEpoch, fixedClock } from '@showfloor/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import {
  activities,
  events,
  liveReservations,
  livestreams,
  meetingSlots,
  meetings,
} from '../src/db/schema/index.ts';
import { DEMO_OPEN_ACTIVITY_ID, DEMO_ENDED_ACTIVITY_ID } from '../src/db/seed/demo-ids.ts';
import { demoOpeningDayFor, storedDemoCalendar } from '../src/db/seed/demo-calendar.ts';
import {
  DEMO_EVENT_ID,
  DEMO_LAST_SEAT_SLOT_ID,
  DEMO_LIVE_RESERVATION_ID,
  DEMO_PRIVATE_LIVE_ID,
  DEMO_PUBLIC_LIVE_ID,
  demoAccountId,
  meetingSlotId,
} from '../src/db/seed/demo-ids.ts';
import { prepareData } from '../src/db/seed/prepare.ts';
import { redateDemoFairIfPassed } from '../src/db/seed/redate.ts';
import { buildTestApp, freshDatabase } from './helpers.ts';
import { bearerOf, reserve, reservePayload, slotTimes } from './meeting-helpers.ts';
import { TEST_NOW } from './test-clock.ts';

const at = (wall: string): Clock => fixedClock(beijingToEpoch(wall));

async function appOn(database: Database, clock: Clock): Promise<FastifyInstance> {
  const app = await buildTestApp({ database, clock });
  await app.ready();
  return app;
}

async function slot(db: Database['db'], id: string) {
  const [row] = await db.select().from(meetingSlots).where(eq(meetingSlots.id, id));
  return row;
}

describe('where the demo fair opens', () => {
  it('the next Beijing day, whatever the hour and whatever the UTC date', () => {
    expect(demoOpeningDayFor(beijingToEpoch('2030-03-01 10:00:00'))).toBe('2030-03-02');
    // 00:30 Beijing on 2 March is still 1 March in UTC: Beijing's date decides.
    expect(demoOpeningDayFor(Date.UTC(2030, 2, 1, 16, 30))).toBe('2030-03-03');
    expect(demoOpeningDayFor(beijingToEpoch('2026-12-31 23:59:00'))).toBe('2027-01-01');
  });
});

describe('a fresh database seeded at a clock past the landed fair (2030)', () => {
  let pglite: PGlite;
  let database: Database;
  beforeAll(async () => {
    pglite = new PGlite();
    database = await openDatabase({ pglite });
    await prepareData(database.db, { clock: at('2030-03-01 10:00:00'), demo: true });
  }, 120_000);
  afterAll(() => pglite?.close());

  it('opens the next day and places every dated thing on the fair it belongs to', async () => {
    const db = database.db;
    const [event] = await db.select().from(events).where(eq(events.id, DEMO_EVENT_ID));
    expect(event?.days.map((d) => d.date)).toEqual(['2030-03-02', '2030-03-03', '2030-03-04', '2030-03-05']);
    expect([event?.startTime, event?.endTime]).toEqual(['2030-03-02 09:00:00', '2030-03-05 15:00:00']);
    expect(event?.title['en-US']).toBe('China International Industry Fair');
    expect(await slot(db, DEMO_LAST_SEAT_SLOT_ID)).toMatchObject({
      oneDay: '2030-03-03',
      startTime: '2030-03-03 10:00:00',
      capacity: 1,
    });
    const [live] = await db
      .select()
      .from(liveReservations)
      .where(eq(liveReservations.id, DEMO_LIVE_RESERVATION_ID));
    expect([live?.startTime, live?.endTime]).toEqual(['2030-03-03 14:00:00', '2030-03-03 15:00:00']);
    const [webinar] = await db.select().from(activities).where(eq(activities.id, DEMO_ENDED_ACTIVITY_ID));
    expect(webinar?.startTime).toBe('2030-02-02 15:00:00');
  });

  it('lets a visitor book a meeting', async () => {
    const app = await appOn(database, at('2030-03-01 10:00:00'));
    try {
      const res = await reserve(
        app,
        await bearerOf(app, demoAccountId('visitor')),
        reservePayload({ id: meetingSlotId(1, 0, 0), ...slotTimes('2030-03-02', 0) }),
      );
      expect([res.status, res.body.businessCode]).toEqual([200, 0]);
      expect(res.body.returnObj).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });
});

describe('a data directory whose demo fair has passed (seeded at TEST_NOW: 8-11 Dec 2026)', () => {
  let database: Database;
  let pglite: PGlite;
  let bookedId = '';
  const OTHER_EVENT = 'b7e1a000-2026-4120-8000-0000000000ff';
  beforeAll(async () => {
    ({ database, pglite } = await freshDatabase());
    const db = database.db;
    // A meeting booked during the fair, and an organizer's own fair that must never move.
    const app = await appOn(database, fixedClock(TEST_NOW));
    const res = await reserve(
      app,
      await bearerOf(app, demoAccountId('visitor')),
      reservePayload({ id: DEMO_LAST_SEAT_SLOT_ID, ...slotTimes('2026-12-09', 2) }),
    );
    await app.close();
    bookedId = res.body.returnObj ?? '';
    const [demo] = await db.select().from(events).where(eq(events.id, DEMO_EVENT_ID));
    if (!demo) throw new Error('the template has no demo fair');
    await db.insert(events).values({ ...demo, id: OTHER_EVENT });
  }, 60_000);
  afterAll(() => pglite?.close());

  it('stays where it is while the fair runs', async () => {
    expect(await redateDemoFairIfPassed(database.db, beijingToEpoch('2026-12-09 11:00:00'))).toBeNull();
    // The last day's afternoon slots (to 17:00) are still to come after the fair's 15:00 closing.
    expect(await redateDemoFairIfPassed(database.db, beijingToEpoch('2026-12-11 16:00:00'))).toBeNull();
    expect(await redateDemoFairIfPassed(database.db, beijingToEpoch('2026-12-11 23:59:59'))).toBeNull();
    expect((await storedDemoCalendar(database.db))?.firstDay).toBe('2026-12-08');
  });

  it("moves as a whole to open the next day once it is over; the organizer's fair stays", async () => {
    const db = database.db;
    expect(bookedId).toMatch(/^[0-9a-f-]{36}$/);
    await prepareData(db, { clock: at('2030-03-01 10:00:00'), demo: true });
    expect((await storedDemoCalendar(db))?.days).toEqual([
      '2030-03-02',
      '2030-03-03',
      '2030-03-04',
      '2030-03-05',
    ]);
    // The booked meeting moved with its slot, which still holds its seat.
    expect(await slot(db, DEMO_LAST_SEAT_SLOT_ID)).toMatchObject({
      oneDay: '2030-03-03',
      startTime: '2030-03-03 10:00:00',
      endTime: '2030-03-03 10:30:00',
      idleCount: 0,
    });
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, bookedId));
    expect([meeting?.startTime, meeting?.endTime]).toEqual(['2030-03-03 10:00:00', '2030-03-03 10:30:00']);
    // A changed meeting: its .ics SEQUENCE goes up so calendars take the new date.
    expect(meeting?.sequence).toBe(1);
    const [open] = await db.select().from(activities).where(eq(activities.id, DEMO_OPEN_ACTIVITY_ID));
    expect(open?.startTime).toBe('2030-03-05 13:30:00');
    // The lives keep their place in the fair, and the reservation of one keeps its live's times.
    const lives = await db.select().from(livestreams).where(eq(livestreams.bventId, DEMO_EVENT_ID));
    const live = (id: string) => lives.find((l) => l.id === id);
    expect([live(DEMO_PRIVATE_LIVE_ID)?.startTime, live(DEMO_PRIVATE_LIVE_ID)?.endTime]).toEqual([
      '2030-03-04 10:00:00',
      '2030-03-04 11:00:00',
    ]);
    const [reservation] = await db
      .select()
      .from(liveReservations)
      .where(eq(liveReservations.id, DEMO_LIVE_RESERVATION_ID));
    expect(reservation?.liveId).toBe(DEMO_PUBLIC_LIVE_ID);
    expect(reservation?.startTime).toBe(live(DEMO_PUBLIC_LIVE_ID)?.startTime);
    const [other] = await db.select().from(events).where(eq(events.id, OTHER_EVENT));
    expect(other?.days[0]?.date).toBe('2026-12-08');
    // Every slot of the demo fair is on a new day, its one_day the date of its start.
    const slots = await db.select().from(meetingSlots).where(eq(meetingSlots.bventId, DEMO_EVENT_ID));
    expect(slots.length).toBeGreaterThan(0);
    const days = new Set(['2030-03-02', '2030-03-03', '2030-03-04', '2030-03-05']);
    expect(slots.filter((s) => !days.has(s.oneDay) || s.startTime.slice(0, 10) !== s.oneDay)).toEqual([]);
  });

  it('moves once: another start on the same day leaves it alone', async () => {
    expect(await redateDemoFairIfPassed(database.db, beijingToEpoch('2030-03-01 18:00:00'))).toBeNull();
  });

  it('takes bookings on its new days', async () => {
    const app = await appOn(database, at('2030-03-01 10:00:00'));
    try {
      const res = await reserve(
        app,
        await bearerOf(app, demoAccountId('visitor')),
        reservePayload({ id: meetingSlotId(1, 3, 0), ...slotTimes('2030-03-05', 0) }),
      );
      expect([res.status, res.body.businessCode]).toEqual([200, 0]);
    } finally {
      await app.close();
    }
  });
});
