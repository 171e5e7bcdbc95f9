import { visibleTo } from '../shared/shown.ts';
import {
  ErrorCode,
  type TCategoryNode,
  type TLanguage,
  type TPager,
  type TProductCard,
  type TProductDetail,
} from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
import { pickText } from '../shared/localize.ts';
import {
  type ViewerOf,
  asCurrency,
  assertExhibitorAllows,
  dynamicFields,
  exhibitorSummary,
  pageOffset,
  pagerOf,
  toMinorUnits,
} from './catalog-shared.ts';
import { keywordTsQuery } from './keyword-query.ts';
import type { CategoryRow, ProductCardRow, ProductFilter, ProductRepository } from './product.repository.ts';

/** Product states -> their codes. Anything else not 'listed' reads as not listed. */
/**
 * What a product page answers for a product that is not listed, by its state; 'deleted' is a product its exhibitor
 * deleted that enquiries still name (kept for them, gone for everyone else).
 */
export const PRODUCT_STATE_CODES: Record<string, number> = {
  deleted: ErrorCode.ExhibitNotFound,
  banned: ErrorCode.ExhibitBanned,
  pendingReview: ErrorCode.ExhibitNotApproved,
  rejected: ErrorCode.ExhibitNotApproved,
  needsModification: ErrorCode.ExhibitNotApproved,
  pendingListing: ErrorCode.ExhibitNotListed,
  delisted: ErrorCode.ExhibitNotListed,
};

export interface ProductListInput {
  bventId: string;
  exhibitorId?: string;
  keywords?: string;
  group?: string;
  cate?: string;
  exhibitId?: string;
  pageNo: number;
  pageSize: number;
}

export class ProductService {
  constructor(
    private readonly repo: ProductRepository,
    private readonly viewerOf: ViewerOf,
  ) {}

  /** The event must exist (EventNotFound), read with its currency in one query. */
  private async eventMustExist(bventId: string): Promise<void> {
    if ((await this.repo.eventCurrency(bventId)) === null) throw new BusinessError(ErrorCode.EventNotFound);
  }

  async categoryTree(
    bventId: string,
    lang: TLanguage,
    accountId: string | null,
    exhibitorId?: string,
  ): Promise<TCategoryNode[]> {
    await this.eventMustExist(bventId);
    const visible = await visibleTo(this.viewerOf, accountId, bventId);
    const rows = await this.repo.categoriesWithCounts(bventId, visible, exhibitorId);
    return buildTree(rows, lang, exhibitorId !== undefined);
  }

  async list(
    input: ProductListInput,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ items: TProductCard[]; pager: TPager }> {
    const tsquery = keywordTsQuery(input.keywords);
    if (input.exhibitorId && tsquery === undefined)
      return this.listOfExhibitor(input, input.exhibitorId, lang, accountId);
    await this.eventMustExist(input.bventId);
    const filter: ProductFilter = {
      bventId: input.bventId,
      visible: await visibleTo(this.viewerOf, accountId, input.bventId),
      exhibitorId: input.exhibitorId,
      tsquery: tsquery ?? undefined,
      pavilionId: input.group,
      excludeId: input.exhibitId,
    };
    if (input.cate) {
      const ids = await this.repo.categoryWithChildren(input.bventId, input.cate);
      if (!ids) throw new BusinessError(ErrorCode.CategoryNotFound, 404, input.cate);
      filter.categoryIds = ids;
    }
    // Keywords of punctuation only can match no name: an empty page, without asking the database.
    if (tsquery === null) {
      return { items: [], pager: pagerOf(input.pageNo, input.pageSize, 0) };
    }
    const [rows, total] = await Promise.all([
      this.repo.page(filter, pageOffset(input.pageNo, input.pageSize), input.pageSize),
      this.repo.count(filter),
    ]);
    return {
      items: rows.map((r) => toCard(r, lang)),
      pager: pagerOf(input.pageNo, input.pageSize, total),
    };
  }

