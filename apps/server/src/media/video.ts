import { idrSlice, pps, rgbToYcc, sps } from './h264.ts';
import { type Mp4Input, writeMp4 } from './mp4.ts';

const WIDTH_MBS = 8;
const HEIGHT_MBS = 6;
const FPS = 4;
const FRAMES = 8;

let cached: Buffer | null = null;
let cachedFrames: Mp4Input | null = null;

/**
 * The demo company video: 128x96, 2 s, a blue-to-teal gradient with a white bar sweeping across. There is no
 * video file offline and no encoder installed, so it is encoded here (I_PCM H.264 in MP4, ~150 KB), once.
 */
export function demoVideo(): Buffer {
  cached ??= Buffer.from(writeMp4(demoFrames()));
  return cached;
}

/** The encoded frames of the demo clip, shared by the MP4 file and its HLS rendition (hls.ts). */
export function demoFrames(): Mp4Input {
  if (cachedFrames) return cachedFrames;
  const width = WIDTH_MBS * 16;
  const height = HEIGHT_MBS * 16;
  const frames = Array.from({ length: FRAMES }, (_, f) => {
    const barX = Math.round(((f + 0.5) / FRAMES) * width);
    return idrSlice(WIDTH_MBS, HEIGHT_MBS, f % 2, (x, y) => {
      if (Math.abs(x - barX) < 6) return rgbToYcc(255, 255, 255);
      const t = (x + y) / (width + height);
      return rgbToYcc(31 + t * 20, 111 + t * 90, 235 - t * 60);
    });
  });
  cachedFrames = { width, height, fps: FPS, sps: sps(WIDTH_MBS, HEIGHT_MBS), pps: pps(), frames };
  return cachedFrames;
}
