import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  accounts,
  attendees,
  benefitOverrides,
  events,
  exhibitors,
  orders,
  orgMembers,
  organizations,
  roleGrants,
} from '../schema/index.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_BELONG_ORG_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_OFFLINE_ORDER_ID,
  DEMO_ORG,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
  DEMO_PASSWORD,
  DEMO_UNPAID_ORDER_ID,
  type DemoAccountKey,
  demoAccountId,
  demoEmail,
} from './demo-ids.ts';
import { ID_PREFIX, guid } from './prng.ts';
import { runSeedStage } from './stage.ts';

/**
 * The demo accounts are a seed stage of their own, versioned apart from the demo fair: a ./data seeded before
 * identity existed gets them on its next start, and the fair is not seeded twice. Bump on a change of shape.
 */
export const IDENTITY_SEED_VERSION = 'identity-1';
const IDENTITY_SEED_KEY = 'seed_identity';

type AttendeeStatus = (typeof attendees.$inferInsert)['status'];

interface DemoPerson {
  name: string;
  region?: 'domestic' | 'overseas';
  /** Registration at the demo event, if any. */
  attendee?: { status: AttendeeStatus; orderPayWay?: 'Online' | 'OfflinePay'; reviewNote?: string };
  /** Roles at the demo event: [orgId or null, type, options]. */
  roles: [string | null, string, { forbidden?: boolean; audited?: boolean }?][];
}

const PEOPLE: Record<DemoAccountKey, DemoPerson> = {
  visitor: { name: 'Vivian Visitor', attendee: { status: 'Registered' }, roles: [[null, 'Attendee']] },
  pending: { name: 'Paul Pending', attendee: { status: 'PendingApproval' }, roles: [[null, 'Attendee']] },
  unpaid: {
    name: 'Uma Unpaid',
    attendee: { status: 'Unpaid', orderPayWay: 'Online' },
    roles: [[null, 'Attendee']],
  },
  offline: {
    name: 'Oscar Offline',
    attendee: { status: 'Unpaid', orderPayWay: 'OfflinePay' },
    roles: [[null, 'Attendee']],
  },
  denied: {
    name: 'Dana Denied',
    attendee: { status: 'Denied', reviewNote: 'The company could not be verified.' },
    roles: [[null, 'Attendee']],
  },
  needinfo: {
    name: 'Nina Needinfo',
    attendee: {
      status: 'NeedComplementInfo',
      reviewNote: 'Please add your job title and a phone number we can reach you on.',
    },
    roles: [[null, 'Attendee']],
  },
  neededit: {
    name: 'Ned Needsedit',
    attendee: { status: 'NeedEditInfo', reviewNote: 'The phone number looks wrong; please correct it.' },
    roles: [[null, 'Attendee']],
  },
  cancelled: { name: 'Carl Cancelled', attendee: { status: 'Cancelled' }, roles: [[null, 'Attendee']] },
  waitlist: { name: 'Wendy Waitlist', attendee: { status: 'WaitedList' }, roles: [[null, 'Attendee']] },
  purchaser: {
    name: 'Pia Purchaser',
    region: 'overseas',
    attendee: { status: 'Registered' },
    roles: [[null, 'Purchaser']],
  },
  exhibitor: { name: 'Eric Exhibitor', roles: [[DEMO_EXHIBITOR_ORG_ID, 'Exhibition']] },
  unaudited: { name: 'Ursula Unaudited', roles: [[DEMO_ORG.unaudited, 'Exhibition', { audited: false }]] },
  multi: {
    name: 'Max Multi',
    attendee: { status: 'Registered' },
    roles: [
      [DEMO_ORG.multiA, 'Exhibition'],
      [DEMO_ORG.multiB, 'Agency'],
      [DEMO_ORG.multiHidden, 'Exhibition'],
      [null, 'Attendee'],
    ],
  },
  agency: { name: 'Ada Agency', roles: [[DEMO_ORG.agency, 'Agency']] },
  planner: { name: 'Pat Planner', roles: [[DEMO_BELONG_ORG_ID, 'Planner']] },
  forbidden: { name: 'Fred Forbidden', roles: [[DEMO_ORG.forbidden, 'Exhibition', { forbidden: true }]] },
};

const ORGS: { id: string; name: string; nameEn: string; status?: number; admin: DemoAccountKey }[] = [
  { id: DEMO_BELONG_ORG_ID, name: 'CIIF 组委会', nameEn: 'CIIF Organizing Committee', admin: 'planner' },
  { id: DEMO_ORG.unaudited, name: '未审核科技', nameEn: 'Unaudited Tech Co.', admin: 'unaudited' },
  { id: DEMO_ORG.multiA, name: '多元机械 A', nameEn: 'Multi Machinery A', admin: 'multi' },
  { id: DEMO_ORG.multiB, name: '多元代理 B', nameEn: 'Multi Agency B', admin: 'multi' },
  { id: DEMO_ORG.multiHidden, name: '已停用公司', nameEn: 'Closed Company', status: 2, admin: 'multi' },
  { id: DEMO_ORG.agency, name: '展务代理', nameEn: 'Expo Agency Ltd.', admin: 'agency' },
  { id: DEMO_ORG.forbidden, name: '禁用公司', nameEn: 'Forbidden Trading', admin: 'forbidden' },
];

