import {
  ErrorCode,
  FIELD_TYPES,
  type TExhibitorDetail,
  type TLanguage,
  type TShopDecorate,
} from '@showfloor/contracts';
import { type ContentVisibility, contentVisible, type Viewer } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { BatchLoader } from '../../lib/batch-loader.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { pickText } from '../shared/localize.ts';
import type { ExhibitorDetailRow, ExhibitorRepository } from './exhibitor.repository.ts';

/** The code of an exhibitor that exists but may not be shown or booked, by state. */
export const STATE_CODES: Record<string, number> = {
  banned: ErrorCode.ExhibitorBanned,
  notPassed: ErrorCode.ExhibitorNotApproved,
  uploading: ErrorCode.ExhibitorUploading,
};

/** Refuses an exhibitor that may not be shown, with the code for its state (1001-1004). */
export function assertShowable<T extends { status: string }>(row: T | null): asserts row is T {
  if (!row) throw new BusinessError(ErrorCode.ExhibitorNotFound);
  const code = STATE_CODES[row.status];
  if (code !== undefined) throw new BusinessError(code);
  if (row.status !== 'normal') throw new BusinessError(ErrorCode.ExhibitorNotFound);
}

type FieldType = (typeof FIELD_TYPES)[number];
const isFieldType = (t: string): t is FieldType => (FIELD_TYPES as readonly string[]).includes(t);

export class ExhibitorService {
  // Raw rows, language-free, for a few seconds: the shop home is requested far more often than it changes.
  // A counted visit drops the entry (invalidate), so the page shows its own visit at once.
  private readonly details = new TtlCache<ExhibitorDetailRow | null>(3_000, 10_000, 'exhibitor_detail');
  // The shop decoration the same way: every exhibitor page asks for it with the detail.
  private readonly decorations = new TtlCache<Awaited<ReturnType<ExhibitorRepository['shopDecoration']>>>(
    3_000,
    10_000,
    'shop_decoration',
  );

  // Misses of one turn of the event loop share one query (no value outlives it; see BatchLoader).
  private readonly detailReads: BatchLoader<ExhibitorDetailRow>;

  constructor(
    private readonly repo: ExhibitorRepository,
    /** Who is looking (for content visibility); asked per request, never cached across viewers. */
    private readonly viewerOf: (accountId: string | null, bventId: string) => Promise<Viewer>,
  ) {
    this.detailReads = new BatchLoader((ids) => this.repo.details(ids));
  }

  invalidate(id: string): void {
    this.details.delete(id.toLowerCase());
    this.decorations.delete(id.toLowerCase());
  }

  async getDetail(
    id: string,
    lang: TLanguage,
    mSiteId?: string,
    accountId: string | null = null,
  ): Promise<TExhibitorDetail> {
    const key = id.toLowerCase();
    const row = await this.details.getOrLoad(key, async () => (await this.detailReads.load(key)) ?? null);
    // An exhibitor of another event does not exist on this micro-site.
    const visible = row && (!mSiteId || row.bventId === mSiteId.toLowerCase()) ? row : null;
    assertShowable(visible);
    const r = visible;
    // The cached row is the same for everyone; whether this viewer may see it is decided per request.
    await this.assertVisibleTo(r, accountId);
    return {
      id: r.id,
      bventId: r.bventId,
      orgId: r.orgId,
      name: pickText(r.name, lang),
      logo: r.logo,
      boothNumber: r.boothNumber,
      pavilion: r.pavilionId ? { id: r.pavilionId, name: pickText(r.pavilionName, lang) } : null,
      visitCount: r.visitCount,
      favoriteCount: r.favoriteCount,
      likeCount: r.likeCount,
      productCount: r.productCount,
      projectCount: r.projectCount,
      fields: r.fields.map((f) => ({
        displayName: pickText(f.displayName, lang),
        fieldName: f.fieldName,
        // An unknown stored type is shown as text rather than breaking the page.
        fieldType: isFieldType(f.fieldType) ? f.fieldType : 'text',
        fieldValue: f.valueI18n ? pickText(f.valueI18n, lang) : f.fieldValue,
      })),
    };
  }

  /** An exhibitor only registered domestic / overseas buyers may see answers 403 to anyone else. */
  private async assertVisibleTo(
    r: { visibility: ContentVisibility; bventId: string },
    accountId: string | null,
  ): Promise<void> {
    if (r.visibility !== 'all' && !contentVisible(r.visibility, await this.viewerOf(accountId, r.bventId)))
      throw new BusinessError(ErrorCode.Forbidden, 403);
  }

  async getShopDecorate(id: string, lang: TLanguage, accountId: string | null): Promise<TShopDecorate> {
    const row = await this.decorations.getOrLoad(id.toLowerCase(), () => this.repo.shopDecoration(id));
    assertShowable(row);
    await this.assertVisibleTo(row, accountId);
    return {
      exhibitorId: row.id,
      bannerImages: row.shopDecoration.bannerImages,
      themeColor: row.shopDecoration.themeColor,
      slogan: pickText(row.shopDecoration.slogan, lang),
    };
  }
}
