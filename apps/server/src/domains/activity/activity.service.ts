import { visibleTo } from '../shared/shown.ts';
import {
  ErrorCode,
  type TActivityCard,
  type TActivityDetail,
  type TLanguage,
  type TPager,
} from '@showfloor/contracts';
import type { Clock } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import {
  type ViewerOf,
  assertExhibitorAllows,
  exhibitorSummary,
  pageOffset,
  pagerOf,
} from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import { activityCard } from './activity-card.ts';
import type { ActivityRepository } from './activity.repository.ts';

export class ActivityService {
  constructor(
    private readonly repo: ActivityRepository,
    private readonly viewerOf: ViewerOf,
    /** Whether the event exists (an unknown one answers 5001, not an empty list). */
    private readonly eventExists: (bventId: string) => Promise<boolean>,
    /** The clock the states are computed against (the app's; tests set it). */
    private readonly clock: Clock,
  ) {}

  async list(
    input: { bventId: string; exhibitorId: string; pageNo: number; pageSize: number },
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ items: TActivityCard[]; pager: TPager }> {
    if (!(await this.eventExists(input.bventId))) throw new BusinessError(ErrorCode.EventNotFound);
    const visible = await visibleTo(this.viewerOf, accountId, input.bventId);
    const filter = { bventId: input.bventId, exhibitorId: input.exhibitorId, visible };
    const [rows, total] = await Promise.all([
      this.repo.page(filter, pageOffset(input.pageNo, input.pageSize), input.pageSize),
      this.repo.count(filter),
    ]);
    const nowMs = this.clock.now();
    return {
      items: rows.map((r) => activityCard(r, lang, nowMs)),
      pager: pagerOf(input.pageNo, input.pageSize, total),
    };
  }

  /**
   * An unknown (or unpublished) activity is 404 ActivityNotFound; the exhibitor's own states (1002-1004) and
   * visibility apply.
   */
  async detail(id: string, lang: TLanguage, accountId: string | null): Promise<TActivityDetail> {
    const r = await this.repo.detail(id);
    if (!r || r.status !== 'published') {
      throw new BusinessError(ErrorCode.ActivityNotFound);
    }
    await assertExhibitorAllows(r.exhibitor, r.bventId, accountId, this.viewerOf);
    return {
      ...activityCard(r, lang, this.clock.now()),
      bventId: r.bventId,
      description: pickText(r.description, lang),
      exhibitor: exhibitorSummary(r.exhibitor, lang),
    };
  }
}
