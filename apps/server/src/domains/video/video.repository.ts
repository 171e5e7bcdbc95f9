import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies, exhibitors, videos } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';

export interface VideoRow {
  id: string;
  bventId: string;
  ownerType: 'exhibitor' | 'agency';
  title: Localized;
  description: Localized;
  cover: string;
  durationSeconds: number;
  mp4Url: string;
  hlsUrl: string | null;
  visitCount: number;
  favoriteCount: number;
  likeCount: number;
  publishedAt: Date;
  ownerId: string;
  ownerOrgId: string;
  ownerName: Localized;
  ownerLogo: string;
}

export interface VideoFilter {
  bventId: string;
  ownerType: 'exhibitor' | 'agency';
  ownerId?: string;
  recommendedOnly: boolean;
}

/** A video's columns with its owner's (exhibitor or agency), as every list and the detail answer them. */
export const VIDEO_COLUMNS = {
  id: videos.id,
  bventId: videos.bventId,
  ownerType: videos.ownerType,
  title: videos.title,
  description: videos.description,
  cover: videos.cover,
  durationSeconds: videos.durationSeconds,
  mp4Url: videos.mp4Url,
  hlsUrl: videos.hlsUrl,
  visitCount: videos.visitCount,
  favoriteCount: videos.favoriteCount,
  likeCount: videos.likeCount,
  publishedAt: videos.publishedAt,
  ownerId: sql<string>`coalesce(${exhibitors.id}, ${agencies.id})`,
  ownerOrgId: sql<string>`coalesce(${exhibitors.orgId}, ${agencies.orgId})`,
  ownerName: sql<Localized>`coalesce(${exhibitors.name}, ${agencies.name})`,
  ownerLogo: sql<string>`coalesce(${exhibitors.logo}, ${agencies.logo})`,
};

export class VideoRepository {
  constructor(private readonly db: Db) {}

  /**
   * A published video with its owner. The owner must be showable too: an exhibitor's video disappears with
   * the exhibitor (banned, not approved, restricted to some buyers), an agency's with a hidden agency.
   */
  private select() {
    return this.db
      .select(VIDEO_COLUMNS)
      .from(videos)
      .leftJoin(exhibitors, eq(exhibitors.id, videos.exhibitorId))
      .leftJoin(agencies, eq(agencies.id, videos.agencyId));
  }

  private static showable(): SQL {
    return sql`${videos.status} = 'published' and (
      (${videos.ownerType} = 'exhibitor' and ${exhibitors.status} = 'normal' and ${exhibitors.visibility} = 'all')
      or (${videos.ownerType} = 'agency' and ${agencies.status} = 'normal'))`;
  }

  private static where(f: VideoFilter): SQL | undefined {
    const owner = f.ownerId
      ? f.ownerType === 'exhibitor'
        ? eq(videos.exhibitorId, f.ownerId)
        : eq(videos.agencyId, f.ownerId)
      : undefined;
    return and(
      eq(videos.bventId, f.bventId),
      eq(videos.ownerType, f.ownerType),
      f.recommendedOnly ? eq(videos.isRecommended, true) : undefined,
      owner,
      VideoRepository.showable(),
    );
  }

  async list(f: VideoFilter, offset: number, limit: number): Promise<{ rows: VideoRow[]; total: number }> {
    const where = VideoRepository.where(f);
    const [rows, totals] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(videos.publishedAt), desc(videos.id))
        .offset(offset)
        .limit(limit),
      this.db
        .select({ n: count() })
        .from(videos)
        .leftJoin(exhibitors, eq(exhibitors.id, videos.exhibitorId))
        .leftJoin(agencies, eq(agencies.id, videos.agencyId))
        .where(where),
    ]);
    return { rows: rows as VideoRow[], total: totals[0]?.n ?? 0 };
  }

  async detail(id: string): Promise<VideoRow | null> {
    const [row] = await this.select()
      .where(and(eq(videos.id, id), VideoRepository.showable()))
      .limit(1);
    return (row as VideoRow | undefined) ?? null;
  }
}
