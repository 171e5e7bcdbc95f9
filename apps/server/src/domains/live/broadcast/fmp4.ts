/**
 * Just enough of ISO-BMFF (fragmented MP4) to cut a broadcaster's recording into HLS: the top-level boxes of a
 * byte stream, the tracks of its movie header, and the duration of each fragment. A phone's MediaRecorder writes
 * ftyp+moov once, then one moof+mdat fragment per keyframe interval, in chunks that do not follow box edges.
 */

export interface TopBox {
  type: string;
  start: number;
  end: number;
}

/** The box types a recorder's fragmented MP4 has at the top; anything else is not a recording. */
const TOP_TYPES = new Set(['ftyp', 'styp', 'moov', 'moof', 'mdat', 'sidx', 'free', 'skip', 'mfra', 'prft']);

/** A box larger than this is not one fragment of a phone's recording (about a minute at 20 Mbit/s). */
export const MAX_BOX_BYTES = 128 * 1024 * 1024;

export class MalformedMedia extends Error {}

/**
 * The complete top-level boxes at the start of `buf`, and where the incomplete rest begins. Throws MalformedMedia
 * for a box that is not one of a recording's or has an impossible size.
 */
export function topBoxes(buf: Buffer): { boxes: TopBox[]; rest: number } {
  const boxes: TopBox[] = [];
  let at = 0;
  while (buf.length - at >= 8) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (!TOP_TYPES.has(type))
      throw new MalformedMedia(`unexpected box '${type.replace(/[^\x20-\x7e]/g, '?')}'`);
    if (size === 1) {
      if (buf.length - at < 16) break;
      const big = buf.readBigUInt64BE(at + 8);
      if (big > BigInt(MAX_BOX_BYTES)) throw new MalformedMedia(`box '${type}' too large`);
      size = Number(big);
      header = 16;
    }
    if (size === 0) throw new MalformedMedia(`box '${type}' runs to the end of a live stream`);
    if (size < header || size > MAX_BOX_BYTES) throw new MalformedMedia(`box '${type}' has size ${size}`);
    if (buf.length - at < size) break;
    boxes.push({ type, start: at, end: at + size });
    at += size;
  }
  return { boxes, rest: at };
}

/** The child boxes inside [start, end) of `buf`. */
function children(buf: Buffer, start: number, end: number): TopBox[] {
  const out: TopBox[] = [];
  let at = start;
  while (end - at >= 8) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) throw new MalformedMedia('a box overruns its parent');
    out.push({ type: buf.toString('latin1', at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return out;
}

const child = (buf: Buffer, box: TopBox, type: string) =>
  children(buf, box.start, box.end).find((b) => b.type === type);

export interface TrackInfo {
  id: number;
  kind: 'video' | 'audio' | 'other';
  timescale: number;
  /** trex's default sample duration, used when a fragment names none. */
  defaultDuration: number;
}

/** The tracks of a movie header (the moov box's contents, without its own header). */
export function readTracks(moov: Buffer): TrackInfo[] {
  const tracks = new Map<number, TrackInfo>();
  for (const box of children(moov, 0, moov.length)) {
    if (box.type !== 'trak') continue;
    const tkhd = child(moov, box, 'tkhd');
    const mdia = child(moov, box, 'mdia');
    const mdhd = mdia && child(moov, mdia, 'mdhd');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    if (!tkhd || !mdhd || !hdlr) throw new MalformedMedia('a track without its header');
    const id = moov.readUInt32BE(tkhd.start + (moov[tkhd.start] === 1 ? 20 : 12));
    const timescale = moov.readUInt32BE(mdhd.start + (moov[mdhd.start] === 1 ? 20 : 12));
    const handler = moov.toString('latin1', hdlr.start + 8, hdlr.start + 12);
    const kind = handler === 'vide' ? 'video' : handler === 'soun' ? 'audio' : 'other';
    if (!(timescale > 0)) throw new MalformedMedia('a track without a timescale');
    tracks.set(id, { id, kind, timescale, defaultDuration: 0 });
  }
  const mvex = children(moov, 0, moov.length).find((b) => b.type === 'mvex');
  for (const trex of mvex ? children(moov, mvex.start, mvex.end).filter((b) => b.type === 'trex') : []) {
    const t = tracks.get(moov.readUInt32BE(trex.start + 4));
    if (t) t.defaultDuration = moov.readUInt32BE(trex.start + 12);
  }
  if (tracks.size === 0) throw new MalformedMedia('a movie header without tracks');
  return [...tracks.values()];
}

/**
 * A fragment's duration in milliseconds (the moof box's contents): the sum of its samples' durations on the
 * video track (the audio's when there is no picture), as the segment's EXTINF says.
 */
export function fragmentDurationMs(moof: Buffer, tracks: readonly TrackInfo[]): number {
  const lead = tracks.find((t) => t.kind === 'video') ?? tracks[0]!;
  for (const traf of children(moof, 0, moof.length)) {
    if (traf.type !== 'traf') continue;
    const tfhd = child(moof, traf, 'tfhd');
    if (!tfhd || moof.readUInt32BE(tfhd.start + 4) !== lead.id) continue;
    const tfhdFlags = moof.readUInt32BE(tfhd.start) & 0xffffff;
    // tfhd: version/flags, track id, then the optional fields in this order.
    let at = tfhd.start + 8;
    if (tfhdFlags & 0x01) at += 8;
    if (tfhdFlags & 0x02) at += 4;
    const defaultDuration = tfhdFlags & 0x08 ? moof.readUInt32BE(at) : lead.defaultDuration;
    let units = 0;
    for (const trun of children(moof, traf.start, traf.end).filter((b) => b.type === 'trun')) {
      const flags = moof.readUInt32BE(trun.start) & 0xffffff;
      const count = moof.readUInt32BE(trun.start + 4);
      let p = trun.start + 8;
      if (flags & 0x001) p += 4;
      if (flags & 0x004) p += 4;
      const perSample = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
      if (p + count * perSample > trun.end) throw new MalformedMedia('a track run overruns its box');
      if (!(flags & 0x100)) units += count * defaultDuration;
      else for (let i = 0; i < count; i++) units += moof.readUInt32BE(p + i * perSample);
    }
    return Math.round((units * 1000) / lead.timescale);
  }
  throw new MalformedMedia('a fragment without the lead track');
}
