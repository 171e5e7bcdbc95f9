import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** An image as it is kept: re-encoded without its metadata (location, camera), named by its hash. */
export interface AcceptedImage {
  key: string;
  bytes: Buffer;
  width: number;
  height: number;
  type: 'image/jpeg' | 'image/png';
}

/** A phone photo has ~12 million pixels; far more in a small file is a decompression bomb. */
const MAX_PIXELS = 40_000_000;

/**
 * Accepts a jpg or png by its content (whatever it is called), at most `maxBytes`: decoded in full (a truncated or
 * forged file fails here), turned upright by its EXIF orientation, and re-encoded so that no metadata survives.
 * Null when it is not one.
 */
export async function acceptImage(input: Buffer, maxBytes: number): Promise<AcceptedImage | null> {
  if (input.length === 0 || input.length > maxBytes) return null;
  try {
    const image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png') return null;
    const jpeg = meta.format === 'jpeg';
    const out = image.rotate();
    // libjpeg-turbo, not mozjpeg: on a 3-megapixel phone photo mozjpeg took 1.16 s against 0.11 s here (files a
    // third smaller), and a picture must show within a second of its upload (bench/RESULTS.md).
    const { data, info } = await (jpeg ? out.jpeg({ quality: 85 }) : out.png()).toBuffer({
      resolveWithObject: true,
    });
    const ext = jpeg ? 'jpg' : 'png';
    const key = `${createHash('sha256').update(data).digest('hex')}.${ext}`;
    return {
      key,
      bytes: data,
      width: info.width,
      height: info.height,
      type: jpeg ? 'image/jpeg' : 'image/png',
    };
  } catch {
    return null;
  }
}

/** A stored image's size, read from its header. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(bytes).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}
