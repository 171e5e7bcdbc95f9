import {
  addFavorite,
  cancelFavorite,
  favoriteStatusList,
  getExhibitorDetail,
  HEADERS,
  isFavorite,
  type TFavoriteChange,
  type TFavoriteState,
  type TFavoriteStatus,
  type TFavoriteTargetType,
} from '@showfloor/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  benefitOverrides,
  exhibitors,
  favorites,
  products,
  projects,
  videos,
} from '../src/db/schema/index.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_DELISTED_PRODUCT_ID,
  DEMO_EXHIBITOR_2_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_MISSING_EXHIBITOR_ID,
  DEMO_PRODUCT_ID,
  type DemoAccountKey,
  demoAccountId,
} from '../src/db/seed/demo-ids.ts';
import { api } from './helpers.ts';
import { buildIdentityApp, EVENT, type IdentityTestApp } from './identity-helpers.ts';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityApp();
});
afterAll(() => t?.close());

const post = <T>(key: DemoAccountKey | null, path: string, payload: unknown) =>
  t.as<T>(key, {
    method: 'POST',
    url: api(path),
    payload: payload as Record<string, unknown>,
    headers: { [HEADERS.language]: 'en-US' },
  });
const target = (targetType: TFavoriteTargetType, targetId: string) => ({
  bventId: EVENT,
  targetType,
  targetId,
});
const add = (key: DemoAccountKey | null, type: TFavoriteTargetType, id: string) =>
  post<TFavoriteChange>(key, addFavorite.path, target(type, id));
const cancel = (key: DemoAccountKey | null, type: TFavoriteTargetType, id: string) =>
  post<TFavoriteChange>(key, cancelFavorite.path, target(type, id));
const check = (key: DemoAccountKey | null, type: TFavoriteTargetType, id: string) =>
  post<TFavoriteState>(key, isFavorite.path, target(type, id));

/** The rows the table really holds for an account and target: what "never two rows" is about. */
async function rows(key: DemoAccountKey, id: string): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(and(eq(favorites.accountId, demoAccountId(key)), eq(favorites.targetId, id)));
  return row?.n ?? -1;
}
async function exhibitorCounter(id: string): Promise<number> {
  const [row] = await t.db
    .select({ n: exhibitors.favoriteCount })
    .from(exhibitors)
    .where(eq(exhibitors.id, id));
  return row?.n ?? -1;
}

