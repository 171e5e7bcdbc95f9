// `npm run bench:live -w @showfloor/bench`: a camera live end to end (issue 15). The exhibitor's studio page in
// real Chromium broadcasts a picture that carries the time it was drawn (42 black or white blocks, the epoch
// milliseconds); a visitor's live page in another context plays it, and each frame it shows is read back, so the
// camera-to-screen delay is measured on every frame (target <= 10 s). Then, with Chromium closed (its software
// encoder and decoder would take the two cores the load needs), the recording it made is broadcast again in real
// time to a second live by this process, through the same call the phone uses, while 500 viewers poll the
// playlist and fetch every new segment, as hls.js does, for 60 s: segment latency (target p99 <= 100 ms) and the
// gateway's CPU. Writes the "Live streams" section of bench/RESULTS.md.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, epochToBeijing } from '@showfloor/domain';
import type { Page } from 'playwright-core';
import { newContext } from '../e2e/harness/browser.ts';
import { E2E_NOW } from '../e2e/harness/clock.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID, demoEmail } from '../e2e/harness/demo.ts';
import { loginViaPopup } from '../e2e/harness/login.ts';
import { launchWithMedia } from '../e2e/harness/media.ts';
import { newDataDir, repoRoot, startServer } from '../e2e/harness/server.ts';
import { processCpu } from './cpu-time.ts';
import { replaceSection } from './pages.ts';
import { percentile } from './percentile.ts';

const VIEWERS = Number(process.env.VIEWERS ?? 500);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const QUIET_SECONDS = Number(process.env.QUIET_SECONDS ?? 30);
const HEADING = '## Live streams';
// The lives are scheduled around the gateway's today (Beijing wall clock, as the studio's times are): the harness
// starts its clock at E2E_CLOCK_AT, whatever the machine's date, and a live whose scheduled end has passed on
// that clock cannot go on air.
const TODAY = epochToBeijing(E2E_NOW).slice(0, 10);
const TOMORROW = addDays(TODAY, 1);
const BITS = 42;
const BLOCK = 30;

/** The phone's camera, replaced by a canvas that writes the time of each frame into its top row (bench only). */
const TIME_CODE_CAMERA = ({ bits, block }: { bits: number; block: number }) => {
  const canvas = document.createElement('canvas');
  canvas.width = 1280;
  canvas.height = 720;
  const g = canvas.getContext('2d')!;
  const draw = () => {
    let t = Date.now();
    g.fillStyle = '#246';
    g.fillRect(0, 0, 1280, 720);
    g.fillStyle = '#fc3';
    g.fillRect((t / 4) % 1200, 300, 80, 80);
    for (let i = 0; i < bits; i++) {
      g.fillStyle = t % 2 ? '#fff' : '#000';
      g.fillRect(i * block, 0, block, block);
      t = Math.floor(t / 2);
    }
  };
  setInterval(draw, 40);
  draw();
  navigator.mediaDevices.getUserMedia = async () => {
    const audio = new AudioContext();
    const dest = audio.createMediaStreamDestination();
    const tone = audio.createOscillator();
    tone.connect(dest);
    tone.start();
    return new MediaStream([...canvas.captureStream(25).getVideoTracks(), ...dest.stream.getAudioTracks()]);
  };
};

