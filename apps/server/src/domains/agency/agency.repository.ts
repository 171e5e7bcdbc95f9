import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/index.ts';

export class AgencyRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
      .select({
        agency: agencies,
        // Published videos only, as the lists count them (index videos_agency_idx). The outer column is
        // spelled out: in a one-table select drizzle renders ${agencies.id} unqualified, which would bind to v.id.
        videoCount: sql<number>`(select count(*)::int from videos v where v.agency_id = "agencies"."id" and v.status = 'published')`,
      })
      .from(agencies);
  }

  list(bventId: string) {
    return this.select()
      .where(and(eq(agencies.bventId, bventId), eq(agencies.status, 'normal')))
      .orderBy(asc(agencies.sort), asc(agencies.id));
  }

  async detail(id: string) {
    const [row] = await this.select()
      .where(and(eq(agencies.id, id), eq(agencies.status, 'normal')))
      .limit(1);
    return row ?? null;
  }
}
