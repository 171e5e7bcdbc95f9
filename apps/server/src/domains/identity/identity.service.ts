import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type TAttendeeDetail,
  type TAttendeeStatus,
  type TAttendeeTips,
  type TLanguage,
  type TTicketTokens,
  type TUserInfo,
  type TUserRoles,
} from '@showfloor/contracts';
import { attendeeGate, attendeeState } from '@showfloor/domain';
import { attendeeInfoOf, type AccessService } from '../../access/access.service.ts';
import { BusinessError } from '../../http/errors.ts';
import { safeReturnPath } from '../../http/return-url.ts';
import { PayTokens } from '../../payment/pay-token.ts';
import type { TokenOwner } from '../../sso/port.ts';
import type { DictionaryService } from '../dictionary/dictionary.service.ts';
import type { AttendeeWithOrder, Decider, IdentityRepository } from './identity.repository.ts';

/** An urf_ticket lives five minutes: long enough to open a link, too short to be worth stealing. */
export const TICKET_TTL_SECONDS = 300;

const forbidden = () => new BusinessError(ErrorCode.Forbidden, 403);
const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** No IDOR: a call about an account answers only that account's own token. */
function ownOnly(account: TokenOwner, accountId: string): void {
  if (!sameId(account.accountId, accountId)) throw forbidden();
}

/** The registration-state dialog's action per domain decision. */
const ACTIONS = {
  proceed: 'none',
  correct: 'correct',
  reRegister: 'reRegister',
  confirmOnly: 'confirm',
  pay: 'pay',
  message: 'none',
} as const;

export class IdentityService {
  readonly payTokens: PayTokens;

  constructor(
    private readonly repo: IdentityRepository,
    private readonly access: AccessService,
    private readonly dictionary: DictionaryService,
  ) {
    this.payTokens = new PayTokens(() =>
      this.repo.metaValue('pay_token_key', () => randomBytes(32).toString('base64url')),
    );
  }

  async userInfo(account: TokenOwner, accountId: string, bventId: string | null): Promise<TUserInfo> {
    ownOnly(account, accountId);
    const row = await this.repo.account(account.accountId);
    if (!row) throw forbidden();
    // Raw, orgAccountStatus included: the client hides status 2 through domain visibleOrgs.
    const orgs = await this.access.orgsOf(row.id);
    const topOrgId = bventId ? ((await this.repo.topOrgOf(bventId)) ?? '') : '';
    return {
      accountId: row.id,
      userId: row.id,
      fullName: row.fullName,
      uid: row.id,
      tenantId: row.tenantId,
      topOrgId,
      orgs,
      loginUserId: row.email,
    };
  }

  async rolesWithBvent(account: TokenOwner, bventId: string, accountId: string): Promise<TUserRoles> {
    ownOnly(account, accountId);
    return this.access.rolesOf(account.accountId, bventId);
  }

  /** The caller's benefits, in an org of theirs (403 for another org) or on their own. */
  async userBenefits(account: TokenOwner, bventId: string, orgId: string | undefined) {
    if (orgId && !(await this.access.isMember(account.accountId, orgId))) throw forbidden();
    const merged = await this.access.benefits(bventId, account.accountId, orgId ?? null);
    return Object.entries(merged).map(([functionKey, enable]) => ({ functionKey, enable }));
  }

  async benefitOf(bventId: string, accountId: string, functionKey: string) {
    const [one] = await this.access.benefitOfAccounts(bventId, [accountId], functionKey);
    return { functionKey, enable: one?.enable ?? false };
  }

  benefitsOf(bventId: string, accountIds: string[], functionKey: string) {
    return this.access.benefitOfAccounts(
      bventId,
      [...new Set(accountIds.map((a) => a.toLowerCase()))],
      functionKey,
    );
  }

  private detail(found: AttendeeWithOrder): TAttendeeDetail {
    const { attendee, order } = found;
    const info = attendeeInfoOf(attendee);
    return {
      status: info?.status ?? 'Unregistered',
      orderPayWay: attendee.orderPayWay,
      attendeeId: attendee.id,
      bventId: attendee.bventId,
      accountId: attendee.accountId,
      // Amount in major units (the cashier formats it with domain formatCurrency).
      unpaidOrderViewModel: order
        ? { firstOrderId: order.id, amount: order.amount / 100, currency: order.currency }
        : null,
      reviewNote: attendee.reviewNote,
    };
  }

  async attendeeDetail(
    account: TokenOwner,
    bventId: string,
    accountId: string,
  ): Promise<TAttendeeDetail | null> {
    ownOnly(account, accountId);
    const found = await this.repo.attendeeWithOrder(bventId, account.accountId);
    return found ? this.detail(found) : null;
  }

  private t(key: string, lang: TLanguage, bventId: string): Promise<string> {
    return this.dictionary.translate(key, lang, bventId).then((v) => v ?? '');
  }

