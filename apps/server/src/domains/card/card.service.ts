import {
  ErrorCode,
  type TCardExchange,
  type TCardWallBox,
  type TLanguage,
  type TMyCard,
  type TPager,
} from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import type { AccessService } from '../../access/access.service.ts';
import type { CardSnapshot } from '../../db/schema/cards.ts';
import { BusinessError } from '../../http/errors.ts';
import { refuseUnbookable } from '../meeting/meeting.service.ts';
import { pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import { fileNameOf, vcardOf, wallCsv } from './card-files.ts';
import type { CardFields, CardRepository, ExchangeRow, WallFilter, WallRow } from './card.repository.ts';

const notFound = () => new BusinessError(ErrorCode.CardExchangeNotFound, 404);
const incomplete = () => new BusinessError(ErrorCode.CardIncomplete, 409);
/** The most a CSV holds: a large exhibitor's whole fair of cards. */
const CSV_MAX = 20_000;

export interface WallQuery {
  bventId: string;
  box: TCardWallBox;
  keyword?: string;
  from?: string;
  to?: string;
}

const missingOf = (c: Pick<CardSnapshot, 'fullName' | 'phone' | 'email'>) => [
  ...(c.fullName.trim() ? [] : (['fullName'] as const)),
  ...(c.phone || c.email ? [] : (['phoneOrEmail'] as const)),
];

/**
 * Business cards: one's own card (drafted from the account until saved), sending it to an exhibitor, a member
 * sending theirs back, and the wall with its files. A card is read by its owner and by whom it was sent to; anyone
 * else is told it is not there (6301).
 */
export class CardService {
  constructor(
    private readonly repo: CardRepository,
    private readonly access: AccessService,
    private readonly clock: Clock,
  ) {}

  async mine(accountId: string): Promise<TMyCard> {
    const { card, cardId } = await this.current(accountId);
    return { ...card, cardId, complete: missingOf(card).length === 0 };
  }

  async completeness(accountId: string) {
    const missing = missingOf(await this.snapshot(accountId));
    return { complete: missing.length === 0, missing };
  }

  async save(accountId: string, fields: CardFields): Promise<TMyCard> {
    await this.repo.save(accountId, fields, new Date(this.clock.now()));
    return this.mine(accountId);
  }

  async cardId(userId: string): Promise<{ cardId: string | null }> {
    return { cardId: (await this.repo.card(userId))?.id ?? null };
  }

  async send(
    accountId: string,
    actingOrgId: string | null,
    bventId: string,
    exhibitorId: string,
    lang: TLanguage,
  ): Promise<TCardExchange> {
    const exhibitor = await this.repo.exhibitor(bventId, exhibitorId);
    if (!exhibitor) throw new BusinessError(ErrorCode.ExhibitorNotFound, 404);
    refuseUnbookable(exhibitor);
    if (actingOrgId === exhibitor.orgId || (await this.access.isMember(accountId, exhibitor.orgId)))
      throw new BusinessError(ErrorCode.CardOwnOrganization, 400);
    const card = await this.sendable(accountId);
    const row = await this.repo.sendToOrg(
      { bventId, sender: accountId, exhibitorId, orgId: exhibitor.orgId, card },
      new Date(this.clock.now()),
    );
    return toExchange(
      { exchange: row, exhibitorName: exhibitor.name, receiverName: null, answered: false },
      'sent',
      lang,
    );
  }

  /** A member answers a card their organization received with their own. */
  async sendBack(
    accountId: string,
    bventId: string,
    exchangeId: string,
    lang: TLanguage,
  ): Promise<TCardExchange> {
    const received = await this.repo.exchange(exchangeId);
    if (!received || received.bventId !== bventId || !received.receiverOrgId) throw notFound();
    if (!(await this.repo.hostOrgs(accountId, bventId)).includes(received.receiverOrgId)) throw notFound();
    const card = await this.sendable(accountId);
    const row = await this.repo.sendToPerson(
      { bventId, sender: accountId, receiver: received.senderAccountId, replyTo: received.id, card },
      new Date(this.clock.now()),
    );
    return toExchange(
      { exchange: row, exhibitorName: null, receiverName: received.card.fullName, answered: false },
      'sent',
      lang,
    );
  }

  /**
   * A member's card to a person who wrote to their organization (from a conversation): the answer to the card the
   * person sent the organization when there is one.
   */
  async sendToPerson(
    accountId: string,
    bventId: string,
    receiverAccountId: string,
    orgId: string,
    lang: TLanguage,
  ): Promise<TCardExchange> {
    const card = await this.sendable(accountId);
    const [theirs, receiver] = await Promise.all([
      this.repo.sentToOrg(bventId, receiverAccountId, orgId),
      this.snapshot(receiverAccountId),
    ]);
    const row = await this.repo.sendToPerson(
      { bventId, sender: accountId, receiver: receiverAccountId, replyTo: theirs?.id ?? null, card },
      new Date(this.clock.now()),
    );
    return toExchange(
      { exchange: row, exhibitorName: null, receiverName: receiver.fullName, answered: false },
      'sent',
      lang,
    );
  }

  /** What a person is called where they write: their card (the account's own fields until one is saved). */
  profile(accountId: string): Promise<CardSnapshot> {
    return this.snapshot(accountId);
  }

  async wall(
    accountId: string,
    q: WallQuery & { pageNo: number; pageSize: number },
    lang: TLanguage,
  ): Promise<{ items: TCardExchange[]; pager: TPager }> {
    const filter = await this.filterOf(accountId, q);
    const { rows, total } = await this.repo.wall(filter, pageOffset(q.pageNo, q.pageSize), q.pageSize);
    return {
      items: rows.map((r) => toExchange(r, q.box, lang)),
      pager: pagerOf(q.pageNo, q.pageSize, total),
    };
  }

  async wallCsv(accountId: string, q: WallQuery, lang: TLanguage) {
    const { rows } = await this.repo.wall(await this.filterOf(accountId, q), 0, CSV_MAX);
    const content = wallCsv(
      rows.map((r) => {
        const e = toExchange(r, q.box, lang);
        return { card: r.exchange.card, counterpart: e.counterpart, sentAt: e.sentAt };
      }),
    );
    return { fileName: `business-cards-${q.box}.csv`, content };
  }

  async vcard(accountId: string, exchangeId: string) {
    const row = await this.repo.exchange(exchangeId);
    if (!row || !(await this.mayRead(accountId, row))) throw notFound();
    return { fileName: fileNameOf(row.card.fullName, 'vcf'), content: vcardOf(row.card) };
  }

  /** The sender, the person it was sent to, or a member of the organization it was sent to. */
  private async mayRead(accountId: string, row: ExchangeRow): Promise<boolean> {
    if (row.senderAccountId === accountId || row.receiverAccountId === accountId) return true;
    if (!row.receiverOrgId) return false;
    return (await this.repo.hostOrgs(accountId, row.bventId)).includes(row.receiverOrgId);
  }

  private async filterOf(accountId: string, q: WallQuery): Promise<WallFilter> {
    return {
      box: q.box,
      accountId,
      orgIds: q.box === 'received' ? await this.repo.hostOrgs(accountId, q.bventId) : [],
      bventId: q.bventId,
      keyword: q.keyword || undefined,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    };
  }

  /** The caller's card as it is sent; 409 6302 while it lacks a name or a way to reach them. */
  private async sendable(accountId: string): Promise<CardSnapshot> {
    const card = await this.snapshot(accountId);
    if (missingOf(card).length) throw incomplete();
    return card;
  }

  private async snapshot(accountId: string): Promise<CardSnapshot> {
    return (await this.current(accountId)).card;
  }

  /** The saved card and its id, or the draft from the account (id null) until one is saved. */
  private async current(accountId: string): Promise<{ card: CardSnapshot; cardId: string | null }> {
    const saved = await this.repo.card(accountId);
    if (saved) {
      const { id, accountId: userId, updatedAt: _at, ...fields } = saved;
      return { card: { userId, ...fields }, cardId: id };
    }
    const a = await this.repo.account(accountId);
    const card = {
      userId: accountId,
      fullName: a?.fullName ?? '',
      company: a?.company ?? '',
      jobTitle: a?.jobTitle ?? '',
      phoneCode: '',
      phone: a?.phone ?? '',
      email: a?.email ?? '',
      country: '',
      avatar: '',
    };
    return { card, cardId: null };
  }
}

function toExchange(r: WallRow, box: TCardWallBox, lang: TLanguage): TCardExchange {
  const e = r.exchange;
  const counterpart =
    box === 'received'
      ? e.card.fullName
      : r.exhibitorName
        ? pickText(r.exhibitorName, lang)
        : (r.receiverName ?? '');
  return {
    exchangeId: e.id,
    bventId: e.bventId,
    box,
    card: e.card,
    counterpart,
    sentAt: e.sentAt.toISOString(),
    toExhibitor: e.receiverOrgId !== null,
    answered: r.answered,
  };
}
