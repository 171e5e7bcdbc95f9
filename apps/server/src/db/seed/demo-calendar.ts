import { addDays, beijingDay } from '@showfloor/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { events } from '../schema/index.ts';
import { DEMO_EVENT_ID } from './demo-ids.ts';

/** The demo fair runs four days. */
export const DEMO_FAIR_DAYS = 4;

/**
 * The demo fair's dates. Every dated thing in the demo (the fair's days, meeting slots, activities, the visitor's
 * livestream) is written as a fair day plus a time, so the whole fair moves as one when it is placed on other
 * dates. Day 0 is the opening day; a negative day is before the fair (the pre-show webinar).
 */
export interface DemoCalendar {
  /** The opening day, 'YYYY-MM-DD' (Beijing). */
  readonly firstDay: string;
  /** Every fair day, in order. */
  readonly days: readonly string[];
  /** Fair day `n` (0 = opening day; negative counts back before it). */
  day(n: number): string;
}

export function demoCalendar(firstDay: string): DemoCalendar {
  const days = Array.from({ length: DEMO_FAIR_DAYS }, (_, i) => addDays(firstDay, i));
  return { firstDay, days, day: (n) => addDays(firstDay, n) };
}

/**
 * Where a demo fair seeded at `now` opens: the next Beijing day, so a newcomer finds four whole days of slots to
 * book, whatever the hour they start it at.
 */
export function demoOpeningDayFor(now: number): string {
  return addDays(beijingDay(now), 1);
}

/** The demo fair as stored (its event's first day), or null when there is no demo fair in this database. */
export async function storedDemoCalendar(db: Db): Promise<DemoCalendar | null> {
  const [event] = await db.select({ days: events.days }).from(events).where(eq(events.id, DEMO_EVENT_ID));
  const first = event?.days[0]?.date;
  return first ? demoCalendar(first) : null;
}
