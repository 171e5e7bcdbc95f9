import { getExhibitorActivityDetail, listExhibitorActivities } from '@showfloor/contracts';
import { ZActivityCard, ZActivityDetail, envelopeOf } from '@showfloor/contracts/schemas';
import { activityRegistration, activityState, beijingToEpoch, fixedClock } from '@showfloor/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CLOSED_ACTIVITY_ID,
  DEMO_ENDED_ACTIVITY_ID,
  DEMO_MISSING_ACTIVITY_ID,
  DEMO_OPEN_ACTIVITY_ID,
  DEMO_SOLD_OUT_ACTIVITY_ID,
  activityId,
} from '../src/db/seed/demo-ids.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  exhibitorId,
} from '../src/db/seed/demo-ids.ts';
import { guid } from '../src/db/seed/demo-ids.ts';
import { ActivityRepository } from '../src/domains/activity/activity.repository.ts';
import { ActivityService } from '../src/domains/activity/activity.service.ts';
import { type TestApp, api, build, call } from './helpers.ts';
import { TEST_NOW } from './test-clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const ZList = envelopeOf(z.array(ZActivityCard));
const ZDetail = envelopeOf(ZActivityDetail);
const list = (body: Record<string, unknown>, lang = 'en-US') =>
  call(t.app, {
    method: 'POST',
    url: api(listExhibitorActivities.path),
    payload: {
      lang,
      bventId: DEMO_EVENT_ID,
      exhibitorId: DEMO_EXHIBITOR_ID,
      pageNo: 1,
      pageSize: 20,
      ...body,
    },
  });
const detail = (id: string, lang = 'en-US') =>
  call(t.app, { url: api(getExhibitorActivityDetail.path), query: { lang, id } });

describe('ExhibitorActivity/List', () => {
  it("the demo exhibitor's four activities by start time, states computed from now", async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    const env = ZList.parse(res.body);
    expect(env.pager?.total).toBe(4);
    const cards = env.returnObj ?? [];
    expect(cards.map((c) => c.id)).toEqual([
      DEMO_ENDED_ACTIVITY_ID,
      DEMO_SOLD_OUT_ACTIVITY_ID,
      DEMO_CLOSED_ACTIVITY_ID,
      DEMO_OPEN_ACTIVITY_ID,
    ]);
    const starts = cards.map((c) => c.startTime);
    expect([...starts].sort()).toEqual(starts);
    // The state is never stored: it is what the domain rule says for the app's clock (the suites' TEST_NOW,
    // the eve of the fair, when only the pre-show webinar is over).
    expect(cards.map((c) => c.state)).toEqual(['ended', 'upcoming', 'upcoming', 'upcoming']);
    for (const c of cards) expect(c.state).toBe(activityState(c, TEST_NOW));
    expect(cards[0]?.title).toBe('Pre-show online briefing');
  });

  it('titles in the asked language (zh-CN, pt-PT)', async () => {
    const zh = ZList.parse((await list({}, 'zh-CN')).body);
    expect(zh.returnObj?.[1]?.title).toBe('新品发布会');
    const pt = ZList.parse((await list({}, 'pt-PT')).body);
    expect(pt.returnObj?.[3]?.title).toBe('Encontro de compradores');
  });

  it('pages: pageSize 3 -> 3 then 1', async () => {
    const p1 = ZList.parse((await list({ pageSize: 3 })).body);
    const p2 = ZList.parse((await list({ pageSize: 3, pageNo: 2 })).body);
    expect(p1.returnObj).toHaveLength(3);
    expect(p2.returnObj).toHaveLength(1);
    expect(p1.pager).toMatchObject({ total: 4, totalPages: 2 });
  });

  it('each of the first 10 exhibitors has 3-4; a banned exhibitor and one without activities list none', async () => {
    for (let n = 5; n <= 10; n++) {
      const env = ZList.parse((await list({ exhibitorId: exhibitorId(n) })).body);
      expect(env.pager?.total).toBeGreaterThanOrEqual(3);
      expect(env.pager?.total).toBeLessThanOrEqual(4);
    }
    expect(ZList.parse((await list({ exhibitorId: DEMO_BANNED_EXHIBITOR_ID })).body).pager?.total).toBe(0);
    expect(ZList.parse((await list({ exhibitorId: exhibitorId(11) })).body).returnObj).toEqual([]);
  });

  it('an unknown event -> 5001', async () => {
    const res = await list({ bventId: guid('b7e1a000', 99) });
    expect(res.body.businessCode).toBe(5001);
  });

  it.each([
    ['missing exhibitorId', { exhibitorId: undefined }],
    ['malformed exhibitorId', { exhibitorId: 'abc' }],
    ['pageSize 0', { pageSize: 0 }],
    ['negative pageSize', { pageSize: -5 }],
    ['huge pageSize', { pageSize: 10_000_000 }],
    ['pageNo 0', { pageNo: 0 }],
  ])('bad input (%s) -> 400 / 40000', async (_label, patch) => {
    const res = await list(patch);
    expect(res.status).toBe(400);
    expect(res.body.businessCode).toBe(40000);
    expect(res.body.isSuccess).toBe(false);
  });
});

