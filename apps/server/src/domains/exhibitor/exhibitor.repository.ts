import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-reads.ts';
import { exhibitors, type StoredProfileField } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';

export type StoredField = StoredProfileField;

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
   * Everything the shop home shows, in ONE lookup by primary key of ONE row: its listed product/project counts,
   * profile fields (migration 0012) and pavilion name (0013) are kept on the row on write by the database.
   * The detail page is the hottest call, so the query is a named prepared statement: the database parses and
   * plans it once per connection, and each read is one round trip (db/prepared-reads.ts; on PGlite that took a
   * read from ~0.7 ms to ~0.1 ms).
   */
  private readonly detailQuery;
  /** The same for several exhibitors at once (lib/batch-loader.ts: the detail reads of one turn of the event loop). */
  private readonly detailsQuery;
  /** The shop home's decoration: read by every exhibitor document too. */
  private readonly decorationQuery;

  constructor(private readonly db: Db) {
    const reads = preparedReads(db);
    const columns = {
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
      pavilionId: exhibitors.pavilionId,
      pavilionName: exhibitors.pavilionName,
      productCount: exhibitors.listedProductCount,
      projectCount: exhibitors.listedProjectCount,
      fields: exhibitors.profile,
    };
    this.detailQuery = reads
      .select(columns)
      .from(exhibitors)
      .where(eq(exhibitors.id, sql.placeholder('id')))
      .prepare('exhibitor_detail');
    this.detailsQuery = reads
      .select(columns)
      .from(exhibitors)
      .where(sql`${exhibitors.id} = any(${sql.placeholder('ids')})`)
      .prepare('exhibitor_details');
    this.decorationQuery = reads
      .select({
        id: exhibitors.id,
        bventId: exhibitors.bventId,
        status: exhibitors.status,
        visibility: exhibitors.visibility,
        shopDecoration: exhibitors.shopDecoration,
      })
      .from(exhibitors)
      .where(eq(exhibitors.id, sql.placeholder('id')))
      .prepare('exhibitor_shop_decoration');
  }

  /** Keyed by the lower-case id (the form PostgreSQL answers a uuid in); absent ids are absent. */
  async details(ids: string[]): Promise<Map<string, ExhibitorDetailRow>> {
    const rows = (await (ids.length === 1
      ? this.detailQuery.execute({ id: ids[0] })
      : this.detailsQuery.execute({ ids }))) as ExhibitorDetailRow[];
    return new Map(rows.map((r) => [r.id, r]));
  }

  async shopDecoration(id: string) {
    const [row] = await this.decorationQuery.execute({ id });
    return row ?? null;
  }
}
