import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type TLanguage,
  type TLiveCalendar,
  type TLiveCard,
  type TLiveDetail,
  type TLiveSeat,
  type TLiveStatus,
  type TPager,
} from '@showfloor/contracts';
import {
  type Clock,
  LIVE_CODE_MAX_FAILURES,
  LIVE_CODE_WINDOW_MS,
  type LiveState,
  fullBeijingWall,
  epochToBeijing,
  liveSoldOut,
  liveState,
} from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import type { LivePlayback } from './broadcast/playback.ts';
import {
  type ViewerOf,
  assertExhibitorAllows,
  exhibitorSummary,
  pageOffset,
  pagerOf,
} from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import { visibleTo } from '../shared/shown.ts';
import { inviteCodeMatches } from './invite-code.ts';
import { liveIcs } from './live-ics.ts';
import type { LiveCardRow, LiveDetailRow, LiveRepository } from './live.repository.ts';

export interface LiveListInput {
  bventId: string;
  pageNo: number;
  pageSize: number;
  day?: string;
  exhibitorId?: string;
  state?: LiveState;
  withReplay?: boolean;
}

export class LiveService {
  constructor(
    private readonly repo: LiveRepository,
    private readonly viewerOf: ViewerOf,
    /** Whether the event exists (an unknown one answers 5001, not an empty list). */
    private readonly eventExists: (bventId: string) => Promise<boolean>,
    private readonly playback: LivePlayback,
    /** The clock states and attempt windows are decided against (the app's; tests set it). */
    private readonly clock: Clock,
  ) {}

  private card(r: LiveCardRow, lang: TLanguage, nowMs: number): TLiveCard {
    return {
      id: r.id,
      bventId: r.bventId,
      title: pickText(r.title, lang),
      cover: r.cover,
      // A live saved in the studio may be stored as 'YYYY-MM-DD HH:mm'; the card's contract has the seconds.
      startTime: fullBeijingWall(r.startTime),
      endTime: fullBeijingWall(r.endTime),
      state: liveState(r, nowMs),
      isPrivate: r.inviteCodeHash !== null,
      capacity: r.capacity,
      reservedCount: r.reservedCount,
      soldOut: liveSoldOut(r),
      hasReplay: r.hasReplay,
      exhibitor: exhibitorSummary(r.exhibitor, lang),
    };
  }

  async list(
    input: LiveListInput & { reservedBy?: string },
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ items: TLiveCard[]; pager: TPager }> {
    if (!(await this.eventExists(input.bventId))) throw new BusinessError(ErrorCode.EventNotFound);
    const nowMs = this.clock.now();
    const filter = {
      ...input,
      visible: await visibleTo(this.viewerOf, accountId, input.bventId),
      nowWall: epochToBeijing(nowMs),
    };
    const [rows, total] = await Promise.all([
      this.repo.page(filter, pageOffset(input.pageNo, input.pageSize), input.pageSize),
      this.repo.count(filter),
    ]);
    return {
      items: rows.map((r) => this.card(r, lang, nowMs)),
      pager: pagerOf(input.pageNo, input.pageSize, total),
    };
  }

  /** A live the caller may see: unknown or removed is "live not exist"; its exhibitor's state and visibility apply. */
  private async visible(id: string, accountId: string | null): Promise<LiveDetailRow> {
    const r = await this.repo.detail(id);
    if (!r || r.status !== 'published') throw new BusinessError(ErrorCode.LiveNotFound);
    await assertExhibitorAllows(r.exhibitor, r.bventId, accountId, this.viewerOf);
    return r;
  }

