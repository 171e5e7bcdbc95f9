import type { ContentVisibility } from '@showfloor/domain';
import { exhibitorShown } from '../shared/shown.ts';
import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitors, pavilions, projects } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';
import type { ExhibitorOfContent } from '../product/catalog-shared.ts';
import { exhibitorOfContentColumns } from '../product/exhibitor-columns.ts';

export interface ProjectFilter {
  bventId: string;
  exhibitorId?: string;
  /** The exhibitor visibilities the viewer may see (shared/shown.ts). */
  visible: readonly ContentVisibility[];
}

export interface ProjectCardRow {
  id: string;
  name: Localized;
  cover: string;
  cate: string;
  exhibitorId: string;
  exhibitorName: Localized;
  favoriteCount: number;
}

export interface ProjectDetailRow {
  id: string;
  bventId: string;
  status: string;
  name: Localized;
  cover: string;
  cate: string;
  description: Localized | null;
  visitCount: number;
  favoriteCount: number;
  exhibitor: ExhibitorOfContent;
}

export class ProjectRepository {
  constructor(private readonly db: Db) {}

  private where(f: ProjectFilter): SQL | undefined {
    return and(
      eq(projects.bventId, f.bventId),
      eq(projects.status, 'listed'),
      exhibitorShown(f.visible),
      f.exhibitorId ? eq(projects.exhibitorId, f.exhibitorId) : undefined,
    );
  }

  async page(f: ProjectFilter, offset: number, limit: number): Promise<ProjectCardRow[]> {
    return this.db
      .select({
        id: projects.id,
        name: projects.name,
        cover: projects.cover,
        cate: projects.cate,
        exhibitorId: projects.exhibitorId,
        exhibitorName: exhibitors.name,
        favoriteCount: projects.favoriteCount,
      })
      .from(projects)
      .innerJoin(exhibitors, eq(exhibitors.id, projects.exhibitorId))
      .where(this.where(f))
      .orderBy(asc(projects.sort), asc(exhibitors.sort), asc(projects.id))
      .offset(offset)
      .limit(limit);
  }

  async count(f: ProjectFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .innerJoin(exhibitors, eq(exhibitors.id, projects.exhibitorId))
      .where(this.where(f));
    return row?.n ?? 0;
  }

  async detail(id: string): Promise<ProjectDetailRow | null> {
    const [row] = await this.db
      .select({
        id: projects.id,
        bventId: projects.bventId,
        status: projects.status,
        name: projects.name,
        cover: projects.cover,
        cate: projects.cate,
        description: projects.description,
        visitCount: projects.visitCount,
        favoriteCount: projects.favoriteCount,
        exhibitor: exhibitorOfContentColumns,
      })
      .from(projects)
      .innerJoin(exhibitors, eq(exhibitors.id, projects.exhibitorId))
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(eq(projects.id, id))
      .limit(1);
    return row ?? null;
  }
}
