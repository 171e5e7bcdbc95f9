import { HEADERS, videoHall, videoHallCategories } from '@showfloor/contracts';
import { ZVideoCard, ZVideoCategoryNode, envelopeOf } from '@showfloor/contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exhibitors } from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  ID_PREFIX,
  type DemoAccountKey,
  demoAccountId,
  guid,
} from '../src/db/seed/demo-ids.ts';
import { indexExhibitors } from '../src/db/seed/search-index.ts';
import { type TestApp, api, build, call } from './helpers.ts';
import { bearerOf } from './meeting-helpers.ts';

/*
 * The video hall: every published video of the demo fair (30 of ten exhibitors, 8 of four agencies), filtered by
 * the fair's category tree (media.json gives each video a category of fair.json) and by keywords through the
 * search index (title and description, every language), paged; an exhibitor restricted to overseas buyers keeps
 * its videos from strangers, in the list and in the category counts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const ZHall = envelopeOf(z.array(ZVideoCard));
const ZCategories = envelopeOf(z.array(ZVideoCategoryNode));
/** fair.json's categories: Industrial Equipment (C01), its CNC Machine Tools (C02), Logistics (C72). */
const INDUSTRIAL = guid(ID_PREFIX.category, 0x01);
const CNC = guid(ID_PREFIX.category, 0x02);
const LOGISTICS = guid(ID_PREFIX.category, 0x48);
const ALL_VIDEOS = 38;

const tokens = new Map<DemoAccountKey, string>();
async function hall(body: Record<string, unknown>, lang = 'en-US', who?: DemoAccountKey) {
  let bearer = who ? tokens.get(who) : undefined;
  if (who && !bearer) tokens.set(who, (bearer = await bearerOf(t.app, demoAccountId(who))));
  const res = await call(t.app, {
    method: 'POST',
    url: api(videoHall.path),
    payload: { bventId: DEMO_EVENT_ID, ...body },
    headers: { [HEADERS.language]: lang, ...(bearer ? { [HEADERS.authorization]: bearer } : {}) },
  });
  return { status: res.status, env: ZHall.parse(res.body) };
}
async function categories(who?: DemoAccountKey) {
  const bearer = who ? await bearerOf(t.app, demoAccountId(who)) : undefined;
  const res = await call(t.app, {
    method: 'POST',
    url: api(videoHallCategories.path),
    payload: { bventId: DEMO_EVENT_ID },
    headers: { [HEADERS.language]: 'en-US', ...(bearer ? { [HEADERS.authorization]: bearer } : {}) },
  });
  expect(res.status).toBe(200);
  return ZCategories.parse(res.body).returnObj ?? [];
}

