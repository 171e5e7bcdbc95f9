import {
  agencyVideoList,
  exhibitorVideoList,
  getAgency,
  getAgencyDetail,
  getVideoDetail,
  recommendAgencyVideo,
  recommendExhibitorVideo,
} from '@showfloor/contracts';
import {
  ZAgencyCard,
  ZAgencyDetail,
  ZVideoCard,
  ZVideoDetail,
  envelopeOf,
} from '@showfloor/contracts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exhibitors } from '../src/db/schema/index.ts';
import { DEMO_AGENCY_ID, DEMO_MISSING_VIDEO_ID, DEMO_VIDEO_ID } from '../src/db/seed/demo-ids.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { type TestApp, api, build, call } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const ZList = envelopeOf(z.array(ZVideoCard));
const post = (path: string, payload: Record<string, unknown>, lang = 'en-US') =>
  call(t.app, { method: 'POST', url: api(path), payload: { lang, ...payload } });

describe('video lists', () => {
  it('lists the demo exhibitor videos newest first, paged, titles in the request language', async () => {
    const res = await post(exhibitorVideoList.path, {
      bventId: DEMO_EVENT_ID,
      exhibitorId: DEMO_EXHIBITOR_ID,
      pageNo: 1,
      pageSize: 2,
    });
    expect(res.status).toBe(200);
    const env = ZList.parse(res.body);
    expect(env.isSuccess).toBe(true);
    expect(env.pager).toEqual({ pageNo: 1, pageSize: 2, total: 3, totalPages: 2 });
    const items = env.returnObj ?? [];
    expect(items).toHaveLength(2);
    expect(items.every((v) => v.owner.type === 'exhibitor' && v.owner.id === DEMO_EXHIBITOR_ID)).toBe(true);
    expect(items[0]!.title).toMatch(/At the booth$/);

    const page2 = ZList.parse(
      (
        await post(exhibitorVideoList.path, {
          bventId: DEMO_EVENT_ID,
          exhibitorId: DEMO_EXHIBITOR_ID,
          pageNo: 2,
          pageSize: 2,
        })
      ).body,
    );
    expect(page2.returnObj).toHaveLength(1);
    const zh = ZList.parse(
      (
        await post(
          exhibitorVideoList.path,
          { bventId: DEMO_EVENT_ID, exhibitorId: DEMO_EXHIBITOR_ID },
          'zh-CN',
        )
      ).body,
    );
    expect(zh.returnObj?.[0]?.title).toMatch(/展位直击$/);
  });

  it('a page past the end is empty with the true total; the whole event lists every exhibitor video', async () => {
    const past = ZList.parse(
      (await post(exhibitorVideoList.path, { bventId: DEMO_EVENT_ID, pageNo: 999, pageSize: 50 })).body,
    );
    expect(past.returnObj).toEqual([]);
    expect(past.pager?.total).toBe(30);
    const all = ZList.parse(
      (await post(exhibitorVideoList.path, { bventId: DEMO_EVENT_ID, pageSize: 50 })).body,
    );
    expect(all.returnObj).toHaveLength(30);
  });

  it('recommended lists hold only recommended videos of the owner type', async () => {
    const ex = ZList.parse(
      (await post(recommendExhibitorVideo.path, { bventId: DEMO_EVENT_ID, pageSize: 50 })).body,
    );
    expect(ex.pager?.total).toBe(10);
    const ag = ZList.parse((await post(recommendAgencyVideo.path, { bventId: DEMO_EVENT_ID })).body);
    expect(ag.pager?.total).toBe(4);
    expect(ag.returnObj?.every((v) => v.owner.type === 'agency')).toBe(true);
    const one = ZList.parse(
      (await post(agencyVideoList.path, { bventId: DEMO_EVENT_ID, agencyId: DEMO_AGENCY_ID })).body,
    );
    expect(one.pager?.total).toBe(2);
  });

  it('a banned exhibitor takes its videos out of every list', async () => {
    await t.db.update(exhibitors).set({ status: 'banned' }).where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
    try {
      const res = ZList.parse(
        (await post(exhibitorVideoList.path, { bventId: DEMO_EVENT_ID, exhibitorId: DEMO_EXHIBITOR_ID }))
          .body,
      );
      expect(res.pager?.total).toBe(0);
      const d = await call(t.app, { url: api(getVideoDetail.path), query: { id: DEMO_VIDEO_ID } });
      expect(d.status).toBe(404);
    } finally {
      await t.db.update(exhibitors).set({ status: 'normal' }).where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
    }
  });

  it.each([
    [{ bventId: DEMO_EVENT_ID, pageNo: 0 }, 'body.pageNo'],
    [{ bventId: DEMO_EVENT_ID, pageNo: -1 }, 'body.pageNo'],
    [{ bventId: DEMO_EVENT_ID, pageSize: 51 }, 'body.pageSize'],
    [{ bventId: DEMO_EVENT_ID, pageSize: 1e12 }, 'body.pageSize'],
    [{ bventId: DEMO_EVENT_ID, pageSize: 2.5 }, 'body.pageSize'],
    [{ bventId: DEMO_EVENT_ID, pageSize: 'lots' }, 'body.pageSize'],
    [{ bventId: 'not-a-guid' }, 'body.bventId'],
    [{ bventId: DEMO_EVENT_ID, exhibitorId: "1' or 1=1" }, 'body.exhibitorId'],
    [{}, 'body.bventId'],
  ])('bad input %j is a 400 naming %s', async (payload, path) => {
    const res = await post(exhibitorVideoList.path, payload);
    expect(res.status).toBe(400);
    expect(res.body.businessCode).toBe(40000);
    expect(res.body.details?.map((d) => d.path)).toContain(path);
  });
});

