import { count, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { liveReservations, meetingSlots, meetings, meta, organizations } from '../src/db/schema/index.ts';
import {
  DEMO_LAST_SEAT_SLOT_ID,
  DEMO_LIVE_RESERVATION_ID,
  demoAccountId,
  meetingContactId,
} from '../src/db/seed/demo-ids.ts';
import { ensureMeetingsSeeded } from '../src/db/seed/meetings.ts';
import { ID_PREFIX, guid } from '../src/db/seed/prng.ts';
import { freshDatabase } from './helpers.ts';
import { TEST_FAIR } from './test-clock.ts';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.database;
  close = () => fresh.pglite.close();
});
afterAll(() => close?.());

describe('meetings seed stage', () => {
  it('holds the slots of six exhibitors, the last-seat slot, the contacts and the livestream', async () => {
    const db = database.db;
    const [slots] = await db.select({ n: count() }).from(meetingSlots);
    expect(slots?.n).toBe(6 * 4 * 13);
    const [last] = await db.select().from(meetingSlots).where(eq(meetingSlots.id, DEMO_LAST_SEAT_SLOT_ID));
    expect(last).toMatchObject({ startTime: '2026-12-09 10:00:00', capacity: 1, idleCount: 1 });
    const [org] = await db
      .select({ admin: organizations.adminAccountId })
      .from(organizations)
      .where(eq(organizations.id, guid(ID_PREFIX.org, 5)));
    expect(org?.admin).toBe(meetingContactId(5));
    const [live] = await db
      .select()
      .from(liveReservations)
      .where(eq(liveReservations.id, DEMO_LIVE_RESERVATION_ID));
    expect(live).toMatchObject({ accountId: demoAccountId('visitor'), startTime: '2026-12-09 14:00:00' });
  });

  it('reaches a ./data seeded before meetings existed, on its next start, once', async () => {
    const db = database.db;
    await db.delete(liveReservations);
    await db
      .delete(meetingSlots)
      .where(notExists(db.select().from(meetings).where(eq(meetings.slotId, meetingSlots.id))));
    await db.delete(meta).where(eq(meta.key, 'seed_meetings'));
    expect(await ensureMeetingsSeeded(db, TEST_FAIR)).not.toBeNull();
    const [slots] = await db.select({ n: count() }).from(meetingSlots);
    expect(slots?.n).toBe(6 * 4 * 13);
    expect(await ensureMeetingsSeeded(db, TEST_FAIR)).toBeNull();
  });
});
