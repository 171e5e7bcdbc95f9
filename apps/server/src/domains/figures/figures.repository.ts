import { type TFigureKey } from '@showfloor/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, exhibitors } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/types.ts';
import { exhibitingOrgs } from '../shared/exhibiting-orgs.ts';

/** One figure's count on one Beijing calendar day. */
export interface DayCount {
  key: TFigureKey;
  day: string;
  count: number;
}

/**
 * The exhibitor's figures, counted from the rows the features store (no counter of their own to drift): page views
 * of its page and its products' pages, favorites of it and its products, meeting requests to it, enquiries about
 * its products and business cards sent to it. Grouped by the Beijing calendar day of each row's time.
 */
export class FiguresRepository {
  constructor(private readonly db: Db) {}

  orgsOf(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  async exhibitorOf(bventId: string, orgId: string): Promise<{ id: string; name: Localized } | null> {
    const [row] = await this.db
      .select({ id: exhibitors.id, name: exhibitors.name })
      .from(exhibitors)
      .where(and(eq(exhibitors.bventId, bventId), eq(exhibitors.orgId, orgId)));
    return row ?? null;
  }

  async eventDays(bventId: string): Promise<{ startTime: string; endTime: string } | null> {
    const [row] = await this.db
      .select({ startTime: events.startTime, endTime: events.endTime })
      .from(events)
      .where(eq(events.id, bventId));
    return row ?? null;
  }

  async perDay(bventId: string, exhibitorId: string): Promise<DayCount[]> {
    // Each source indexed on its owner (page_views on target, favorites on target, meetings, enquiries and
    // cards on the exhibitor or organization), then counted per day in one statement.
    const result = await this.db.execute(sql`
      with own_products as (select id from products where exhibitor_id = ${exhibitorId}),
      happened as (
        select 'visits' as key, created_at as at from page_views
          where event_code = 'pageView' and bvent_id = ${bventId}
            and (target_id = ${exhibitorId} or target_id in (select id from own_products))
        union all
        select 'favorites', created_at from favorites
          where bvent_id = ${bventId}
            and ((target_type = 'Exhibitor' and target_id = ${exhibitorId})
              or (target_type = 'Product' and target_id in (select id from own_products)))
        union all
        select 'meetings', created_at from meetings where exhibitor_id = ${exhibitorId} and bvent_id = ${bventId}
        union all
        select 'enquiries', created_at from enquiries where exhibitor_id = ${exhibitorId} and bvent_id = ${bventId}
        union all
        select 'cards', sent_at from card_exchanges where exhibitor_id = ${exhibitorId} and bvent_id = ${bventId}
      )
      select key, to_char((at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
        count(*)::int as count
      from happened group by 1, 2 order by 2, 1`);
    // node-postgres and PGlite both answer { rows } (drizzle normalises the two drivers to it).
    const { rows } = result as unknown as { rows: { key: TFigureKey; day: string; count: number }[] };
    return rows.map((r) => ({ key: r.key, day: r.day, count: Number(r.count) }));
  }
}
