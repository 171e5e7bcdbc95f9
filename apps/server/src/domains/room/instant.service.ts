import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  INSTANT_ANSWER_SECONDS,
  INSTANT_MEETING_MINUTES,
  type TInstantRequest,
  type TLanguage,
  type TRoleType,
} from '@showfloor/contracts';
import { epochToBeijing, type Clock } from '@showfloor/domain';
import type { AccessService } from '../../access/access.service.ts';
import { BusinessError } from '../../http/errors.ts';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { WindowCounters } from '../../shared/window-counters.ts';
import type { BventService } from '../bvent/bvent.service.ts';
import { uniqueViolation } from '../meeting/meeting.repository.ts';
import { enabledChatTypes, refuseUnbookable, roomNumber } from '../meeting/meeting.service.ts';
import { pickText } from '../shared/localize.ts';
import type { InstantRepository, InstantRow, InstantView } from './instant.repository.ts';

/** Who is told of a request's change: the buyer who asked and the exhibitor's organization. */
export interface InstantAudience {
  bventId: string;
  orgId: string;
  buyerId: string;
}

/** Tells the buyer's and the organization's sockets of a change (instant-frames.ts publishes it on /ws). */
export type InstantNotify = (audience: InstantAudience, view: InstantView) => Promise<void>;

/** The caller of Ask as the chat gate resolved them. */
export interface InstantActing {
  orgId: string | null;
  role: TRoleType | null;
}

const notFound = () => new BusinessError(ErrorCode.InstantRequestNotFound, 404);
const closed = () => new BusinessError(ErrorCode.InstantRequestClosed, 409);

/**
 * Instant negotiation: a buyer asks an exhibitor to talk now, the exhibitor's members hear it ring and the
 * first answer wins; accepted, a confirmed meeting starting now carries the room both sides enter. Nobody else
 * learns that a request exists (6113, as for anything one may not see).
 */
export class InstantService {
  /** Asks per buyer: a request rings on every member's phone, so 10 a minute, then 6003. */
  private readonly asks: AttemptLimiter;
  private readonly timers = new Set<NodeJS.Timeout>();
  private notify: InstantNotify = () => Promise.resolve();

  constructor(
    private readonly repo: InstantRepository,
    private readonly access: AccessService,
    private readonly bvent: BventService,
    private readonly clock: Clock,
    counters: WindowCounters,
  ) {
    this.asks = new AttemptLimiter(counters, 'instant-ask', 10, 60_000);
  }

  /** Set once the realtime channel is up: who is told of each change. */
  setNotify(notify: InstantNotify): void {
    this.notify = notify;
  }

  hostOrgs(accountId: string, bventId: string): Promise<string[]> {
    return this.repo.hostOrgs(accountId, bventId);
  }

  async ask(
    accountId: string,
    acting: InstantActing,
    input: { bventId: string; exhibitorId: string; topic: string },
    lang: TLanguage,
  ): Promise<TInstantRequest> {
    if (!(await this.asks.take(accountId))) throw new BusinessError(ErrorCode.TooManyAttempts, 429);
    const event = await this.bvent.event(input.bventId);
    if (!enabledChatTypes(event).includes('OnLine')) throw new BusinessError(ErrorCode.ChatTypeDisabled, 400);
    const exhibitor = await this.repo.exhibitor(input.bventId, input.exhibitorId);
    if (!exhibitor) throw new BusinessError(ErrorCode.ExhibitorNotFound, 404);
    refuseUnbookable(exhibitor);
    // An organization's own staff are not its buyers, whatever role they act in now.
    if (acting.orgId === exhibitor.orgId || (await this.access.isMember(accountId, exhibitor.orgId)))
      throw new BusinessError(ErrorCode.OwnOrganization, 400);
    const now = this.clock.now();
    const added = await this.repo.add(
      {
        id: randomUUID(),
        bventId: input.bventId,
        exhibitorId: exhibitor.id,
        receiveOrgId: exhibitor.orgId,
        sendAccountId: accountId,
        sendOrgId: acting.orgId,
        actingRole: acting.role ?? 'Attendee',
        buyerName: await this.repo.accountName(accountId),
        topic: input.topic,
        status: 'pending',
        expiresAt: new Date(now + INSTANT_ANSWER_SECONDS * 1000),
        createdAt: new Date(now),
      },
      new Date(now),
    );
    if (added === 'waiting') throw new BusinessError(ErrorCode.InstantRequestWaiting, 409);
    this.expireLater(added);
    return this.told(added.id, lang);
  }

  async cancel(accountId: string, bventId: string, id: string, lang: TLanguage): Promise<TInstantRequest> {
    const view = await this.repo.view(id);
    if (!view || view.request.bventId !== bventId || view.request.sendAccountId !== accountId)
      throw notFound();
    if (!(await this.repo.settle(id, 'cancelled', accountId, new Date(this.clock.now())))) throw closed();
    return this.told(id, lang);
  }

