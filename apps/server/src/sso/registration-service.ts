import { randomUUID } from 'node:crypto';
import type { TAttendeeStatus } from '@showfloor/contracts';
import {
  canCorrectRegistration,
  canReRegister,
  type PayWay,
  type RegistrationOutcome,
  registrationOutcome,
  type VisitSource,
  visitSourceOf,
} from '@showfloor/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { events } from '../db/schema/events.ts';
import { accounts, attendees, orders, orgMembers, organizations, roleGrants } from '../db/schema/identity.ts';

export type Identity = 'visitor' | 'exhibitor';

export interface Profile {
  fullName: string;
  phone: string;
  company: string;
  jobTitle: string;
  region: 'domestic' | 'overseas';
}

export interface NewRegistration extends Profile {
  identity: Identity;
  email: string;
  passwordHash: string;
  language: string;
  bventId: string;
  payWay: PayWay | null;
  /** Where the visit came from (imv_id, f_ptype, agencyId): kept with a visitor's answers. */
  source?: VisitSource;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

class EmailTaken extends Error {}
class LinkUsed extends Error {}

function answersOf(p: Profile): Record<string, string> {
  return { fullName: p.fullName, phone: p.phone, company: p.company, jobTitle: p.jobTitle, region: p.region };
}

/**
 * The status a (re-)registration gets, decided under a lock on the event row so two visitors cannot both take
 * the last place of a waiting list (the capacity is checked in the database's own statement, not read and then written).
 */
async function decide(
  tx: Tx,
  bventId: string,
  accountId: string,
  payWay: PayWay | null,
): Promise<RegistrationOutcome & { currency: string }> {
  const [event] = await tx
    .select({ registration: events.registration, currency: events.currency })
    .from(events)
    .where(eq(events.id, bventId))
    .for('update');
  if (!event) throw new Error('event vanished');
  const [registered] = await tx
    .select({ n: count() })
    .from(attendees)
    .where(and(eq(attendees.bventId, bventId), eq(attendees.status, 'Registered')));
  const paid = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.bventId, bventId), eq(orders.accountId, accountId), eq(orders.status, 'Paid')))
    .limit(1);
  const outcome = registrationOutcome(event.registration, {
    registeredCount: registered?.n ?? 0,
    payWay,
    alreadyPaid: paid.length > 0,
  });
  return { ...outcome, currency: event.currency };
}

/** Opens the ticket order an outcome asks for, reusing the visitor's open one (never two unpaid orders). */
async function openOrder(
  tx: Tx,
  bventId: string,
  accountId: string,
  outcome: RegistrationOutcome & { currency: string },
) {
  if (!outcome.order) return;
  const open = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.bventId, bventId), eq(orders.accountId, accountId), eq(orders.status, 'Unpaid')))
    .limit(1);
  if (open[0]) {
    await tx
      .update(orders)
      .set({ amount: outcome.order.amount, payWay: outcome.order.payWay, currency: outcome.currency })
      .where(eq(orders.id, open[0].id));
    return;
  }
  await tx.insert(orders).values({
    id: randomUUID(),
    bventId,
    accountId,
    amount: outcome.order.amount,
    currency: outcome.currency,
    payWay: outcome.order.payWay,
  });
}

async function grantAttendee(tx: Tx, accountId: string, bventId: string) {
  await tx
    .insert(roleGrants)
    .values({ accountId, bventId, orgId: null, registerType: 'Attendee', isAuditSuccess: true })
    .onConflictDoNothing();
}

/**
 * A new account and its identity at the event, in one transaction: a visitor becomes an attendee (status by
 * the event's mode) with an Attendee role; an exhibitor gets an organization it administers and an Exhibition
 * role awaiting the organizer's audit. A taken email writes nothing. `claim` runs first in the same transaction
 * (the confirmation link is marked used): when it answers false, nothing is written either.
 */
