import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { ContentVisibility } from '@showfloor/domain';
import type { Db } from '../../db/client.ts';
import { exhibitorShown } from '../shared/shown.ts';
import { exhibitors, pavilions } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';

export interface PavilionRow {
  id: string;
  bventId: string;
  status: string;
  name: Localized;
  cover: string;
  description: Localized | null;
  exhibitorCount: number;
}

export interface ExhibitorCardRow {
  id: string;
  name: Localized;
  logo: string;
  boothNumber: string;
  pavilionId: string | null;
  pavilionName: Localized | null;
  visitCount: number;
  favoriteCount: number;
  likeCount: number;
  productCount: number;
}

export interface ExhibitorFilter {
  bventId: string;
  pavilionId?: string;
  /** The exhibitor visibilities the viewer may see (shared/shown.ts). */
  visible: readonly ContentVisibility[];
}

/**
 * Normal exhibitors of a pavilion (index exhibitors_pavilion_idx). The outer column is spelled out: in a
 * one-table select Drizzle writes columns unqualified, and a bare "id" would mean the subquery's own.
 */
const exhibitorCount = (visible: readonly ContentVisibility[]) =>
  sql<number>`(select count(*)::int from exhibitors x where x.pavilion_id = "pavilions"."id" and x.status = 'normal'
    and x.visibility in (${sql.join(
      visible.map((v) => sql`${v}`),
      sql`, `,
    )}))`;

const pavilionColumns = (visible: readonly ContentVisibility[]) => ({
  id: pavilions.id,
  bventId: pavilions.bventId,
  status: pavilions.status,
  name: pavilions.name,
  cover: pavilions.cover,
  description: pavilions.description,
  exhibitorCount: exhibitorCount(visible),
});

export class PavilionRepository {
  constructor(private readonly db: Db) {}

  async ofEvent(bventId: string, visible: readonly ContentVisibility[]): Promise<PavilionRow[]> {
    return this.db
      .select(pavilionColumns(visible))
      .from(pavilions)
      .where(eq(pavilions.bventId, bventId))
      .orderBy(asc(pavilions.sort), asc(pavilions.id));
  }

  /** The pavilion; its exhibitorCount counts what everyone may see (the detail counts again for its viewer). */
  async byId(id: string): Promise<PavilionRow | null> {
    const [row] = await this.db
      .select(pavilionColumns(['all']))
      .from(pavilions)
      .where(eq(pavilions.id, id))
      .limit(1);
    return row ?? null;
  }

  private where(f: ExhibitorFilter): SQL | undefined {
    return and(
      eq(exhibitors.bventId, f.bventId),
      exhibitorShown(f.visible),
      f.pavilionId ? eq(exhibitors.pavilionId, f.pavilionId) : undefined,
    );
  }

  /** One page of exhibitor cards in the fair's order (index exhibitors_bvent_status_idx). */
  async exhibitorPage(f: ExhibitorFilter, offset: number, limit: number): Promise<ExhibitorCardRow[]> {
    return this.db
      .select({
        id: exhibitors.id,
        name: exhibitors.name,
        logo: exhibitors.logo,
        boothNumber: exhibitors.boothNumber,
        pavilionId: pavilions.id,
        pavilionName: pavilions.name,
        visitCount: exhibitors.visitCount,
        favoriteCount: exhibitors.favoriteCount,
        likeCount: exhibitors.likeCount,
        productCount: sql<number>`(select count(*)::int from products p where p.exhibitor_id = ${exhibitors.id} and p.status = 'listed')`,
      })
      .from(exhibitors)
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(this.where(f))
      .orderBy(asc(exhibitors.sort), asc(exhibitors.id))
      .offset(offset)
      .limit(limit);
  }

  async exhibitorCount(f: ExhibitorFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(exhibitors)
      .where(this.where(f));
    return row?.n ?? 0;
  }
}