  /**
   * One exhibitor's list without keywords (its shop's products tab, "more from this exhibitor"): the same answer
   * and the same refusals in the same order as the general path (no event 5001, then an unknown category 7301),
   * from one statement instead of three queries.
   */
  private async listOfExhibitor(
    input: ProductListInput,
    exhibitorId: string,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<{ items: TProductCard[]; pager: TPager }> {
    const visible = await visibleTo(this.viewerOf, accountId, input.bventId);
    let categoryIds: string[] | undefined;
    if (input.cate) {
      const ids = await this.repo.categoryWithChildren(input.bventId, input.cate);
      if (!ids) throw new BusinessError(ErrorCode.CategoryNotFound, 404, input.cate);
      categoryIds = ids;
    }
    const page = await this.repo.exhibitorPage(
      {
        bventId: input.bventId,
        exhibitorId,
        visible,
        pavilionId: input.group,
        categoryIds,
        excludeId: input.exhibitId,
      },
      pageOffset(input.pageNo, input.pageSize),
      input.pageSize,
    );
    if (!page) throw new BusinessError(ErrorCode.EventNotFound);
    return {
      items: page.rows.map((r) => toCard(r, lang)),
      pager: pagerOf(input.pageNo, input.pageSize, page.total),
    };
  }

  /** The first `size` products in the fair's order (home page picks). */
  async firstCards(
    bventId: string,
    size: number,
    lang: TLanguage,
    accountId: string | null,
  ): Promise<TProductCard[]> {
    await this.eventMustExist(bventId);
    const visible = await visibleTo(this.viewerOf, accountId, bventId);
    const rows = await this.repo.page({ bventId, visible }, 0, size);
    return rows.map((r) => toCard(r, lang));
  }

  async detail(id: string, lang: TLanguage, accountId: string | null): Promise<TProductDetail> {
    const r = await this.repo.detail(id);
    if (!r) throw new BusinessError(ErrorCode.ExhibitNotFound);
    if (r.status !== 'listed')
      throw new BusinessError(PRODUCT_STATE_CODES[r.status] ?? ErrorCode.ExhibitNotListed);
    await assertExhibitorAllows(r.exhibitor, r.bventId, accountId, this.viewerOf);
    return {
      id: r.id,
      bventId: r.bventId,
      name: pickText(r.name, lang),
      images: [r.image, ...r.images.filter((u) => u !== r.image)],
      video: r.video,
      price: toMinorUnits(r.price),
      currency: asCurrency(r.currency),
      description: pickText(r.description, lang),
      category: r.categoryId ? { id: r.categoryId, name: pickText(r.categoryName, lang) } : null,
      fields: dynamicFields(r.fields, lang),
      exhibitor: exhibitorSummary(r.exhibitor, lang),
      visitCount: r.visitCount,
      favoriteCount: r.favoriteCount,
      likeCount: r.likeCount,
    };
  }
}

/** A product's card, priced in the product's own currency. */
function toCard(r: ProductCardRow, lang: TLanguage): TProductCard {
  return {
    id: r.id,
    name: pickText(r.name, lang),
    image: r.image,
    price: toMinorUnits(r.price),
    currency: asCurrency(r.currency),
    exhibitorId: r.exhibitorId,
    exhibitorName: pickText(r.exhibitorName, lang),
    favoriteCount: r.favoriteCount,
  };
}

/**
 * Two levels: parents in sort order with their children. A parent counts its own products and its
 * children's. For one exhibitor's tab, categories without its products are left out.
 */
function buildTree(rows: CategoryRow[], lang: TLanguage, onlyUsed: boolean): TCategoryNode[] {
  const parents = rows.filter((r) => r.parentId === null);
  return parents
    .map((p) => {
      const children = rows
        .filter((c) => c.parentId === p.id)
        .map((c) => ({ id: c.id, name: pickText(c.name, lang), productCount: c.productCount }))
        .filter((c) => !onlyUsed || c.productCount > 0);
      const productCount = p.productCount + children.reduce((sum, c) => sum + c.productCount, 0);
      return { id: p.id, name: pickText(p.name, lang), productCount, children };
    })
    .filter((p) => !onlyUsed || p.productCount > 0);
}
