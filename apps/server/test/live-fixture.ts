import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A phone's recording as the live suites send it: Chromium's MediaRecorder (H.264 + Opus in fragmented MP4, a
 * keyframe a second, 4.2 s), kept in fixtures/live as the pieces the recorder gave out, joined in order.
 */
export const CAMERA_RECORDING: Buffer = (() => {
  const dir = path.join(import.meta.dirname, 'fixtures/live');
  return Buffer.concat(
    readdirSync(dir)
      .filter((n) => /^chunk-\d+\.bin$/.test(n))
      .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]))
      .map((n) => readFileSync(path.join(dir, n))),
  );
})();
