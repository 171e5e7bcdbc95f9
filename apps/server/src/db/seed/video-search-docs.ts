import { type SQL, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { agencies, exhibitors, videos } from '../schema/index.ts';
import type { SearchTexts } from '../schema/search.ts';

/** What a video's search document holds besides its lexemes (search-index.ts writes it). */
export interface VideoDocInput {
  entityId: string;
  texts: SearchTexts;
  bventId: string;
  /** The owner: the exhibitor, or the agency of an agency's video (ids never collide: both are guids). */
  exhibitorId: string;
  pavilionId: string | null;
  categoryId: string | null;
  boothType: null;
  visible: boolean;
  visibility: 'all' | 'registeredDomestic' | 'registeredOverseas';
  sort: number;
}

/**
 * The videos matching `where` as the video hall's index holds them: title and description in every language,
 * the category, and who may see it taken from the owner (an exhibitor's visibility; an agency's videos are for
 * everyone). A draft, or a video whose owner is not normal, is indexed hidden, so the owner's change of status
 * needs only a re-index of the owner.
 */
export async function videoDocInputs(db: Db, where: SQL): Promise<VideoDocInput[]> {
  const rows = await db
    .select({
      id: videos.id,
      bventId: videos.bventId,
      ownerType: videos.ownerType,
      exhibitorId: videos.exhibitorId,
      agencyId: videos.agencyId,
      status: videos.status,
      title: videos.title,
      description: videos.description,
      categoryId: videos.categoryId,
      exhibitorStatus: exhibitors.status,
      visibility: exhibitors.visibility,
      pavilionId: exhibitors.pavilionId,
      agencyStatus: agencies.status,
    })
    .from(videos)
    .leftJoin(exhibitors, eq(exhibitors.id, videos.exhibitorId))
    .leftJoin(agencies, eq(agencies.id, videos.agencyId))
    .where(where);
  return rows.map((v) => {
    const byExhibitor = v.ownerType === 'exhibitor';
    const ownerNormal = (byExhibitor ? v.exhibitorStatus : v.agencyStatus) === 'normal';
    return {
      entityId: v.id,
      texts: { name: v.title, description: v.description },
      bventId: v.bventId,
      exhibitorId: (byExhibitor ? v.exhibitorId : v.agencyId) ?? v.id,
      pavilionId: byExhibitor ? v.pavilionId : null,
      categoryId: v.categoryId,
      boothType: null,
      visible: v.status === 'published' && ownerNormal,
      visibility: (byExhibitor ? v.visibility : null) ?? 'all',
      sort: 0,
    };
  });
}
