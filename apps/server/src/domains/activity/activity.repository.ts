import type { ContentVisibility } from '@showfloor/domain';
import { exhibitorShown } from '../shared/shown.ts';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, exhibitors, pavilions } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';
import type { ExhibitorOfContent } from '../product/catalog-shared.ts';
import { exhibitorOfContentColumns } from '../product/exhibitor-columns.ts';

export interface ActivityFilter {
  bventId: string;
  exhibitorId: string;
  /** The exhibitor visibilities the viewer may see (shared/shown.ts). */
  visible: readonly ContentVisibility[];
}

export interface ActivityCardRow {
  id: string;
  title: Localized;
  cover: string;
  startTime: string;
  endTime: string;
  location: string;
  capacity: number | null;
  registeredCount: number;
  registrationOpen: boolean;
}

export interface ActivityDetailRow extends ActivityCardRow {
  bventId: string;
  status: string;
  description: Localized | null;
  exhibitor: ExhibitorOfContent;
}

/** The columns of an activity's card (shared with the hall's queries). */
export const activityCardColumns = {
  id: activities.id,
  title: activities.title,
  cover: activities.cover,
  startTime: activities.startTime,
  endTime: activities.endTime,
  location: activities.location,
  capacity: activities.capacity,
  registeredCount: activities.registeredCount,
  registrationOpen: activities.registrationOpen,
};

/**
 * How many activities match `where`, joined to their exhibitor as the pages are (the filters test the exhibitor's
 * state): a list's total (this one's and the hall's).
 */
export async function countActivities(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .innerJoin(exhibitors, eq(exhibitors.id, activities.exhibitorId))
    .where(where);
  return row?.n ?? 0;
}

export class ActivityRepository {
  constructor(private readonly db: Db) {}

  private where(f: ActivityFilter): SQL | undefined {
    return and(
      eq(activities.exhibitorId, f.exhibitorId),
      eq(activities.bventId, f.bventId),
      eq(activities.status, 'published'),
      // As the other catalog lists: an exhibitor that may not be shown (1002-1004), or not to this viewer, lists
      // nothing.
      exhibitorShown(f.visible),
    );
  }

  /** Ordered by (exhibitor_id, start_time): the index activities_exhibitor_start_idx serves it. */
  async page(f: ActivityFilter, offset: number, limit: number): Promise<ActivityCardRow[]> {
    return this.db
      .select(activityCardColumns)
      .from(activities)
      .innerJoin(exhibitors, eq(exhibitors.id, activities.exhibitorId))
      .where(this.where(f))
      .orderBy(asc(activities.startTime), asc(activities.id))
      .offset(offset)
      .limit(limit);
  }

  async count(f: ActivityFilter): Promise<number> {
    return countActivities(this.db, this.where(f));
  }

  async detail(id: string): Promise<ActivityDetailRow | null> {
    const [row] = await this.db
      .select({
        ...activityCardColumns,
        bventId: activities.bventId,
        status: activities.status,
        description: activities.description,
        exhibitor: exhibitorOfContentColumns,
      })
      .from(activities)
      .innerJoin(exhibitors, eq(exhibitors.id, activities.exhibitorId))
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(eq(activities.id, id))
      .limit(1);
    return row ?? null;
  }
}
