import { getExhibitorDetail, trackEvent } from '@showfloor/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitors, pageViews } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_2_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const url = api(trackEvent.path);
const visits = async (id: string) => {
  const [row] = await t.db.select({ v: exhibitors.visitCount }).from(exhibitors).where(eq(exhibitors.id, id));
  return row?.v ?? -1;
};
const viewCount = async () => {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(pageViews);
  return row?.n ?? -1;
};

describe('trackEvent', () => {
  it('stores a page view and counts a visit of the exhibitor it targets', async () => {
    const before = await visits(DEMO_EXHIBITOR_ID);
    // Warm the detail cache: the counted visit must show at once anyway.
    await call(t.app, { url: api(getExhibitorDetail.path), query: { id: DEMO_EXHIBITOR_ID } });
    const res = await call<{ id: string }>(t.app, {
      method: 'POST',
      url,
      payload: {
        eventCode: 'pageView',
        bventId: DEMO_EVENT_ID,
        page: 'client.exhibitor.home',
        targetId: DEMO_EXHIBITOR_ID,
        accountId: 'acc-1',
        identity: 'Attendee',
        pfrom: 'share',
        lang: 'en-US',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    const id = res.body.returnObj?.id ?? '';
    const [row] = await t.db.select().from(pageViews).where(eq(pageViews.id, id));
    expect(row).toMatchObject({
      eventCode: 'pageView',
      page: 'client.exhibitor.home',
      targetId: DEMO_EXHIBITOR_ID,
      pfrom: 'share',
    });
    expect(await visits(DEMO_EXHIBITOR_ID)).toBe(before + 1);
    const detail = await call<{ visitCount: number }>(t.app, {
      url: api(getExhibitorDetail.path),
      query: { id: DEMO_EXHIBITOR_ID },
    });
    expect(detail.body.returnObj?.visitCount).toBe(before + 1);
  });

  it('does not count other event codes', async () => {
    const before = await visits(DEMO_EXHIBITOR_2_ID);
    const res = await call(t.app, {
      method: 'POST',
      url,
      payload: { eventCode: '1019', bventId: DEMO_EVENT_ID, page: 'booking', targetId: DEMO_EXHIBITOR_2_ID },
    });
    expect(res.body.isSuccess).toBe(true);
    expect(await visits(DEMO_EXHIBITOR_2_ID)).toBe(before);
  });

  it('changes nothing on bad input', async () => {
    const views = await viewCount();
    const before = await visits(DEMO_EXHIBITOR_ID);
    const bad = await call(t.app, {
      method: 'POST',
      url,
      payload: { eventCode: 'pageView', bventId: DEMO_EVENT_ID, page: 'x', targetId: 'not-a-guid' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([{ path: 'body.targetId', message: 'must be a guid (8-4-4-4-12 hex)' }]);
    const missing = await call(t.app, { method: 'POST', url, payload: { bventId: DEMO_EVENT_ID } });
    expect(missing.status).toBe(400);
    expect(missing.body.details?.map((d) => d.path).sort()).toEqual(['body.eventCode', 'body.page']);
    const unknownEvent = await call(t.app, {
      method: 'POST',
      url,
      payload: {
        eventCode: 'pageView',
        bventId: '00000000-0000-4000-8000-000000000000',
        page: 'x',
        targetId: DEMO_EXHIBITOR_ID,
      },
    });
    expect(unknownEvent.body.businessCode).toBe(5001);
    // A NUL (PostgreSQL cannot store it) or another control character anywhere in the input: a 400 that says where.
    const nul = await call(t.app, {
      method: 'POST',
      url,
      payload: {
        eventCode: 'pageView',
        bventId: DEMO_EVENT_ID,
        page: 'home\u0000',
        targetId: DEMO_EXHIBITOR_ID,
      },
    });
    expect(nul.status).toBe(400);
    expect(nul.body.details).toEqual([
      { path: 'body.page', message: 'holds a control character (such as NUL) that text cannot hold' },
    ]);
    const noBody = await call(t.app, { method: 'POST', url });
    expect(noBody.status).toBe(400);
    expect(await viewCount()).toBe(views);
    expect(await visits(DEMO_EXHIBITOR_ID)).toBe(before);
  });
});
