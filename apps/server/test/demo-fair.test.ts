import { PGlite } from '@electric-sql/pglite';
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import {
  accounts,
  activities,
  areaNodes,
  callingCodes,
  events,
  exhibitors,
  liveReservations,
  meetingSlots,
  meta,
  organizations,
  pavilions,
  products,
  projects,
  videos,
} from '../src/db/schema/index.ts';
import * as ids from '../src/db/seed/demo-ids.ts';
import { loadReference } from '../src/db/seed/reference-data.ts';
import { DEMO_FAIR_DIR, SEED_VERSION, ensureSeeded } from '../src/db/seed/seed.ts';
import { ImportRefused, loadFair } from '../src/fair-import/import-fair.ts';
import { formatProblem, readFairFolder } from '../src/fair-import/read-fair.ts';
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

describe('the demo fair as data (apps/server/demo/fair)', () => {
  it('is a fair folder the loader reads without a problem, every row checked by the schema', () => {
    const read = readFairFolder(DEMO_FAIR_DIR);
    expect(read.problems.map(formatProblem)).toEqual([]);
    expect(read.fair?.event.id).toBe(ids.DEMO_EVENT_ID);
    // No dates in the files: the fair is placed by the day it is seeded.
    expect(read.fair?.event.days.every((d) => d.date === undefined)).toBe(true);
    expect(read.exhibitors).toHaveLength(ids.DEMO_EXHIBITOR_COUNT);
    read.exhibitors.forEach((e, i) => {
      expect(e.value.id).toBe(ids.exhibitorId(i + 1));
      expect(e.value.status).toBe(ids.exhibitorStatus(i + 1));
    });
    expect(read.accounts.accounts.map((a) => a.email)).toEqual(
      expect.arrayContaining(
        Object.keys(ids.DEMO_ACCOUNTS).map((k) => ids.demoEmail(k as ids.DemoAccountKey)),
      ),
    );
  });

  it('holds every row the tests and journeys name (demo-ids.ts), in the state they expect', async () => {
    const db = database.db;
    const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
    expect(
      await one(db.select().from(exhibitors).where(eq(exhibitors.id, ids.DEMO_OVERSEAS_ONLY_EXHIBITOR_ID))),
    ).toMatchObject({
      visibility: 'registeredOverseas',
    });
    expect(
      await one(db.select().from(products).where(eq(products.id, ids.DEMO_DELISTED_PRODUCT_ID))),
    ).toMatchObject({
      status: 'delisted',
      exhibitorId: ids.DEMO_EXHIBITOR_ID,
    });
    expect(
      await one(db.select().from(projects).where(eq(projects.id, ids.DEMO_BANNED_PROJECT_ID))),
    ).toMatchObject({
      status: 'banned',
    });
    expect(
      await one(db.select().from(pavilions).where(eq(pavilions.id, ids.DEMO_UPLOADING_DATA_PAVILION_ID))),
    ).toMatchObject({
      status: 'uploadingData',
    });
    expect(await one(db.select().from(videos).where(eq(videos.id, ids.DEMO_VIDEO_ID)))).toMatchObject({
      exhibitorId: ids.DEMO_EXHIBITOR_ID,
    });
    expect(
      await one(db.select().from(activities).where(eq(activities.id, ids.DEMO_SOLD_OUT_ACTIVITY_ID))),
    ).toMatchObject({
      capacity: 60,
      registeredCount: 60,
    });
    const [slots] = await db.select({ n: count() }).from(meetingSlots);
    expect(slots?.n).toBe(6 * 4 * 13);
    // Fair day 2 at 10:00, one seat; the test clock's fair opens on 8 December.
    expect(
      await one(db.select().from(meetingSlots).where(eq(meetingSlots.id, ids.DEMO_LAST_SEAT_SLOT_ID))),
    ).toMatchObject({
      startTime: `${TEST_FAIR.day(1)} 10:00:00`,
      capacity: 1,
      idleCount: 1,
    });
    expect(
      await one(
        db.select().from(liveReservations).where(eq(liveReservations.id, ids.DEMO_LIVE_RESERVATION_ID)),
      ),
    ).toMatchObject({
      accountId: ids.demoAccountId('visitor'),
      startTime: `${TEST_FAIR.day(1)} 14:00:00`,
    });
    const [org] = await db
      .select({ admin: organizations.adminAccountId })
      .from(organizations)
      .where(eq(organizations.id, ids.guid(ids.ID_PREFIX.org, 5)));
    expect(org?.admin).toBe(ids.meetingContactId(5));
    const [people] = await db
      .select({ n: count() })
      .from(accounts)
      .where(like(accounts.email, '%@demo.showfloor.test'));
    expect(people?.n).toBe(Object.keys(ids.DEMO_ACCOUNTS).length);
  });

  it('is seeded once: a seeded database, of this version or an earlier one, is left as its users made it', async () => {
    const db = database.db;
    const [version] = await db.select().from(meta).where(eq(meta.key, 'seed_version'));
    expect(version?.value).toBe(SEED_VERSION);
    await db.update(exhibitors).set({ visitCount: 4242 }).where(eq(exhibitors.id, ids.DEMO_EXHIBITOR_ID));
    await db.update(meta).set({ value: 'demo-1' }).where(eq(meta.key, 'seed_version'));
    expect(await ensureSeeded(db, TEST_FAIR.firstDay)).toBeNull();
    const [kept] = await db.select().from(exhibitors).where(eq(exhibitors.id, ids.DEMO_EXHIBITOR_ID));
    expect(kept?.visitCount).toBe(4242);
  });

  it('goes through the organizer’s loader: without an opening day its dateless days are refused', async () => {
    const fresh = await openDatabase({ pglite: new PGlite() });
    try {
      const refused = await loadFair(fresh.db, DEMO_FAIR_DIR).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ImportRefused);
      expect((refused as ImportRefused).problems.map(formatProblem)).toEqual([
        'fair.json, event.days.0.date: is required: give every day of the fair its date',
      ]);
      const [n] = await fresh.db.select({ n: count() }).from(events);
      expect(n?.n).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('is taken back whole when the load fails late: no demo rows and no seed mark', async () => {
    const fresh = await openDatabase({ pglite: new PGlite() });
    try {
      // A rule no demo slot satisfies fails the load after the event, exhibitors and products are written, as a
      // crash there would.
      await fresh.db.execute(sql`alter table meeting_slots add constraint slots_break check (capacity > 5)`);
      await expect(ensureSeeded(fresh.db, '2031-05-05')).rejects.toThrow();
      const [e] = await fresh.db.select({ n: count() }).from(exhibitors);
      const [m] = await fresh.db.select({ n: count() }).from(meta).where(eq(meta.key, 'seed_version'));
      expect([e?.n, m?.n]).toEqual([0, 0]);
    } finally {
      await fresh.close();
    }
  });
});

describe('reference data (apps/server/reference/areas.json)', () => {
  it('holds countries with calling codes and the area tree, and adds only what is missing', async () => {
    const db = database.db;
    const [cn] = await db.select().from(callingCodes).where(eq(callingCodes.countryCode, 'CN'));
    expect(cn).toMatchObject({ areaCode: '+86', name: { 'zh-CN': '中国', 'en-US': 'China' } });
    const tree = await db
      .select({ code: areaNodes.code, parent: areaNodes.parentCode, level: areaNodes.level })
      .from(areaNodes)
      .where(inArray(areaNodes.code, ['CN-BJ', 'CN-BJ-HD', 'PT']));
    expect(tree).toEqual(
      expect.arrayContaining([
        { code: 'CN-BJ', parent: 'CN', level: 2 },
        { code: 'CN-BJ-HD', parent: 'CN-BJ', level: 3 },
        { code: 'PT', parent: null, level: 1 },
      ]),
    );
    expect(await loadReference(db)).toBe(0);
    // A row deleted by hand comes back at the next start; nothing else is added.
    await db.delete(areaNodes).where(eq(areaNodes.code, 'CN-BJ-HD'));
    expect(await loadReference(db)).toBe(1);
    expect(await loadReference(db)).toBe(0);
  });
});
