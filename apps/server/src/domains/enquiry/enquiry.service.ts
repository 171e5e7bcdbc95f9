import {
  ErrorCode,
  type TEnquiry,
  type TEnquiryState,
  type TLanguage,
  type TPager,
} from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { csvFile } from '../../lib/csv-file.ts';
import type { CardService } from '../card/card.service.ts';
import { refuseUnbookable } from '../meeting/meeting.service.ts';
import { pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import type { EnquiryRepository, EnquiryRow, EnquiryView } from './enquiry.repository.ts';

const notFound = () => new BusinessError(ErrorCode.EnquiryNotFound, 404);
/** The most rows an inbox's CSV holds: a large exhibitor's whole fair. */
const CSV_MAX = 20_000;

export interface EnquiryInput {
  bventId: string;
  productId: string;
  quantity: number;
  unit: string;
  message: string;
  phone: string;
  email: string;
  sendBusinessCard: boolean;
}

/** A change to tell: the enquiry's buyer and its exhibitor's team hear it (their pages' sockets). */
export interface EnquiryNews {
  bventId: string;
  id: string;
  state: TEnquiryState;
  buyerAccountId: string;
  orgId: string;
}
type Notify = (news: EnquiryNews) => Promise<void>;

const newsOf = (row: EnquiryRow, state: TEnquiryState): EnquiryNews => ({
  bventId: row.bventId,
  id: row.id,
  state,
  buyerAccountId: row.buyerAccountId,
  orgId: row.orgId,
});

/** A product's model: the dynamic field that names it, when the product has one. */
const modelOf = (v: EnquiryView, lang: TLanguage) => {
  const field = v.productFields.find((f) => /^model$|型号/i.test(f.fieldName));
  return field ? (field.valueI18n ? pickText(field.valueI18n, lang) : field.fieldValue) : '';
};

function toEnquiry(v: EnquiryView, lang: TLanguage): TEnquiry {
  const e = v.enquiry;
  return {
    id: e.id,
    bventId: e.bventId,
    state: e.state,
    product: {
      id: e.productId,
      name: pickText(v.productName, lang),
      image: v.productImage,
      model: modelOf(v, lang),
    },
    exhibitor: { id: e.exhibitorId, name: pickText(v.exhibitorName, lang) },
    buyer: { id: e.buyerAccountId, name: e.buyerName, company: e.buyerCompany },
    quantity: e.quantity,
    unit: e.unit,
    message: e.message,
    phone: e.phone,
    email: e.email,
    card: e.card,
    replies: v.replies.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      text: r.text,
      at: r.createdAt.toISOString(),
    })),
    at: e.createdAt.toISOString(),
  };
}

/**
 * Product enquiries: a buyer asks about a listed product (once per idempotency key), the approved members of its
 * exhibitor's organization answer and close it. The buyer and those members read it; anyone else is told it is
 * not there (6601). Each change is stored first, then told to both sides' sockets.
 */
export class EnquiryService {
  private notify: Notify = async () => undefined;

  constructor(
    private readonly repo: EnquiryRepository,
    private readonly cards: CardService,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** The realtime channel tells the sockets (domains/enquiry/enquiry-frames.ts). */
  setNotify(notify: Notify): void {
    this.notify = notify;
  }

  /** The organizations whose enquiries the account answers at the event (its socket hears their inboxes). */
  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return this.repo.hostOrgs(accountId, bventId);
  }

  async submit(
    accountId: string,
    input: EnquiryInput,
    key: string | null,
    lang: TLanguage,
  ): Promise<TEnquiry> {
    if (key) {
      const earlier = await this.repo.byKey(accountId, key);
      if (earlier) return this.one(earlier, lang);
    }
    const product = await this.repo.product(input.bventId, input.productId);
    if (!product) throw new BusinessError(ErrorCode.ExhibitNotFound, 404);
    refuseUnbookable({ status: product.exhibitorStatus });
    if (product.status !== 'listed') throw new BusinessError(ErrorCode.ExhibitNotListed, 404);
    if ((await this.repo.hostOrgs(accountId, input.bventId)).includes(product.orgId))
      throw new BusinessError(ErrorCode.EnquiryOwnOrganization, 400);
    const me = await this.cards.profile(accountId);
    // The card goes as the card calls send it (it lands on the exhibitor's card wall); an incomplete one is 409.
    const card = input.sendBusinessCard
      ? await this.cards.send(accountId, null, input.bventId, product.exhibitorId, lang)
      : null;
    const { id, created } = await this.repo.insert(
      {
        bventId: input.bventId,
        productId: product.id,
        exhibitorId: product.exhibitorId,
        orgId: product.orgId,
        buyerAccountId: accountId,
        buyerName: me.fullName,
        buyerCompany: me.company,
        quantity: input.quantity,
        unit: input.unit,
        message: input.message,
        phone: input.phone,
        email: input.email,
        card: card
          ? {
              exchangeId: card.exchangeId,
              fullName: card.card.fullName,
              company: card.card.company,
              jobTitle: card.card.jobTitle,
            }
          : null,
        idempotencyKey: key,
      },
      this.now(),
    );
    // A retry answers what was recorded the first time, and tells nobody again.
    if (created)
      await this.notify({
        bventId: input.bventId,
        id,
        state: 'new',
        buyerAccountId: accountId,
        orgId: product.orgId,
      });
    return this.one(id, lang);
  }

