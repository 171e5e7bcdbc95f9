import argon2 from 'argon2';
import { eq, inArray, sql } from 'drizzle-orm';
import { cutDay } from '@showfloor/domain';
import type { Db } from '../client.ts';
import {
  accounts,
  exhibitors,
  liveReservations,
  meetingSlots,
  orgMembers,
  organizations,
  roleGrants,
} from '../schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_LAST_SEAT_SLOT_ID,
  DEMO_LIVE_RESERVATION_ID,
  DEMO_MEETING_EXHIBITORS,
  DEMO_PASSWORD,
  demoAccountId,
  exhibitorId,
  meetingContactEmail,
  meetingContactId,
  meetingSlotId,
} from './demo-ids.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import { runSeedStage } from './stage.ts';

/**
 * Meeting booking's demo data, a seed stage versioned apart from the fair (like identity.ts): the slots of six
 * exhibitors on every fair day, a receiving account for each exhibitor's organization (the demo exhibitor's is
 * the `exhibitor` demo account, its org admin already), and the demo visitor's livestream on the fair's second
 * day, 14:00-15:00,
 * so the dialog's live-conflict question can be seen. A ./data seeded before meetings gets it on its next start.
 */
export const MEETINGS_SEED_VERSION = 'meetings-1';
const MEETINGS_SEED_KEY = 'seed_meetings';

const SLOT_MINUTES = 30;
const SEATS = 3;

function slotRows(orgOf: Map<string, string>, calendar: DemoCalendar) {
  const rows: (typeof meetingSlots.$inferInsert)[] = [];
  for (const n of DEMO_MEETING_EXHIBITORS) {
    const orgId = orgOf.get(exhibitorId(n));
    if (!orgId) continue;
    calendar.days.forEach((day, d) => {
      const cuts = [
        ...cutDay(day, '09:00', '12:00', SLOT_MINUTES),
        ...cutDay(day, '13:30', '17:00', SLOT_MINUTES),
      ];
      cuts.forEach((c, k) => {
        const id = meetingSlotId(n, d, k);
        const capacity = id === DEMO_LAST_SEAT_SLOT_ID ? 1 : SEATS;
        rows.push({
          id,
          bventId: DEMO_EVENT_ID,
          exhibitorId: exhibitorId(n),
          orgId,
          oneDay: day,
          startTime: c.startTime,
          endTime: c.endTime,
          capacity,
          idleCount: capacity,
        });
      });
    });
  }
  return rows;
}

async function seedMeetings(db: Db, calendar: DemoCalendar): Promise<void> {
  const ids = DEMO_MEETING_EXHIBITORS.map((n) => exhibitorId(n));
  const rows = await db
    .select({ id: exhibitors.id, orgId: exhibitors.orgId, name: exhibitors.name })
    .from(exhibitors)
    .where(inArray(exhibitors.id, ids));
  const orgOf = new Map(rows.map((r) => [r.id, r.orgId]));

  // A receiving account for each org that has none yet (the demo exhibitor's org has the `exhibitor` account).
  const contacts = DEMO_MEETING_EXHIBITORS.filter((n) => n !== 1).flatMap((n) => {
    const row = rows.find((r) => r.id === exhibitorId(n));
    return row ? [{ n, orgId: row.orgId, name: row.name }] : [];
  });
  if (contacts.length > 0) {
    const passwordHash = await argon2.hash(DEMO_PASSWORD);
    await db
      .insert(accounts)
      .values(
        contacts.map((c) => ({
          id: meetingContactId(c.n),
          email: meetingContactEmail(c.n),
          passwordHash,
          fullName: `Contact ${c.n}`,
          company: c.name['en-US'] ?? c.name['zh-CN'] ?? '',
          jobTitle: 'Sales manager',
          language: 'en-US',
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(organizations)
      .values(
        contacts.map((c) => ({
          id: c.orgId,
          name: c.name['zh-CN'] ?? c.name['en-US'] ?? '',
          nameEn: c.name['en-US'] ?? '',
          adminAccountId: meetingContactId(c.n),
        })),
      )
      .onConflictDoNothing();
    for (const c of contacts)
      await db
        .update(organizations)
        .set({ adminAccountId: meetingContactId(c.n) })
        .where(sql`${organizations.id} = ${c.orgId} and ${organizations.adminAccountId} is null`);
    await db
      .insert(orgMembers)
      .values(contacts.map((c) => ({ orgId: c.orgId, accountId: meetingContactId(c.n) })))
      .onConflictDoNothing();
    await db
      .insert(roleGrants)
      .values(
        contacts.map((c) => ({
          accountId: meetingContactId(c.n),
          bventId: DEMO_EVENT_ID,
          orgId: c.orgId,
          registerType: 'Exhibition',
        })),
      )
      .onConflictDoNothing();
  }

  await db.insert(meetingSlots).values(slotRows(orgOf, calendar)).onConflictDoNothing();
  const [visitor] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, demoAccountId('visitor')));
  if (visitor)
    await db
      .insert(liveReservations)
      .values({
        id: DEMO_LIVE_RESERVATION_ID,
        bventId: DEMO_EVENT_ID,
        accountId: visitor.id,
        liveTitle: {
          'zh-CN': '新品发布直播',
          'zh-HK': '新品發佈直播',
          'en-US': 'New product launch livestream',
          'pt-PT': 'Transmissão do lançamento de novos produtos',
        },
        startTime: `${calendar.day(1)} 14:00:00`,
        endTime: `${calendar.day(1)} 15:00:00`,
      })
      .onConflictDoNothing();
}

/** Runs the stage once, after the fair and the demo accounts (the slots and the livestream point at them). */
export function ensureMeetingsSeeded(db: Db, calendar: DemoCalendar): Promise<{ ms: number } | null> {
  return runSeedStage(db, {
    key: MEETINGS_SEED_KEY,
    version: MEETINGS_SEED_VERSION,
    lockId: 20261215,
    seed: (tx) => seedMeetings(tx, calendar),
  });
}
