import { ErrorCode, type TLanguage, type TVideoCard, type TVideoCategoryNode } from '@showfloor/contracts';
import { queryTokens, toTsQuery } from '@showfloor/domain';
import { SEARCH_KEY_WEIGHTS } from '../../db/schema/search.ts';
import { Paged } from '../../http/envelope.ts';
import { BusinessError } from '../../http/errors.ts';
import { pickText } from '../shared/localize.ts';
import { type ViewerOf, visibleTo } from '../shared/shown.ts';
import type { HallCategoryRow, HallFilter, VideoHallRepository } from './video-hall.repository.ts';
import { card } from './video.service.ts';

export interface HallInput {
  bventId: string;
  keywords?: string;
  categoryId?: string;
  pageNo: number;
  pageSize: number;
}

/** The weights a keyword looks in: a video's title and its description (schema/search.ts). */
const HALL_WEIGHTS = SEARCH_KEY_WEIGHTS.video.name + SEARCH_KEY_WEIGHTS.video.description;

/** Parents with their children, each counting its videos (a parent its children's too); empty ones left out. */
function tree(rows: HallCategoryRow[], lang: TLanguage): TVideoCategoryNode[] {
  return rows
    .filter((r) => r.parentId === null)
    .map((p) => {
      const children = rows
        .filter((c) => c.parentId === p.id && c.videoCount > 0)
        .map((c) => ({ id: c.id, name: pickText(c.name, lang), videoCount: c.videoCount }));
      const videoCount = p.videoCount + children.reduce((sum, c) => sum + c.videoCount, 0);
      return { id: p.id, name: pickText(p.name, lang), videoCount, children };
    })
    .filter((p) => p.videoCount > 0);
}

/**
 * The video hall: the event's published videos, exhibitors' and agencies' together, filtered by the event's
 * category tree and by keywords through the search index. A restricted exhibitor's videos are there only for
 * the buyers it admits, in the list and in the category counts alike.
 */
export class VideoHallService {
  constructor(
    private readonly repo: VideoHallRepository,
    private readonly viewerOf: ViewerOf,
  ) {}

  async list(input: HallInput, lang: TLanguage, accountId: string | null): Promise<Paged<TVideoCard[]>> {
    const bventId = input.bventId.toLowerCase();
    const filter: HallFilter = { bventId, visible: await visibleTo(this.viewerOf, accountId, bventId) };
    if (input.categoryId) {
      const ids = await this.repo.categoryWithChildren(bventId, input.categoryId.toLowerCase());
      if (!ids) throw new BusinessError(ErrorCode.CategoryNotFound, 404, input.categoryId);
      filter.categoryIds = ids;
    }
    const pager = (total: number) => ({
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    });
    const term = input.keywords?.trim();
    if (term) {
      const tsquery = toTsQuery(queryTokens(term), HALL_WEIGHTS);
      // Keywords of punctuation only can match nothing: an empty page, without asking the database.
      if (!tsquery) return new Paged([], pager(0));
      filter.tsquery = tsquery;
    }
    const { rows, total } = await this.repo.page(filter, (input.pageNo - 1) * input.pageSize, input.pageSize);
    return new Paged(
      rows.map((r) => card(r, lang)),
      pager(total),
    );
  }

  async categories(
    bventId: string,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<TVideoCategoryNode[]> {
    const id = bventId.toLowerCase();
    const rows = await this.repo.categoriesWithCounts(id, await visibleTo(this.viewerOf, accountId, id));
    return tree(rows, lang);
  }
}
