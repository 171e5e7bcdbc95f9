import { beijingToEpoch } from '@showfloor/domain';
import { demoCalendar, demoOpeningDayFor } from '../src/db/seed/demo-calendar.ts';

/**
 * The instant the server suites stand at, whatever the machine's date: 10:00 Beijing on 7 Dec 2026. The template
 * database is seeded at it, so its demo fair opens the next day and runs 8-11 Dec 2026, the dates the tests name;
 * every app a test builds reads this clock unless the test sets another.
 */
export const TEST_NOW = beijingToEpoch('2026-12-07 10:00:00');
export const TEST_FAIR = demoCalendar(demoOpeningDayFor(TEST_NOW));
