import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logDecision } from '../review/log-decision.ts';
import {
  accounts,
  attendees,
  events,
  loginTickets,
  meta,
  orders,
  organizations,
  roleGrants,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type AttendeeRow = typeof attendees.$inferSelect;

/** Who took an organizer's decision, and when (the review log's line). */
export interface Decider {
  accountId: string;
  at: Date;
}

export interface AttendeeWithOrder {
  attendee: AttendeeRow;
  order: { id: string; amount: number; currency: string } | null;
}

/** Drizzle only: the identity calls' reads and their guarded writes. */
export class IdentityRepository {
  constructor(private readonly db: Db) {}

  async account(id: string) {
    const [row] = await this.db
      .select({
        id: accounts.id,
        email: accounts.email,
        fullName: accounts.fullName,
        tenantId: accounts.tenantId,
      })
      .from(accounts)
      .where(eq(accounts.id, id))
      .limit(1);
    return row ?? null;
  }

  async topOrgOf(bventId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ topOrgId: events.topOrgId })
      .from(events)
      .where(eq(events.id, bventId))
      .limit(1);
    return row?.topOrgId ?? null;
  }

  /** The registration and its first (oldest) unpaid ticket order. */
  async attendeeWithOrder(bventId: string, accountId: string): Promise<AttendeeWithOrder | null> {
    const [attendee] = await this.db
      .select()
      .from(attendees)
      .where(and(eq(attendees.bventId, bventId), eq(attendees.accountId, accountId)))
      .limit(1);
    if (!attendee) return null;
    const [order] = await this.db
      .select({ id: orders.id, amount: orders.amount, currency: orders.currency })
      .from(orders)
      .where(and(eq(orders.bventId, bventId), eq(orders.accountId, accountId), eq(orders.status, 'Unpaid')))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(1);
    return { attendee, order: order ?? null };
  }

  async adminOf(orgId: string) {
    const [row] = await this.db
      .select({ accountId: accounts.id, fullName: accounts.fullName, orgId: organizations.id })
      .from(organizations)
      .innerJoin(accounts, eq(accounts.id, organizations.adminAccountId))
      .where(eq(organizations.id, orgId))
      .limit(1);
    return row ?? null;
  }

  async order(orderId: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    return row ?? null;
  }

  async insertTicket(hash: string, accountId: string, ttlSeconds: number): Promise<void> {
    await this.db.insert(loginTickets).values({
      ticketHash: hash,
      accountId,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
  }

  /** Uses a ticket: one guarded UPDATE, so two exchanges racing cannot both win. */
  async useTicket(hash: string): Promise<string | null> {
    const rows = await this.db
      .update(loginTickets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(loginTickets.ticketHash, hash),
          isNull(loginTickets.usedAt),
          gt(loginTickets.expiresAt, sql`now()`),
        ),
      )
      .returning({ accountId: loginTickets.accountId });
    return rows[0]?.accountId ?? null;
  }

  /**
   * Approves or rejects every Exhibition grant of the organization at the event (audit_state kept in step with
   * is_audit_success, the note cleared: this call has none), logged in the same transaction.
   */
  async auditExhibitor(bventId: string, orgId: string, pass: boolean, by: Decider): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(roleGrants)
        .set({ isAuditSuccess: pass, auditState: pass ? 'approved' : 'rejected', auditNote: '' })
        .where(
          and(
            eq(roleGrants.bventId, bventId),
            eq(roleGrants.orgId, orgId),
            eq(roleGrants.registerType, 'Exhibition'),
          ),
        )
        .returning({ id: roleGrants.id });
      if (rows.length === 0) return 0;
      const [org] = await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      await logDecision(tx, {
        bventId,
        subject: 'exhibitor',
        subjectId: orgId,
        subjectName: org?.name ?? '',
        decision: pass ? 'approve' : 'reject',
        note: '',
        byAccountId: by.accountId,
        at: by.at,
      });
      return rows.length;
    });
  }

  /** The organizer's decision on a visitor's registration (the status it leads to), logged with its note. */
  async reviewAttendee(
    bventId: string,
    accountId: string,
    status: string,
    note: string,
    by: Decider,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(attendees)
        .set({ status, reviewNote: note, updatedAt: sql`now()` })
        .where(and(eq(attendees.bventId, bventId), eq(attendees.accountId, accountId)))
        .returning({ id: attendees.id });
      if (rows.length === 0) return false;
      const [who] = await tx
        .select({ fullName: accounts.fullName })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      await logDecision(tx, {
        bventId,
        subject: 'attendee',
        subjectId: accountId,
        subjectName: who?.fullName ?? '',
        decision: status,
        note,
        byAccountId: by.accountId,
        at: by.at,
      });
      return true;
    });
  }

  /**
   * Settles an unpaid order and registers its attendee, in one transaction. The order's UPDATE is guarded
   * (status still Unpaid), so a second payment, or two racing, change nothing: 'already' is answered then. The
   * organizer's mark (`by`) is logged in the same transaction.
   */
  async markPaid(
    orderId: string,
    paidBy: 'offline' | 'test',
    bventId: string | null,
    by?: Decider,
  ): Promise<{ outcome: 'paid' | 'already' | 'missing'; order: OrderRow | null }> {
    return this.db.transaction(async (tx) => {
      const where = bventId
        ? and(eq(orders.id, orderId), eq(orders.bventId, bventId), eq(orders.status, 'Unpaid'))
        : and(eq(orders.id, orderId), eq(orders.status, 'Unpaid'));
      const [paid] = await tx
        .update(orders)
        .set({ status: 'Paid', paidBy, paidAt: sql`now()` })
        .where(where)
        .returning();
      if (!paid) {
        const [existing] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
        const mine = existing && (!bventId || existing.bventId === bventId) ? existing : null;
        return { outcome: mine?.status === 'Paid' ? 'already' : 'missing', order: mine };
      }
      await tx
        .update(attendees)
        .set({ status: 'Registered', orderPayWay: null, updatedAt: sql`now()` })
        .where(and(eq(attendees.bventId, paid.bventId), eq(attendees.accountId, paid.accountId)));
      if (by) {
        const [buyer] = await tx
          .select({ fullName: accounts.fullName })
          .from(accounts)
          .where(eq(accounts.id, paid.accountId));
        await logDecision(tx, {
          bventId: paid.bventId,
          subject: 'payment',
          subjectId: paid.id,
          subjectName: buyer?.fullName ?? '',
          decision: 'markPaid',
          note: '',
          byAccountId: by.accountId,
          at: by.at,
        });
      }
      return { outcome: 'paid', order: paid };
    });
  }

  /** A value of the meta table, created once with `make()` when missing (first writer wins). */
  async metaValue(key: string, make: () => string): Promise<string> {
    await this.db.insert(meta).values({ key, value: make() }).onConflictDoNothing();
    const [row] = await this.db.select({ value: meta.value }).from(meta).where(eq(meta.key, key));
    if (!row) throw new Error(`meta ${key} missing after insert`);
    return row.value;
  }
}
