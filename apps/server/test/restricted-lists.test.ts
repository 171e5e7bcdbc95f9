import {
  addFavorite,
  ErrorCode,
  favoriteStatusList,
  getCategoryByBventId,
  getExhibitCategoryList,
  getExhibitDetail,
  getExhibitorDetail,
  getHomeRecommend,
  getPavilionDetail,
  HEADERS,
  listExhibitors,
  listExhibits,
  searchCompanies,
  searchCompanyProducts,
  searchProducts,
  type TFavoriteStatus,
} from '@showfloor/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitors, products } from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID as R,
  type DemoAccountKey,
  demoAccountId,
  exhibitorId,
} from '../src/db/seed/demo-ids.ts';
import { indexExhibitors } from '../src/db/seed/search-index.ts';
import type { Db } from '../src/db/client.ts';
import { api, build, call } from './helpers.ts';
import { bearerOf } from './meeting-helpers.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';

/*
 * Content restricted to one region's registered buyers, in every list and on Favorite: an exhibitor made
 * domestic-only (D) is walked through the fair's lists, its pavilion, the category trees, the home page's picks,
 * both searches and the company products call as a stranger, a domestic account not yet registered, the registered
 * domestic visitor and the registered overseas purchaser: only the domestic visitor sees any of it. Favorite/Add of
 * a restricted exhibitor or its product answers what its detail page answers; FavoriteStatusList forgets what the
 * caller may no longer see. On PGlite and again on PostgreSQL.
 */

const EVENT = DEMO_EVENT_ID;
const D = exhibitorId(6);
type Viewer = DemoAccountKey | null;
const VIEWERS: Viewer[] = [null, 'pending', 'visitor', 'purchaser'];

interface Backend {
  app: FastifyInstance;
  db: Db;
}