  /**
   * The registration-state dialog in the request's language: words from the dictionary, the action
   * from domain attendeeGate, and where it leads (the authority's forms; payment through GetPayPageUrl).
   */
  async attendeeTips(
    account: TokenOwner,
    bventId: string,
    accountId: string,
    lang: TLanguage,
    returnUrl: string | undefined,
  ): Promise<TAttendeeTips> {
    ownOnly(account, accountId);
    const found = await this.repo.attendeeWithOrder(bventId, account.accountId);
    const info = found ? attendeeInfoOf(found.attendee) : null;
    if (!found || !info) {
      return { status: null, title: '', message: '', action: 'none', actionText: '', actionUrl: '' };
    }
    const state = attendeeState(info);
    const decision = attendeeGate(true, info);
    const action = ACTIONS[decision.kind];
    const back = encodeURIComponent(safeReturnPath(returnUrl, `/m/${lang}/`));
    // The authority's page opens in the visitor's language (lang), as every page the product sends a user to.
    const actionUrl =
      action === 'correct'
        ? `/sso/registration/${bventId}/edit?returnUrl=${back}&lang=${lang}`
        : action === 'reRegister'
          ? `/sso/register?bventId=${bventId}&returnUrl=${back}&lang=${lang}`
          : '';
    const note = found.attendee.reviewNote;
    const message = await this.t(`attendee_tip_${state}_message`, lang, bventId);
    return {
      status: state,
      title: await this.t(`attendee_tip_${state}_title`, lang, bventId),
      message:
        note && ['NeedComplementInfo', 'NeedEditInfo', 'Denied'].includes(state)
          ? `${message}\n${note}`
          : message,
      action,
      actionText: await this.t(`attendee_action_${action}`, lang, bventId),
      actionUrl,
    };
  }

  async adminAccount(orgId: string) {
    const admin = await this.repo.adminOf(orgId);
    if (!admin) throw new BusinessError(ErrorCode.AdminAccountNotFound);
    return admin;
  }

  /** The cashier URL of the caller's own unpaid order, carrying a signed, short-lived pay token. */
  async payPageUrl(
    account: TokenOwner,
    bventId: string,
    orderId: string,
    returnUrl: string | undefined,
    lang: TLanguage,
  ): Promise<{ url: string }> {
    const order = await this.repo.order(orderId);
    if (!order || !sameId(order.accountId, account.accountId) || !sameId(order.bventId, bventId))
      throw forbidden();
    if (order.status !== 'Unpaid') {
      throw new BusinessError(ErrorCode.BadRequest, 400, 'the order is not awaiting payment');
    }
    const token = await this.payTokens.sign(order.id, account.accountId);
    const back = safeReturnPath(returnUrl, `/m/${lang}/`);
    const q = new URLSearchParams({ t: token, returnUrl: back, lang });
    return { url: `/cashier/${order.id}?${q.toString()}` };
  }

  async createTicket(account: TokenOwner): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = randomBytes(32).toString('base64url');
    await this.repo.insertTicket(sha256(ticket), account.accountId, TICKET_TTL_SECONDS);
    return { ticket, expiresIn: TICKET_TTL_SECONDS };
  }

  /** Uses the ticket (once, before it expires), then asks the authority for a session of its account. */
  async exchangeTicket(
    ticket: string,
    issue: (accountId: string) => Promise<TTicketTokens>,
  ): Promise<TTicketTokens> {
    const accountId = await this.repo.useTicket(sha256(ticket));
    if (!accountId)
      throw new BusinessError(ErrorCode.Unauthorized, 401, 'the login ticket is used, expired or unknown');
    return issue(accountId);
  }

  /** The older audit call: approve or reject every Exhibition grant of the organization, logged. */
  async auditExhibitor(bventId: string, orgId: string, pass: boolean, by: Decider) {
    const changed = await this.repo.auditExhibitor(bventId, orgId, pass, by);
    if (changed === 0) {
      throw new BusinessError(ErrorCode.ExhibitorRegistrationNotFound);
    }
    return { orgId, isAuditSuccess: pass };
  }

  async reviewAttendee(
    bventId: string,
    accountId: string,
    decision: TAttendeeStatus,
    note: string,
    by: Decider,
  ) {
    const ok = await this.repo.reviewAttendee(bventId, accountId, decision, note, by);
    if (!ok) throw new BusinessError(ErrorCode.RegistrationNotFound);
    const found = await this.repo.attendeeWithOrder(bventId, accountId);
    if (!found) throw new BusinessError(ErrorCode.RegistrationNotFound);
    return this.detail(found);
  }

  /**
   * Settles an order (the organizer's offline mark, or the cashier's test provider): order Paid, attendee
   * Registered, one transaction (the organizer's mark logged in it). Paying an already paid order again changes
   * nothing and is not an error.
   */
  async settleOrder(orderId: string, paidBy: 'offline' | 'test', bventId: string | null, by?: Decider) {
    const result = await this.repo.markPaid(orderId, paidBy, bventId, by);
    if (result.outcome === 'missing' || !result.order) {
      throw new BusinessError(ErrorCode.OrderNotFound);
    }
    return result;
  }

  async markOrderPaid(bventId: string, orderId: string, by: Decider): Promise<TAttendeeDetail> {
    const { order } = await this.settleOrder(orderId, 'offline', bventId, by);
    const found = order ? await this.repo.attendeeWithOrder(order.bventId, order.accountId) : null;
    if (!found) throw new BusinessError(ErrorCode.RegistrationNotFound);
    return this.detail(found);
  }

  order(orderId: string) {
    return this.repo.order(orderId);
  }
}
