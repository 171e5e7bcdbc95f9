import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  endLive,
  ErrorCode,
  HEADERS,
  LIVE_CHUNK_MAX_BYTES,
  liveChunk,
  removeLive,
  saveLive,
  startLive,
  studioLives,
  type TLiveChunkAck,
  type TStudioLive,
} from '@showfloor/contracts';
import { beijingToEpoch, LIVE_SILENCE_MS, ManualClock } from '@showfloor/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livestreams } from '../src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_2_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { api, build, call, type TestApp } from './helpers.ts';
import { newAttendees } from './meeting-helpers.ts';
import { TEST_NOW } from './test-clock.ts';
import { exhibitorMember, gatewayCalls, type Party } from './workbench-helpers.ts';
import { CAMERA_RECORDING } from './live-fixture.ts';

/*
 * The broadcaster's side of a camera live: the exhibitor makes a live, goes on air, and the phone's recorder
 * pieces (fragmented MP4 from Chromium's MediaRecorder, kept in fixtures/live) become the gateway's HLS, in any
 * chunking, once each, refused when they are not a recording; the end closes the playlist as the replay.
 */

const recording = CAMERA_RECORDING;
/** The recording cut in pieces of `size` bytes, as a recorder's timeslices fall anywhere in a box. */
const piecesOf = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

const SESSION_A = '5e551000-0000-4000-8000-00000000000a';
const SESSION_B = '5e551000-0000-4000-8000-00000000000b';
const SESSION_C = '5e551000-0000-4000-8000-00000000000c';

let t: TestApp;
let exhibitor: Party;
let rival: Party;
let visitor: Party;
const clock = new ManualClock(TEST_NOW);

beforeAll(async () => {
  t = await build({ uploadsDir: mkdtempSync(path.join(os.tmpdir(), 'showfloor-live-')), clock });
  exhibitor = await exhibitorMember(t.app, t.db, DEMO_EXHIBITOR_ID);
  rival = await exhibitorMember(t.app, t.db, DEMO_EXHIBITOR_2_ID);
  visitor = (await newAttendees(t.app, t.db, 1))[0]!;
});
afterAll(() => t?.close());

const { get, post } = gatewayCalls(() => t.app);

const sendPiece = (who: Party, id: string, session: string, seq: number, bytes: Buffer) =>
  call<TLiveChunkAck>(t.app, {
    method: 'POST',
    url: `${api(liveChunk.path)}?${new URLSearchParams({ bventId: DEMO_EVENT_ID, id, session, seq: String(seq) })}`,
    headers: {
      [HEADERS.language]: 'en-US',
      [HEADERS.authorization]: who.bearer,
      'content-type': 'video/mp4',
    },
    payload: bytes,
  });

const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });
/** One gateway's sweep for lives left on air (its timer runs it each minute). */
const sweep = () => t.app.services.studio.endAbandoned();

const newLive = async (extra: Record<string, unknown> = {}) => {
  const res = await post<TStudioLive>(exhibitor, saveLive.path, {
    bventId: DEMO_EVENT_ID,
    title: { 'en-US': 'Factory tour', 'zh-CN': '工厂参观' },
    startTime: '2026-12-17 14:00',
    endTime: '2026-12-17 15:00',
    ...extra,
  });
  expect(res.body.businessMessage ?? '').toBe('');
  return res.body.returnObj!;
};

const segmentCount = async (id: string) => {
  const list = await get<{ list: TStudioLive[] }>(exhibitor, studioLives.path, { bventId: DEMO_EVENT_ID });
  return list.body.returnObj!.list.find((l) => l.id === id);
};