  async answer(
    accountId: string,
    bventId: string,
    id: string,
    accept: boolean,
    lang: TLanguage,
  ): Promise<TInstantRequest> {
    const view = await this.repo.view(id);
    if (!view || view.request.bventId !== bventId) throw notFound();
    const r = view.request;
    if (!(await this.repo.hostOrgs(accountId, bventId)).includes(r.receiveOrgId)) throw notFound();
    const now = this.clock.now();
    if (!accept) {
      if (!(await this.repo.settle(id, 'declined', accountId, new Date(now)))) throw closed();
      return this.told(id, lang);
    }
    const event = await this.bvent.event(bventId);
    // The room number is unique (meetings_room_uq): a clash of two random numbers is tried again with another.
    for (let attempt = 0; ; attempt++) {
      try {
        const accepted = await this.repo.accept(id, accountId, new Date(now), {
          id: randomUUID(),
          kind: 'Instant',
          bventId,
          slotId: null,
          exhibitorId: r.exhibitorId,
          receiveOrgId: r.receiveOrgId,
          receiveAccountId: accountId,
          sendAccountId: r.sendAccountId,
          sendOrgId: r.sendOrgId,
          sendAccountName: r.buyerName,
          attendeeOrganizationRole: r.actingRole,
          topOrgId: event.topOrgId,
          srcBizType: 'Shop',
          srcBizId: r.exhibitorId,
          srcBizName: pickText(view.exhibitorName, lang),
          topic: r.topic,
          chatType: 'OnLine',
          addressType: 'Customize',
          sendBusinessCard: false,
          status: 'Confirmed',
          startTime: epochToBeijing(now),
          endTime: epochToBeijing(now + INSTANT_MEETING_MINUTES * 60_000),
          roomNumber: roomNumber(),
          sequence: 0,
        });
        if (!accepted) throw closed();
        return await this.told(id, lang);
      } catch (err) {
        if (attempt < 3 && uniqueViolation(err) === 'meetings_room_uq') continue;
        throw err;
      }
    }
  }

  /** One request, for the buyer who asked or a member of the organization asked. */
  async get(accountId: string, bventId: string, id: string, lang: TLanguage): Promise<TInstantRequest> {
    const view = await this.repo.view(id);
    if (!view || view.request.bventId !== bventId) throw notFound();
    if (
      view.request.sendAccountId !== accountId &&
      !(await this.repo.hostOrgs(accountId, bventId)).includes(view.request.receiveOrgId)
    )
      throw notFound();
    return this.toRequest(view, lang);
  }

  /** The requests ringing for the caller's organizations at the event. */
  async ringing(accountId: string, bventId: string, lang: TLanguage): Promise<TInstantRequest[]> {
    const orgs = await this.repo.hostOrgs(accountId, bventId);
    const rows = await this.repo.ringing(orgs, bventId, new Date(this.clock.now()));
    return rows.map((v) => this.toRequest(v, lang));
  }

  /** The buyer's request still ringing at the event (a reopened page picks it up again). */
  async waitingOf(accountId: string, bventId: string, lang: TLanguage): Promise<TInstantRequest | null> {
    const row = await this.repo.waitingOf(accountId, new Date(this.clock.now()));
    if (!row || row.bventId !== bventId) return null;
    const view = await this.repo.view(row.id);
    return view ? this.toRequest(view, lang) : null;
  }

  toRequest(v: InstantView, lang: TLanguage): TInstantRequest {
    const r = v.request;
    const over = r.status === 'pending' && r.expiresAt.getTime() <= this.clock.now();
    return {
      id: r.id,
      bventId: r.bventId,
      exhibitorId: r.exhibitorId,
      exhibitorName: pickText(v.exhibitorName, lang),
      receiveOrgId: r.receiveOrgId,
      buyerName: r.buyerName,
      topic: r.topic,
      status: over ? 'expired' : (r.status as TInstantRequest['status']),
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      roomNumber: v.roomNumber,
    };
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  /** Reads the request as it is now, tells both sides, and answers it. */
  private async told(id: string, lang: TLanguage): Promise<TInstantRequest> {
    const view = await this.repo.view(id);
    if (!view) throw notFound();
    const r = view.request;
    await this.notify({ bventId: r.bventId, orgId: r.receiveOrgId, buyerId: r.sendAccountId }, view);
    return this.toRequest(view, lang);
  }

  /**
   * Marks the request expired when its time is over and tells both sides. A request whose process went away
   * first reads as expired anyway (toRequest), and the buyer's next ask marks it.
   */
  private expireLater(r: InstantRow): void {
    const t = setTimeout(
      () => {
        this.timers.delete(t);
        void (async () => {
          if (await this.repo.expire(r.id, new Date(this.clock.now()))) await this.told(r.id, 'en-US');
        })().catch(() => undefined);
      },
      Math.max(0, r.expiresAt.getTime() - this.clock.now()) + 50,
    );
    t.unref();
    this.timers.add(t);
  }
}