describe('ExhibitorActivity/Detail', () => {
  it('the card plus description, seats and the exhibitor', async () => {
    const res = await detail(DEMO_SOLD_OUT_ACTIVITY_ID);
    expect(res.status).toBe(200);
    const a = ZDetail.parse(res.body).returnObj;
    expect(a).toMatchObject({
      id: DEMO_SOLD_OUT_ACTIVITY_ID,
      bventId: DEMO_EVENT_ID,
      title: 'New product launch',
      capacity: 60,
      registeredCount: 60,
      location: 'Hall 1 · Stage A',
      exhibitor: { id: DEMO_EXHIBITOR_ID },
    });
    expect(a?.description).toMatch(/Seats are limited/);
    expect(a?.exhibitor.name.length).toBeGreaterThan(0);
    if (a) expect(a.registration).toBe(activityRegistration({ ...a, registrationOpen: true }, TEST_NOW));
  });

  it('unknown id -> HTTP 404 / 7101 naming the activity', async () => {
    const res = await detail(DEMO_MISSING_ACTIVITY_ID);
    expect(res.status).toBe(404);
    expect(res.body.businessCode).toBe(7101);
    expect(res.body.isSuccess).toBe(false);
    expect(res.body.businessMessage).toMatch(/activity/);
  });

  it('malformed id -> 400 / 40000', async () => {
    const res = await detail('not-a-guid');
    expect(res.status).toBe(400);
    expect(res.body.businessCode).toBe(40000);
  });

  it("a banned exhibitor's activity -> the exhibitor's state 1002", async () => {
    // Exhibitor 2 is banned in the seed and still has activities rows.
    const res = await detail(activityId(2, 0));
    expect(res.body.businessCode).toBe(1002);
  });
});

describe('states against a fixed clock (real DB, the service with its own clock)', () => {
  const at = (wall: string) =>
    new ActivityService(
      new ActivityRepository(t.db),
      async () => ({}) as never,
      async () => true,
      fixedClock(beijingToEpoch(wall)),
    );
  const states = async (wall: string) => {
    const { items } = await at(wall).list(
      { bventId: DEMO_EVENT_ID, exhibitorId: DEMO_EXHIBITOR_ID, pageNo: 1, pageSize: 20 },
      'en-US',
      null,
    );
    return items.map((c) => [c.state, c.registration]);
  };

  it('before the fair: the webinar ended; sold out, closed and open are upcoming', async () => {
    expect(await states('2026-12-01 09:00:00')).toEqual([
      ['ended', 'closed'],
      ['upcoming', 'soldOut'],
      ['upcoming', 'closed'],
      ['upcoming', 'open'],
    ]);
  });

  it('during the sold-out launch it is live; after the fair everything ended and closed', async () => {
    const launch = await at('2026-12-01 09:00:00').detail(DEMO_SOLD_OUT_ACTIVITY_ID, 'en-US', null);
    const during = launch.startTime.replace('10:00:00', '10:30:00');
    expect((await at(during).detail(DEMO_SOLD_OUT_ACTIVITY_ID, 'en-US', null)).state).toBe('live');
    const after = await states('2026-12-12 00:00:00');
    expect(after.every(([s, r]) => s === 'ended' && r === 'closed')).toBe(true);
  });
});
