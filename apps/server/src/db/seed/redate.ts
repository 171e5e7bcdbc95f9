import { addDays, beijingDay, daysBetween } from '@showfloor/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  activities,
  events,
  liveReservations,
  livestreams,
  meetingSlots,
  meetings,
} from '../schema/index.ts';
import { type DemoCalendar, demoCalendar, demoOpeningDayFor, storedDemoCalendar } from './demo-calendar.ts';
import { DEMO_EVENT_ID } from './demo-ids.ts';

/** A Beijing wall-clock text column moved by whole days, kept in the stored 'YYYY-MM-DD HH:mm:ss' form. */
const shiftedWall = (column: unknown, days: number) =>
  sql`to_char(${column}::timestamp + make_interval(days => ${days}), 'YYYY-MM-DD HH24:MI:SS')`;

/**
 * An existing data directory whose demo fair is over would show a newcomer a fair where nothing can be booked.
 * When the clock has passed the demo fair's end, the demo fair moves as a whole to open on the next Beijing day:
 * its days, meeting slots, the meetings booked in them, its activities, lives and their reservations shift by the
 * same whole number of days, so every meeting keeps its slot and every activity its place in the fair. Only rows
 * of the demo event move; any other event (an organizer's real fair) is never touched. One transaction: all of
 * it moves or none. Returns the new calendar, or null when nothing moved.
 */
export async function redateDemoFairIfPassed(db: Db, now: number): Promise<DemoCalendar | null> {
  const stored = await storedDemoCalendar(db);
  if (!stored) return null;
  let moved: DemoCalendar | null = null;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Two instances starting together on one PostgreSQL database: one moves the fair, the other then sees it moved.
    await t.execute(sql`select pg_advisory_xact_lock(20261216)`);
    const [event] = await t
      .select({ endTime: events.endTime, days: events.days })
      .from(events)
      .where(eq(events.id, DEMO_EVENT_ID));
    const first = event?.days[0]?.date;
    const last = event?.days[event.days.length - 1]?.date;
    // Over once its last day is over in Beijing: the booking range runs to the end of the last day, and that day
    // has slots after the fair's closing hour, so a restart in the afternoon must not move meetings still to come.
    if (!event || !first || !last || beijingDay(now) <= last) return;
    const target = demoCalendar(demoOpeningDayFor(now));
    const shift = daysBetween(first, target.firstDay);
    if (!(shift > 0)) return;
    // Each day keeps its hours (the files say them): only the dates move.
    const days = event.days.map((d) => {
      const date = addDays(d.date, shift);
      return { date, startTime: `${date}${d.startTime.slice(10)}`, endTime: `${date}${d.endTime.slice(10)}` };
    });
    await t
      .update(events)
      .set({
        days,
        startTime: days[0]?.startTime ?? event.endTime,
        endTime: days[days.length - 1]?.endTime ?? event.endTime,
      })
      .where(eq(events.id, DEMO_EVENT_ID));
    // Whole days later than every stored time of the fair (it is over), so no row lands on another's unique key.
    await t
      .update(meetingSlots)
      .set({
        oneDay: sql`to_char(${meetingSlots.oneDay}::date + ${shift}::int, 'YYYY-MM-DD')`,
        startTime: shiftedWall(meetingSlots.startTime, shift),
        endTime: shiftedWall(meetingSlots.endTime, shift),
      })
      .where(eq(meetingSlots.bventId, DEMO_EVENT_ID));
    // A meeting that moves is a changed meeting: its .ics SEQUENCE goes up, so a calendar that imported it takes
    // the new date (RFC 5545 keeps the copy with the higher sequence).
    await t
      .update(meetings)
      .set({ sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(meetings.bventId, DEMO_EVENT_ID));
    // Meetings keep their slot's times; activities and livestreams keep their place in the fair.
    for (const table of [meetings, activities, liveReservations, livestreams]) {
      await t
        .update(table)
        .set({ startTime: shiftedWall(table.startTime, shift), endTime: shiftedWall(table.endTime, shift) })
        .where(eq(table.bventId, DEMO_EVENT_ID));
    }
    moved = target;
  });
  return moved;
}
