import { ErrorCode, type THallActivityCard, type TLanguage, type TPager } from '@showfloor/contracts';
import { type Clock, activityRegistration, activityState, epochToBeijing } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { type ViewerOf, exhibitorSummary, pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import { visibleTo } from '../shared/shown.ts';
import type { ActivityHallRepository, HallCardRow } from './activity-hall.repository.ts';

type Paging = { pageNo: number; pageSize: number };

/** The activity hall and "my activities": cards with their states computed against the gateway's clock. */
export class ActivityHallService {
  constructor(
    private readonly repo: ActivityHallRepository,
    private readonly viewerOf: ViewerOf,
    /** Whether the event exists (an unknown one answers 5001, not an empty list). */
    private readonly eventExists: (bventId: string) => Promise<boolean>,
    private readonly clock: Clock,
  ) {}

  private card(r: HallCardRow, lang: TLanguage, nowMs: number): THallActivityCard {
    return {
      id: r.id,
      title: pickText(r.title, lang),
      cover: r.cover,
      startTime: r.startTime,
      endTime: r.endTime,
      location: r.location,
      state: activityState(r, nowMs),
      registration: activityRegistration(r, nowMs),
      capacity: r.capacity,
      registeredCount: r.registeredCount,
      exhibitor: exhibitorSummary(r.exhibitor, lang),
    };
  }

  async hall(
    input: Paging & { bventId: string; day?: string | undefined },
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ items: THallActivityCard[]; pager: TPager }> {
    if (!(await this.eventExists(input.bventId))) throw new BusinessError(ErrorCode.EventNotFound);
    const visible = await visibleTo(this.viewerOf, accountId, input.bventId);
    const nowMs = this.clock.now();
    const filter = {
      bventId: input.bventId,
      visible,
      nowWall: epochToBeijing(nowMs),
      ...(input.day ? { day: input.day } : {}),
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

  async mine(
    input: Paging & { bventId: string },
    lang: TLanguage,
    accountId: string,
  ): Promise<{ items: THallActivityCard[]; pager: TPager }> {
    if (!(await this.eventExists(input.bventId))) throw new BusinessError(ErrorCode.EventNotFound);
    const [rows, total] = await Promise.all([
      this.repo.minePage(accountId, input.bventId, pageOffset(input.pageNo, input.pageSize), input.pageSize),
      this.repo.mineCount(accountId, input.bventId),
    ]);
    const nowMs = this.clock.now();
    return {
      items: rows.map((r) => this.card(r, lang, nowMs)),
      pager: pagerOf(input.pageNo, input.pageSize, total),
    };
  }
}
