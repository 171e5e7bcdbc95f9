import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitors, pavilions } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';

export interface StoredField {
  fieldName: string;
  fieldType: string;
  displayName: Localized;
  fieldValue: string;
  valueI18n: Localized | null;
}

export interface ExhibitorDetailRow {
  id: string;
  bventId: string;
  orgId: string;
  status: string;
  visibility: 'all' | 'registeredDomestic' | 'registeredOverseas';
  name: Localized;
  logo: string;
  boothNumber: string;
  visitCount: number;
  favoriteCount: number;
  likeCount: number;
  pavilionId: string | null;
  pavilionName: Localized | null;
  productCount: number;
  projectCount: number;
  fields: StoredField[];
}

export class ExhibitorRepository {
  /**
   * Everything the shop home shows, in ONE indexed query: the row, its pavilion (join by primary key), the
   * listed product/project counts (index on exhibitor_id, status) and the fields in display order
   * (index on exhibitor_id, sort) aggregated as JSON. The detail page is the hottest call, so the query is
   * a named prepared statement: the database parses and plans it once per connection, not per request.
   */
  private readonly detailQuery;

  constructor(private readonly db: Db) {
    this.detailQuery = this.db
      .select({
        id: exhibitors.id,
        bventId: exhibitors.bventId,
        orgId: exhibitors.orgId,
        status: exhibitors.status,
        visibility: exhibitors.visibility,
        name: exhibitors.name,
        logo: exhibitors.logo,
        boothNumber: exhibitors.boothNumber,
        visitCount: exhibitors.visitCount,
        favoriteCount: exhibitors.favoriteCount,
        likeCount: exhibitors.likeCount,
        pavilionId: pavilions.id,
        pavilionName: pavilions.name,
        productCount: sql<number>`(select count(*)::int from products p where p.exhibitor_id = ${exhibitors.id} and p.status = 'listed')`,
        projectCount: sql<number>`(select count(*)::int from projects j where j.exhibitor_id = ${exhibitors.id} and j.status = 'listed')`,
        fields: sql<StoredField[]>`coalesce((
            select json_agg(json_build_object(
              'fieldName', f.field_name, 'fieldType', f.field_type, 'displayName', f.display_name,
              'fieldValue', f.field_value, 'valueI18n', f.value_i18n) order by f.sort, f.id)
            from exhibitor_fields f where f.exhibitor_id = ${exhibitors.id}), '[]'::json)`,
      })
      .from(exhibitors)
      .leftJoin(pavilions, eq(pavilions.id, exhibitors.pavilionId))
      .where(eq(exhibitors.id, sql.placeholder('id')))
      .limit(1)
      .prepare('exhibitor_detail');
  }

  async detail(id: string): Promise<ExhibitorDetailRow | null> {
    const [row] = await this.detailQuery.execute({ id });
    return (row as ExhibitorDetailRow | undefined) ?? null;
  }

  async shopDecoration(id: string) {
    const [row] = await this.db
      .select({
        id: exhibitors.id,
        bventId: exhibitors.bventId,
        status: exhibitors.status,
        visibility: exhibitors.visibility,
        shopDecoration: exhibitors.shopDecoration,
      })
      .from(exhibitors)
      .where(eq(exhibitors.id, id))
      .limit(1);
    return row ?? null;
  }
}
