import type {
  TAttendeeQueueState,
  TExhibitorAuditState,
  TPaymentQueueState,
  TReviewSubject,
} from '@showfloor/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { demands } from '../../db/schema/demands.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { accounts, attendees, orders, organizations, roleGrants } from '../../db/schema/identity.ts';
import { products } from '../../db/schema/products.ts';
import { reviewLog } from '../../db/schema/review-log.ts';
import type { Localized } from '../../db/schema/types.ts';
import { indexExhibitors } from '../../db/seed/search-index.ts';
import { APPROVED_STATES } from '../workbench/workbench.repository.ts';
import { type Decision, logDecision } from './log-decision.ts';

const G = roleGrants;

/** A keyword as an ILIKE pattern that matches it anywhere, its own wildcards taken literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One grant's audit as the console shows it. is_audit_success is what the gates read, so it decides "approved";
 * a grant not approved whose audit_state still says approved (written by a loader that knows only the flag) waits.
 */
const grantAudit = sql<TExhibitorAuditState>`case when ${G.isAuditSuccess} then 'approved'
  when ${G.auditState} in ('pending', 'approved') then 'pending' else ${G.auditState} end`;

/**
 * An organization's audit over its Exhibition grants at the event (a decision writes them all alike): approved
 * when every grant is, else the first of pending, needs modification, rejected that one of them is in.
 */
const orgAudit = sql<TExhibitorAuditState>`case when bool_and(${G.isAuditSuccess}) then 'approved'
  when bool_or(not ${G.isAuditSuccess} and ${G.auditState} in ('pending', 'approved')) then 'pending'
  when bool_or(not ${G.isAuditSuccess} and ${G.auditState} = 'needsModification') then 'needsModification'
  else 'rejected' end`;

/** An exhibiting organization's registration as a queue row. */
export interface AuditRow {
  orgId: string;
  orgName: string | null;
  orgNameEn: string | null;
  audit: TExhibitorAuditState;
  note: string;
  registeredAt: Date;
  exhibitor: { id: string; name: Localized; logo: string; status: string } | null;
}

export interface MemberRow {
  orgId: string;
  accountId: string;
  fullName: string;
  email: string;
}

export interface AttendeeQueueRow {
  accountId: string;
  fullName: string;
  email: string;
  status: string;
  orderPayWay: string | null;
  answers: Record<string, string>;
  note: string;
  registeredAt: Date;
}

export interface PaymentRow {
  orderId: string;
  bventId: string;
  accountId: string;
  fullName: string;
  email: string;
  amount: number;
  currency: string;
  payWay: string;
  status: TPaymentQueueState;
  createdAt: Date;
  paidAt: Date | null;
}

export interface LogRow {
  id: number;
  subject: string;
  subjectId: string;
  subjectName: string;
  decision: string;
  note: string;
  byAccountId: string | null;
  fullName: string | null;
  at: Date;
}

export interface Page {
  offset: number;
  limit: number;
}

