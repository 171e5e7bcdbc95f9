import type { TFavoriteTargetType } from '@showfloor/contracts';
import type { ContentVisibility } from '@showfloor/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies, exhibitors, favorites, products, projects, videos } from '../../db/schema/index.ts';

/** The table of each target type; each keeps its own favorite counter column next to its status. */
const TABLES = { Exhibitor: exhibitors, Product: products, Project: projects, Video: videos } as const;

/** What the service needs of a target to decide whether it may be favorited. */
export interface TargetRow {
  id: string;
  bventId: string;
  status: string;
  /** The exhibitor whose content it is (the exhibitor itself; none for an agency's video). */
  owner: { status: string; visibility: ContentVisibility } | null;
}

/** The exhibitor whose content a target is, by the target table's own column (an exhibitor is its own). */
const OWNER_OF = {
  Product: products.exhibitorId,
  Project: projects.exhibitorId,
  Video: videos.exhibitorId,
} as const;

/**
 * Whether a target may be shown to a viewer who may see `visible`, as its detail page decides: in its showable
 * status, its exhibitor normal and visible to the viewer (an exhibitor's video only to everyone, as the video
 * pages show them), an agency's video while its agency is normal.
 */
function shownWhere(type: TFavoriteTargetType, visible: readonly ContentVisibility[]): SQL {
  const owner = and(eq(exhibitors.status, 'normal'), inArray(exhibitors.visibility, [...visible]))!;
  switch (type) {
    case 'Exhibitor':
      return owner;
    case 'Product':
      return and(eq(products.status, 'listed'), owner)!;
    case 'Project':
      return and(eq(projects.status, 'listed'), owner)!;
    case 'Video':
      return sql`${videos.status} = 'published' and (
        (${videos.ownerType} = 'exhibitor' and ${exhibitors.status} = 'normal' and ${exhibitors.visibility} = 'all')
        or (${videos.ownerType} = 'agency' and ${agencies.status} = 'normal'))`;
  }
}

export interface FavoriteKey {
  accountId: string;
  bventId: string;
  targetType: TFavoriteTargetType;
  targetId: string;
}

/** The outcome of an add or a cancel: whether a row really changed, and the target's count afterwards. */
export interface FavoriteWrite {
  changed: boolean;
  favoriteCount: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

export class FavoriteRepository {
  constructor(private readonly db: Db) {}

  /** The target by id with its exhibitor, whatever their status; null when no row of that type has the id. */
  async target(type: TFavoriteTargetType, id: string): Promise<TargetRow | null> {
    const table = TABLES[type];
    const columns = {
      id: table.id,
      bventId: table.bventId,
      status: table.status,
      ownerStatus: sql<string | null>`${exhibitors.status}`,
      ownerVisibility: sql<ContentVisibility | null>`${exhibitors.visibility}`,
    };
    const [row] =
      type === 'Exhibitor'
        ? await this.db.select(columns).from(exhibitors).where(eq(exhibitors.id, id)).limit(1)
        : await this.db
            .select(columns)
            .from(table)
            .leftJoin(exhibitors, eq(exhibitors.id, OWNER_OF[type]))
            .where(eq(table.id, id))
            .limit(1);
    if (!row) return null;
    const { ownerStatus, ownerVisibility } = row;
    return {
      // Never null: the target's own columns (the union of tables blurs Drizzle's join types).
      id: row.id!,
      bventId: row.bventId!,
      status: row.status!,
      owner:
        ownerStatus !== null && ownerVisibility !== null
          ? { status: ownerStatus, visibility: ownerVisibility }
          : null,
    };
  }