/** Reads the time code of every frame the page's video shows; keeps (shown at - drawn at) per frame (bench only). */
const READ_TIME_CODE = ({ bits, block }: { bits: number; block: number }) => {
  const w = window as unknown as { __delays: number[] };
  w.__delays = [];
  const canvas = document.createElement('canvas');
  // Every video the page shows is read: the player may replace its element (a new source, a remount).
  const watched = new WeakSet<HTMLVideoElement>();
  const watch = (v: HTMLVideoElement) => {
    watched.add(v);
    const onFrame = () => {
      const shown = Date.now();
      if (v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        const g = canvas.getContext('2d', { willReadFrequently: true })!;
        g.drawImage(v, 0, 0);
        const scale = v.videoWidth / 1280;
        let t = 0;
        for (let i = bits - 1; i >= 0; i--) {
          const [r, gr, b] = g.getImageData(
            Math.round((i * block + block / 2) * scale),
            Math.round((block / 2) * scale),
            1,
            1,
          ).data;
          t = t * 2 + ((r! + gr! + b!) / 3 > 128 ? 1 : 0);
        }
        if (Math.abs(shown - t) < 120_000) w.__delays.push(shown - t);
      }
      if (v.isConnected) v.requestVideoFrameCallback(onFrame);
    };
    v.requestVideoFrameCallback(onFrame);
  };
  setInterval(() => {
    document.querySelectorAll('video').forEach((v) => {
      if (!watched.has(v) && 'requestVideoFrameCallback' in v) watch(v);
    });
  }, 200);
};

const delaysOf = async (page: Page, from: number) =>
  (await page.evaluate(() => (window as unknown as { __delays: number[] }).__delays)).slice(from);

const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, median: percentile(s, 50), p95: percentile(s, 95), max: s.at(-1) ?? NaN };
};

const server = await startServer({ RATE_LIMIT: 'off', LOG_LEVEL: 'warn' }, newDataDir());
const browser = await launchWithMedia('allow');
const api = (path: string) => `${server.url}/api${path}`;
let headers: Record<string, string> = {};
let recorded: { init: string; file: string; durationMs: number }[] = [];
let firstLive = '';
let quiet: ReturnType<typeof summary>;
try {
  // The exhibitor's phone: the studio, a new live, the camera, on air.
  const studioCtx = await newContext(browser, { locale: 'en-US', timezoneId: 'Asia/Shanghai' });
  // tsx names inner functions with its __name helper, which a page does not have.
  await studioCtx.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await studioCtx.addInitScript(TIME_CODE_CAMERA, { bits: BITS, block: BLOCK });
  const studio = await studioCtx.newPage();
  // The phone's own credentials, as it sends them with each piece (the second phase broadcasts with them).
  studio.on('request', (r) => {
    if (r.url().includes('/Workbench/Live/Chunk')) headers = r.headers();
  });
  await studio.goto(`${server.url}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`);
  await loginViaPopup(studio, demoEmail('exhibitor'));
  await studio.goto(`${server.url}/m/en-US/workbench/lives/new`);
  await studio.getByTestId('live-title-en-US').fill('Bench live');
  await studio.getByTestId('live-start').fill(`${TODAY}T00:00`);
  await studio.getByTestId('live-end').fill(`${TOMORROW}T23:59`);
  await studio.getByTestId('live-save').click();
  await studio.getByTestId('live-studio').waitFor();
  firstLive = new URL(studio.url()).pathname.split('/').pop()!;
  await studio.getByTestId('broadcast-camera').click();
  await studio.getByTestId('live-go').click();
  await studio.getByTestId('broadcast-onair').waitFor();

  // A visitor's phone on the live page, reading the time code of each frame it shows.
  const viewerCtx = await newContext(browser, { locale: 'en-US', timezoneId: 'Europe/Lisbon' });
  await viewerCtx.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await viewerCtx.addInitScript(READ_TIME_CODE, { bits: BITS, block: BLOCK });
  const viewer = await viewerCtx.newPage();
  await viewer.goto(`${server.url}/m/en-US/live/${firstLive}`);
  await viewer.locator('video').first().waitFor();
  await viewer
    .locator('video')
    .first()
    // A tap on play when the player is paused; before the player has attached its source the tap is refused
    // ("no supported source") and the player starts by itself, as the e2e journey allows.
    .evaluate((v: HTMLVideoElement) => (v.paused ? v.play().catch(() => undefined) : undefined));
  await viewer.waitForFunction(
    () => (window as unknown as { __delays: number[] }).__delays.length > 25,
    undefined,
    {
      timeout: 60_000,
    },
  );
  // The player settles on the live edge within its first segments; measured after that.
  const settledAt = (await delaysOf(viewer, 0)).length;
  await new Promise((r) => setTimeout(r, QUIET_SECONDS * 1000));
  quiet = summary(await delaysOf(viewer, settledAt));
  await studio.getByTestId('live-end').click();
  await studio.getByTestId('live-end-confirm-yes').click();
  await studio.locator('[data-testid=live-studio][data-state=ended]').waitFor({ timeout: 30_000 });
} finally {
  await browser.close();
}