export async function registerAccount(
  db: Db,
  input: NewRegistration,
  claim: (tx: Tx, accountId: string) => Promise<boolean> = async () => true,
): Promise<{ ok: true; accountId: string } | { ok: false; reason: 'emailTaken' | 'linkUsed' }> {
  try {
    const accountId = await db.transaction(async (tx) => {
      const newId = randomUUID();
      if (!(await claim(tx, newId))) throw new LinkUsed();
      const inserted = await tx
        .insert(accounts)
        .values({
          id: newId,
          email: input.email,
          passwordHash: input.passwordHash,
          fullName: input.fullName,
          phone: input.phone,
          company: input.company,
          jobTitle: input.jobTitle,
          region: input.region,
          language: input.language,
        })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      const accountId = inserted[0]?.id;
      if (!accountId) throw new EmailTaken();

      if (input.identity === 'visitor') {
        const outcome = await decide(tx, input.bventId, accountId, input.payWay);
        await tx.insert(attendees).values({
          id: randomUUID(),
          bventId: input.bventId,
          accountId,
          status: outcome.status,
          orderPayWay: outcome.orderPayWay,
          answers: { ...answersOf(input), ...visitSourceOf((n) => input.source?.[n as keyof VisitSource]) },
        });
        await openOrder(tx, input.bventId, accountId, outcome);
        await grantAttendee(tx, accountId, input.bventId);
      } else {
        const orgId = randomUUID();
        await tx
          .insert(organizations)
          .values({ id: orgId, name: input.company, nameEn: input.company, adminAccountId: accountId });
        await tx.insert(orgMembers).values({ orgId, accountId });
        await tx.insert(roleGrants).values({
          accountId,
          bventId: input.bventId,
          orgId,
          registerType: 'Exhibition',
          // Waits for the organizer's audit (the review console's exhibitor queue).
          isAuditSuccess: false,
          auditState: 'pending',
        });
      }
      return accountId;
    });
    return { ok: true, accountId };
  } catch (err) {
    if (err instanceof EmailTaken) return { ok: false, reason: 'emailTaken' };
    if (err instanceof LinkUsed) return { ok: false, reason: 'linkUsed' };
    throw err;
  }
}

export interface AttendeeRow {
  status: string;
  reviewNote: string;
  answers: Record<string, string>;
  orderPayWay: PayWay | null;
}

export async function findAttendee(db: Db, accountId: string, bventId: string): Promise<AttendeeRow | null> {
  const rows = await db
    .select({
      status: attendees.status,
      reviewNote: attendees.reviewNote,
      answers: attendees.answers,
      orderPayWay: attendees.orderPayWay,
    })
    .from(attendees)
    .where(and(eq(attendees.accountId, accountId), eq(attendees.bventId, bventId)));
  return rows[0] ?? null;
}

export async function accountProfile(db: Db, accountId: string): Promise<Profile | null> {
  const rows = await db
    .select({
      fullName: accounts.fullName,
      phone: accounts.phone,
      company: accounts.company,
      jobTitle: accounts.jobTitle,
      region: accounts.region,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return rows[0] ?? null;
}

type Change = { ok: true; status: string } | { ok: false; reason: 'notAllowed' };

/**
 * A registration moved on by the visitor: corrected (NeedComplementInfo / NeedEditInfo, new answers) or
 * registered again (Cancelled / LogOut). The same attendee row gets the status a fresh registration would get;
 * a ticket already paid stays paid. Any other state changes nothing.
 */
async function moveOn(
  db: Db,
  accountId: string,
  bventId: string,
  allowed: (status: TAttendeeStatus) => boolean,
  payWay: PayWay | null,
  profile: Profile | null,
): Promise<Change> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: attendees.id, status: attendees.status, answers: attendees.answers })
      .from(attendees)
      .where(and(eq(attendees.accountId, accountId), eq(attendees.bventId, bventId)))
      .for('update');
    if (!row || !allowed(row.status as TAttendeeStatus)) return { ok: false, reason: 'notAllowed' } as const;
    const outcome = await decide(tx, bventId, accountId, payWay);
    await tx
      .update(attendees)
      .set({
        status: outcome.status,
        orderPayWay: outcome.orderPayWay,
        answers: profile ? { ...row.answers, ...answersOf(profile) } : row.answers,
        reviewNote: profile ? '' : undefined,
        updatedAt: new Date(),
      })
      .where(eq(attendees.id, row.id));
    await openOrder(tx, bventId, accountId, outcome);
    await grantAttendee(tx, accountId, bventId);
    if (profile) await tx.update(accounts).set(profile).where(eq(accounts.id, accountId));
    return { ok: true, status: outcome.status } as const;
  });
}

export function correctRegistration(
  db: Db,
  accountId: string,
  bventId: string,
  profile: Profile,
  payWay: PayWay | null,
) {
  return moveOn(db, accountId, bventId, canCorrectRegistration, payWay, profile);
}

export function reRegister(db: Db, accountId: string, bventId: string, payWay: PayWay | null) {
  return moveOn(db, accountId, bventId, canReRegister, payWay, null);
}