/** Ticket price of the demo orders, in minor units (CNY 199.00). */
const TICKET_PRICE = 19_900;

async function seedIdentity(db: Db): Promise<void> {
  // One hash for all: the same password, and one argon2 run keeps the seed fast.
  const passwordHash = await argon2.hash(DEMO_PASSWORD);
  const keys = Object.keys(PEOPLE) as DemoAccountKey[];
  await db.insert(accounts).values(
    keys.map((key) => ({
      id: demoAccountId(key),
      email: demoEmail(key),
      passwordHash,
      fullName: PEOPLE[key].name,
      region: PEOPLE[key].region ?? 'domestic',
      language: 'en-US',
      company: PEOPLE[key].name.split(' ')[1] ?? '',
    })),
  );

  const [demoExhibitor] = await db
    .select({ name: exhibitors.name })
    .from(exhibitors)
    .where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
  const orgs = [
    ...ORGS,
    {
      id: DEMO_EXHIBITOR_ORG_ID,
      name: demoExhibitor?.name['zh-CN'] ?? 'Demo exhibitor',
      nameEn: demoExhibitor?.name['en-US'] ?? 'Demo exhibitor',
      admin: 'exhibitor' as const,
    },
  ];
  await db
    .insert(organizations)
    .values(
      orgs.map((o) => ({
        id: o.id,
        name: o.name,
        nameEn: o.nameEn,
        orgAccountStatus: o.status ?? 1,
        adminAccountId: demoAccountId(o.admin),
      })),
    )
    .onConflictDoNothing();

  const grants = keys.flatMap((key) =>
    PEOPLE[key].roles.map(([orgId, registerType, opt]) => ({
      accountId: demoAccountId(key),
      bventId: DEMO_EVENT_ID,
      orgId,
      registerType,
      isForbidden: opt?.forbidden ?? false,
      isAuditSuccess: opt?.audited ?? true,
    })),
  );
  await db.insert(roleGrants).values(grants);
  const members = new Map<string, { orgId: string; accountId: string }>();
  for (const g of grants)
    if (g.orgId) members.set(`${g.orgId}|${g.accountId}`, { orgId: g.orgId, accountId: g.accountId });
  await db.insert(orgMembers).values([...members.values()]);

  await db.insert(attendees).values(
    keys.flatMap((key) => {
      const a = PEOPLE[key].attendee;
      if (!a) return [];
      return [
        {
          id: guid(ID_PREFIX.attendee, DEMO_ACCOUNTS[key].n),
          bventId: DEMO_EVENT_ID,
          accountId: demoAccountId(key),
          status: a.status,
          orderPayWay: a.orderPayWay ?? null,
          reviewNote: a.reviewNote ?? '',
          answers: { fullName: PEOPLE[key].name, company: PEOPLE[key].name.split(' ')[1] ?? '' },
        },
      ];
    }),
  );
  await db.insert(orders).values([
    {
      id: DEMO_UNPAID_ORDER_ID,
      bventId: DEMO_EVENT_ID,
      accountId: demoAccountId('unpaid'),
      amount: TICKET_PRICE,
      currency: 'CNY',
      payWay: 'Online',
    },
    {
      id: DEMO_OFFLINE_ORDER_ID,
      bventId: DEMO_EVENT_ID,
      accountId: demoAccountId('offline'),
      amount: TICKET_PRICE,
      currency: 'CNY',
      payWay: 'OfflinePay',
    },
  ]);

  // The agency org B of the multi-role user has no message center: the benefit merge shows in a gate.
  await db.insert(benefitOverrides).values({
    bventId: DEMO_EVENT_ID,
    orgId: DEMO_ORG.multiB,
    functionKey: 'MessageCenter',
    enable: false,
  });
  await db
    .update(exhibitors)
    .set({ visibility: 'registeredOverseas' })
    .where(eq(exhibitors.id, DEMO_OVERSEAS_ONLY_EXHIBITOR_ID));
  await db
    .update(events)
    .set({ chatRoles: ['AttendeeToExhibitor', 'ExhibitorToExhibitor'] })
    .where(eq(events.id, DEMO_EVENT_ID));
}

/** Seeds the demo accounts once, after the fair (they point at its event and exhibitors). */
export function ensureIdentitySeeded(db: Db): Promise<{ ms: number } | null> {
  return runSeedStage(db, {
    key: IDENTITY_SEED_KEY,
    version: IDENTITY_SEED_VERSION,
    lockId: 20261209,
    seed: seedIdentity,
  });
}
