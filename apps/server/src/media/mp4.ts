/** A minimal ISO-BMFF (MP4) writer for one H.264 video track, moov before mdat so playback starts at once. */

export function u32(n: number): number[] {
  return [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
}
export function u16(n: number): number[] {
  return [(n >>> 8) & 255, n & 255];
}
export function ascii(s: string): number[] {
  return Array.from(s, (c) => c.charCodeAt(0));
}
export function box(type: string, ...parts: (number[] | Uint8Array)[]): number[] {
  const body = parts.flatMap((p) => Array.from(p));
  return [...u32(8 + body.length), ...ascii(type), ...body];
}
export function fullBox(
  type: string,
  version: number,
  flags: number,
  ...parts: (number[] | Uint8Array)[]
): number[] {
  return box(type, [version, (flags >>> 16) & 255, (flags >>> 8) & 255, flags & 255], ...parts);
}
export const MATRIX = [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].flatMap(u32);

export interface Mp4Input {
  width: number;
  height: number;
  /** Frames per second (whole). */
  fps: number;
  sps: Uint8Array;
  pps: Uint8Array;
  /** One NAL unit per sample (an IDR slice each). */
  frames: Uint8Array[];
}

export function writeMp4(v: Mp4Input): Uint8Array {
  const timescale = 1000;
  const delta = Math.round(timescale / v.fps);
  const duration = delta * v.frames.length;
  const samples = v.frames.map((f) => [...u32(f.length), ...f]);
  const ftyp = box('ftyp', ascii('isom'), u32(512), ascii('isomiso2avc1mp41'));

  const moovFor = (chunkOffset: number) =>
    writeMoov(v, duration, {
      stts: [u32(1), u32(v.frames.length), u32(delta)],
      stsc: [u32(1), u32(1), u32(v.frames.length), u32(1)],
      stsz: [u32(0), u32(v.frames.length), samples.flatMap((s) => u32(s.length))],
      stco: [u32(1), u32(chunkOffset)],
    });
  // The chunk offset depends on the moov's size, which does not depend on the offset's value.
  const moovSize = moovFor(0).length;
  const moov = moovFor(ftyp.length + moovSize + 8);
  const mdat = box('mdat', samples.flat());
  return Uint8Array.from([...ftyp, ...moov, ...mdat]);
}

/** The sample tables of the one track: filled for a progressive file, empty for a fragmented one. */
export interface SampleTables {
  stts: number[][];
  stsc: number[][];
  stsz: number[][];
  stco: number[][];
}

/** The movie box of the one H.264 track; mvex (fragmented files) says samples follow in fragments. */
export function writeMoov(v: Mp4Input, duration: number, t: SampleTables, mvex?: number[]): number[] {
  const timescale = 1000;
  const avcC = box(
    'avcC',
    [1, v.sps[1] ?? 66, v.sps[2] ?? 0, v.sps[3] ?? 10, 0xff, 0xe1],
    u16(v.sps.length),
    v.sps,
    [1],
    u16(v.pps.length),
    v.pps,
  );
  const avc1 = box(
    'avc1',
    [0, 0, 0, 0, 0, 0],
    u16(1), // data_reference_index
    new Array(16).fill(0),
    u16(v.width),
    u16(v.height),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1), // frame_count
    new Array(32).fill(0), // compressorname
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), avc1),
    fullBox('stts', 0, 0, ...t.stts),
    fullBox('stsc', 0, 0, ...t.stsc),
    fullBox('stsz', 0, 0, ...t.stsz),
    fullBox('stco', 0, 0, ...t.stco),
  );
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, u16(0), u16(0), u16(0), u16(0)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), ascii('vide'), u32(0), u32(0), u32(0), ascii('VideoHandler'), [0]),
    minf,
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3, // enabled, in movie
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(duration),
    u32(0),
    u32(0),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    MATRIX,
    u32(v.width << 16),
    u32(v.height << 16),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(timescale),
    u32(duration),
    u32(0x00010000),
    u16(0x0100),
    new Array(10).fill(0),
    MATRIX,
    new Array(24).fill(0),
    u32(2),
  );
  return box('moov', mvhd, box('trak', tkhd, mdia), ...(mvex ? [mvex] : []));
}