try {
  // What the phone recorded, in order: the second live is broadcast from it.
  const replay = await (await fetch(`${server.url}/live/hls/${firstLive}/index.m3u8`)).text();
  let init = '';
  for (const line of replay.split('\n')) {
    const map = /^#EXT-X-MAP:URI="([^"]+)"/.exec(line);
    if (map) init = map[1]!;
    const inf = /^#EXTINF:([\d.]+),/.exec(line);
    if (inf) recorded.push({ init, file: '', durationMs: Number(inf[1]) * 1000 });
    else if (line.startsWith('seg-')) recorded.at(-1)!.file = line;
  }
  recorded = recorded.filter((r) => r.init === recorded[0]!.init);
  const dir = join(server.dataDir, 'uploads/live', firstLive);
  const initBytes = readFileSync(join(dir, recorded[0]!.init));
  const segmentBytes = recorded.map((r) => readFileSync(join(dir, r.file)));
  const callHeaders = {
    authorization: headers.authorization ?? '',
    ...(headers['current-org'] ? { 'current-org': headers['current-org'] } : {}),
    language: 'en-US',
  };
  const call = async (path: string, body: object) => {
    const res = await fetch(api(path), {
      method: 'POST',
      headers: { ...callHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { returnObj: { id: string } };
  };
  const chunkBvent = DEMO_EVENT_ID;
  const second = await call('/ExpoAggregator/Workbench/Live/Save', {
    bventId: chunkBvent,
    title: { 'en-US': 'Bench live, again' },
    startTime: `${TODAY} 00:00`,
    endTime: `${TOMORROW} 23:59`,
  });
  const liveId = second.returnObj.id;
  await call('/ExpoAggregator/Workbench/Live/Start', { bventId: chunkBvent, id: liveId });

  // The broadcaster: the recording again, a piece as long as each segment, looping in a new session at its end.
  let broadcasting = true;
  const broadcaster = (async () => {
    while (broadcasting) {
      const session = randomUUID();
      for (const [seq, bytes] of segmentBytes.entries()) {
        if (!broadcasting) break;
        const piece = seq === 0 ? Buffer.concat([initBytes, bytes]) : bytes;
        const q = new URLSearchParams({ bventId: chunkBvent, id: liveId, session, seq: String(seq) });
        await fetch(`${api('/ExpoAggregator/Workbench/Live/Chunk')}?${q}`, {
          method: 'POST',
          headers: { ...callHeaders, 'content-type': 'video/mp4' },
          body: piece,
        });
        await new Promise((r) => setTimeout(r, recorded[seq]!.durationMs));
      }
    }
  })();
  await new Promise((r) => setTimeout(r, 5000));

  // 500 viewers: each asks for the playlist about once a segment and fetches every segment it has not had.
  const base = `${server.url}/live/hls/${liveId}/`;
  const segmentMs: number[] = [];
  const playlistMs: number[] = [];
  let playlistErrors = 0;
  let segmentErrors = 0;
  let bytes = 0;
  const stopAt = Date.now() + LOAD_SECONDS * 1000;
  const cpuBefore = processCpu(server.pid);
  const started = Date.now();
  await Promise.all(
    Array.from({ length: VIEWERS }, async (_, i) => {
      const had = new Set<string>();
      // Viewers arrive over the first second, not in one instant.
      await new Promise((r) => setTimeout(r, (i * 1000) / VIEWERS));
      let first = true;
      while (Date.now() < stopAt) {
        const p0 = performance.now();
        const res = await fetch(`${base}index.m3u8`).catch(() => null);
        if (!res || res.status !== 200) {
          playlistErrors++;
          await res?.body?.cancel();
          await new Promise((r) => setTimeout(r, 1000));
          continue;
        }
        const files = (await res.text()).split('\n').filter((l) => l && !l.startsWith('#'));
        playlistMs.push(performance.now() - p0);
        // A new viewer starts three segments from the live edge (hls.js's default), then takes every new one.
        const wanted = (first ? files.slice(-3) : files).filter((f) => !had.has(f));
        first = false;
        for (const f of wanted) {
          had.add(f);
          const t0 = performance.now();
          const seg = await fetch(base + f).catch(() => null);
          if (!seg || seg.status !== 200) {
            segmentErrors++;
            await seg?.body?.cancel();
            continue;
          }
          bytes += (await seg.arrayBuffer()).byteLength;
          segmentMs.push(performance.now() - t0);
        }
        await new Promise((r) => setTimeout(r, 1000));
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = processCpu(server.pid);
  broadcasting = false;
  await broadcaster;
  const sortedSeg = [...segmentMs].sort((a, b) => a - b);
  const sortedList = [...playlistMs].sort((a, b) => a - b);
  const cpu = cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) / seconds) * 100 : null;
  const perSecond = (sortedSeg.length + sortedList.length) / seconds;

  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
  const bodyText = [
    HEADING,
    '',
    `A camera live end to end on this machine (one run, ${new Date().toISOString().slice(0, 10)}). First, the exhibitor's studio`,
    "page in Chromium broadcasts a picture that carries the time it was drawn; a visitor's live page in another",
    'context plays it through the gateway (MediaRecorder fragmented MP4, one piece a second, cut into HLS by the',
    'gateway, played by hls.js) and every frame it shows is read back. Then, with Chromium closed, that recording',
    `(${((segmentBytes.reduce((a, b) => a + b.length, 0) / recorded.reduce((a, r) => a + r.durationMs, 0)) * 8).toFixed(0)} kbit/s) is broadcast again in real time to a second live by the bench, through the phone's call,`,
    `while ${VIEWERS} viewers poll the playlist about once a segment and fetch every new segment, as hls.js does.`,
    'Bench and gateway share the same two cores.',
    '',
    '| figure | value | target | |',
    '| --- | --- | --- | --- |',
    `| camera-to-screen delay, median / p95 / max (${quiet!.n} frames, ${QUIET_SECONDS} s) | ${ms(quiet!.median)} / ${ms(quiet!.p95)} / ${ms(quiet!.max)} | <= 10 s | ${quiet!.max <= 10_000 ? 'met' : 'NOT met'} |`,
    `| ${VIEWERS} viewers for ${LOAD_SECONDS} s: segment fetch p50 / p99 / max (${sortedSeg.length} segments, ${(bytes / 1e6).toFixed(0)} MB) | ${percentile(sortedSeg, 50).toFixed(1)} / ${percentile(sortedSeg, 99).toFixed(1)} / ${(sortedSeg.at(-1) ?? NaN).toFixed(1)} ms | p99 <= 100 ms | ${percentile(sortedSeg, 99) <= 100 ? 'met' : 'NOT met'} |`,
    `| the same viewers: playlist p50 / p99 (${sortedList.length} playlists) | ${percentile(sortedList, 50).toFixed(1)} / ${percentile(sortedList, 99).toFixed(1)} ms | | |`,
    `| failed playlist / segment requests | ${playlistErrors} / ${segmentErrors} | 0 | ${playlistErrors + segmentErrors === 0 ? 'met' : 'NOT met'} |`,
    `| gateway CPU during the load (one process, PGlite), requests a second | ${cpu === null ? 'n/a' : `${cpu.toFixed(0)} % of a core`}, ${perSecond.toFixed(0)} req/s | | |`,
    '',
  ].join('\n');
  const file = join(repoRoot, 'bench/RESULTS.md');
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), bodyText));
  console.log(bodyText);
} finally {
  await server.stop();
}
