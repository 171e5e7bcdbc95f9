import type { ContentVisibility } from '@showfloor/domain';
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies, categories, exhibitors, searchDocuments, videos } from '../../db/schema/index.ts';
import { SEARCH_RANK_WEIGHTS } from '../../db/schema/search.ts';
import type { Localized } from '../../db/schema/types.ts';
import { VIDEO_COLUMNS, type VideoRow } from './video.repository.ts';

export interface HallFilter {
  bventId: string;
  /** The exhibitor visibilities the viewer may see (shared/shown.ts). */
  visible: readonly ContentVisibility[];
  /** A category with its children; undefined for every video. */
  categoryIds?: string[];
  /** tsquery text (quoted lexemes, title and description weights) matched in the search index. */
  tsquery?: string;
}

export interface HallCategoryRow {
  id: string;
  parentId: string | null;
  name: Localized;
  videoCount: number;
}

/**
 * Published, and its owner shown to this viewer: an exhibitor normal and visible to them (the same rule as every
 * list of exhibitor content), an agency normal.
 */
function shown(visible: readonly ContentVisibility[]): SQL {
  return sql`${videos.status} = 'published' and (
    (${videos.ownerType} = 'exhibitor' and ${exhibitors.status} = 'normal'
      and ${inArray(exhibitors.visibility, [...visible])})
    or (${videos.ownerType} = 'agency' and ${agencies.status} = 'normal'))`;
}

export class VideoHallRepository {
  constructor(private readonly db: Db) {}

  /**
   * The event's videos matching the keywords, each with its rank, from the GIN index over search_documents: a
   * title match weighs 1, a description match 0.1. Whether a video may be shown is read from the catalogue.
   */
  private matches(bventId: string, tsquery: string) {
    const d = searchDocuments;
    const q = sql`${tsquery}::tsquery`;
    return this.db
      .select({
        id: d.entityId,
        score: sql<number>`ts_rank(${SEARCH_RANK_WEIGHTS}::float4[], ${d.doc}, ${q})::float8`.as('score'),
      })
      .from(d)
      .where(and(eq(d.entityType, 'video'), eq(d.bventId, bventId), sql`${d.doc} @@ ${q}`))
      .as('m');
  }

  private where(f: HallFilter): SQL | undefined {
    return and(
      eq(videos.bventId, f.bventId),
      shown(f.visible),
      f.categoryIds ? inArray(videos.categoryId, f.categoryIds) : undefined,
    );
  }

  /** One page, newest first; with keywords, the best matches first. */
  async page(f: HallFilter, offset: number, limit: number): Promise<{ rows: VideoRow[]; total: number }> {
    const base = () =>
      this.db
        .select(VIDEO_COLUMNS)
        .from(videos)
        .leftJoin(exhibitors, eq(exhibitors.id, videos.exhibitorId))
        .leftJoin(agencies, eq(agencies.id, videos.agencyId));
    const counted = () =>
      this.db
        .select({ n: count() })
        .from(videos)
        .leftJoin(exhibitors, eq(exhibitors.id, videos.exhibitorId))
        .leftJoin(agencies, eq(agencies.id, videos.agencyId));
    const newest = [desc(videos.publishedAt), desc(videos.id)];
    if (f.tsquery) {
      const m = this.matches(f.bventId, f.tsquery);
      const [rows, totals] = await Promise.all([
        base()
          .innerJoin(m, eq(m.id, videos.id))
          .where(this.where(f))
          .orderBy(desc(m.score), ...newest)
          .offset(offset)
          .limit(limit),
        counted().innerJoin(m, eq(m.id, videos.id)).where(this.where(f)),
      ]);
      return { rows: rows as VideoRow[], total: totals[0]?.n ?? 0 };
    }
    const [rows, totals] = await Promise.all([
      base()
        .where(this.where(f))
        .orderBy(...newest)
        .offset(offset)
        .limit(limit),
      counted().where(this.where(f)),
    ]);
    return { rows: rows as VideoRow[], total: totals[0]?.n ?? 0 };
  }

  /** The category and its children's ids when it is the event's; null otherwise. */
  async categoryWithChildren(bventId: string, categoryId: string): Promise<string[] | null> {
    const rows = await this.db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.bventId, bventId),
          or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)),
        ),
      );
    if (!rows.some((r) => r.id === categoryId)) return null;
    return rows.map((r) => r.id);
  }

  /** Every category of the event in its order, with the videos this viewer may see in it (its own, not its children's). */
  async categoriesWithCounts(
    bventId: string,
    visible: readonly ContentVisibility[],
  ): Promise<HallCategoryRow[]> {
    const counted = this.db
      .select({ categoryId: videos.categoryId, n: sql<number>`count(*)::int`.as('n') })
      .from(videos)
      .leftJoin(exhibitors, eq(exhibitors.id, videos.exhibitorId))
      .leftJoin(agencies, eq(agencies.id, videos.agencyId))
      .where(this.where({ bventId, visible }))
      .groupBy(videos.categoryId)
      .as('counted');
    return this.db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        videoCount: sql<number>`coalesce(${counted.n}, 0)::int`,
      })
      .from(categories)
      .leftJoin(counted, eq(counted.categoryId, categories.id))
      .where(eq(categories.bventId, bventId))
      .orderBy(asc(categories.sort), asc(categories.id));
  }
}