describe('getVideoDetail', () => {
  it('answers title, cover, duration, MP4 and HLS addresses, owner and counters', async () => {
    const res = await call(t.app, {
      url: api(getVideoDetail.path),
      query: { id: DEMO_VIDEO_ID, lang: 'pt-PT' },
    });
    expect(res.status).toBe(200);
    const v = envelopeOf(ZVideoDetail).parse(res.body).returnObj!;
    expect(v.id).toBe(DEMO_VIDEO_ID);
    expect(v.title).toMatch(/Filme da empresa$/);
    expect(v.duration).toBe(2);
    expect(v.mp4Url).toBe('/media/video/demo.mp4');
    expect(v.hlsUrl).toBe('/media/video/demo.m3u8');
    expect(v.owner).toMatchObject({ type: 'exhibitor', id: DEMO_EXHIBITOR_ID });
    expect(v.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('an unknown id is a clear 404 in the envelope; a malformed one a 400', async () => {
    const missing = await call(t.app, {
      url: api(getVideoDetail.path),
      query: { id: DEMO_MISSING_VIDEO_ID, lang: 'en-US' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ isSuccess: false, businessCode: 7001, returnObj: null });
    expect(missing.body.businessMessage).toMatch(/video does not exist/);
    const bad = await call(t.app, { url: api(getVideoDetail.path), query: { id: 'x'.repeat(5000) } });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('query.id');
  });
});

describe('HLS rendition', () => {
  it('serves a VOD playlist whose init and media segments are fragmented MP4', async () => {
    const m3u8 = await t.app.inject({ url: '/media/video/demo.m3u8' });
    expect(m3u8.statusCode).toBe(200);
    expect(m3u8.headers['content-type']).toMatch(/mpegurl/);
    const lines = m3u8.body.split('\n');
    expect(lines[0]).toBe('#EXTM3U');
    expect(m3u8.body).toContain('#EXT-X-ENDLIST');
    const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(m3u8.body)?.[1];
    expect(init).toBeTruthy();
    const initRes = await t.app.inject({ url: `/media/video/${init}` });
    const initBox = initRes.rawPayload;
    expect(initBox.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(initBox.includes(Buffer.from('mvex'))).toBe(true);
    const segments = lines.filter((l) => l.endsWith('.m4s'));
    expect(segments.length).toBe(2);
    for (const s of segments) {
      const res = await t.app.inject({ url: `/media/video/${s}` });
      expect(res.headers['content-type']).toBe('video/iso.segment');
      const seg = res.rawPayload;
      // A CMAF segment: its type box, then the fragment (moof) and its samples (mdat).
      expect(seg.subarray(4, 8).toString('latin1')).toBe('styp');
      expect(seg.includes(Buffer.from('moof'))).toBe(true);
      expect(seg.includes(Buffer.from('mdat'))).toBe(true);
    }
    // The fixture's notes are not served.
    expect((await t.app.inject({ url: '/media/video/README.md' })).statusCode).toBe(404);
  });
});

describe('agencies', () => {
  it('lists the event agencies in order and answers one agency', async () => {
    const res = await call(t.app, {
      url: api(getAgency.path),
      query: { bventId: DEMO_EVENT_ID, lang: 'pt-PT' },
    });
    const list = envelopeOf(z.array(ZAgencyCard)).parse(res.body).returnObj!;
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ id: DEMO_AGENCY_ID, countryCode: 'PT', videoCount: 2 });
    expect(list[0]!.name).toBe('Delegação da Câmara de Comércio Portuguesa');
    const d = await call(t.app, {
      url: api(getAgencyDetail.path),
      query: { id: DEMO_AGENCY_ID, lang: 'zh-CN' },
    });
    const detail = envelopeOf(ZAgencyDetail).parse(d.body).returnObj!;
    expect(detail.name).toBe('葡萄牙工商会代表团');
    expect(detail.introduction).not.toBe('');
  });

  it('an unknown agency is a 404; a malformed id or event a 400', async () => {
    const missing = await call(t.app, {
      url: api(getAgencyDetail.path),
      query: { id: DEMO_MISSING_VIDEO_ID },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.businessCode).toBe(7201);
    expect((await call(t.app, { url: api(getAgencyDetail.path), query: { id: '42' } })).status).toBe(400);
    expect((await call(t.app, { url: api(getAgency.path), query: {} })).status).toBe(400);
  });
});
