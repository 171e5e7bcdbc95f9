import {
  ErrorCode,
  type TFavoriteChange,
  type TFavoriteState,
  type TFavoriteStatus,
  type TFavoriteTarget,
  type TFavoriteTargetType,
} from '@showfloor/contracts';
import { BusinessError } from '../../http/errors.ts';
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
    refused: {
      banned: ErrorCode.ExhibitBanned,
      pendingReview: ErrorCode.ExhibitNotApproved,
      rejected: ErrorCode.ExhibitNotApproved,
      needsModification: ErrorCode.ExhibitNotApproved,
      pendingListing: ErrorCode.ExhibitNotListed,
      delisted: ErrorCode.ExhibitNotListed,
    },
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
  ) {}

  async isFavorite(accountId: string, t: TFavoriteTarget): Promise<TFavoriteState> {
    const key = await this.keyOf(accountId, t);
    const [isFavorite, favoriteCount] = await Promise.all([
      this.repo.isFavorite(key),
      this.repo.favoriteCount(key.targetType, key.targetId),
    ]);
    return { targetType: t.targetType, targetId: t.targetId, isFavorite, favoriteCount };
  }

  /** Only a target that may be shown can be added; one already favorited stays one favorite. */
  async add(accountId: string, t: TFavoriteTarget): Promise<TFavoriteChange> {
    const key = await this.keyOf(accountId, t, true);
    const result = await this.repo.add(key);
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

  /** The caller's own flags for the asked ids, in the asked order, each id once; unknown ids answer false. */
  async statusList(
    accountId: string,
    bventId: string,
    type: TFavoriteTargetType,
    targetIds: readonly string[],
  ): Promise<TFavoriteStatus[]> {
    const seen = new Map<string, string>();
    for (const id of targetIds) if (!seen.has(id.toLowerCase())) seen.set(id.toLowerCase(), id);
    const favorited = await this.repo.favoritedAmong(accountId.toLowerCase(), bventId.toLowerCase(), type, [
      ...seen.keys(),
    ]);
    return [...seen].map(([lower, asked]) => ({ targetId: asked, isFavorite: favorited.has(lower) }));
  }

  /** The favorite's key once the target is known to exist at the event (and, to add, to be showable). */
  private async keyOf(accountId: string, t: TFavoriteTarget, mustBeShowable = false): Promise<FavoriteKey> {
    const row = await this.repo.target(t.targetType, t.targetId.toLowerCase());
    if (!row || row.bventId !== t.bventId.toLowerCase()) throw notFound(t.targetType);
    if (mustBeShowable) this.assertShowable(t.targetType, row);
    return {
      accountId: accountId.toLowerCase(),
      bventId: row.bventId,
      targetType: t.targetType,
      targetId: row.id,
    };
  }

  private assertShowable(type: TFavoriteTargetType, row: TargetRow): void {
    const rule = SHOWABLE[type];
    if (row.status === rule.ok) return;
    throw new BusinessError(rule.refused[row.status] ?? NOT_FOUND[type], 404);
  }
}
