import {
  ErrorCode,
  type TFavoriteChange,
  type TFavoriteState,
  type TFavoriteStatus,
  type TFavoriteTarget,
  type TFavoriteTargetType,
} from '@showfloor/contracts';
import { type Clock, type ContentVisibility, contentVisible, type Viewer } from '@showfloor/domain';
import { BusinessError } from '../../http/errors.ts';
import { STATE_CODES } from '../exhibitor/exhibitor.service.ts';
import { PRODUCT_STATE_CODES } from '../product/product.service.ts';
import type { FavoriteKey, FavoriteRepository, TargetRow } from './favorite.repository.ts';

/** The not-found code of each target type. */
const NOT_FOUND: Record<TFavoriteTargetType, number> = {
  Exhibitor: ErrorCode.ExhibitorNotFound,
  Product: ErrorCode.ExhibitNotFound,
  Project: ErrorCode.ProjectNotFound,
  Video: ErrorCode.VideoNotFound,
};

/** The status a target must have to be favorited, and the code for each other status. */
const SHOWABLE: Record<TFavoriteTargetType, { ok: string; refused: Record<string, number> }> = {
  Exhibitor: {
    ok: 'normal',
    refused: {
      banned: ErrorCode.ExhibitorBanned,
      notPassed: ErrorCode.ExhibitorNotApproved,
      uploading: ErrorCode.ExhibitorUploading,
    },
  },
  Product: {
    ok: 'listed',
    refused: PRODUCT_STATE_CODES,
  },
  Project: {
    ok: 'listed',
    refused: { banned: ErrorCode.ProjectBanned, delisted: ErrorCode.ProjectNotListed },
  },
  // A draft video is never answered, so it is not found.
  Video: { ok: 'published', refused: {} },
};

/**
 * A missing target (or one of another event) is a 404 with the type's code: a favorite button on a page that is
 * gone is the client's mistake, never a server failure.
 */
function notFound(type: TFavoriteTargetType): BusinessError {
  return new BusinessError(NOT_FOUND[type], 404);
}

export class FavoriteService {
  constructor(
    private readonly repo: FavoriteRepository,
    /** Told when an exhibitor's favorite counter changed, so its cached detail refreshes. */
    private readonly onExhibitorCounter: (exhibitorId: string) => void,
    /** When a favorite was added is the gateway's clock (the exhibitor's figures count them per fair day). */
    private readonly clock: Clock,
  ) {}

  async isFavorite(accountId: string, t: TFavoriteTarget): Promise<TFavoriteState> {
    const key = await this.keyOf(accountId, t);
    const [isFavorite, favoriteCount] = await Promise.all([
      this.repo.isFavorite(key),
      this.repo.favoriteCount(key.targetType, key.targetId),
    ]);
    return { targetType: t.targetType, targetId: t.targetId, isFavorite, favoriteCount };
  }

  /**
   * Only a target that may be shown to the caller can be added, refused as its page refuses it (its exhibitor
   * banned: 1002; restricted to the other region's buyers: 403); one already favorited stays one favorite.
   */
  async add(accountId: string, t: TFavoriteTarget, viewer: () => Promise<Viewer>): Promise<TFavoriteChange> {
    const key = await this.keyOf(accountId, t, viewer);
    const result = await this.repo.add(key, new Date(this.clock.now()));
    if (result.changed && key.targetType === 'Exhibitor') this.onExhibitorCounter(key.targetId);
    return { targetType: t.targetType, targetId: t.targetId, isFavorite: true, ...result };
  }

  /** Cancelling works whatever the target's state (a banned product can still be removed from favorites). */
  async cancel(accountId: string, t: TFavoriteTarget): Promise<TFavoriteChange> {
    const key = await this.keyOf(accountId, t);
    const result = await this.repo.cancel(key);
    if (result.changed && key.targetType === 'Exhibitor') this.onExhibitorCounter(key.targetId);
    return { targetType: t.targetType, targetId: t.targetId, isFavorite: false, ...result };
  }

  /**
   * The caller's own flags for the asked ids, in the asked order, each id once; unknown ids answer false, and so
   * do targets the caller may not be shown now (banned since, or restricted to the other region's buyers): gone
   * from the lists, gone from the favorites.
   */
  async statusList(
    accountId: string,
    bventId: string,
    type: TFavoriteTargetType,
    targetIds: readonly string[],
    visible: () => Promise<ContentVisibility[]>,
  ): Promise<TFavoriteStatus[]> {
    const seen = new Map<string, string>();
    for (const id of targetIds) if (!seen.has(id.toLowerCase())) seen.set(id.toLowerCase(), id);
    const favorited = await this.repo.favoritedAmong(accountId.toLowerCase(), bventId.toLowerCase(), type, [
      ...seen.keys(),
    ]);
    const shown = favorited.size
      ? await this.repo.shownAmong(type, [...favorited], await visible())
      : favorited;
    return [...seen].map(([lower, asked]) => ({ targetId: asked, isFavorite: shown.has(lower) }));
  }

  /**
   * The favorite's key once the target is known to exist at the event (and, to add, given the viewer, to be
   * showable to them).
   */
  private async keyOf(
    accountId: string,
    t: TFavoriteTarget,
    viewer?: () => Promise<Viewer>,
  ): Promise<FavoriteKey> {
    const row = await this.repo.target(t.targetType, t.targetId.toLowerCase());
    if (!row || row.bventId !== t.bventId.toLowerCase()) throw notFound(t.targetType);
    if (viewer) await this.assertShowable(t.targetType, row, viewer);
    return {
      accountId: accountId.toLowerCase(),
      bventId: row.bventId,
      targetType: t.targetType,
      targetId: row.id,
    };
  }

  /** Refuses a target its own page would refuse the viewer, with that page's code. */
  private async assertShowable(
    type: TFavoriteTargetType,
    row: TargetRow,
    viewer: () => Promise<Viewer>,
  ): Promise<void> {
    const rule = SHOWABLE[type];
    if (row.status !== rule.ok) throw new BusinessError(rule.refused[row.status] ?? NOT_FOUND[type], 404);
    const owner = row.owner;
    if (!owner) return;
    // An exhibitor's video pages show only normal exhibitors visible to everyone: any other is not there.
    if (type === 'Video') {
      if (owner.status !== 'normal' || owner.visibility !== 'all') throw notFound(type);
      return;
    }
    // Content inherits its exhibitor's state (the exhibitor's own codes, as the content's page answers them).
    if (owner.status !== 'normal')
      throw new BusinessError(STATE_CODES[owner.status] ?? ErrorCode.ExhibitorNotFound, 404);
    if (owner.visibility !== 'all' && !contentVisible(owner.visibility, await viewer()))
      throw new BusinessError(ErrorCode.Forbidden, 403);
  }
}