describe('the video hall', () => {
  it("lists exhibitors' and agencies' videos together, newest first, paged", async () => {
    const first = await hall({ pageNo: 1, pageSize: 20 });
    expect(first.status).toBe(200);
    expect(first.env.pager).toEqual({ pageNo: 1, pageSize: 20, total: ALL_VIDEOS, totalPages: 2 });
    const second = await hall({ pageNo: 2, pageSize: 20 });
    const items = [...(first.env.returnObj ?? []), ...(second.env.returnObj ?? [])];
    expect(items).toHaveLength(ALL_VIDEOS);
    expect(new Set(items.map((v) => v.id)).size).toBe(ALL_VIDEOS);
    expect(new Set(items.map((v) => v.owner.type))).toEqual(new Set(['exhibitor', 'agency']));
    // The agencies' videos were published last in media.json: they lead.
    expect(items[0]!.owner.type).toBe('agency');
    const past = await hall({ pageNo: 3, pageSize: 20 });
    expect(past.env.returnObj).toEqual([]);
    expect(past.env.pager?.total).toBe(ALL_VIDEOS);
  });

  it('filters by category: a parent holds its children, a category of both kinds of owner', async () => {
    const cnc = await hall({ categoryId: CNC, pageSize: 50 });
    expect(cnc.env.pager?.total).toBe(6);
    expect(cnc.env.returnObj?.map((v) => v.title).every((s) => /CNC/.test(s))).toBe(true);
    const parent = await hall({ categoryId: INDUSTRIAL, pageSize: 50 });
    expect(parent.env.returnObj?.map((v) => v.id).sort()).toEqual(cnc.env.returnObj?.map((v) => v.id).sort());
    const logistics = await hall({ categoryId: LOGISTICS, pageSize: 50 });
    expect(logistics.env.pager?.total).toBe(5);
    expect(new Set(logistics.env.returnObj?.map((v) => v.owner.type))).toEqual(
      new Set(['exhibitor', 'agency']),
    );
  });

  it('an unknown category is 404 with its code; bad paging is 400', async () => {
    const unknown = await call(t.app, {
      method: 'POST',
      url: api(videoHall.path),
      payload: { bventId: DEMO_EVENT_ID, categoryId: guid(ID_PREFIX.category, 0xfffff) },
    });
    expect({ status: unknown.status, code: unknown.body.businessCode }).toEqual({ status: 404, code: 7301 });
    const bad = await call(t.app, {
      method: 'POST',
      url: api(videoHall.path),
      payload: { bventId: DEMO_EVENT_ID, pageSize: 51 },
    });
    expect(bad.status).toBe(400);
  });

  it('finds by keywords in Chinese and English, in titles and descriptions, whatever the page language', async () => {
    const film = await hall({ keywords: '宣传片', pageSize: 50 }, 'zh-CN');
    expect(film.env.pager?.total).toBe(14);
    expect(film.env.returnObj?.every((v) => v.title.endsWith('企业宣传片'))).toBe(true);
    const booth = await hall({ keywords: 'booth', pageSize: 50 });
    expect(booth.env.pager?.total).toBe(10);
    expect(booth.env.returnObj?.every((v) => v.title.endsWith('At the booth'))).toBe(true);
    // An English word in a Chinese page finds the same videos, titled in Chinese.
    const boothZh = await hall({ keywords: 'booth', pageSize: 50 }, 'zh-CN');
    expect(boothZh.env.returnObj?.map((v) => v.id)).toEqual(booth.env.returnObj?.map((v) => v.id));
    expect(boothZh.env.returnObj?.every((v) => v.title.endsWith('展位直击'))).toBe(true);
    // Only the agencies' descriptions speak of partners.
    const partners = await hall({ keywords: 'partners', pageSize: 50 });
    expect(partners.env.pager?.total).toBe(8);
    expect(partners.env.returnObj?.every((v) => v.owner.type === 'agency')).toBe(true);
    // Keywords and category together; punctuation alone matches nothing.
    const both = await hall({ keywords: 'booth', categoryId: CNC });
    expect(both.env.pager?.total).toBe(2);
    const none = await hall({ keywords: '!!' });
    expect([none.status, none.env.pager?.total]).toEqual([200, 0]);
  });

  it('answers the category tree with the videos in each, only categories holding some', async () => {
    const tree = await categories();
    const industrial = tree.find((n) => n.id === INDUSTRIAL);
    expect(industrial).toMatchObject({ name: 'Industrial Equipment', videoCount: 6 });
    expect(industrial?.children).toEqual([{ id: CNC, name: 'CNC Machine Tools', videoCount: 6 }]);
    expect(tree.every((n) => n.videoCount > 0 && n.children.every((c) => c.videoCount > 0))).toBe(true);
    // The Angola federation's videos have no category: the tree counts the other 36.
    expect(tree.reduce((sum, n) => sum + n.videoCount, 0)).toBe(ALL_VIDEOS - 2);
  });

  describe('an exhibitor restricted to registered overseas buyers', () => {
    beforeAll(async () => {
      await t.db
        .update(exhibitors)
        .set({ visibility: 'registeredOverseas' })
        .where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
      await indexExhibitors(t.db, [DEMO_EXHIBITOR_ID]);
    });
    afterAll(async () => {
      await t.db.update(exhibitors).set({ visibility: 'all' }).where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
      await indexExhibitors(t.db, [DEMO_EXHIBITOR_ID]);
    });

    it('keeps its videos from strangers and from a domestic visitor, in the list, the search and the counts', async () => {
      for (const who of [undefined, 'visitor'] as const) {
        const all = await hall({ pageSize: 50 }, 'en-US', who);
        expect(all.env.pager?.total).toBe(ALL_VIDEOS - 3);
        expect(all.env.returnObj?.some((v) => v.owner.id === DEMO_EXHIBITOR_ID)).toBe(false);
        const found = await hall({ keywords: 'Zhongcheng', pageSize: 50 }, 'en-US', who);
        expect(found.env.pager?.total).toBe(0);
        const cnc = await hall({ categoryId: CNC }, 'en-US', who);
        expect(cnc.env.pager?.total).toBe(3);
        const tree = await categories(who);
        expect(tree.find((n) => n.id === INDUSTRIAL)?.videoCount).toBe(3);
      }
    });

    it('shows them to the registered overseas purchaser', async () => {
      const all = await hall({ pageSize: 50 }, 'en-US', 'purchaser');
      expect(all.env.pager?.total).toBe(ALL_VIDEOS);
      const found = await hall({ keywords: 'Zhongcheng' }, 'en-US', 'purchaser');
      expect(found.env.pager?.total).toBe(3);
      expect((await categories('purchaser')).find((n) => n.id === INDUSTRIAL)?.videoCount).toBe(6);
    });
  });
});
