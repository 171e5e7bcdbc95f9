import { ascii, box, fullBox, u32, writeMoov } from './mp4.ts';
import { demoFrames } from './video.ts';

/**
 * The demo clip as HLS with fragmented-MP4 segments (EXT-X-MAP): an init segment (ftyp + moov with mvex) and
 * one media segment (moof + mdat) per second, cut from the same frames as demo.mp4. Chromium has no native
 * HLS, so hls.js feeds these segments to Media Source Extensions; Safari plays the playlist itself.
 */
export const DEMO_HLS_URL = '/media/video/demo.m3u8';
const HLS_BASE = '/media/video/';
const INIT_NAME = 'demo-init.mp4';
const segmentName = (i: number) => `demo-${i}.m4s`;

interface Hls {
  playlist: string;
  files: Map<string, Buffer>;
}
let cached: Hls | null = null;

const TIMESCALE = 1000;
/** Every sample is an IDR frame: "depends on no other sample", a sync sample. */
const SYNC_SAMPLE_FLAGS = 0x02000000;

function fragment(seq: number, baseTime: number, delta: number, frames: Uint8Array[]): number[] {
  const samples = frames.map((f) => [...u32(f.length), ...f]);
  const moofFor = (dataOffset: number) =>
    box(
      'moof',
      fullBox('mfhd', 0, 0, u32(seq)),
      box(
        'traf',
        fullBox('tfhd', 0, 0x020000, u32(1)), // default-base-is-moof
        fullBox('tfdt', 1, 0, u32(0), u32(baseTime)),
        // data-offset, per-sample duration, size and flags
        fullBox(
          'trun',
          0,
          0x000701,
          u32(samples.length),
          u32(dataOffset),
          samples.flatMap((s) => [...u32(delta), ...u32(s.length), ...u32(SYNC_SAMPLE_FLAGS)]),
        ),
      ),
    );
  // The data offset counts from the moof's start to the first sample: moof's size + the mdat header.
  const moof = moofFor(moofFor(0).length + 8);
  return [...moof, ...box('mdat', samples.flat())];
}

export function demoHls(): Hls {
  if (cached) return cached;
  const v = demoFrames();
  const delta = Math.round(TIMESCALE / v.fps);
  const empty = { stts: [u32(0)], stsc: [u32(0)], stsz: [u32(0), u32(0)], stco: [u32(0)] };
  const trex = fullBox('trex', 0, 0, u32(1), u32(1), u32(delta), u32(0), u32(0));
  const init = [
    ...box('ftyp', ascii('iso6'), u32(512), ascii('iso6mp41')),
    ...writeMoov(v, delta * v.frames.length, empty, box('mvex', trex)),
  ];
  const files = new Map<string, Buffer>([[INIT_NAME, Buffer.from(init)]]);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-TARGETDURATION:1',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${INIT_NAME}"`,
  ];
  // One-second segments: fps frames each.
  for (let i = 0, start = 0; start < v.frames.length; i += 1, start += v.fps) {
    const frames = v.frames.slice(start, start + v.fps);
    files.set(segmentName(i), Buffer.from(fragment(i + 1, start * delta, delta, frames)));
    lines.push(`#EXTINF:${((frames.length * delta) / TIMESCALE).toFixed(3)},`, segmentName(i));
  }
  lines.push('#EXT-X-ENDLIST', '');
  cached = { playlist: lines.join('\n'), files };
  return cached;
}

/** The address of an HLS file of the demo clip (relative names in the playlist resolve to these). */
export const hlsFileUrl = (name: string): string => HLS_BASE + name;