  async detail(id: string, lang: TLanguage, accountId: string | null): Promise<TLiveDetail> {
    const r = await this.visible(id, accountId);
    const nowMs = this.clock.now();
    const state = liveState(r, nowMs);
    const reserved = accountId ? (await this.repo.reservedAmong(accountId, [id])).has(id) : null;
    // A private live plays for those who reserved it and for the exhibitor's own team, nobody else.
    const mayWatch =
      r.inviteCodeHash === null ||
      reserved === true ||
      (accountId !== null && (await this.repo.isTeam(accountId, r.bventId, r.orgId)));
    return {
      ...this.card(r, lang, nowMs),
      description: pickText(r.description, lang),
      reserved,
      playbackUrl: mayWatch ? await this.playback.urlFor(r, state) : null,
    };
  }

  private async seat(liveId: string, reserved: boolean): Promise<TLiveSeat> {
    const s = await this.repo.seat(liveId);
    const counts = s ?? { capacity: null, reservedCount: 0 };
    return { liveId, reserved, ...counts, soldOut: liveSoldOut(counts) };
  }

  /**
   * Refusals change nothing: unknown or removed (404), over (409), a private live's missing or wrong code (each
   * attempt counted in the database; past the limit in the window, 429 whatever the code), no seat left (409).
   * Holding a seat already answers it as it is, before any code is asked for.
   */
  async reserve(
    accountId: string,
    input: { bventId: string; liveId: string; inviteCode?: string },
  ): Promise<TLiveSeat> {
    const r = await this.visible(input.liveId, accountId);
    // The gate was passed at the event the body names: a live of another event is not there for this call.
    if (r.bventId !== input.bventId) throw new BusinessError(ErrorCode.LiveNotFound);
    const nowMs = this.clock.now();
    if (liveState(r, nowMs) === 'ended') throw new BusinessError(ErrorCode.LiveEnded, 409);
    if ((await this.repo.reservedAmong(accountId, [r.id])).has(r.id)) return this.seat(r.id, true);
    if (r.inviteCodeHash !== null) await this.checkCode(r.id, r.inviteCodeHash, accountId, input.inviteCode);
    const outcome = await this.repo.reserve(
      { ...r, startTime: fullBeijingWall(r.startTime), endTime: fullBeijingWall(r.endTime) },
      accountId,
      randomUUID(),
      new Date(nowMs),
    );
    if (outcome === 'soldOut') throw new BusinessError(ErrorCode.LiveSoldOut, 409);
    return this.seat(r.id, true);
  }

  private async checkCode(liveId: string, hash: string, accountId: string, code: string | undefined) {
    if (!code?.trim()) throw new BusinessError(ErrorCode.LiveInviteCodeRequired);
    const attempts = await this.repo.countAttempt(liveId, accountId, this.clock.now(), LIVE_CODE_WINDOW_MS);
    if (attempts > LIVE_CODE_MAX_FAILURES) throw new BusinessError(ErrorCode.TooManyAttempts, 429);
    if (!(await inviteCodeMatches(hash, code))) throw new BusinessError(ErrorCode.LiveInviteCodeWrong);
    await this.repo.forgiveAttempt(liveId, accountId);
  }

  async cancel(accountId: string, liveId: string): Promise<TLiveSeat> {
    const r = await this.repo.detail(liveId);
    if (!r || r.status !== 'published') throw new BusinessError(ErrorCode.LiveNotFound);
    await this.repo.cancel(liveId, accountId);
    return this.seat(liveId, false);
  }

  async status(accountId: string, liveIds: readonly string[]): Promise<TLiveStatus[]> {
    const reserved = await this.repo.reservedAmong(accountId, liveIds);
    return liveIds.map((liveId) => ({ liveId, reserved: reserved.has(liveId) }));
  }

  async calendar(accountId: string, liveId: string, lang: TLanguage): Promise<TLiveCalendar> {
    const r = await this.visible(liveId, accountId);
    return liveIcs(
      {
        id: r.id,
        title: pickText(r.title, lang),
        exhibitorName: pickText(r.exhibitor.name, lang),
        startTime: r.startTime,
        endTime: r.endTime,
      },
      this.clock.now(),
    );
  }

  /** Who reserved the live: the reminder's audience when it goes on air. */
  reservers(liveId: string) {
    return this.repo.reservers(liveId);
  }
}
