import {
  HEADERS,
  liveChunk,
  saveLive,
  startLive,
  studioLives,
  type TLiveChunkAck,
  type TStudioLive,
} from '@showfloor/contracts';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';
import { exhibitorMember, gatewayCalls, onPgliteAndPostgres, type Party } from './workbench-helpers.ts';
import { CAMERA_RECORDING } from './live-fixture.ts';

/*
 * A phone on a fair's network sends a piece again while the first try is still on its way: pieces of one live
 * are taken one at a time under the live's lock, so every piece sent twice at once is kept once, on PGlite and on
 * PostgreSQL (where the two tries really run at the same time).
 */

const recording = CAMERA_RECORDING;
const SESSION = '5e551000-0000-4000-8000-0000000000ee';

await onPgliteAndPostgres('pieces sent twice at once', 'live_ingest', (subject) => {
  let exhibitor: Party;
  beforeAll(async () => {
    exhibitor = await exhibitorMember(subject().app, subject().db, DEMO_EXHIBITOR_ID);
  });
  const { get, post } = gatewayCalls(() => subject().app);
  const send = (id: string, seq: number, bytes: Buffer) =>
    call<TLiveChunkAck>(subject().app, {
      method: 'POST',
      url: `${api(liveChunk.path)}?${new URLSearchParams({ bventId: DEMO_EVENT_ID, id, session: SESSION, seq: String(seq) })}`,
      headers: {
        [HEADERS.language]: 'en-US',
        [HEADERS.authorization]: exhibitor.bearer,
        'content-type': 'video/mp4',
      },
      payload: bytes,
    });

  it('keeps each piece once and the playlist whole', async () => {
    const made = await post<TStudioLive>(exhibitor, saveLive.path, {
      bventId: DEMO_EVENT_ID,
      title: { 'en-US': 'Race' },
      startTime: '2026-12-17 14:00',
      endTime: '2026-12-17 15:00',
    });
    const id = made.body.returnObj!.id;
    await post(exhibitor, startLive.path, { bventId: DEMO_EVENT_ID, id });
    const pieces = Array.from({ length: Math.ceil(recording.length / 20_000) }, (_, i) =>
      recording.subarray(i * 20_000, (i + 1) * 20_000),
    );
    for (const [seq, piece] of pieces.entries()) {
      const answers = await Promise.all([send(id, seq, piece), send(id, seq, piece)]);
      for (const a of answers) expect(a.body.returnObj?.nextSeq).toBe(seq + 1);
    }
    const playlist = await subject().app.inject({ method: 'GET', url: `/live/hls/${id}/index.m3u8` });
    const segments = playlist.body.split('\n').filter((l) => l.startsWith('seg-'));
    expect(segments).toEqual(['seg-0.m4s', 'seg-1.m4s', 'seg-2.m4s', 'seg-3.m4s', 'seg-4.m4s']);
    const listed = await get<{ list: TStudioLive[] }>(exhibitor, studioLives.path, {
      bventId: DEMO_EVENT_ID,
    });
    const seconds = listed.body.returnObj!.list.find((l) => l.id === id)!.recordedSeconds;
    expect(seconds).toBeCloseTo(4.0, 0);
  });
});
