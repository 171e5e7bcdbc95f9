import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  ErrorCode,
  getExhibitDetail,
  HEADERS,
  PRODUCT_VIDEO_MAX_BYTES,
  productShelf,
  reviewProduct,
  saveProduct,
  type TProductDetail,
  type TWorkbenchProduct,
  type TWorkbenchVideo,
  uploadProductVideo,
  workbenchProduct,
} from '@showfloor/contracts';
import { ManualClock } from '@showfloor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID, demoAccountId } from '../src/db/seed/demo-ids.ts';
import { api, build, call, type TestApp } from './helpers.ts';
import { bearerOf, newAttendees } from './meeting-helpers.ts';
import { TEST_NOW } from './test-clock.ts';
import { exhibitorMember, gatewayCalls, type Party, pngOf } from './workbench-helpers.ts';

/*
 * A product's video through the gateway: the mp4 is streamed to disk and read by its own boxes (mp4box), so what
 * phones cannot play is refused with why (ratio, codec, sound, not an mp4, over 300 MB) and nothing of it is
 * kept; an accepted one is served in byte ranges, named in a product's save, and shown to visitors only once the
 * organizer approved it.
 */

const FIXTURES = path.join(import.meta.dirname, 'fixtures/video');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));
const KEY = /^[0-9a-f]{64}\.mp4$/;

let t: TestApp;
let uploadsDir: string;
let exhibitor: Party;
let planner: Party;
const clock = new ManualClock(TEST_NOW);

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'showfloor-video-'));
  t = await build({ uploadsDir, clock });
  exhibitor = await exhibitorMember(t.app, t.db, DEMO_EXHIBITOR_ID);
  planner = { id: demoAccountId('planner'), bearer: await bearerOf(t.app, demoAccountId('planner')) };
});
afterAll(() => t?.close());

const { get, post, upload } = gatewayCalls(() => t.app);

const sendVideo = (who: Party | null, payload: Buffer | string, type = 'video/mp4') =>
  call<TWorkbenchVideo>(t.app, {
    method: 'POST',
    url: `${api(uploadProductVideo.path)}?bventId=${DEMO_EVENT_ID}`,
    headers: {
      [HEADERS.language]: 'en-US',
      'content-type': type,
      ...(who ? { [HEADERS.authorization]: who.bearer } : {}),
    },
    payload,
  });

/** Every file the store holds (kept ones and temporary ones), by name. */
const stored = () =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);