  /** Of these targets, the ones that may be shown to a viewer who may see `visible` (shownWhere). */
  async shownAmong(
    type: TFavoriteTargetType,
    ids: readonly string[],
    visible: readonly ContentVisibility[],
  ): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const table = TABLES[type];
    const where = and(inArray(table.id, [...ids]), shownWhere(type, visible));
    const query = this.db.select({ id: table.id }).from(table).$dynamic();
    const rows = await (
      type === 'Exhibitor'
        ? query
        : type === 'Video'
          ? query
              .leftJoin(exhibitors, eq(exhibitors.id, videos.exhibitorId))
              .leftJoin(agencies, eq(agencies.id, videos.agencyId))
          : query.leftJoin(exhibitors, eq(exhibitors.id, OWNER_OF[type]))
    ).where(where);
    return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  }

  async isFavorite(key: FavoriteKey): Promise<boolean> {
    const [row] = await this.db
      .select({ id: favorites.id })
      .from(favorites)
      .where(this.keyWhere(key))
      .limit(1);
    return row !== undefined;
  }

  /** The ids among `ids` the account has favorited at the event (its own rows only). */
  async favoritedAmong(
    accountId: string,
    bventId: string,
    type: TFavoriteTargetType,
    ids: readonly string[],
  ): Promise<Set<string>> {
    const rows = await this.db
      .select({ targetId: favorites.targetId })
      .from(favorites)
      .where(
        and(
          eq(favorites.accountId, accountId),
          eq(favorites.bventId, bventId),
          eq(favorites.targetType, type),
          inArray(favorites.targetId, [...ids]),
        ),
      );
    return new Set(rows.map((r) => r.targetId));
  }

  async favoriteCount(type: TFavoriteTargetType, id: string): Promise<number> {
    return this.countIn(this.db, type, id);
  }

  /**
   * Adds the favorite; the unique index decides, so a repeat or a concurrent add inserts nothing. The counter
   * moves in the same transaction and only when this call inserted the row, incremented in SQL.
   */
  async add(key: FavoriteKey, at: Date): Promise<FavoriteWrite> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(favorites)
        .values({ ...key, createdAt: at })
        .onConflictDoNothing({
          target: [favorites.accountId, favorites.targetType, favorites.targetId],
        })
        .returning({ id: favorites.id });
      const changed = inserted.length > 0;
      if (changed) await this.bumpCounter(tx, key.targetType, key.targetId, 1);
      return { changed, favoriteCount: await this.countIn(tx, key.targetType, key.targetId) };
    });
  }

  /** Removes the favorite if there is one; the counter drops only when a row was really deleted. */
  async cancel(key: FavoriteKey): Promise<FavoriteWrite> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx.delete(favorites).where(this.keyWhere(key)).returning({ id: favorites.id });
      const changed = deleted.length > 0;
      if (changed) await this.bumpCounter(tx, key.targetType, key.targetId, -1);
      return { changed, favoriteCount: await this.countIn(tx, key.targetType, key.targetId) };
    });
  }

  /**
   * Moves the target's favorite counter in SQL (never read-then-written), never below zero should a counter
   * have been reset by hand.
   */
  private async bumpCounter(tx: Tx, type: TFavoriteTargetType, id: string, delta: 1 | -1): Promise<void> {
    const table = TABLES[type];
    await tx
      .update(table)
      .set({ favoriteCount: sql`greatest(${table.favoriteCount} + ${delta}, 0)` })
      .where(eq(table.id, id));
  }

  /** The counter column, not a count of rows: it carries the seeded base too, as the detail pages show it. */
  private async countIn(db: Reader, type: TFavoriteTargetType, id: string): Promise<number> {
    const table = TABLES[type];
    const [row] = await db.select({ n: table.favoriteCount }).from(table).where(eq(table.id, id));
    return row?.n ?? 0;
  }

  private keyWhere(key: FavoriteKey) {
    // No bventId here: a target belongs to one event (the service checks it), so its id names the favorite.
    return and(
      eq(favorites.accountId, key.accountId),
      eq(favorites.targetType, key.targetType),
      eq(favorites.targetId, key.targetId),
    );
  }
}
