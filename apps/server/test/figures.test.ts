import { type TFigures, workbenchFigures, workbenchFiguresCsv } from '@showfloor/contracts';
import { beijingToEpoch, bookingDays } from '@showfloor/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, favorites, pageViews } from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_PRODUCT_ID,
} from '../src/db/seed/demo-ids.ts';
import type { IdentityTestApp } from './identity-helpers.ts';
import {
  buildInstantApp,
  type InstantTestApp,
  newBuyer,
  newMember,
  partyCalls,
  type Party,
} from './instant-helpers.ts';

/*
 * The exhibitor's leads and figures: what its page and products received, counted per Beijing day of the fair from
 * the rows the features store; someone else's figures never mix in, and only the exhibitor's members may read them.
 */

let x: InstantTestApp;
let t: IdentityTestApp;
let member: Party;
let days: string[];
beforeAll(async () => {
  x = await buildInstantApp();
  t = x.t;
  member = await newMember(t);
  const [e] = await t.db
    .select({ startTime: events.startTime, endTime: events.endTime })
    .from(events)
    .where(eq(events.id, DEMO_EVENT_ID));
  days = bookingDays(e!.startTime, e!.endTime);
});
afterAll(async () => x?.close());

const { get } = partyCalls(() => t.app);
const figures = (who: Party) => get<TFigures>(who, workbenchFigures.path, { bventId: DEMO_EVENT_ID });

/** An instant at a Beijing wall time. */
const at = (wall: string) => new Date(beijingToEpoch(wall));

describe('workbench figures', () => {
  it('counts each row on its Beijing day, the exhibitor’s own only', async () => {
    const before = (await figures(member)).body.returnObj!;
    expect(before.days.map((d) => d.day)).toEqual(days);
    const [first, second] = days as [string, string];
    const visitor = await newBuyer(t);
    await t.db.insert(pageViews).values([
      // 00:30 in Beijing is the previous day in UTC: it counts on the Beijing day.
      {
        eventCode: 'pageView',
        bventId: DEMO_EVENT_ID,
        page: 'exhibitor',
        targetId: DEMO_EXHIBITOR_ID,
        createdAt: at(`${first} 00:30:00`),
      },
      {
        eventCode: 'pageView',
        bventId: DEMO_EVENT_ID,
        page: 'exhibit',
        targetId: DEMO_PRODUCT_ID,
        createdAt: at(`${first} 23:30:00`),
      },
      {
        eventCode: 'pageView',
        bventId: DEMO_EVENT_ID,
        page: 'exhibitor',
        targetId: DEMO_EXHIBITOR_ID,
        createdAt: at(`${second} 09:00:00`),
      },
      // Another exhibitor's visit, and a booking event: neither is this exhibitor's visit.
      {
        eventCode: 'pageView',
        bventId: DEMO_EVENT_ID,
        page: 'exhibitor',
        targetId: DEMO_EXHIBITOR_2_ID,
        createdAt: at(`${first} 10:00:00`),
      },
      {
        eventCode: '1019',
        bventId: DEMO_EVENT_ID,
        page: 'exhibitor',
        targetId: DEMO_EXHIBITOR_ID,
        createdAt: at(`${first} 10:00:00`),
      },
    ]);
    await t.db.insert(favorites).values([
      {
        accountId: visitor.id,
        bventId: DEMO_EVENT_ID,
        targetType: 'Exhibitor',
        targetId: DEMO_EXHIBITOR_ID,
        createdAt: at(`${second} 12:00:00`),
      },
      {
        accountId: visitor.id,
        bventId: DEMO_EVENT_ID,
        targetType: 'Product',
        targetId: DEMO_PRODUCT_ID,
        createdAt: at(`${second} 12:05:00`),
      },
      {
        accountId: visitor.id,
        bventId: DEMO_EVENT_ID,
        targetType: 'Exhibitor',
        targetId: DEMO_EXHIBITOR_2_ID,
        createdAt: at(`${second} 12:10:00`),
      },
    ]);
    const after = (await figures(member)).body.returnObj!;
    const dayOf = (f: TFigures, day: string) => f.days.find((d) => d.day === day)!;
    expect(dayOf(after, first).visits - dayOf(before, first).visits).toBe(2);
    expect(dayOf(after, second).visits - dayOf(before, second).visits).toBe(1);
    expect(dayOf(after, second).favorites - dayOf(before, second).favorites).toBe(2);
    expect(after.totals.visits - before.totals.visits).toBe(3);
    expect(after.totals.favorites - before.totals.favorites).toBe(2);
    expect(after.exhibitor.id).toBe(DEMO_EXHIBITOR_ID);
  });

  it('exports one CSV row a day and the totals', async () => {
    const { body } = await get<{ fileName: string; content: string }>(member, workbenchFiguresCsv.path, {
      bventId: DEMO_EVENT_ID,
    });
    const lines = body
      .returnObj!.content.replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Day,Visits,Favorites,Meeting requests,Enquiries,Cards');
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(days);
    expect(lines.at(-1)!.startsWith('Total,')).toBe(true);
    expect(body.returnObj!.fileName).toBe('figures.csv');
  });

  it('a visitor who is no exhibitor is refused', async () => {
    const visitor = await newBuyer(t);
    const res = await figures(visitor);
    expect(res.status).toBe(403);
    expect(res.body.isSuccess).toBe(false);
  });
});