describe('a product video upload', () => {
  it('keeps a 16:9 H.264 mp4 with AAC sound, its movie header after the media, under its hash', async () => {
    const bytes = fixture('ok-high-aac-moov-last.mp4');
    const res = await sendVideo(exhibitor, bytes);
    expect(res.status).toBe(200);
    const kept = res.body.returnObj!;
    expect(kept.video).toMatch(KEY);
    expect(kept).toMatchObject({
      url: `/uploads/${kept.video}`,
      width: 320,
      height: 180,
      durationMs: 1000,
      codecs: 'avc1.64000c, mp4a.40.2',
    });
    // The same file again is the same key, and nothing is left half-written.
    expect((await sendVideo(exhibitor, bytes)).body.returnObj!.video).toBe(kept.video);
    expect(stored().filter((n) => n.endsWith('.mp4'))).toEqual([kept.video]);
    expect(stored().filter((n) => n.endsWith('.part'))).toEqual([]);

    // Served as video, immutable, never sniffed, and in byte ranges (a phone's player asks for them).
    const whole = await t.app.inject({ url: kept.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({ url: kept.url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    expect((await t.app.inject({ url: `/uploads/${'0'.repeat(64)}.mp4` })).statusCode).toBe(404);
  });

  it.each([
    ['ratio-4x3.mp4', 'The video must be 16:9 (landscape); this one is 240×180'],
    ['portrait-rotated.mp4', 'The video must be 16:9 (landscape); this one is 180×320'],
    ['hevc.mp4', 'export it as H.264. Found: hvc1.'],
    ['high10.mp4', 'export it as H.264. Found: avc1.6e'],
    ['opus-audio.mp4', 'export it with AAC sound. Found: Opus'],
    ['quicktime.mov', 'This file is not an mp4 video. QuickTime'],
  ])('refuses %s with why, and keeps nothing of it', async (name, why) => {
    const before = stored();
    const res = await sendVideo(exhibitor, fixture(name));
    expect([res.status, res.body.businessCode]).toEqual([400, ErrorCode.ProductVideoNotAccepted]);
    expect(res.body.businessMessage).toContain(why);
    expect(stored()).toEqual(before);
  });

  it('refuses a picture, an empty body and a JSON body as not an mp4', async () => {
    for (const res of [
      await sendVideo(exhibitor, await pngOf(32, 18)),
      await sendVideo(exhibitor, Buffer.alloc(0)),
      await sendVideo(exhibitor, JSON.stringify({ data: 'AAAA' }), 'application/json'),
    ]) {
      expect([res.status, res.body.businessCode]).toEqual([400, ErrorCode.ProductVideoNotAccepted]);
      expect(res.body.businessMessage).toContain('This file is not an mp4 video.');
    }
  });

  it('is the exhibitor’s: no login is 401, a visitor 403, before a byte is kept', async () => {
    const before = stored();
    expect((await sendVideo(null, fixture('ok-high-aac-moov-last.mp4'))).status).toBe(401);
    const [visitor] = await newAttendees(t.app, t.db, 1);
    expect((await sendVideo(visitor!, fixture('ok-high-aac-moov-last.mp4'))).status).toBe(403);
    expect(stored()).toEqual(before);
  });
});

describe('a video over 300 MB', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  /** A raw POST of `body`, with a declared length or chunked; resolves with the gateway's answer. */
  const post = (body: Readable, length?: number) =>
    new Promise<{ status: number; json: { businessCode: number; businessMessage: string } }>(
      (resolve, reject) => {
        const req = httpRequest(
          `${base}${api(uploadProductVideo.path)}?bventId=${DEMO_EVENT_ID}`,
          {
            method: 'POST',
            // A connection of its own: the first request declares a body it never finishes sending.
            agent: false,
            headers: {
              'content-type': 'video/mp4',
              [HEADERS.language]: 'en-US',
              [HEADERS.authorization]: exhibitor.bearer,
              ...(length === undefined ? {} : { 'content-length': String(length) }),
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode!, json: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        body.pipe(req);
      },
    );

  it('is refused on its declared length before it is read', async () => {
    const res = await post(Readable.from([Buffer.alloc(1024)]), PRODUCT_VIDEO_MAX_BYTES + 1);
    expect([res.status, res.json.businessCode]).toEqual([400, ErrorCode.ProductVideoNotAccepted]);
    expect(res.json.businessMessage).toContain('The video is larger than 300 MB.');
  });

  it('is cut off at 300 MB when it comes without a length, and nothing of it stays on disk', async () => {
    const before = stored();
    const chunk = Buffer.alloc(1024 * 1024);
    const chunks = PRODUCT_VIDEO_MAX_BYTES / chunk.length + 1;
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < chunks; i++) yield chunk;
      })(),
    );
    const res = await post(body);
    expect([res.status, res.json.businessCode]).toEqual([400, ErrorCode.ProductVideoNotAccepted]);
    expect(res.json.businessMessage).toContain('The video is larger than 300 MB.');
    expect(stored()).toEqual(before);
  }, 120_000);
});

describe('a product with a video', () => {
  const form = (image: string, video: string | null) => ({
    bventId: DEMO_EVENT_ID,
    name: { 'en-US': 'Video pump' },
    currency: 'USD',
    image,
    video,
  });
  const detail = (id: string) =>
    call<TProductDetail>(t.app, {
      url: api(getExhibitDetail.path),
      query: { id, isMobile: 'true', lang: 'en-US' },
    });
  const decide = (id: string) =>
    post<TWorkbenchProduct>(planner, reviewProduct.path, { bventId: DEMO_EVENT_ID, id, decision: 'approve' });

  it('names an uploaded video; visitors see it once approved, and an edit of it waits for the organizer', async () => {
    const image = (await upload(exhibitor, await pngOf(40, 30))).body.returnObj!.image;
    const video = (await sendVideo(exhibitor, fixture('ok-high-aac-moov-last.mp4'))).body.returnObj!;
    const created = await post<TWorkbenchProduct>(exhibitor, saveProduct.path, form(image, video.video));
    expect(created.status).toBe(200);
    const product = created.body.returnObj!;
    expect(product.draft.video).toBe(video.url);
    clock.advance(60_000);
    expect((await decide(product.id)).status).toBe(200);
    const listed = await post<TWorkbenchProduct>(exhibitor, productShelf.path, {
      bventId: DEMO_EVENT_ID,
      id: product.id,
      listed: true,
    });
    expect(listed.body.returnObj!.state).toBe('listed');
    expect((await detail(product.id)).body.returnObj!.video).toBe(video.url);

    // Taking the video out is a revision: visitors keep the approved video until the organizer approves it.
    const edited = await post<TWorkbenchProduct>(exhibitor, saveProduct.path, {
      ...form(image, null),
      id: product.id,
    });
    expect(edited.body.returnObj!).toMatchObject({
      revisionState: 'pendingReview',
      draft: { video: null },
      published: { video: video.url },
    });
    expect((await detail(product.id)).body.returnObj!.video).toBe(video.url);
    clock.advance(60_000);
    expect((await decide(product.id)).status).toBe(200);
    expect((await detail(product.id)).body.returnObj!.video).toBeNull();
    const mine = await get<TWorkbenchProduct>(exhibitor, workbenchProduct.path, {
      bventId: DEMO_EVENT_ID,
      id: product.id,
    });
    expect([mine.status, mine.body.returnObj!.draft.video]).toEqual([200, null]);
  });

  it('refuses a video never uploaded, or a picture named as one, and saves nothing', async () => {
    const image = (await upload(exhibitor, await pngOf(40, 30))).body.returnObj!.image;
    for (const video of [`${'a'.repeat(64)}.mp4`, image, '/media/video/demo.mp4']) {
      const res = await post(exhibitor, saveProduct.path, form(image, video));
      expect([res.status, res.body.businessCode]).toEqual([400, ErrorCode.ProductVideoNotAccepted]);
    }
  });
});