describe('a live in the studio', () => {
  it('is made, listed and edited by its exhibitor; bad input is refused and changes nothing', async () => {
    const live = await newLive({ capacity: 30, inviteCode: 'FAIR2026' });
    expect(live).toMatchObject({ state: 'upcoming', broadcastState: 'idle', isPrivate: true, capacity: 30 });
    expect(live.playbackUrl).toBeNull();
    const bad = await post(exhibitor, saveLive.path, {
      bventId: DEMO_EVENT_ID,
      id: live.id,
      title: { 'en-US': 'x' },
      startTime: '2026-12-17 16:00',
      endTime: '2026-12-17 15:00',
    });
    expect(bad.status).toBe(400);
    const edited = await post<TStudioLive>(exhibitor, saveLive.path, {
      bventId: DEMO_EVENT_ID,
      id: live.id,
      title: { 'en-US': 'Factory tour, live' },
      startTime: '2026-12-17 14:00',
      endTime: '2026-12-17 15:30',
      capacity: 30,
    });
    // The code is kept when the edit does not name one.
    expect(edited.body.returnObj).toMatchObject({ endTime: '2026-12-17 15:30', isPrivate: true });
    const listed = await segmentCount(live.id);
    expect(listed?.title['en-US']).toBe('Factory tour, live');
  });

  it('is another exhibitor’s business only to its own team: not found for others, refused for visitors', async () => {
    const live = await newLive();
    const other = await post(rival, startLive.path, { bventId: DEMO_EVENT_ID, id: live.id });
    expect(other.body.businessCode).toBe(ErrorCode.LiveNotFound);
    expect((await sendPiece(rival, live.id, SESSION_A, 0, recording)).body.businessCode).toBe(
      ErrorCode.LiveNotFound,
    );
    expect((await post(visitor, startLive.path, { bventId: DEMO_EVENT_ID, id: live.id })).status).toBe(403);
    expect((await segmentCount(live.id))?.broadcastState).toBe('idle');
  });
});