const paymentColumns = {
  orderId: orders.id,
  bventId: orders.bventId,
  accountId: orders.accountId,
  fullName: accounts.fullName,
  email: accounts.email,
  amount: orders.amount,
  currency: orders.currency,
  payWay: orders.payWay,
  status: orders.status,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/** Drizzle only: the review console's queues, its decisions (each logged in its own transaction) and the log. */
export class ReviewRepository {
  constructor(private readonly db: Db) {}

  /** The same repository inside one transaction: a decision and its log line stand or fall together. */
  transaction<T>(work: (repo: ReviewRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ReviewRepository(tx as unknown as Db)));
  }

  log(d: Decision): Promise<void> {
    return logDecision(this.db, d);
  }

  // ---- What waits ----

  async summary(bventId: string) {
    const [exhibitorRows, [productRow], [attendeeRow], [paymentRow], [demandRow]] = await Promise.all([
      this.db
        .select({ orgId: G.orgId })
        .from(G)
        .where(and(eq(G.bventId, bventId), eq(G.registerType, 'Exhibition'), isNotNull(G.orgId)))
        .groupBy(G.orgId)
        .having(sql`${orgAudit} = 'pending'`),
      this.db
        .select({ n: count() })
        .from(products)
        .where(
          and(
            eq(products.bventId, bventId),
            or(
              eq(products.status, 'pendingReview'),
              and(
                eq(products.revisionState, 'pendingReview'),
                inArray(products.status, [...APPROVED_STATES]),
              ),
            ),
          ),
        ),
      this.db
        .select({ n: count() })
        .from(attendees)
        .where(and(eq(attendees.bventId, bventId), eq(attendees.status, 'PendingApproval'))),
      this.db
        .select({ n: count() })
        .from(orders)
        .where(
          and(eq(orders.bventId, bventId), eq(orders.status, 'Unpaid'), eq(orders.payWay, 'OfflinePay')),
        ),
      this.db
        .select({ n: count() })
        .from(demands)
        .where(and(eq(demands.bventId, bventId), eq(demands.state, 'pending'))),
    ]);
    return {
      exhibitors: exhibitorRows.length,
      products: productRow?.n ?? 0,
      attendees: attendeeRow?.n ?? 0,
      payments: paymentRow?.n ?? 0,
      demands: demandRow?.n ?? 0,
    };
  }

  // ---- Exhibiting organizations ----

  /** The event's exhibiting organizations, one row each, with their audit (a subquery to join and filter on). */
  private registrations(bventId: string) {
    return this.db
      .select({
        orgId: sql<string>`${G.orgId}`.as('reg_org_id'),
        audit: orgAudit.as('reg_audit'),
        note: sql<string>`max(${G.auditNote})`.as('reg_note'),
        registeredAt: sql<Date>`min(${G.createdAt})`.mapWith(G.createdAt).as('reg_registered_at'),
      })
      .from(G)
      .where(and(eq(G.bventId, bventId), eq(G.registerType, 'Exhibition'), isNotNull(G.orgId)))
      .groupBy(G.orgId)
      .as('reg');
  }

  /** The organization's or its exhibitor's name holds the keyword (any language of the exhibitor's). */
  private named(pattern: string): SQL {
    return or(
      ilike(organizations.name, pattern),
      ilike(organizations.nameEn, pattern),
      sql`exists (select 1 from jsonb_each_text(${exhibitors.name}) as n(lang, text) where n.text ilike ${pattern})`,
    )!;
  }

  private exhibitorColumn() {
    return sql<AuditRow['exhibitor']>`case when ${exhibitors.id} is null then null else
      json_build_object('id', ${exhibitors.id}, 'name', ${exhibitors.name}, 'logo', ${exhibitors.logo},
        'status', ${exhibitors.status}) end`;
  }

  /**
   * Registrations in an audit state: the longest waiting first while they wait (pending), the latest first
   * otherwise. With `orgId`, that one organization whatever its state.
   */
  async registrationsIn(
    bventId: string,
    filter: { state?: TExhibitorAuditState; orgId?: string; keyword?: string },
    page: Page,
  ): Promise<AuditRow[]> {
    const reg = this.registrations(bventId);
    const where = and(
      filter.state ? eq(reg.audit, filter.state) : undefined,
      filter.orgId ? eq(reg.orgId, filter.orgId) : undefined,
      filter.keyword ? this.named(likePattern(filter.keyword)) : undefined,
    );
    return this.db
      .select({
        orgId: reg.orgId,
        orgName: organizations.name,
        orgNameEn: organizations.nameEn,
        audit: reg.audit,
        note: reg.note,
        registeredAt: reg.registeredAt,
        exhibitor: this.exhibitorColumn(),
      })
      .from(reg)
      .leftJoin(organizations, eq(organizations.id, reg.orgId))
      .leftJoin(exhibitors, and(eq(exhibitors.bventId, bventId), eq(exhibitors.orgId, reg.orgId)))
      .where(where)
      .orderBy(filter.state === 'pending' ? asc(reg.registeredAt) : desc(reg.registeredAt), asc(reg.orgId))
      .offset(page.offset)
      .limit(page.limit);
  }

  /**
   * Banned exhibitors of the event (latest first), or the one exhibitor `exhibitorId` whatever its status, with
   * their organization's registration when it has one (an exhibitor the organizer loaded may have none: approved
   * by being loaded).
   */
  async exhibitorRows(
    bventId: string,
    filter: { exhibitorId?: string; keyword?: string },
    page: Page,
  ): Promise<AuditRow[]> {
    const reg = this.registrations(bventId);
    return this.db
      .select({
        orgId: exhibitors.orgId,
        orgName: organizations.name,
        orgNameEn: organizations.nameEn,
        audit: sql<TExhibitorAuditState>`coalesce(${reg.audit}, 'approved')`,
        note: sql<string>`coalesce(${reg.note}, '')`,
        registeredAt: sql<Date>`coalesce(${reg.registeredAt}, ${exhibitors.createdAt})`.mapWith(
          exhibitors.createdAt,
        ),
        exhibitor: this.exhibitorColumn(),
      })
      .from(exhibitors)
      .leftJoin(reg, eq(reg.orgId, exhibitors.orgId))
      .leftJoin(organizations, eq(organizations.id, exhibitors.orgId))
      .where(
        and(
          eq(exhibitors.bventId, bventId),
          filter.exhibitorId ? eq(exhibitors.id, filter.exhibitorId) : eq(exhibitors.status, 'banned'),
          filter.keyword ? this.named(likePattern(filter.keyword)) : undefined,
        ),
      )
      .orderBy(desc(exhibitors.createdAt), asc(exhibitors.id))
      .offset(page.offset)
      .limit(page.limit);
  }

  /** How many organizations are in each audit state, and how many of the event's exhibitors are banned. */
  async auditCounts(bventId: string): Promise<{ states: Map<string, number>; banned: number }> {
    const reg = this.registrations(bventId);
    const [states, [banned]] = await Promise.all([
      this.db.select({ audit: reg.audit, n: count() }).from(reg).groupBy(reg.audit),
      this.db
        .select({ n: count() })
        .from(exhibitors)
        .where(and(eq(exhibitors.bventId, bventId), eq(exhibitors.status, 'banned'))),
    ]);
    return { states: new Map(states.map((s) => [s.audit, s.n])), banned: banned?.n ?? 0 };
  }

  /** The accounts holding each organization's Exhibition role at the event. */
  async members(bventId: string, orgIds: readonly string[]): Promise<MemberRow[]> {
    if (orgIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({
        orgId: sql<string>`${G.orgId}`,
        accountId: accounts.id,
        fullName: accounts.fullName,
        email: accounts.email,
      })
      .from(G)
      .innerJoin(accounts, eq(accounts.id, G.accountId))
      .where(and(eq(G.bventId, bventId), eq(G.registerType, 'Exhibition'), inArray(G.orgId, [...orgIds])))
      .orderBy(asc(accounts.fullName), asc(accounts.id));
    return rows;
  }

  /** The organization's name as registered (null when no such organization). */
  async orgName(orgId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    return row?.name ?? null;
  }

  /** Whether the organization registered to exhibit at the event. */
  async registered(bventId: string, orgId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: G.id })
      .from(G)
      .where(and(eq(G.bventId, bventId), eq(G.orgId, orgId), eq(G.registerType, 'Exhibition')))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Decides the organization's Exhibition grants that are in one of `from` (each grant by its own audit):
   * is_audit_success follows the state (approved <=> true). Answers how many grants changed.
   */
  async decideRegistration(
    bventId: string,
    orgId: string,
    from: readonly TExhibitorAuditState[],
    to: TExhibitorAuditState,
    note: string,
  ): Promise<number> {
    const rows = await this.db
      .update(G)
      .set({ auditState: to, auditNote: note, isAuditSuccess: to === 'approved' })
      .where(
        and(
          eq(G.bventId, bventId),
          eq(G.orgId, orgId),
          eq(G.registerType, 'Exhibition'),
          inArray(grantAudit, [...from]),
        ),
      )
      .returning({ id: G.id });
    return rows.length;
  }

  // ---- Exhibitors ----

  async exhibitor(bventId: string, id: string) {
    const [row] = await this.db
      .select({
        id: exhibitors.id,
        orgId: exhibitors.orgId,
        status: exhibitors.status,
        name: exhibitors.name,
      })
      .from(exhibitors)
      .where(and(eq(exhibitors.id, id), eq(exhibitors.bventId, bventId)));
    return row ?? null;
  }

  /**
   * Serializes the changes of one exhibitor's search documents until the transaction ends (the same lock the
   * workbench's product decisions take): a re-index reads the exhibitor and every product of it, so two at once
   * could write a document from a stale read.
   */
  async lockExhibitor(exhibitorId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`workbench:${exhibitorId}`}))`);
  }

  /**
   * Bans an exhibitor (whatever its status) or lifts its ban (banned -> normal); false when it already was as
   * asked: nothing written.
   */
  async setBanned(id: string, banned: boolean): Promise<boolean> {
    const rows = await this.db
      .update(exhibitors)
      .set({ status: banned ? 'banned' : 'normal' })
      .where(
        and(
          eq(exhibitors.id, id),
          banned ? ne(exhibitors.status, 'banned') : eq(exhibitors.status, 'banned'),
        ),
      )
      .returning({ id: exhibitors.id });
    return rows.length > 0;
  }

  /**
   * The organization's exhibitors at the event that waited for its audit (notPassed) become normal: shown to
   * visitors from now on. Banned ones stay banned. Their ids, locked exclusively for the re-index that follows.
   */
  async passExhibitors(bventId: string, orgId: string): Promise<string[]> {
    const rows = await this.db
      .update(exhibitors)
      .set({ status: 'normal' })
      .where(
        and(eq(exhibitors.bventId, bventId), eq(exhibitors.orgId, orgId), eq(exhibitors.status, 'notPassed')),
      )
      .returning({ id: exhibitors.id });
    for (const r of rows) await this.lockExhibitor(r.id);
    return rows.map((r) => r.id);
  }

  async reindex(exhibitorId: string): Promise<void> {
    await indexExhibitors(this.db, [exhibitorId]);
  }

  // ---- Visitors' registrations ----

  private attendeesWhere(bventId: string, state: TAttendeeQueueState, keyword: string): SQL {
    const pattern = keyword ? likePattern(keyword) : null;
    return and(
      eq(attendees.bventId, bventId),
      eq(attendees.status, state),
      pattern ? or(ilike(accounts.fullName, pattern), ilike(accounts.email, pattern)) : undefined,
    )!;
  }

  /** Registrations in a status: the longest waiting first while they wait for a decision, else the latest change. */
  attendeeQueue(
    bventId: string,
    state: TAttendeeQueueState,
    keyword: string,
    page: Page,
  ): Promise<AttendeeQueueRow[]> {
    return this.db
      .select({
        accountId: attendees.accountId,
        fullName: accounts.fullName,
        email: accounts.email,
        status: attendees.status,
        orderPayWay: attendees.orderPayWay,
        answers: attendees.answers,
        note: attendees.reviewNote,
        registeredAt: attendees.createdAt,
      })
      .from(attendees)
      .innerJoin(accounts, eq(accounts.id, attendees.accountId))
      .where(this.attendeesWhere(bventId, state, keyword))
      .orderBy(
        state === 'PendingApproval' ? asc(attendees.createdAt) : desc(attendees.updatedAt),
        asc(attendees.accountId),
      )
      .offset(page.offset)
      .limit(page.limit);
  }

  async attendeeCounts(bventId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ status: attendees.status, n: count() })
      .from(attendees)
      .where(eq(attendees.bventId, bventId))
      .groupBy(attendees.status);
    return new Map(rows.map((r) => [r.status, r.n]));
  }

  // ---- Offline payments ----

  /** Offline orders in a state: unpaid ones the longest waiting first, the others the latest first. */
  paymentQueue(
    bventId: string,
    state: TPaymentQueueState,
    keyword: string,
    page: Page,
  ): Promise<PaymentRow[]> {
    const pattern = keyword ? likePattern(keyword) : null;
    return this.db
      .select(paymentColumns)
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(
        and(
          eq(orders.bventId, bventId),
          eq(orders.payWay, 'OfflinePay'),
          eq(orders.status, state),
          pattern ? or(ilike(accounts.fullName, pattern), ilike(accounts.email, pattern)) : undefined,
        ),
      )
      .orderBy(
        state === 'Unpaid'
          ? asc(orders.createdAt)
          : desc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`),
        asc(orders.id),
      )
      .offset(page.offset)
      .limit(page.limit);
  }

  async paymentCounts(bventId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(and(eq(orders.bventId, bventId), eq(orders.payWay, 'OfflinePay')))
      .groupBy(orders.status);
    return new Map(rows.map((r) => [r.status, r.n]));
  }

  async payment(orderId: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select(paymentColumns)
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(eq(orders.id, orderId));
    return row ?? null;
  }

  /**
   * Cancels an unpaid order (false when it was no longer unpaid: nothing written), and sends its visitor, while
   * still waiting on it, back to register again with the organizer's note.
   */
  async refuse(
    order: { orderId: string; bventId: string; accountId: string },
    note: string,
  ): Promise<boolean> {
    const [cancelled] = await this.db
      .update(orders)
      .set({ status: 'Cancelled' })
      .where(and(eq(orders.id, order.orderId), eq(orders.status, 'Unpaid')))
      .returning({ id: orders.id });
    if (!cancelled) return false;
    await this.db
      .update(attendees)
      .set({ status: 'Cancelled', reviewNote: note, orderPayWay: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(attendees.bventId, order.bventId),
          eq(attendees.accountId, order.accountId),
          eq(attendees.status, 'Unpaid'),
        ),
      );
    return true;
  }

  // ---- The log ----

  private logWhere(bventId: string, subject?: TReviewSubject, subjectId?: string): SQL {
    return and(
      eq(reviewLog.bventId, bventId),
      subject ? eq(reviewLog.subject, subject) : undefined,
      subjectId ? eq(reviewLog.subjectId, subjectId) : undefined,
    )!;
  }

  /** The event's decisions, newest first, with the deciding account's name, and their total. */
  async logPage(
    bventId: string,
    filter: { subject?: TReviewSubject; subjectId?: string },
    page: Page,
  ): Promise<{ rows: LogRow[]; total: number }> {
    const where = this.logWhere(bventId, filter.subject, filter.subjectId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: reviewLog.id,
          subject: reviewLog.subject,
          subjectId: reviewLog.subjectId,
          subjectName: reviewLog.subjectName,
          decision: reviewLog.decision,
          note: reviewLog.note,
          byAccountId: reviewLog.byAccountId,
          fullName: accounts.fullName,
          at: reviewLog.at,
        })
        .from(reviewLog)
        .leftJoin(accounts, eq(accounts.id, reviewLog.byAccountId))
        .where(where)
        .orderBy(desc(reviewLog.at), desc(reviewLog.id))
        .offset(page.offset)
        .limit(page.limit),
      this.db.select({ n: count() }).from(reviewLog).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
