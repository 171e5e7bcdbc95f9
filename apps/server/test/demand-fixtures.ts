import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/*
 * Pictures for the demand suites: a small photo, files that only pretend to be pictures, and ones too large in
 * bytes or in declared pixels. Made here, deterministically, so nothing binary is kept in the repository.
 */

export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A phone-like photo with its camera and GPS position in the EXIF. */
export const photoWithLocation = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Model' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

/** Noise that a jpg cannot compress, `side` pixels square: about 1.1 MB at side 620 and quality 100. */
export async function noiseJpg(side: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3);
  let seed = 42;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    raw[i] = seed >>> 24;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/** A real jpg padded after its end to just over 1 MB: the body fits the call, the file is too large. */
export async function paddedJpg(): Promise<Buffer> {
  const jpg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([jpg, Buffer.alloc(1024 * 1024 + 1 - jpg.length)]);
}

/**
 * A tiny PNG whose header declares 60,000 x 60,000 pixels (a decompression bomb): its IHDR rewritten with its
 * checksum made right again, so only the pixel count gives it away.
 */
export async function hugeDeclaredPng(): Promise<Buffer> {
  const png = Buffer.from(await smallPng());
  // Signature (8), IHDR length (4), 'IHDR' (4), then width and height; the CRC covers 'IHDR' and its 13 bytes.
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
