import { HEADERS } from '@showfloor/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, exhibitors, products, projects } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_OVERSEAS_ONLY_EXHIBITOR_ID as R } from '../src/db/seed/demo-ids.ts';
import { api } from './helpers.ts';
import { type IdentityTestApp, buildIdentityApp } from './identity-helpers.ts';

/*
 * Content visibility on every call that returns exhibitor or product data: the demo's overseas-only
 * exhibitor (R) is walked through each as a stranger, a registered domestic buyer and a registered overseas buyer.
 * Only the overseas buyer may see any of it; the others get the call's answer as if R were not in the fair.
 */

type Viewer = null | 'visitor' | 'purchaser';
const VIEWERS: Viewer[] = [null, 'visitor', 'purchaser'];

let t: IdentityTestApp;
let productIds: string[];
let nameWord: string;
let productWord: string;
let pavilionId: string;
let orgId: string;
beforeAll(async () => {
  t = await buildIdentityApp();
  // R first in the fair's order, so the home page's picks would show it, and with an activity of its own.
  await t.db.update(exhibitors).set({ sort: 0 }).where(eq(exhibitors.id, R));
  await t.db.insert(activities).values({
    id: '0ac7a000-2026-4000-8000-0000000000ff',
    bventId: DEMO_EVENT_ID,
    exhibitorId: R,
    title: { 'en-US': 'Overseas buyers briefing' },
    startTime: '2026-12-09 10:00:00',
    endTime: '2026-12-09 11:00:00',
  });
  await t.db.insert(projects).values({
    id: 'f1000000-2026-4000-8000-0000000000ff',
    bventId: DEMO_EVENT_ID,
    exhibitorId: R,
    name: { 'en-US': 'Overseas partnership' },
    cover: '/media/project/1-x.svg',
  });
  const [row] = await t.db.select().from(exhibitors).where(eq(exhibitors.id, R));
  const listed = await t.db
    .select()
    .from(products)
    .where(and(eq(products.exhibitorId, R), eq(products.status, 'listed')));
  productIds = listed.map((p) => p.id);
  // A word of its name and the model number of its first product: each finds R in a search.
  nameWord = (row?.name['en-US'] ?? '').split(' ')[1] ?? '';
  productWord = (listed[0]?.name['en-US'] ?? '').split(' ').pop() ?? '';
  pavilionId = row?.pavilionId ?? '';
  orgId = row?.orgId ?? '';
  expect([productIds.length > 0, nameWord.length > 2, productWord.length > 2, pavilionId]).toEqual([
    true,
    true,
    true,
    expect.any(String),
  ]);
});
afterAll(() => t?.close());