/** A listed project of a normal exhibitor, and one that is not listed (read from the seed, not guessed). */
async function projectWith(status: 'listed' | 'notListed'): Promise<string> {
  const [row] = await t.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.bventId, EVENT),
        status === 'listed' ? eq(projects.status, 'listed') : ne(projects.status, 'listed'),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no ${status} project in the seed`);
  return row.id;
}

/** A video of the demo exhibitor, made here so the test does not depend on which videos the seed holds. */
async function videoWith(status: 'published' | 'draft'): Promise<string> {
  const id = status === 'published' ? PUBLISHED_VIDEO : DRAFT_VIDEO;
  await t.db
    .insert(videos)
    .values({
      id,
      bventId: EVENT,
      ownerType: 'exhibitor',
      exhibitorId: DEMO_EXHIBITOR_ID,
      status,
      title: { 'en-US': `favorite test ${status}` },
      description: { 'en-US': '' },
      cover: '/media/cover.jpg',
      durationSeconds: 30,
      mp4Url: '/media/video.mp4',
    })
    .onConflictDoNothing();
  return id;
}
const PUBLISHED_VIDEO = 'b7e1a000-0000-4000-8000-0000000fa001';
const DRAFT_VIDEO = 'b7e1a000-0000-4000-8000-0000000fa002';

describe('favorites per target type (visitor)', () => {
  const types: [TFavoriteTargetType, () => Promise<string>][] = [
    ['Exhibitor', async () => DEMO_EXHIBITOR_2_ID],
    ['Product', async () => DEMO_PRODUCT_ID],
    ['Project', () => projectWith('listed')],
    ['Video', () => videoWith('published')],
  ];
  it.each(types)('%s: add, isFavorite, statusList, cancel', async (type, idOf) => {
    const id = await idOf();
    const before = await check('visitor', type, id);
    expect(before.status).toBe(200);
    expect(before.body.returnObj).toMatchObject({ targetType: type, targetId: id, isFavorite: false });
    const base = before.body.returnObj?.favoriteCount ?? -1;

    const added = await add('visitor', type, id);
    expect(added.status).toBe(200);
    expect(added.body.returnObj).toEqual({
      targetType: type,
      targetId: id,
      isFavorite: true,
      changed: true,
      favoriteCount: base + 1,
    });
    expect((await check('visitor', type, id)).body.returnObj).toMatchObject({
      isFavorite: true,
      favoriteCount: base + 1,
    });
    const list = await post<TFavoriteStatus[]>('visitor', favoriteStatusList.path, {
      bventId: EVENT,
      targetType: type,
      targetIds: [id, DEMO_MISSING_EXHIBITOR_ID],
    });
    expect(list.body.returnObj).toEqual([
      { targetId: id, isFavorite: true },
      { targetId: DEMO_MISSING_EXHIBITOR_ID, isFavorite: false },
    ]);

    const cancelled = await cancel('visitor', type, id);
    expect(cancelled.body.returnObj).toEqual({
      targetType: type,
      targetId: id,
      isFavorite: false,
      changed: true,
      favoriteCount: base,
    });
    expect(await rows('visitor', id)).toBe(0);
    // Cancelling again is a successful no-op: nothing changes, the count stays.
    const again = await cancel('visitor', type, id);
    expect(again.status).toBe(200);
    expect(again.body.returnObj).toMatchObject({ changed: false, isFavorite: false, favoriteCount: base });
  });
});

describe('one row per account and target', () => {
  it('adding twice keeps one row and moves the exhibitor counter once', async () => {
    const before = await exhibitorCounter(DEMO_EXHIBITOR_ID);
    const first = await add('purchaser', 'Exhibitor', DEMO_EXHIBITOR_ID);
    const second = await add('purchaser', 'Exhibitor', DEMO_EXHIBITOR_ID);
    expect(first.body.returnObj).toMatchObject({ changed: true, favoriteCount: before + 1 });
    expect(second.body.returnObj).toMatchObject({
      changed: false,
      isFavorite: true,
      favoriteCount: before + 1,
    });
    expect(await rows('purchaser', DEMO_EXHIBITOR_ID)).toBe(1);
    expect(await exhibitorCounter(DEMO_EXHIBITOR_ID)).toBe(before + 1);
    await cancel('purchaser', 'Exhibitor', DEMO_EXHIBITOR_ID);
    expect(await exhibitorCounter(DEMO_EXHIBITOR_ID)).toBe(before);
  });

  it('20 adds in parallel make one row and move the counter by one', async () => {
    const before = await exhibitorCounter(DEMO_EXHIBITOR_2_ID);
    const all = await Promise.all(
      Array.from({ length: 20 }, () => add('exhibitor', 'Exhibitor', DEMO_EXHIBITOR_2_ID)),
    );
    expect(all.every((r) => r.status === 200 && r.body.returnObj?.isFavorite === true)).toBe(true);
    expect(all.filter((r) => r.body.returnObj?.changed).length).toBe(1);
    expect(await rows('exhibitor', DEMO_EXHIBITOR_2_ID)).toBe(1);
    expect(await exhibitorCounter(DEMO_EXHIBITOR_2_ID)).toBe(before + 1);
    // 20 parallel cancels: one deletes, the counter comes back exactly once.
    const gone = await Promise.all(
      Array.from({ length: 20 }, () => cancel('exhibitor', 'Exhibitor', DEMO_EXHIBITOR_2_ID)),
    );
    expect(gone.filter((r) => r.body.returnObj?.changed).length).toBe(1);
    expect(await exhibitorCounter(DEMO_EXHIBITOR_2_ID)).toBe(before);
  });

  it('20 parallel adds of a product count one favorite', async () => {
    const before = (await check('visitor', 'Product', DEMO_PRODUCT_ID)).body.returnObj?.favoriteCount ?? -1;
    await Promise.all(Array.from({ length: 20 }, () => add('visitor', 'Product', DEMO_PRODUCT_ID)));
    expect(await rows('visitor', DEMO_PRODUCT_ID)).toBe(1);
    expect((await check('visitor', 'Product', DEMO_PRODUCT_ID)).body.returnObj?.favoriteCount).toBe(
      before + 1,
    );
    await cancel('visitor', 'Product', DEMO_PRODUCT_ID);
  });

  it('the exhibitor page shows the new count at once (the detail cache is dropped)', async () => {
    const detail = () =>
      t.as<{ favoriteCount: number }>(null, {
        url: api(getExhibitorDetail.path),
        query: { id: DEMO_EXHIBITOR_ID },
      });
    const before = (await detail()).body.returnObj?.favoriteCount ?? -1;
    await add('visitor', 'Exhibitor', DEMO_EXHIBITOR_ID);
    expect((await detail()).body.returnObj?.favoriteCount).toBe(before + 1);
    await cancel('visitor', 'Exhibitor', DEMO_EXHIBITOR_ID);
    expect((await detail()).body.returnObj?.favoriteCount).toBe(before);
  });
});

describe('the collect gate', () => {
  it('answers 401 without a token, and nothing is written', async () => {
    for (const path of [isFavorite.path, addFavorite.path, cancelFavorite.path]) {
      const res = await post(null, path, target('Exhibitor', DEMO_EXHIBITOR_ID));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ isSuccess: false, businessCode: 40100 });
    }
    const list = await post(null, favoriteStatusList.path, {
      bventId: EVENT,
      targetType: 'Exhibitor',
      targetIds: [DEMO_EXHIBITOR_ID],
    });
    expect(list.status).toBe(401);
  });

  // Collect auth: an attendee or exhibition role. Agencies and organizers (Planner) hold neither;
  // a forbidden role is dropped.
  it.each(['forbidden', 'agency', 'planner'] as const)('refuses %s with 403', async (key) => {
    const res = await add(key, 'Exhibitor', DEMO_EXHIBITOR_ID);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ isSuccess: false, businessCode: 40300 });
    expect(await rows(key, DEMO_EXHIBITOR_ID)).toBe(0);
    const list = await post(key, favoriteStatusList.path, {
      bventId: EVENT,
      targetType: 'Exhibitor',
      targetIds: [DEMO_EXHIBITOR_ID],
    });
    expect(list.status).toBe(403);
  });

  it('refuses an account whose Collection key is switched off (403)', async () => {
    await t.db.insert(benefitOverrides).values({
      bventId: EVENT,
      accountId: demoAccountId('waitlist'),
      functionKey: 'Collection',
      enable: false,
    });
    const res = await add('waitlist', 'Exhibitor', DEMO_EXHIBITOR_ID);
    expect(res.status).toBe(403);
    expect(res.body.businessCode).toBe(40300);
  });

  it('lets an attendee (registered or not yet) and an audited exhibitor in', async () => {
    for (const key of ['visitor', 'pending', 'exhibitor'] as const) {
      const res = await check(key, 'Exhibitor', DEMO_EXHIBITOR_ID);
      expect(res.status, key).toBe(200);
    }
  });
});

describe("only the caller's own favorites", () => {
  it("the status list and isFavorite never reveal another account's favorites", async () => {
    await add('purchaser', 'Product', DEMO_PRODUCT_ID);
    const mine = await post<TFavoriteStatus[]>('purchaser', favoriteStatusList.path, {
      bventId: EVENT,
      targetType: 'Product',
      targetIds: [DEMO_PRODUCT_ID],
    });
    expect(mine.body.returnObj).toEqual([{ targetId: DEMO_PRODUCT_ID, isFavorite: true }]);
    const other = await post<TFavoriteStatus[]>('visitor', favoriteStatusList.path, {
      bventId: EVENT,
      targetType: 'Product',
      targetIds: [DEMO_PRODUCT_ID],
      // Not part of the contract: an account id in the body is dropped, never used.
      accountId: demoAccountId('purchaser'),
    });
    expect(other.body.returnObj).toEqual([{ targetId: DEMO_PRODUCT_ID, isFavorite: false }]);
    expect((await check('visitor', 'Product', DEMO_PRODUCT_ID)).body.returnObj?.isFavorite).toBe(false);
  });

  it("cancel by another account leaves the owner's favorite in place", async () => {
    await add('purchaser', 'Product', DEMO_PRODUCT_ID);
    const res = await cancel('visitor', 'Product', DEMO_PRODUCT_ID);
    expect(res.body.returnObj?.changed).toBe(false);
    expect(await rows('purchaser', DEMO_PRODUCT_ID)).toBe(1);
  });
});

describe('bad input and unknown targets', () => {
  it('an unknown target is a 404 with the type code, never a 5xx', async () => {
    const missing = 'b7e1a000-0000-4000-8000-00000000dead';
    const cases: [TFavoriteTargetType, number][] = [
      ['Exhibitor', 1001],
      ['Product', 2001],
      ['Project', 3001],
      ['Video', 7001],
    ];
    for (const [type, code] of cases) {
      for (const res of [
        await add('visitor', type, missing),
        await check('visitor', type, missing),
        await cancel('visitor', type, missing),
      ]) {
        expect(res.status, type).toBe(404);
        expect(res.body).toMatchObject({ isSuccess: false, businessCode: code });
      }
    }
  });

  it('a target of another type or another event is not found', async () => {
    // An exhibitor's id asked as a product.
    expect((await add('visitor', 'Product', DEMO_EXHIBITOR_ID)).body.businessCode).toBe(2001);
    const otherEvent = await post('visitor', addFavorite.path, {
      bventId: 'b7e1a000-2026-4120-8000-0000000000ff',
      targetType: 'Exhibitor',
      targetId: DEMO_EXHIBITOR_ID,
    });
    // The gate resolves the caller at the event first: an unknown event is the event-not-found state (5001).
    expect(otherEvent.status).toBeLessThan(500);
    expect(otherEvent.body).toMatchObject({ isSuccess: false, businessCode: 5001 });
    expect(await rows('visitor', DEMO_EXHIBITOR_ID)).toBe(0);
  });

  it('a target that may not be shown cannot be added (its state code), but can be cancelled', async () => {
    const banned = await add('visitor', 'Exhibitor', DEMO_BANNED_EXHIBITOR_ID);
    expect(banned.status).toBe(404);
    expect(banned.body.businessCode).toBe(1002);
    expect((await add('visitor', 'Product', DEMO_DELISTED_PRODUCT_ID)).body.businessCode).toBe(2004);
    expect((await add('visitor', 'Project', await projectWith('notListed'))).body.businessCode).toBe(3003);
    // A draft video is never shown: not found.
    expect((await add('visitor', 'Video', await videoWith('draft'))).body.businessCode).toBe(7001);
    const off = await cancel('visitor', 'Exhibitor', DEMO_BANNED_EXHIBITOR_ID);
    expect(off.status).toBe(200);
    expect(off.body.returnObj?.changed).toBe(false);
  });

  it('malformed bodies are 400 in the envelope', async () => {
    const bad: unknown[] = [
      {},
      { bventId: EVENT, targetType: 'Exhibitor' },
      { bventId: EVENT, targetType: 'Exhibitor', targetId: 'not-a-guid' },
      { bventId: EVENT, targetType: 'Shop', targetId: DEMO_EXHIBITOR_ID },
      { bventId: 'x', targetType: 'Exhibitor', targetId: DEMO_EXHIBITOR_ID },
    ];
    for (const payload of bad) {
      const res = await post('visitor', addFavorite.path, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toMatchObject({ isSuccess: false, businessCode: 40000 });
    }
  });

  it('the status list takes 1 to 100 guids and folds duplicates', async () => {
    const ask = (targetIds: unknown) =>
      post<TFavoriteStatus[]>('visitor', favoriteStatusList.path, {
        bventId: EVENT,
        targetType: 'Product',
        targetIds,
      });
    expect((await ask([])).status).toBe(400);
    expect((await ask(Array.from({ length: 101 }, () => DEMO_PRODUCT_ID))).status).toBe(400);
    expect((await ask(['nope'])).status).toBe(400);
    expect((await ask('x')).status).toBe(400);
    const hundred = Array.from({ length: 100 }, () => DEMO_PRODUCT_ID);
    hundred[1] = DEMO_PRODUCT_ID.toUpperCase();
    const folded = await ask(hundred);
    expect(folded.status).toBe(200);
    expect(folded.body.returnObj).toEqual([{ targetId: DEMO_PRODUCT_ID, isFavorite: false }]);
  });
});

it('seeded targets used here exist (guards the test data)', async () => {
  const [p] = await t.db
    .select({ s: products.status })
    .from(products)
    .where(eq(products.id, DEMO_PRODUCT_ID));
  expect(p?.s).toBe('listed');
});
