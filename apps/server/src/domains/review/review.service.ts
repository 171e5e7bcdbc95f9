import {
  ATTENDEE_QUEUE_STATES,
  ErrorCode,
  EXHIBITOR_AUDIT_STATES,
  PAYMENT_QUEUE_STATES,
  type TAttendeeQueueState,
  type TAttendeeReview,
  type TExhibitorAudit,
  type TExhibitorAuditDecision,
  type TExhibitorAuditState,
  type TLanguage,
  type TPager,
  type TPaymentQueueState,
  type TPaymentReview,
  type TReviewLogEntry,
  type TReviewSubject,
  type TReviewSummary,
} from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import { BusinessError, ValidationError } from '../../http/errors.ts';
import { pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import type { AuditRow, MemberRow, PaymentRow, ReviewRepository } from './review.repository.ts';

const decided = () => new BusinessError(ErrorCode.ReviewDecided, 409);
const noteMissing = (whom: 'exhibitor' | 'visitor') =>
  new ValidationError([{ path: 'body.note', message: `Please write a note for the ${whom}` }]);

/**
 * The state each decision leads to, and the states it may be taken from: a registration waiting (pending) or
 * sent back (needs modification) is decided; a rejected one may still be approved (the organizer thinks again);
 * one already where the decision leads is decided (6802).
 */
const EXHIBITOR_DECISIONS: Record<
  TExhibitorAuditDecision,
  { to: TExhibitorAuditState; from: readonly TExhibitorAuditState[] }
> = {
  approve: { to: 'approved', from: ['pending', 'needsModification', 'rejected'] },
  reject: { to: 'rejected', from: ['pending', 'needsModification'] },
  needsModification: { to: 'needsModification', from: ['pending'] },
};

type Paging = { pageNo: number; pageSize: number };
const pageOf = (q: Paging) => ({ offset: pageOffset(q.pageNo, q.pageSize), limit: q.pageSize });

/** An organization's name in the page's language: its Chinese name in Chinese, its English one otherwise. */
function orgNameOf(r: AuditRow, lang: TLanguage): string {
  if (r.orgName !== null) return lang.startsWith('zh') ? r.orgName : r.orgNameEn || r.orgName;
  return r.exhibitor ? pickText(r.exhibitor.name, lang) : '';
}

function zeroCounts<T extends string>(states: readonly T[], counted: Map<string, number>): Record<T, number> {
  return Object.fromEntries(states.map((s) => [s, counted.get(s) ?? 0])) as Record<T, number>;
}

function toPayment(r: PaymentRow): TPaymentReview {
  return {
    orderId: r.orderId,
    accountId: r.accountId,
    fullName: r.fullName,
    email: r.email,
    // Minor units of the currency, as the order keeps it.
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  };
}

/** An approved organization's exhibitors that waited for the audit are shown to visitors and searchable at once. */
async function showPassed(repo: ReviewRepository, bventId: string, orgId: string): Promise<string[]> {
  const shown = await repo.passExhibitors(bventId, orgId);
  for (const id of shown) await repo.reindex(id);
  return shown;
}

/**
 * The organizer's review console (the Planner of the event): what waits in each queue, the decisions on
 * exhibiting organizations, bans, refused offline payments, and the log every decision is written to in the
 * transaction that takes it. Products are decided by domains/workbench, demands by domains/demand.
 */
export class ReviewService {
  constructor(
    private readonly repo: ReviewRepository,
    private readonly clock: Clock,
    /** Told when an exhibitor's status changed, so its cached detail is dropped before the answer. */
    private readonly exhibitorChanged: (exhibitorId: string) => void,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  summary(bventId: string): Promise<TReviewSummary> {
    return this.repo.summary(bventId);
  }

  private async audits(rows: AuditRow[], bventId: string, lang: TLanguage): Promise<TExhibitorAudit[]> {
    const members = await this.repo.members(
      bventId,
      rows.map((r) => r.orgId),
    );
    const of = (orgId: string) =>
      members
        .filter((m: MemberRow) => m.orgId === orgId)
        .map(({ accountId, fullName, email }) => ({ accountId, fullName, email }));
    return rows.map((r) => ({
      orgId: r.orgId,
      orgName: orgNameOf(r, lang),
      exhibitor: r.exhibitor
        ? {
            id: r.exhibitor.id,
            name: pickText(r.exhibitor.name, lang),
            logo: r.exhibitor.logo,
            status: r.exhibitor.status as NonNullable<TExhibitorAudit['exhibitor']>['status'],
          }
        : null,
      audit: r.audit,
      note: r.note,
      members: of(r.orgId),
      registeredAt: new Date(r.registeredAt).toISOString(),
    }));
  }

  /** Exhibiting organizations in an audit state, or the banned exhibitors, with every state's count. */
  async exhibitorQueue(
    q: Paging & { bventId: string; state: TExhibitorAuditState; banned?: boolean; keyword?: string },
    lang: TLanguage,
  ) {
    const keyword = q.keyword?.trim() || undefined;
    const [rows, counted] = await Promise.all([
      q.banned
        ? this.repo.exhibitorRows(q.bventId, { keyword }, pageOf(q))
        : this.repo.registrationsIn(q.bventId, { state: q.state, keyword }, pageOf(q)),
      this.repo.auditCounts(q.bventId),
    ]);
    return {
      items: await this.audits(rows, q.bventId, lang),
      counts: { ...zeroCounts(EXHIBITOR_AUDIT_STATES, counted.states), banned: counted.banned },
    };
  }

  private async registration(bventId: string, orgId: string, lang: TLanguage): Promise<TExhibitorAudit> {
    const rows = await this.repo.registrationsIn(bventId, { orgId }, { offset: 0, limit: 1 });
    if (rows.length === 0) throw new BusinessError(ErrorCode.ExhibitorRegistrationNotFound);
    const [audit] = await this.audits(rows, bventId, lang);
    return audit!;
  }

  /**
   * Approves an organization's registration, rejects it or sends it back with the note its members read: every
   * Exhibition grant of the organization at the event moves (approved <=> is_audit_success, the gates' flag).
   */
  async reviewExhibitor(
    accountId: string,
    input: { bventId: string; orgId: string; decision: TExhibitorAuditDecision; note: string },
    lang: TLanguage,
  ): Promise<TExhibitorAudit> {
    const note = input.note.trim();
    if (input.decision !== 'approve' && !note) throw noteMissing('exhibitor');
    if (!(await this.repo.registered(input.bventId, input.orgId)))
      throw new BusinessError(ErrorCode.ExhibitorRegistrationNotFound);
    const { to, from } = EXHIBITOR_DECISIONS[input.decision];
    const at = this.now();
    const shownNow = await this.repo.transaction(async (repo) => {
      // Guarded on each grant's state: two organizers deciding at once, one wins and the other hears 6802.
      const changed = await repo.decideRegistration(input.bventId, input.orgId, from, to, note);
      if (changed === 0) throw decided();
      const shown = input.decision === 'approve' ? await showPassed(repo, input.bventId, input.orgId) : [];
      await repo.log({
        bventId: input.bventId,
        subject: 'exhibitor',
        subjectId: input.orgId,
        subjectName: (await repo.orgName(input.orgId)) ?? '',
        decision: input.decision,
        note,
        byAccountId: accountId,
        at,
      });
      return shown;
    });
    for (const id of shownNow) this.exhibitorChanged(id);
    return this.registration(input.bventId, input.orgId, lang);
  }

  /**
   * After the older AuditExhibitor approved an organization: its exhibitor that waited for the audit is shown, as
   * the console's decision does. (Its own transaction: a retry of that call, which repeats itself, finishes it.)
   */
  async showAudited(bventId: string, orgId: string): Promise<void> {
    const shown = await this.repo.transaction((repo) => showPassed(repo, bventId, orgId));
    for (const id of shown) this.exhibitorChanged(id);
  }

  /**
   * Bans an exhibitor (with the note of why) or lifts the ban (back to normal). The search index and this
   * process's cached detail follow before the answer; a repeat changes and logs nothing.
   */
  async banExhibitor(
    accountId: string,
    input: { bventId: string; exhibitorId: string; banned: boolean; note: string },
    lang: TLanguage,
  ): Promise<TExhibitorAudit> {
    const note = input.note.trim();
    if (input.banned && !note) throw noteMissing('exhibitor');
    const ex = await this.repo.exhibitor(input.bventId, input.exhibitorId);
    if (!ex) throw new BusinessError(ErrorCode.ExhibitorNotFound);
    const at = this.now();
    const changed = await this.repo.transaction(async (repo) => {
      await repo.lockExhibitor(ex.id);
      if (!(await repo.setBanned(ex.id, input.banned))) return false;
      await repo.log({
        bventId: input.bventId,
        subject: 'exhibitor',
        subjectId: ex.orgId,
        subjectName: pickText(ex.name, 'zh-CN'),
        decision: input.banned ? 'ban' : 'unban',
        note,
        byAccountId: accountId,
        at,
      });
      await repo.reindex(ex.id);
      return true;
    });
    if (changed) this.exhibitorChanged(ex.id);
    const [row] = await this.repo.exhibitorRows(
      input.bventId,
      { exhibitorId: ex.id },
      { offset: 0, limit: 1 },
    );
    const [audit] = await this.audits([row!], input.bventId, lang);
    return audit!;
  }

  async attendeeQueue(
    q: Paging & { bventId: string; state: TAttendeeQueueState; keyword?: string },
  ): Promise<{ items: TAttendeeReview[]; counts: Record<TAttendeeQueueState, number> }> {
    const [rows, counted] = await Promise.all([
      this.repo.attendeeQueue(q.bventId, q.state, q.keyword?.trim() ?? '', pageOf(q)),
      this.repo.attendeeCounts(q.bventId),
    ]);
    return {
      items: rows.map((r) => ({
        accountId: r.accountId,
        fullName: r.fullName,
        email: r.email,
        status: r.status,
        orderPayWay: r.orderPayWay,
        answers: r.answers,
        note: r.note,
        registeredAt: r.registeredAt.toISOString(),
      })),
      counts: zeroCounts(ATTENDEE_QUEUE_STATES, counted),
    };
  }

  async paymentQueue(
    q: Paging & { bventId: string; state: TPaymentQueueState; keyword?: string },
  ): Promise<{ items: TPaymentReview[]; counts: Record<TPaymentQueueState, number> }> {
    const [rows, counted] = await Promise.all([
      this.repo.paymentQueue(q.bventId, q.state, q.keyword?.trim() ?? '', pageOf(q)),
      this.repo.paymentCounts(q.bventId),
    ]);
    return { items: rows.map(toPayment), counts: zeroCounts(PAYMENT_QUEUE_STATES, counted) };
  }

  /**
   * An offline payment that never arrived: the order is cancelled and its visitor, told why, registers again
   * (the Cancelled status leads there).
   */
  async refusePayment(
    accountId: string,
    input: { bventId: string; orderId: string; note: string },
  ): Promise<TPaymentReview> {
    const note = input.note.trim();
    if (!note) throw noteMissing('visitor');
    const order = await this.repo.payment(input.orderId);
    // Only the event's offline orders are in this queue; any other is not there.
    if (!order || order.bventId !== input.bventId || order.payWay !== 'OfflinePay')
      throw new BusinessError(ErrorCode.OrderNotFound);
    const at = this.now();
    await this.repo.transaction(async (repo) => {
      if (!(await repo.refuse(order, note))) throw decided();
      await repo.log({
        bventId: input.bventId,
        subject: 'payment',
        subjectId: order.orderId,
        subjectName: order.fullName,
        decision: 'refuse',
        note,
        byAccountId: accountId,
        at,
      });
    });
    return toPayment((await this.repo.payment(input.orderId))!);
  }

  async log(
    q: Paging & { bventId: string; subject?: TReviewSubject; subjectId?: string },
  ): Promise<{ items: TReviewLogEntry[]; pager: TPager }> {
    const { rows, total } = await this.repo.logPage(
      q.bventId,
      { subject: q.subject, subjectId: q.subjectId },
      pageOf(q),
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        subject: r.subject as TReviewSubject,
        subjectId: r.subjectId,
        subjectName: r.subjectName,
        decision: r.decision,
        note: r.note,
        by: { accountId: r.byAccountId, fullName: r.fullName ?? '' },
        at: r.at.toISOString(),
      })),
      pager: pagerOf(q.pageNo, q.pageSize, total),
    };
  }
}