describe('a camera broadcast', () => {
  it('is refused before going on air, then cut into HLS segments however the pieces fall', async () => {
    const live = await newLive();
    expect((await sendPiece(exhibitor, live.id, SESSION_A, 0, recording)).body.businessCode).toBe(
      ErrorCode.LiveNotOnAir,
    );
    const started = await post<TStudioLive>(exhibitor, startLive.path, {
      bventId: DEMO_EVENT_ID,
      id: live.id,
    });
    expect(started.body.returnObj).toMatchObject({ state: 'live', broadcastState: 'live' });
    const url = started.body.returnObj!.playbackUrl!;
    expect(url).toBe(`/live/hls/${live.id}/index.m3u8`);

    const pieces = piecesOf(recording, 7000);
    for (const [seq, piece] of pieces.entries()) {
      const ack = await sendPiece(exhibitor, live.id, SESSION_A, seq, piece);
      expect(ack.body.returnObj?.nextSeq).toBe(seq + 1);
    }
    const playlist = await fetchMedia(url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(playlist.headers['cache-control']).toBe('no-cache');
    const lines = playlist.body.split('\n');
    const segs = lines.filter((l) => l.startsWith('seg-'));
    // The fixture holds five keyframe fragments; the last one's mdat may still be complete or not.
    expect(segs.length).toBeGreaterThanOrEqual(4);
    expect(lines).toContain('#EXT-X-VERSION:7');
    expect(playlist.body).not.toContain('#EXT-X-ENDLIST');
    const durations = lines.filter((l) => l.startsWith('#EXTINF:')).map((l) => Number(l.slice(8, -1)));
    for (const d of durations.slice(0, -1)) expect(d).toBeGreaterThan(0.9);
    const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist.body)![1]!;
    const init = await fetchMedia(`/live/hls/${live.id}/${map}`);
    expect(init.statusCode).toBe(200);
    expect(init.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const first = await fetchMedia(`/live/hls/${live.id}/${segs[0]}`);
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.rawPayload.subarray(4, 8).toString('latin1')).toBe('moof');

    // The same cut in whole recorder chunks gives the same segments (same bytes) in a live of its own.
    const again = await newLive();
    await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id: again.id });
    await sendPiece(exhibitor, again.id, SESSION_A, 0, recording);
    const second = await fetchMedia(`/live/hls/${again.id}/${segs[0]}`);
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
  });

  it('takes a piece sent again once, refuses a gap (409), and refuses what is not a recording', async () => {
    const live = await newLive();
    await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id: live.id });
    const [a, b] = [recording.subarray(0, 30000), recording.subarray(30000, 60000)];
    const one = await sendPiece(exhibitor, live.id, SESSION_A, 0, a);
    const twice = await sendPiece(exhibitor, live.id, SESSION_A, 0, a);
    expect(twice.body.returnObj).toEqual(one.body.returnObj);
    const gap = await sendPiece(exhibitor, live.id, SESSION_A, 2, b);
    expect(gap.status).toBe(409);
    expect(gap.body.businessCode).toBe(ErrorCode.LiveChunkGap);
    const before = (await segmentCount(live.id))!.recordedSeconds;
    // A new session must start at 0, and with a movie header.
    const notFirst = await sendPiece(exhibitor, live.id, SESSION_B, 3, recording);
    expect(notFirst.status).toBe(409);
    const junk = await sendPiece(
      exhibitor,
      live.id,
      SESSION_B,
      0,
      Buffer.from('not a recording at all, sorry'),
    );
    expect(junk.body.businessCode).toBe(ErrorCode.LiveMediaNotAccepted);
    const headless = await sendPiece(exhibitor, live.id, SESSION_C, 0, recording.subarray(1222));
    expect(headless.body.businessCode).toBe(ErrorCode.LiveMediaNotAccepted);
    expect((await segmentCount(live.id))!.recordedSeconds).toBe(before);
    // The first session goes on where it was.
    expect((await sendPiece(exhibitor, live.id, SESSION_A, 1, b)).body.returnObj?.nextSeq).toBe(2);
  });

  it('refuses a piece over the limit with 413', async () => {
    const live = await newLive();
    await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id: live.id });
    const res = await sendPiece(exhibitor, live.id, SESSION_A, 0, Buffer.alloc(LIVE_CHUNK_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    // Nothing of it is kept: no segment, and the session's first piece is still the one expected.
    expect((await segmentCount(live.id))?.recordedSeconds).toBe(0);
    expect((await sendPiece(exhibitor, live.id, SESSION_A, 0, recording)).body.returnObj?.nextSeq).toBe(1);
  });

  it('ends as the replay: the playlist closes, pieces are refused, an ended live stays over', async () => {
    const live = await newLive();
    await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id: live.id });
    await sendPiece(exhibitor, live.id, SESSION_A, 0, recording);
    // A player read the on-air playlist just before the end: the next read is the closed replay at once,
    // not after the HLS routes' second of caching.
    const onAir = await fetchMedia(`/live/hls/${live.id}/index.m3u8`);
    expect(onAir.body).not.toContain('#EXT-X-ENDLIST');
    const ended = await post<TStudioLive>(exhibitor, endLive.path, { bventId: DEMO_EVENT_ID, id: live.id });
    expect(ended.body.returnObj).toMatchObject({ state: 'ended', broadcastState: 'ended' });
    expect(ended.body.returnObj!.recordedSeconds).toBeGreaterThan(3);
    const replay = await fetchMedia(ended.body.returnObj!.playbackUrl!);
    expect(replay.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(replay.headers['cache-control']).toBe('public, max-age=300');
    const late = await sendPiece(exhibitor, live.id, SESSION_B, 0, recording);
    expect(late.body.businessCode).toBe(ErrorCode.LiveNotOnAir);
    const restart = await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id: live.id });
    expect(restart.body.businessCode).toBe(ErrorCode.LiveStateRefused);
  });

  it('ends by itself as its replay when the camera has sent nothing for ten minutes; a live still sending stays', async () => {
    const silent = await newLive();
    const sending = await newLive();
    for (const live of [silent, sending]) {
      await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id: live.id });
      await sendPiece(exhibitor, live.id, SESSION_A, 0, recording);
    }
    const onAir = await fetchMedia(`/live/hls/${silent.id}/index.m3u8`);
    expect(onAir.body).not.toContain('#EXT-X-ENDLIST');
    try {
      clock.advance(LIVE_SILENCE_MS - 60_000);
      // Nine minutes of silence: a phone in a tunnel comes back to the same live. (The earlier tests' lives,
      // left on air at the same instant, are as silent as this one.)
      expect(await sweep()).toEqual([]);
      await sendPiece(exhibitor, sending.id, SESSION_B, 0, recording);
      clock.advance(60_000);
      // Two gateways sweep at once: the live is ended once (the gateway's own minute timer may have been first,
      // so what ended it is read from its state).
      const sweeps = (await Promise.all([sweep(), sweep()])).flat();
      expect(sweeps.filter((id) => id === silent.id).length).toBeLessThanOrEqual(1);
      expect(sweeps).not.toContain(sending.id);
      expect(await segmentCount(silent.id)).toMatchObject({ state: 'ended', broadcastState: 'ended' });
      expect(await segmentCount(sending.id)).toMatchObject({ state: 'live', broadcastState: 'live' });
      const replay = await fetchMedia(`/live/hls/${silent.id}/index.m3u8`);
      expect(replay.body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
      expect((await sendPiece(exhibitor, silent.id, SESSION_C, 0, recording)).body.businessCode).toBe(
        ErrorCode.LiveNotOnAir,
      );
      // A later sweep ends nothing again.
      expect(await sweep()).toEqual([]);
    } finally {
      clock.set(TEST_NOW);
      await post(exhibitor, endLive.path, { bventId: DEMO_EVENT_ID, id: sending.id });
    }
  });

  it('ends a live a fair import put on air with no broadcast time (counted from when it was made)', async () => {
    const imported = await newLive();
    await t.db
      .update(livestreams)
      .set({ broadcastState: 'live', wentLiveAt: null, createdAt: new Date(TEST_NOW - LIVE_SILENCE_MS) })
      .where(eq(livestreams.id, imported.id));
    await sweep();
    expect(await segmentCount(imported.id)).toMatchObject({ state: 'ended', broadcastState: 'ended' });
  });

  it('does not go on air after its scheduled end (visitors see it ended); a new time brings it back', async () => {
    const late = await newLive({ startTime: '2026-12-06 14:00', endTime: '2026-12-06 15:00' });
    expect(late.state).toBe('ended');
    const refusedStart = await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id: late.id });
    expect(refusedStart.body.businessCode).toBe(ErrorCode.LiveScheduleOver);
    expect(refusedStart.body.businessMessage).toBe(
      "This live's scheduled time is over: set a new time to go on air",
    );
    expect(await segmentCount(late.id)).toMatchObject({ state: 'ended', broadcastState: 'idle' });
    await post(exhibitor, saveLive.path, {
      bventId: DEMO_EVENT_ID,
      id: late.id,
      title: { 'en-US': 'Factory tour' },
      startTime: '2026-12-07 10:00',
      endTime: '2026-12-07 11:00',
    });
    const started = await post<TStudioLive>(exhibitor, startLive.path, {
      bventId: DEMO_EVENT_ID,
      id: late.id,
    });
    expect(started.body.returnObj).toMatchObject({ state: 'live', broadcastState: 'live' });
    await post(exhibitor, endLive.path, { bventId: DEMO_EVENT_ID, id: late.id });
  });

  it('keeps a private live’s media behind its watch token', async () => {
    const live = await newLive({ inviteCode: 'SECRET1' });
    const started = await post<TStudioLive>(exhibitor, startLive.path, {
      bventId: DEMO_EVENT_ID,
      id: live.id,
    });
    await sendPiece(exhibitor, live.id, SESSION_A, 0, recording);
    const url = started.body.returnObj!.playbackUrl!;
    expect(url).toMatch(/\?t=\d+\.[\w-]+$/);
    expect((await fetchMedia(url.split('?')[0]!)).statusCode).toBe(403);
    expect((await fetchMedia(`${url.split('?')[0]}?t=1.forged`)).statusCode).toBe(403);
    const ok = await fetchMedia(url);
    expect(ok.statusCode).toBe(200);
    const seg = ok.body.split('\n').find((l) => l.startsWith('seg-'))!;
    expect(seg).toContain('?t=');
    const file = await fetchMedia(`/live/hls/${live.id}/${seg}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('private');
    expect((await fetchMedia(`/live/hls/${live.id}/${seg.split('?')[0]}`)).statusCode).toBe(403);
  });

  it('plays an external live from its own address while on air; a removed live has nothing', async () => {
    const address = 'https://studio.example.com/live/tour.m3u8';
    const live = await newLive({ source: 'external', externalHlsUrl: address });
    const started = await post<TStudioLive>(exhibitor, startLive.path, {
      bventId: DEMO_EVENT_ID,
      id: live.id,
    });
    expect(started.body.returnObj!.playbackUrl).toBe(address);
    expect((await sendPiece(exhibitor, live.id, SESSION_A, 0, recording)).body.businessCode).toBe(
      ErrorCode.LiveStateRefused,
    );
    const noAddress = await post(exhibitor, saveLive.path, {
      bventId: DEMO_EVENT_ID,
      title: { 'en-US': 'x' },
      startTime: '2026-12-17 14:00',
      endTime: '2026-12-17 15:00',
      source: 'external',
    });
    expect(noAddress.status).toBe(400);

    // Left on air an hour past its scheduled end (15:00), an external live ends by itself; not before.
    try {
      clock.set(beijingToEpoch('2026-12-17 15:59:59'));
      expect(await sweep()).not.toContain(live.id);
      expect(await segmentCount(live.id)).toMatchObject({ state: 'live' });
      clock.set(beijingToEpoch('2026-12-17 16:00:00'));
      await sweep();
      expect(await segmentCount(live.id)).toMatchObject({ state: 'ended', broadcastState: 'ended' });
    } finally {
      clock.set(TEST_NOW);
    }

    const camera = await newLive();
    await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id: camera.id });
    await sendPiece(exhibitor, camera.id, SESSION_A, 0, recording);
    await post(exhibitor, removeLive.path, { bventId: DEMO_EVENT_ID, id: camera.id });
    expect((await fetchMedia(`/live/hls/${camera.id}/index.m3u8`)).statusCode).toBe(404);
    expect(await segmentCount(camera.id)).toBeUndefined();
  });
});
