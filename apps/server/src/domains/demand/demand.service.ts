import {
  DEMAND_PICTURE_MAX_BYTES,
  DEMAND_STATES,
  ErrorCode,
  type TDemand,
  type TDemandHall,
  type TDemandReply,
  type TDemandState,
  type TDemandSummary,
  type TLanguage,
  type TPager,
} from '@showfloor/contracts';
import {
  type Clock,
  demandExpiresAt,
  epochToBeijing,
  queryTokens,
  tagKey,
  tagsProblem,
  toTsQuery,
  validUntilInRange,
} from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { type StoredImage, storedImage, storeImage } from '../../uploads/store-image.ts';
import type { UploadStore } from '../../uploads/upload-store.ts';
import { uploadUrl } from '../../uploads/upload-routes.ts';
import type { CardService } from '../card/card.service.ts';
import { pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import type { DemandListed, DemandRepository, DemandRow, ReplyView } from './demand.repository.ts';

const notFound = () => new BusinessError(ErrorCode.DemandNotFound, 404);
const EXCERPT = 80;

export interface DemandInput {
  bventId: string;
  title: string;
  description: string;
  categoryId: string | null;
  quantity: number;
  unit: string;
  validUntil: string;
  pictures: string[];
  tags: string[];
}

/** A change its buyer hears of on their pages' sockets (domains/demand/demand-frames.ts). */
export interface DemandNews {
  bventId: string;
  id: string;
  buyerAccountId: string;
  state: TDemandState;
  replyCount: number;
}
type Notify = (news: DemandNews) => Promise<void>;

/** Who reads a demand: its buyer and the organizer read every reply, an exhibitor's member its own. */
type Reader = { kind: 'all' } | { kind: 'orgs'; orgIds: string[] } | { kind: 'none' };

/** The caller as a detail needs them: signed in or not, and (asked only when needed) the organizer. */
export interface DemandViewer {
  accountId: string | null;
  reviews: () => Promise<boolean>;
}

function stateOf(d: DemandRow, now: number): TDemandState {
  return d.state === 'published' && d.expiresAt.getTime() <= now ? 'expired' : d.state;
}

const excerptOf = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT).join('')}…` : chars.join('');
};

function toReply(v: ReplyView, lang: TLanguage): TDemandReply {
  const r = v.reply;
  return {
    id: r.id,
    exhibitor: { id: r.exhibitorId, name: pickText(v.exhibitorName, lang), logo: v.exhibitorLogo },
    authorName: r.authorName,
    text: r.text,
    products: v.products.map((p) => ({ id: p.id, name: pickText(p.name, lang), image: p.image })),
    card: r.card,
    at: r.createdAt.toISOString(),
  };
}

/**
 * The supply-and-demand hall: a buyer publishes a demand (pending until the organizer approves it), exhibitors'
 * members answer it while it runs, its buyer closes it. The hall and a published demand are public; a demand in
 * any other state is its buyer's and the organizer's (anyone else: not there, 6701). Each exhibitor reads only its
 * own replies; the buyer and the organizer read them all.
 */
export class DemandService {
  private notify: Notify = async () => undefined;

  constructor(
    private readonly repo: DemandRepository,
    private readonly cards: CardService,
    private readonly uploads: UploadStore,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** The realtime channel tells the buyer's sockets. */
  setNotify(notify: Notify): void {
    this.notify = notify;
  }

  /** Tells the buyer of their demand as it is stored now. */
  private async tell(listed: DemandListed): Promise<void> {
    const d = listed.demand;
    await this.notify({
      bventId: d.bventId,
      id: d.id,
      buyerAccountId: d.buyerAccountId,
      state: stateOf(d, this.clock.now()),
      replyCount: d.replyCount,
    });
  }

  private summary({ demand: d, categoryName }: DemandListed, lang: TLanguage): TDemandSummary {
    return {
      id: d.id,
      bventId: d.bventId,
      state: stateOf(d, this.clock.now()),
      title: d.title,
      excerpt: excerptOf(d.description),
      category:
        d.categoryId && categoryName ? { id: d.categoryId, name: pickText(categoryName, lang) } : null,
      quantity: d.quantity,
      unit: d.unit,
      validUntil: d.validUntil,
      cover: d.pictures[0] ? uploadUrl(d.pictures[0].image) : null,
      tags: d.tags,
      buyer: { name: d.buyerName, company: d.buyerCompany },
      replyCount: d.replyCount,
      publishedAt: d.publishedAt?.toISOString() ?? null,
      at: d.createdAt.toISOString(),
    };
  }

  private async full(listed: DemandListed[], reader: Reader, me: string | null, lang: TLanguage) {
    const ids = listed.map((l) => l.demand.id);
    const replies =
      reader.kind === 'none'
        ? []
        : await this.repo.replies(ids, reader.kind === 'orgs' ? reader.orgIds : null);
    return listed.map((l): TDemand => {
      const mine = l.demand.buyerAccountId === me;
      return {
        ...this.summary(l, lang),
        description: l.demand.description,
        pictures: l.demand.pictures.map((p) => ({ ...p, url: uploadUrl(p.image) })),
        mine,
        reviewNote: mine || reader.kind === 'all' ? l.demand.reviewNote : '',
        replies: replies.filter((r) => r.reply.demandId === l.demand.id).map((r) => toReply(r, lang)),
        answerAs: null,
      };
    });
  }

  async hall(
    q: { bventId: string; categoryId?: string; keyword?: string; before?: string; pageSize: number },
    lang: TLanguage,
  ): Promise<TDemandHall> {
    const categoryIds = q.categoryId ? await this.repo.categoryBranch(q.bventId, q.categoryId) : null;
    if (categoryIds?.length === 0) throw new BusinessError(ErrorCode.CategoryNotFound, 404);
    const keyword = q.keyword?.trim() ?? '';
    // A keyword of punctuation only matches nothing; a short one matches as a prefix (one Han character too).
    const tsquery = keyword ? toTsQuery(queryTokens(keyword)) : null;
    if (keyword && !tsquery) return { items: [], next: null };
    const [at, id] = q.before ? q.before.split('_') : [];
    const rows = await this.repo.hall({
      bventId: q.bventId,
      now: this.now(),
      categoryIds,
      tsquery,
      before: at && id ? { at: new Date(Number(at)), id } : null,
      limit: q.pageSize,
    });
    const page = rows.slice(0, q.pageSize);
    const last = page.at(-1)?.demand;
    return {
      items: page.map((r) => this.summary(r, lang)),
      next: rows.length > q.pageSize && last?.publishedAt ? `${last.publishedAt.getTime()}_${last.id}` : null,
    };
  }

  async detail(viewer: DemandViewer, bventId: string, id: string, lang: TLanguage): Promise<TDemand> {
    const listed = await this.repo.one(id);
    if (!listed || listed.demand.bventId !== bventId) throw notFound();
    const d = listed.demand;
    const me = viewer.accountId;
    const reader: Reader =
      me === d.buyerAccountId
        ? { kind: 'all' }
        : me && (await viewer.reviews())
          ? { kind: 'all' }
          : me
            ? { kind: 'orgs', orgIds: await this.repo.hostOrgs(me, bventId) }
            : { kind: 'none' };
    // Not published yet, rejected or closed: its buyer's and the organizer's only.
    if (d.state !== 'published' && !(me === d.buyerAccountId || (reader.kind === 'all' && me)))
      throw notFound();
    const [demand] = await this.full([listed], reader, me, lang);
    const answering = reader.kind === 'orgs' && reader.orgIds[0] ? reader.orgIds[0] : null;
    const exhibitor = answering ? await this.repo.exhibitorOf(bventId, answering) : null;
    return exhibitor?.status === 'normal' &&
      !(d.buyerOrgId && reader.kind === 'orgs' && reader.orgIds.includes(d.buyerOrgId))
      ? { ...demand!, answerAs: { exhibitorId: exhibitor.id, name: pickText(exhibitor.name, lang) } }
      : demand!;
  }

  async publish(
    accountId: string,
    orgId: string | null,
    input: DemandInput,
    key: string | null,
    lang: TLanguage,
  ): Promise<TDemand> {
    if (key) {
      const earlier = await this.repo.byKey(accountId, key);
      if (earlier) return this.own(accountId, earlier, lang);
    }
    const now = this.now();
    const today = epochToBeijing(now.getTime()).slice(0, 10);
    if (!validUntilInRange(input.validUntil, today)) throw new BusinessError(ErrorCode.DemandValidUntil, 400);
    if (tagsProblem(input.tags) === 'tagExists') throw new BusinessError(ErrorCode.DemandTagExists, 400);
    if (input.categoryId && !(await this.repo.categoryBranch(input.bventId, input.categoryId)).length)
      throw new BusinessError(ErrorCode.CategoryNotFound, 404);
    const pictures: StoredImage[] = [];
    for (const p of new Set(input.pictures)) pictures.push(await storedImage(this.uploads, p));
    const me = await this.cards.profile(accountId);
    const id = await this.repo.insert(
      {
        bventId: input.bventId,
        buyerAccountId: accountId,
        buyerOrgId: orgId,
        buyerName: me.fullName,
        buyerCompany: me.company,
        title: input.title,
        description: input.description,
        categoryId: input.categoryId,
        quantity: input.quantity,
        unit: input.unit,
        validUntil: input.validUntil,
        expiresAt: new Date(demandExpiresAt(input.validUntil)),
        pictures: pictures.map(({ image, width, height }) => ({ image, width, height })),
        // One of each word (the check above refused a second of the same).
        tags: input.tags.filter((t, i) => input.tags.findIndex((x) => tagKey(x) === tagKey(t)) === i),
        idempotencyKey: key,
      },
      now,
    );
    return this.own(accountId, id, lang);
  }

  picture(data: string): Promise<StoredImage> {
    return storeImage(this.uploads, data, DEMAND_PICTURE_MAX_BYTES);
  }

  async mine(
    accountId: string,
    q: { bventId: string; pageNo: number; pageSize: number },
    lang: TLanguage,
  ): Promise<{ items: TDemand[]; pager: TPager }> {
    const { rows, total } = await this.repo.page(
      this.repo.byBuyer(accountId, q.bventId),
      pageOffset(q.pageNo, q.pageSize),
      q.pageSize,
    );
    return {
      items: await this.full(rows, { kind: 'all' }, accountId, lang),
      pager: pagerOf(q.pageNo, q.pageSize, total),
    };
  }

  /** Its buyer closes a demand (pending or published): it leaves the hall and takes no more replies. */
  async close(accountId: string, ref: { bventId: string; id: string }, lang: TLanguage): Promise<TDemand> {
    const listed = await this.repo.one(ref.id);
    if (!listed || listed.demand.bventId !== ref.bventId || listed.demand.buyerAccountId !== accountId)
      throw notFound();
    await this.repo.move(ref.id, ['pending', 'published'], { state: 'closed' }, this.now());
    return this.own(accountId, ref.id, lang);
  }

  /**
   * A member answers for their exhibitor (the organization they act in, or the one they answer for): a published,
   * running demand of another company, with some of the exhibitor's listed products and the member's card.
   */
  async reply(
    accountId: string,
    actingOrgId: string | null,
    input: { bventId: string; id: string; text: string; productIds: string[]; sendBusinessCard: boolean },
    lang: TLanguage,
  ): Promise<TDemand> {
    const listed = await this.repo.one(input.id);
    // A demand the hall never showed is not there; one it showed and that was closed since says so.
    if (
      !listed ||
      listed.demand.bventId !== input.bventId ||
      !['published', 'closed'].includes(listed.demand.state)
    )
      throw notFound();
    const d = listed.demand;
    if (d.state === 'closed') throw new BusinessError(ErrorCode.DemandNotOpen, 409);
    const orgs = await this.repo.hostOrgs(accountId, input.bventId);
    const orgId = actingOrgId && orgs.includes(actingOrgId) ? actingOrgId : orgs[0];
    const exhibitor = orgId ? await this.repo.exhibitorOf(input.bventId, orgId) : null;
    if (!orgId || !exhibitor || exhibitor.status !== 'normal')
      throw new BusinessError(ErrorCode.Forbidden, 403);
    if (d.buyerAccountId === accountId || (d.buyerOrgId && orgs.includes(d.buyerOrgId)))
      throw new BusinessError(ErrorCode.DemandOwnOrganization, 400);
    if (d.expiresAt.getTime() <= this.clock.now()) throw new BusinessError(ErrorCode.DemandNotOpen, 409);
    const wanted = [...new Set(input.productIds)];
    const own = await this.repo.ownListed(exhibitor.id, wanted);
    if (own.length !== wanted.length) throw new BusinessError(ErrorCode.ExhibitNotFound, 404);
    const me = await this.cards.profile(accountId);
    // The member's card goes as the card calls send it (it lands on the buyer's card wall); incomplete: 409.
    const card = input.sendBusinessCard
      ? await this.cards.sendToPerson(accountId, input.bventId, d.buyerAccountId, orgId, lang)
      : null;
    const stored = await this.repo.reply(
      d.id,
      {
        exhibitorId: exhibitor.id,
        orgId,
        authorAccountId: accountId,
        authorName: me.fullName,
        text: input.text,
        productIds: wanted,
        card: card
          ? {
              exchangeId: card.exchangeId,
              fullName: card.card.fullName,
              company: card.card.company,
              jobTitle: card.card.jobTitle,
            }
          : null,
      },
      this.now(),
    );
    if (!stored) throw new BusinessError(ErrorCode.DemandNotOpen, 409);
    const after = (await this.repo.one(d.id))!;
    await this.tell(after);
    const [demand] = await this.full([after], { kind: 'orgs', orgIds: orgs }, accountId, lang);
    return demand!;
  }

  /** The organizer's queue: the event's demands in a state, newest first, every reply, and each state's count. */
  async queue(
    q: { bventId: string; state: TDemandState; pageNo: number; pageSize: number },
    lang: TLanguage,
  ) {
    const now = this.now();
    const [{ rows }, counted] = await Promise.all([
      this.repo.page(
        this.repo.byState(q.bventId, q.state, now),
        pageOffset(q.pageNo, q.pageSize),
        q.pageSize,
      ),
      this.repo.counts(q.bventId, now),
    ]);
    const counts = Object.fromEntries(DEMAND_STATES.map((s) => [s, 0])) as Record<TDemandState, number>;
    for (const c of counted) {
      counts[c.state] += c.n;
      if (c.state === 'published') {
        counts.published -= c.expired;
        counts.expired += c.expired;
      }
    }
    return { items: await this.full(rows, { kind: 'all' }, null, lang), counts };
  }

  /** The organizer publishes a pending demand, or rejects it with the note its buyer reads. */
  async review(
    accountId: string,
    input: { bventId: string; id: string; decision: 'approve' | 'reject'; note: string },
    lang: TLanguage,
  ): Promise<TDemand> {
    const listed = await this.repo.one(input.id);
    if (!listed || listed.demand.bventId !== input.bventId) throw notFound();
    const now = this.now();
    const decided = await this.repo.decide(
      input.id,
      ['pending'],
      input.decision === 'approve'
        ? {
            state: 'published',
            publishedAt: now,
            reviewNote: input.note,
            reviewedBy: accountId,
            reviewedAt: now,
          }
        : { state: 'rejected', reviewNote: input.note, reviewedBy: accountId, reviewedAt: now },
      {
        bventId: input.bventId,
        subject: 'demand',
        subjectId: input.id,
        subjectName: listed.demand.title,
        decision: input.decision,
        note: input.note,
        byAccountId: accountId,
        at: now,
      },
    );
    if (!decided) throw new BusinessError(ErrorCode.DemandReviewed, 409);
    const after = (await this.repo.one(input.id))!;
    await this.tell(after);
    const [demand] = await this.full([after], { kind: 'all' }, null, lang);
    return demand!;
  }

  /** One of the caller's own demands, as they see it. */
  private async own(accountId: string, id: string, lang: TLanguage): Promise<TDemand> {
    const listed = await this.repo.one(id);
    if (!listed) throw notFound();
    const [demand] = await this.full([listed], { kind: 'all' }, accountId, lang);
    return demand!;
  }
}
