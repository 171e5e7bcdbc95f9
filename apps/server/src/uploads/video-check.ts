import { open } from 'node:fs/promises';
import type { TVideoRefusal } from '@showfloor/contracts';
import { isSixteenNine } from '@showfloor/domain';
import { createFile, MP4BoxBuffer, type Movie, type Track } from 'mp4box';

/** What the gateway read of an accepted video's own boxes. */
export interface AcceptedVideo {
  /** As displayed: the track header's size, turned by its matrix (a phone's portrait clip is 90° turned). */
  width: number;
  height: number;
  durationMs: number;
  /** As a browser's canPlayType reads them: 'avc1.640028, mp4a.40.2'. */
  codecs: string;
}

export type VideoVerdict =
  { ok: true; video: AcceptedVideo } | { ok: false; reason: TVideoRefusal; fact?: string };

/**
 * H.264 profiles every phone's hardware decoder plays: constrained baseline and baseline (0x42), main (0x4d) and
 * high (0x64). High 10, 4:2:2 and 4:4:4 (0x6e, 0x7a, 0xf4) play on few or none.
 */
const PHONE_AVC_PROFILES = new Set(['42', '4d', '64']);
/** AAC-LC, HE-AAC and HE-AACv2: the sound every phone browser plays in an mp4. */
const PHONE_AUDIO = /^mp4a\.40\.(2|5|29)$/i;
/** How much is read at a time; the parser asks for the offset it needs next and skips the media data. */
const CHUNK = 1024 * 1024;

function refused(reason: TVideoRefusal, fact?: string): VideoVerdict {
  return { ok: false, reason, ...(fact ? { fact } : {}) };
}

/** The displayed size: a matrix whose diagonal is empty turns the picture by 90° or 270°. */
function displayed(track: Track): { width: number; height: number } {
  const w = Math.round(track.track_width || track.video?.width || 0);
  const h = Math.round(track.track_height || track.video?.height || 0);
  const m = track.matrix as ArrayLike<number>;
  const turned = m[0] === 0 && m[4] === 0;
  return turned ? { width: h, height: w } : { width: w, height: h };
}

/** Reads the file's boxes up to its movie header (moov), wherever it is: at the start or after the media. */
async function readMovie(file: string, size: number): Promise<Movie | null> {
  const parser = createFile(false);
  let movie: Movie | null = null;
  let failed = false;
  parser.onReady = (info) => {
    movie = info;
  };
  parser.onError = () => {
    failed = true;
  };
  const handle = await open(file, 'r');
  try {
    let next = 0;
    while (!movie && !failed && next < size) {
      const buffer = Buffer.alloc(Math.min(CHUNK, size - next));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, next);
      if (bytesRead === 0) break;
      const ab = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead);
      const asked = parser.appendBuffer(MP4BoxBuffer.fromArrayBuffer(ab, next), next + bytesRead >= size);
      // The parser names the next offset it needs; one that does not move on is a file it cannot read.
      if (!(asked > next)) break;
      next = asked;
    }
    if (!movie && !failed) parser.flush();
  } catch {
    return null;
  } finally {
    await handle.close();
  }
  return failed ? null : movie;
}

/**
 * Whether an mp4 (the file at `file`, `size` bytes) is a video every phone browser plays as a product's video:
 * an ISO MP4 (not QuickTime), with an H.264 picture of a phone-playable profile in 16:9 as displayed, and AAC
 * sound or none. Read from the file's own boxes by mp4box (GPAC's parser), never from its name or type.
 */
export async function inspectVideo(file: string, size: number): Promise<VideoVerdict> {
  const movie: Movie | null = size > 0 ? await readMovie(file, size) : null;
  if (!movie || !movie.hasMoov) return refused('notMp4');
  if (movie.brands[0]?.trim() === 'qt') return refused('notMp4', 'QuickTime');
  const picture = movie.videoTracks[0];
  const durationMs = Math.round((movie.duration / (movie.timescale || 1)) * 1000);
  if (!picture || durationMs <= 0) return refused('empty');
  const avc = /^avc[13]\.([0-9a-f]{2})/i.exec(picture.codec);
  if (!avc || !PHONE_AVC_PROFILES.has(avc[1]!.toLowerCase())) return refused('codec', picture.codec);
  const sound = movie.audioTracks.find((t) => !PHONE_AUDIO.test(t.codec));
  if (sound) return refused('audio', sound.codec);
  const { width, height } = displayed(picture);
  if (!isSixteenNine(width, height)) return refused('ratio', `${width}×${height}`);
  const codecs = [picture.codec, ...movie.audioTracks.map((t) => t.codec)].join(', ');
  return { ok: true, video: { width, height, durationMs, codecs } };
}
