import type { ContentVisibility } from '@showfloor/domain';
import { type SQL, and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { activities, activityRegistrations, exhibitors, pavilions } from '../../db/schema/index.ts';
import type { ExhibitorOfContent } from '../product/catalog-shared.ts';
import { exhibitorOfContentColumns } from '../product/exhibitor-columns.ts';
import { exhibitorShown } from '../shared/shown.ts';
import { type ActivityCardRow, activityCardColumns, countActivities } from './activity.repository.ts';

export interface HallFilter {
  bventId: string;
  /** A Beijing day 'YYYY-MM-DD': activities starting that day. */
  day?: string;
  visible: readonly ContentVisibility[];
  /** The gateway clock's Beijing time: ended activities go after the ones still to come. */
  nowWall: string;
}

export interface HallCardRow extends ActivityCardRow {
  exhibitor: ExhibitorOfContent;
}

const hallColumns = { ...activityCardColumns, exhibitor: exhibitorOfContentColumns };

/**
 * The activity hall (every exhibitor's activities of the event: the coming and live ones by start time, then the
 * ended ones) and the activities one visitor registered for.
 */
export class ActivityHallRepository {
  constructor(private readonly db: Db) {}

  private where(f: HallFilter): SQL | undefined {
    return and(
      eq(activities.bventId, f.bventId),
      eq(activities.status, 'published'),
      // Times are stored 'YYYY-MM-DD HH:mm:ss' (Beijing): the day is the prefix.
      f.day ? like(activities.startTime, `${f.day} %`) : undefined,
      exhibitorShown(f.visible),
    );
  }

  async page(f: HallFilter, offset: number, limit: number): Promise<HallCardRow[]> {
    return this.db
      .select(hallColumns)
      .from(activities)
      .innerJoin(exhibitors, eq(exhibitors.id, activities.exhibitorId))
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(this.where(f))
      .orderBy(sql`${activities.endTime} <= ${f.nowWall}`, asc(activities.startTime), asc(activities.id))
      .offset(offset)
      .limit(limit);
  }

  async count(f: HallFilter): Promise<number> {
    return countActivities(this.db, this.where(f));
  }

  private mineWhere(accountId: string, bventId: string): SQL | undefined {
    return and(
      eq(activityRegistrations.accountId, accountId),
      eq(activityRegistrations.bventId, bventId),
      eq(activities.status, 'published'),
    );
  }

  /** The visitor's registrations stay listed whatever happened to the exhibitor since: the seat is still theirs. */
  async minePage(accountId: string, bventId: string, offset: number, limit: number): Promise<HallCardRow[]> {
    return this.db
      .select(hallColumns)
      .from(activityRegistrations)
      .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
      .innerJoin(exhibitors, eq(exhibitors.id, activities.exhibitorId))
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(this.mineWhere(accountId, bventId))
      .orderBy(asc(activities.startTime), asc(activities.id))
      .offset(offset)
      .limit(limit);
  }

  async mineCount(accountId: string, bventId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(activityRegistrations)
      .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
      .where(this.mineWhere(accountId, bventId));
    return row?.n ?? 0;
  }
}
