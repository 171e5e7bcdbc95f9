import { type ViewerOf, visibleTo } from '../shared/shown.ts';
import {
  ErrorCode,
  HOME_RECOMMEND_SIZE,
  type TExhibitorCard,
  type THomeRecommend,
  type TLanguage,
  type TPager,
  type TPavilionCard,
  type TPavilionDetail,
  type TProductCard,
} from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import { pageOffset, pagerOf } from '../product/catalog-shared.ts';
import { pickText } from '../shared/localize.ts';
import type { ExhibitorCardRow, ExhibitorFilter, PavilionRepository } from './pavilion.repository.ts';

/** Pavilion states: still importing its exhibitors (4002) or their data (4004). */
const STATE_CODES: Record<string, number> = {
  uploading: ErrorCode.GroupUploading,
  uploadingData: ErrorCode.GroupUploadingData,
};

const DEFAULT_PAGE_SIZE = 20;

/** Pavilions (exhibition groups), the exhibitor list and the home page's picks: the fair's floor plan. */
export class PavilionService {
  constructor(
    private readonly repo: PavilionRepository,
    private readonly eventExists: (bventId: string) => Promise<boolean>,
    private readonly firstProducts: (
      bventId: string,
      size: number,
      lang: TLanguage,
      accountId: string | null,
    ) => Promise<TProductCard[]>,
    private readonly viewerOf: ViewerOf,
  ) {}

  private async assertEvent(bventId: string): Promise<void> {
    if (!(await this.eventExists(bventId))) throw new BusinessError(ErrorCode.EventNotFound);
  }

  async list(bventId: string, lang: TLanguage, accountId: string | null): Promise<TPavilionCard[]> {
    await this.assertEvent(bventId);
    const rows = await this.repo.ofEvent(bventId, await visibleTo(this.viewerOf, accountId, bventId));
    return rows.map((r) => ({
      id: r.id,
      name: pickText(r.name, lang),
      cover: r.cover,
      exhibitorCount: r.exhibitorCount,
      uploading: r.status in STATE_CODES,
    }));
  }

  async detail(
    id: string,
    paging: { pageNo?: number; pageSize?: number },
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ item: TPavilionDetail; pager: TPager }> {
    const r = await this.repo.byId(id);
    // The spec lists only the groups' "uploading" codes (4002, 4004); 4001 is "does not exist", as 1001-3001.
    if (!r) throw new BusinessError(ErrorCode.GroupNotFound);
    const state = STATE_CODES[r.status];
    if (state !== undefined) throw new BusinessError(state);
    const pageNo = paging.pageNo ?? 1;
    const pageSize = paging.pageSize ?? DEFAULT_PAGE_SIZE;
    const { items, pager } = await this.exhibitorPage(
      { bventId: r.bventId, pavilionId: r.id, visible: await visibleTo(this.viewerOf, accountId, r.bventId) },
      pageNo,
      pageSize,
      lang,
    );
    return {
      item: {
        id: r.id,
        bventId: r.bventId,
        name: pickText(r.name, lang),
        cover: r.cover,
        description: pickText(r.description, lang),
        // The pavilion's exhibitors this viewer may see: the page's total.
        exhibitorCount: pager.total,
        exhibitors: items,
      },
      pager,
    };
  }

  async exhibitors(
    input: { bventId: string; pavilionId?: string; pageNo: number; pageSize: number },
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ items: TExhibitorCard[]; pager: TPager }> {
    await this.assertEvent(input.bventId);
    const visible = await visibleTo(this.viewerOf, accountId, input.bventId);
    return this.exhibitorPage(
      { bventId: input.bventId, pavilionId: input.pavilionId, visible },
      input.pageNo,
      input.pageSize,
      lang,
    );
  }

  /** Deterministic: the first exhibitors and products in the fair's sort order. */
  async recommend(bventId: string, lang: TLanguage, accountId: string | null): Promise<THomeRecommend> {
    await this.assertEvent(bventId);
    const visible = await visibleTo(this.viewerOf, accountId, bventId);
    const exhibitors = await this.repo.exhibitorPage({ bventId, visible }, 0, HOME_RECOMMEND_SIZE);
    const products = await this.firstProducts(bventId, HOME_RECOMMEND_SIZE, lang, accountId);
    return { exhibitors: exhibitors.map((e) => toCard(e, lang)), products };
  }

  private async exhibitorPage(f: ExhibitorFilter, pageNo: number, pageSize: number, lang: TLanguage) {
    const [rows, total] = await Promise.all([
      this.repo.exhibitorPage(f, pageOffset(pageNo, pageSize), pageSize),
      this.repo.exhibitorCount(f),
    ]);
    return { items: rows.map((e) => toCard(e, lang)), pager: pagerOf(pageNo, pageSize, total) };
  }
}

function toCard(e: ExhibitorCardRow, lang: TLanguage): TExhibitorCard {
  return {
    id: e.id,
    name: pickText(e.name, lang),
    logo: e.logo,
    boothNumber: e.boothNumber,
    pavilion: e.pavilionId ? { id: e.pavilionId, name: pickText(e.pavilionName, lang) } : null,
    visitCount: e.visitCount,
    favoriteCount: e.favoriteCount,
    likeCount: e.likeCount,
    productCount: e.productCount,
  };
}