const call = (who: Viewer, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t.as<unknown>(who, {
    method,
    url: api(path),
    payload: payload as object,
    headers: { [HEADERS.language]: 'en-US' },
  });
/** Whether an answer holds R or one of its listed products. */
const holdsR = (body: unknown) => {
  const text = JSON.stringify(body);
  return text.includes(R) || productIds.some((id) => text.includes(id));
};
const paging = { pageNo: 1, pageSize: 100 };

/** Each call, and what it answers about R for a viewer: true when R (or its content) is in the answer. */
const CALLS: [string, (who: Viewer) => Promise<boolean>][] = [
  [
    'ExhibitorClient/List',
    async (w) =>
      holdsR(
        (
          await call(w, 'POST', '/ExpoAggregator/NoToken/ExhibitorClient/List', {
            bventId: DEMO_EVENT_ID,
            ...paging,
          })
        ).body,
      ),
  ],
  [
    'ExhibitClient/List',
    async (w) =>
      holdsR(
        (
          await call(w, 'POST', '/ExpoAggregator/NoToken/ExhibitClient/List', {
            bventId: DEMO_EVENT_ID,
            ...paging,
          })
        ).body,
      ),
  ],
  [
    'ExhibitClient/List?exhibitorId',
    async (w) => {
      const res = await call(w, 'POST', '/ExpoAggregator/NoToken/ExhibitClient/List', {
        bventId: DEMO_EVENT_ID,
        exhibitorId: R,
        ...paging,
      });
      return (res.body as { returnObj: unknown[] }).returnObj.length > 0;
    },
  ],
  [
    'ExhibitClient/GetCategoryList?exhibitorId',
    async (w) => {
      const res = await call(w, 'POST', '/ExpoAggregator/NoToken/ExhibitClient/GetCategoryList', {
        bventId: DEMO_EVENT_ID,
        exhibitorId: R,
      });
      return JSON.stringify(res.body).match(/"productCount":[1-9]/) !== null;
    },
  ],
  [
    'Home/Recommend',
    async (w) =>
      holdsR((await call(w, 'GET', `/ExpoAggregator/NoToken/Home/Recommend?bventId=${DEMO_EVENT_ID}`)).body),
  ],
  [
    'ProjectClient list?exhibitorId',
    async (w) => {
      const res = await call(w, 'POST', '/ExpoAggregator/NoToken/ProjectClient/List', {
        bventId: DEMO_EVENT_ID,
        exhibitorId: R,
        ...paging,
      });
      return ((res.body as { returnObj: unknown[] | null }).returnObj ?? []).length > 0;
    },
  ],
  [
    'pavilion detail',
    async (w) =>
      holdsR(
        (
          await call(
            w,
            'GET',
            `/ExpoAggregator/NoToken/Pavilion/Detail?id=${pavilionId}&pageNo=1&pageSize=100`,
          )
        ).body,
      ),
  ],
  [
    'shopdecorate',
    async (w) =>
      (await call(w, 'GET', `/ExpoAggregator/NoToken/ExhibitorClient/shopdecorate?id=${R}`)).status === 200,
  ],
  [
    'activities of the exhibitor',
    async (w) => {
      const res = await call(w, 'POST', '/ExpoAggregator/NoToken/ExhibitorActivity/List', {
        bventId: DEMO_EVENT_ID,
        exhibitorId: R,
        ...paging,
      });
      return ((res.body as { returnObj: unknown[] | null }).returnObj ?? []).length > 0;
    },
  ],
  [
    'search companies',
    async (w) =>
      holdsR(
        (
          await call(w, 'POST', '/SEARCHAPI/company/classify-v2?size=50', {
            bventId: DEMO_EVENT_ID,
            searchValue: nameWord,
          })
        ).body,
      ),
  ],
  [
    'search products',
    async (w) =>
      holdsR(
        (
          await call(w, 'POST', '/SEARCHAPI/product/classify?size=50', {
            bventId: DEMO_EVENT_ID,
            searchValue: productWord,
          })
        ).body,
      ),
  ],
  [
    'search company products',
    async (w) => {
      const res = await call(w, 'POST', '/SEARCHAPI/company/product', { companyIds: [R] });
      const [company] = (res.body as { returnObj: { products: unknown[] }[] }).returnObj;
      return (company?.products.length ?? 0) > 0;
    },
  ],
  [
    'contact information',
    async (w) =>
      (
        await call(
          w,
          'GET',
          `/ExpoAggregator/ExhibitorBusiness/GetExhibitorContactInformation/${orgId}/${DEMO_EVENT_ID}/0`,
        )
      ).status === 200,
  ],
  [
    'web IM of the organization',
    async (w) =>
      JSON.stringify((await call(w, 'GET', `/ExpoAggregator/ExhibitorOrgWebIms/${orgId}`)).body).includes(R),
  ],
];

describe('an overseas-only exhibitor in every list, count and search: seen by overseas buyers only', () => {
  for (const [name, sees] of CALLS)
    it(`${name}: only the registered overseas buyer sees it`, async () => {
      const seen = [];
      for (const who of VIEWERS) seen.push(await sees(who));
      expect(seen).toEqual([false, false, true]);
    });

  it('counts: the category tree and the pavilion list count R’s content only for the overseas buyer', async () => {
    const total = async (w: Viewer) => {
      const res = await call(w, 'POST', '/expoAggregator/NoToken/GetCategoryByBventId', {
        bventId: DEMO_EVENT_ID,
      });
      return [...JSON.stringify(res.body).matchAll(/"productCount":(\d+)/g)].reduce(
        (n, m) => n + Number(m[1]),
        0,
      );
    };
    const pavilion = async (w: Viewer) => {
      const res = await call(w, 'GET', `/ExpoAggregator/NoToken/Pavilion/List?bventId=${DEMO_EVENT_ID}`);
      const list = (res.body as { returnObj: { id: string; exhibitorCount: number }[] }).returnObj;
      return list.find((p) => p.id === pavilionId)?.exhibitorCount;
    };
    const [anon, domestic, overseas] = [await total(null), await total('visitor'), await total('purchaser')];
    expect(anon).toBe(domestic);
    expect(overseas).toBeGreaterThan(anon);
    const [pa, pd, po] = [await pavilion(null), await pavilion('visitor'), await pavilion('purchaser')];
    expect([pd, po]).toEqual([pa, (pa ?? 0) + 1]);
  });
});