  async mine(accountId: string, q: { bventId: string; pageNo: number; pageSize: number }, lang: TLanguage) {
    return this.page(this.repo.byBuyer(accountId, q.bventId), q, lang);
  }

  async inbox(
    accountId: string,
    q: { bventId: string; state?: string; pageNo: number; pageSize: number },
    lang: TLanguage,
  ): Promise<{ items: TEnquiry[]; pager: TPager }> {
    const orgs = await this.repo.hostOrgs(accountId, q.bventId);
    if (orgs.length === 0) return { items: [], pager: pagerOf(q.pageNo, q.pageSize, 0) };
    return this.page(this.repo.byOrgs(orgs, q.bventId, q.state), q, lang);
  }

  async detail(accountId: string, bventId: string, id: string, lang: TLanguage): Promise<TEnquiry> {
    await this.sideOf(accountId, bventId, id);
    return this.one(id, lang);
  }

  async reply(accountId: string, input: { bventId: string; id: string; text: string }, lang: TLanguage) {
    const row = await this.answered(accountId, input);
    const me = await this.cards.profile(accountId);
    if (
      !(await this.repo.reply(
        input.id,
        { author: accountId, name: me.fullName, text: input.text },
        this.now(),
      ))
    )
      throw new BusinessError(ErrorCode.EnquiryClosed, 409);
    // The reply's transaction has committed: a page that reads the enquiry now finds it.
    await this.notify(newsOf(row, 'replied'));
    return this.one(input.id, lang);
  }

  /** The exhibitor's team closes an enquiry (the buyer reads it closed). */
  async close(accountId: string, input: { bventId: string; id: string }, lang: TLanguage) {
    const row = await this.answered(accountId, input);
    if (await this.repo.close(input.id, this.now())) await this.notify(newsOf(row, 'closed'));
    return this.one(input.id, lang);
  }

  async inboxCsv(accountId: string, q: { bventId: string; state?: string }, lang: TLanguage) {
    const { items } = await this.inbox(accountId, { ...q, pageNo: 1, pageSize: CSV_MAX }, lang);
    return {
      fileName: `enquiries${q.state ? `-${q.state}` : ''}.csv`,
      content: csvFile(
        [
          'Received',
          'State',
          'Product',
          'Quantity',
          'Unit',
          'Message',
          'Buyer',
          'Company',
          'Phone',
          'Email',
          'Replies',
        ],
        items.map((e) => [
          e.at,
          e.state,
          e.product.name,
          String(e.quantity),
          e.unit,
          e.message,
          e.buyer.name,
          e.buyer.company,
          e.phone,
          e.email,
          String(e.replies.length),
        ]),
      ),
    };
  }

  /** The buyer of an enquiry, or a member answering for its exhibitor; anyone else: not there. */
  private async sideOf(
    accountId: string,
    bventId: string,
    id: string,
  ): Promise<{ side: 'buyer' | 'exhibitor'; row: EnquiryRow }> {
    const row = await this.repo.row(id);
    if (!row || row.bventId !== bventId) throw notFound();
    if (row.buyerAccountId === accountId) return { side: 'buyer', row };
    if ((await this.repo.hostOrgs(accountId, bventId)).includes(row.orgId)) return { side: 'exhibitor', row };
    throw notFound();
  }

  /** An enquiry the caller answers for (a member of its exhibitor's organization); to anyone else: not there. */
  private async answered(accountId: string, input: { bventId: string; id: string }): Promise<EnquiryRow> {
    const { side, row } = await this.sideOf(accountId, input.bventId, input.id);
    if (side !== 'exhibitor') throw notFound();
    return row;
  }

  private async one(id: string, lang: TLanguage): Promise<TEnquiry> {
    const { views } = await this.repo.views(this.repo.byId(id), 0, 1);
    if (!views[0]) throw notFound();
    return toEnquiry(views[0], lang);
  }

  private async page(
    where: ReturnType<EnquiryRepository['byId']>,
    q: { pageNo: number; pageSize: number },
    lang: TLanguage,
  ) {
    const { views, total } = await this.repo.views(where, pageOffset(q.pageNo, q.pageSize), q.pageSize);
    return { items: views.map((v) => toEnquiry(v, lang)), pager: pagerOf(q.pageNo, q.pageSize, total) };
  }
}
