import { visibleTo } from '../shared/shown.ts';
import {
  ErrorCode,
  type TLanguage,
  type TPager,
  type TProjectCard,
  type TProjectDetail,
} from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import {
  type ViewerOf,
  assertExhibitorAllows,
  exhibitorSummary,
  pageOffset,
  pagerOf,
} from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import type { ProjectRepository } from './project.repository.ts';

export class ProjectService {
  constructor(
    private readonly repo: ProjectRepository,
    private readonly viewerOf: ViewerOf,
    /** Whether the event exists (an unknown one answers 5001, not an empty list). */
    private readonly eventExists: (bventId: string) => Promise<boolean>,
  ) {}

  async list(
    input: { bventId: string; exhibitorId?: string; pageNo: number; pageSize: number },
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ items: TProjectCard[]; pager: TPager }> {
    if (!(await this.eventExists(input.bventId))) throw new BusinessError(ErrorCode.EventNotFound);
    const visible = await visibleTo(this.viewerOf, accountId, input.bventId);
    const filter = { bventId: input.bventId, exhibitorId: input.exhibitorId, visible };
    const [rows, total] = await Promise.all([
      this.repo.page(filter, pageOffset(input.pageNo, input.pageSize), input.pageSize),
      this.repo.count(filter),
    ]);
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: pickText(r.name, lang),
        cover: r.cover,
        cate: r.cate,
        exhibitorId: r.exhibitorId,
        exhibitorName: pickText(r.exhibitorName, lang),
        favoriteCount: r.favoriteCount,
      })),
      pager: pagerOf(input.pageNo, input.pageSize, total),
    };
  }

  /** 3001 no such project, 3002 banned, 3003 any other state that is not listed. */
  async detail(id: string, lang: TLanguage, accountId: string | null): Promise<TProjectDetail> {
    const r = await this.repo.detail(id);
    if (!r) throw new BusinessError(ErrorCode.ProjectNotFound);
    if (r.status === 'banned') throw new BusinessError(ErrorCode.ProjectBanned);
    if (r.status !== 'listed') throw new BusinessError(ErrorCode.ProjectNotListed);
    await assertExhibitorAllows(r.exhibitor, r.bventId, accountId, this.viewerOf);
    return {
      id: r.id,
      bventId: r.bventId,
      name: pickText(r.name, lang),
      cover: r.cover,
      cate: r.cate,
      description: pickText(r.description, lang),
      exhibitor: exhibitorSummary(r.exhibitor, lang),
      visitCount: r.visitCount,
      favoriteCount: r.favoriteCount,
    };
  }
}
