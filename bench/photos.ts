// Pictures for the benchmarks: incompressible noise and photo-like jpgs of a given size, the same every run.
import sharp from 'sharp';

/** A seeded random source (mulberry32): the same data every run. */
export function randomFrom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Incompressible noise, `side` px square, jpg at quality 100 (test/demand-fixtures.ts's, with a seed). */
export function noiseJpg(side: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  let s = seed >>> 0;
  for (let i = 0; i < raw.length; i++) {
    s = (s * 1_103_515_245 + 12_345) >>> 0;
    raw[i] = s >>> 24;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** Noise just under the limit: the largest side that fits (about 590 px). */
export async function noisePhoto(seed: number, maxBytes: number): Promise<Buffer> {
  for (let side = 600; ; side -= 2) {
    const jpg = await noiseJpg(side, seed);
    if (jpg.length <= maxBytes) return jpg;
  }
}

export const PHOTO = { width: 2048, height: 1536 };

/** A photo-like scene (gradients and soft shapes), made once; each photo adds its own grain. */
function photoScene(): Buffer {
  const { width: w, height: h } = PHOTO;
  const r = randomFrom(7);
  const blobs = Array.from({ length: 24 }, () => [
    r() * w,
    r() * h,
    60 + r() * 320,
    r() * 255,
    r() * 255,
    r() * 255,
  ]);
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let c0 = 120 + 80 * Math.sin(x / 211);
      let c1 = 110 + 70 * Math.cos(y / 173);
      let c2 = 100 + 60 * Math.sin((x + y) / 97);
      for (const [bx, by, br, b0, b1, b2] of blobs) {
        const d = ((x - bx!) ** 2 + (y - by!) ** 2) / br! ** 2;
        if (d >= 1) continue;
        const k = 1 - d;
        c0 += (b0! - c0) * k;
        c1 += (b1! - c1) * k;
        c2 += (b2! - c2) * k;
      }
      const i = (y * w + x) * 3;
      raw[i] = c0;
      raw[i + 1] = c1;
      raw[i + 2] = c2;
    }
  return raw;
}

function grainy(scene: Buffer, grain: number, seed: number): Promise<Buffer> {
  const r = randomFrom(seed);
  const raw = Buffer.alloc(scene.length);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.max(0, Math.min(255, scene[i]! + (r() - 0.5) * grain));
  return sharp(raw, { raw: { ...PHOTO, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Photo-like jpgs just under the limit: the grain that lands a first one between 96% and 100%, then each its own. */
export async function photoLike(count: number, maxBytes: number): Promise<Buffer[]> {
  const scene = photoScene();
  let [low, high] = [0, 80];
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    const size = (await grainy(scene, mid, 1)).length;
    if (size > maxBytes) high = mid;
    else if (size < 0.96 * maxBytes) low = mid;
    else {
      low = mid;
      break;
    }
  }
  const out: Buffer[] = [];
  for (let seed = 1; out.length < count; seed++) {
    for (let grain = low; ; grain -= 0.5) {
      const jpg = await grainy(scene, grain, seed);
      if (jpg.length <= maxBytes) {
        out.push(jpg);
        break;
      }
    }
  }
  return out;
}
