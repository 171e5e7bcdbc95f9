import { ErrorCode, type THallActivityCard, type TLanguage, type TPager } from '@showfloor/contracts';
import { type Clock, epochToBeijing } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { type ViewerOf, exhibitorSummary, pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { visibleTo } from '../shared/shown.ts';
import { activityCard } from './activity-card.ts';
import type { ActivityHallRepository, HallCardRow } from './activity-hall.repository.ts';

type Paging = { pageNo: number; pageSize: number };

/** The hall and "my activities" mix exhibitors: each card is the activity's card plus whose activity it is. */
function hallCard(r: HallCardRow, lang: TLanguage, nowMs: number): THallActivityCard {
  return { ...activityCard(r, lang, nowMs), exhibitor: exhibitorSummary(r.exhibitor, lang) };
}

/** The activity hall and "my activities": cards with their states computed against the gateway's clock. */
export class ActivityHallService {
  constructor(
    private readonly repo: ActivityHallRepository,
    private readonly viewerOf: ViewerOf,
    /** Whether the event exists (an unknown one answers 5001, not an empty list). */
    private readonly eventExists: (bventId: string) => Promise<boolean>,
    private readonly clock: Clock,
  ) {}

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
      items: rows.map((r) => hallCard(r, lang, nowMs)),
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
      items: rows.map((r) => hallCard(r, lang, nowMs)),
      pager: pagerOf(input.pageNo, input.pageSize, total),
    };
  }
}