/** The walk against one backend (its app and database, set before the tests run). */
function restrictedSuite(backendOf: () => Backend) {
  let db: Db;
  const tokens = new Map<DemoAccountKey, string>();
  let productIds: string[];
  let pavilionId: string;
  let nameWord: string;
  let productWord: string;
  let rProduct: string;

  beforeAll(async () => {
    ({ db } = backendOf());
    tokens.clear();
    // First in the fair's order (the home page's picks hold it), restricted, and its search documents with it.
    await db
      .update(exhibitors)
      .set({ sort: -1, visibility: 'registeredDomestic' })
      .where(eq(exhibitors.id, D));
    await indexExhibitors(db, [D]);
    const [row] = await db.select().from(exhibitors).where(eq(exhibitors.id, D));
    const listed = await db
      .select()
      .from(products)
      .where(and(eq(products.exhibitorId, D), eq(products.status, 'listed')));
    productIds = listed.map((p) => p.id);
    pavilionId = row!.pavilionId!;
    nameWord = (row!.name['en-US'] ?? '').split(' ')[1] ?? '';
    productWord = (listed[0]?.name['en-US'] ?? '').split(' ').pop() ?? '';
    const [overseas] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.exhibitorId, R), eq(products.status, 'listed')))
      .limit(1);
    rProduct = overseas!.id;
    expect([productIds.length > 0, pavilionId, nameWord.length > 2, productWord.length > 2]).toEqual([
      true,
      expect.any(String),
      true,
      true,
    ]);
  });

  const ask = async <T = unknown>(who: Viewer, method: 'GET' | 'POST', path: string, payload?: object) => {
    const { app } = backendOf();
    let bearer = who ? tokens.get(who) : undefined;
    if (who && !bearer) tokens.set(who, (bearer = await bearerOf(app, demoAccountId(who))));
    return call<T>(app, {
      method,
      url: api(path),
      payload,
      headers: { [HEADERS.language]: 'en-US', ...(bearer ? { [HEADERS.authorization]: bearer } : {}) },
    });
  };
  const holdsD = (body: unknown) => {
    const text = JSON.stringify(body);
    return text.includes(D) || productIds.some((id) => text.includes(id));
  };
  const paging = { pageNo: 1, pageSize: 100 };
  const productCounts = (body: unknown) =>
    [...JSON.stringify(body).matchAll(/"productCount":(\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);

  /** Each list, and whether it shows D (or one of its products) to a viewer. */
  const LISTS: [string, (who: Viewer) => Promise<boolean>][] = [
    [
      'the fair’s exhibitors',
      async (w) => holdsD((await ask(w, 'POST', listExhibitors.path, { bventId: EVENT, ...paging })).body),
    ],
    [
      'the pavilion’s exhibitors',
      async (w) =>
        holdsD((await ask(w, 'POST', listExhibitors.path, { bventId: EVENT, pavilionId, ...paging })).body),
    ],
    [
      'the pavilion’s page',
      async (w) =>
        holdsD(
          (await ask(w, 'GET', `${getPavilionDetail.path}?id=${pavilionId}&pageNo=1&pageSize=100`)).body,
        ),
    ],
    [
      'the fair’s products',
      async (w) => holdsD((await ask(w, 'POST', listExhibits.path, { bventId: EVENT, ...paging })).body),
    ],
    [
      'the exhibitor’s products',
      async (w) =>
        holdsD((await ask(w, 'POST', listExhibits.path, { bventId: EVENT, exhibitorId: D, ...paging })).body),
    ],
    [
      'the exhibitor’s categories',
      async (w) =>
        productCounts(
          (await ask(w, 'POST', getExhibitCategoryList.path, { bventId: EVENT, exhibitorId: D })).body,
        ) > 0,
    ],
    [
      'the home page’s picks',
      async (w) => holdsD((await ask(w, 'GET', `${getHomeRecommend.path}?bventId=${EVENT}`)).body),
    ],
    [
      'company search',
      async (w) =>
        holdsD(
          (await ask(w, 'POST', `${searchCompanies.path}?size=50`, { bventId: EVENT, searchValue: nameWord }))
            .body,
        ),
    ],
    [
      'product search',
      async (w) =>
        holdsD(
          (
            await ask(w, 'POST', `${searchProducts.path}?size=50`, {
              bventId: EVENT,
              searchValue: productWord,
            })
          ).body,
        ),
    ],
    [
      'the company products call',
      async (w) => {
        const res = await ask<{ products: unknown[] }[]>(w, 'POST', searchCompanyProducts.path, {
          companyIds: [D],
        });
        return (res.body.returnObj?.[0]?.products.length ?? 0) > 0;
      },
    ],
  ];

  describe('a domestic-only exhibitor in every list: only registered domestic buyers see it', () => {
    it.each(LISTS)('%s', async (_name, sees) => {
      const seen = [];
      for (const who of VIEWERS) seen.push(await sees(who));
      expect(seen).toEqual([false, false, true, false]);
    });

    it('the category tree counts its products only for them', async () => {
      const total = async (w: Viewer) =>
        productCounts((await ask(w, 'POST', getCategoryByBventId.path, { bventId: EVENT })).body);
      const [anon, pending, domestic, overseas] = [
        await total(null),
        await total('pending'),
        await total('visitor'),
        await total('purchaser'),
      ];
      expect(pending).toBe(anon);
      // Each of its products counts in its category and again in the parent's.
      expect(domestic - anon).toBeGreaterThanOrEqual(productIds.length);
      // The overseas purchaser sees the overseas-only exhibitor's products instead.
      expect(overseas).not.toBe(domestic);
    });

    it('its detail answers 403 to the others, as its products do', async () => {
      const codes = async (path: string, id: string) => {
        const out = [];
        for (const who of VIEWERS) {
          const res = await ask(who, 'GET', `${path}?id=${id}`);
          out.push([res.status, res.body.businessCode]);
        }
        return out;
      };
      const refused = [403, ErrorCode.Forbidden];
      expect(await codes(getExhibitorDetail.path, D)).toEqual([refused, refused, [200, 0], refused]);
      expect(await codes(getExhibitDetail.path, productIds[0]!)).toEqual([
        refused,
        refused,
        [200, 0],
        refused,
      ]);
    });
  });

  describe('Favorite checks the buyer’s region as the detail page does', () => {
    const add = (who: Viewer, targetType: string, targetId: string) =>
      ask(who, 'POST', addFavorite.path, { bventId: EVENT, targetType, targetId });
    const flags = async (who: Viewer, targetType: string, ids: string[]) =>
      (
        await ask<TFavoriteStatus[]>(who, 'POST', favoriteStatusList.path, {
          bventId: EVENT,
          targetType,
          targetIds: ids,
        })
      ).body.returnObj?.map((f) => f.isFavorite);

    it('refuses a restricted exhibitor and its product with the detail page’s answer; its own buyers may', async () => {
      for (const [type, id] of [
        ['Exhibitor', D],
        ['Product', productIds[0]!],
      ] as const) {
        const detail = await ask(
          'purchaser',
          'GET',
          `${type === 'Exhibitor' ? getExhibitorDetail.path : getExhibitDetail.path}?id=${id}`,
        );
        const refused = await add('purchaser', type, id);
        expect([refused.status, refused.body.businessCode]).toEqual([
          detail.status,
          detail.body.businessCode,
        ]);
        expect([refused.status, refused.body.businessCode]).toEqual([403, ErrorCode.Forbidden]);
        expect((await add(null, type, id)).status).toBe(401);
        expect((await add('visitor', type, id)).body.returnObj).toMatchObject({
          isFavorite: true,
          changed: true,
        });
      }
      // The overseas-only exhibitor the other way round.
      expect((await add('visitor', 'Exhibitor', R)).status).toBe(403);
      expect((await add('visitor', 'Product', rProduct)).status).toBe(403);
      expect((await add('purchaser', 'Exhibitor', R)).status).toBe(200);
      expect((await add('purchaser', 'Product', rProduct)).status).toBe(200);
      expect(await flags('purchaser', 'Exhibitor', [R, D])).toEqual([true, false]);
    });

    it('FavoriteStatusList forgets what the buyer may no longer see, and remembers it when allowed again', async () => {
      expect(await flags('purchaser', 'Product', [rProduct])).toEqual([true]);
      await db.update(exhibitors).set({ visibility: 'registeredDomestic' }).where(eq(exhibitors.id, R));
      expect(await flags('purchaser', 'Exhibitor', [R])).toEqual([false]);
      expect(await flags('purchaser', 'Product', [rProduct])).toEqual([false]);
      await db.update(exhibitors).set({ visibility: 'registeredOverseas' }).where(eq(exhibitors.id, R));
      expect(await flags('purchaser', 'Exhibitor', [R])).toEqual([true]);
      expect(await flags('visitor', 'Exhibitor', [D, R])).toEqual([true, false]);
    });
  });
}

describe('on PGlite', () => {
  const backend = {} as Backend;
  let close = async () => {};
  beforeAll(async () => {
    const built = await build();
    Object.assign(backend, { app: built.app, db: built.db });
    close = built.close;
  });
  afterAll(() => close());
  restrictedSuite(() => backend);
});

const noPostgres = await postgresUnavailable('restricted lists');

describe.skipIf(noPostgres !== null)('on PostgreSQL', () => {
  const appOf = usePostgresApp('showfloor_restricted');
  restrictedSuite(() => ({ app: appOf(), db: appOf().database.db }));
});
