import { type TrackInfo, MalformedMedia, fragmentDurationMs, readTracks, topBoxes } from './fmp4.ts';

/** What a run of a recording's bytes holds: initialization segments and media segments, in order. */
export type RecordingPiece =
  | { kind: 'init'; bytes: Buffer; tracks: TrackInfo[] }
  | { kind: 'segment'; bytes: Buffer; durationMs: number };

/**
 * Cuts the bytes a recorder wrote into HLS pieces: ftyp+moov is an initialization segment, each moof+mdat a media
 * segment (a phone's recorder starts every fragment on a keyframe, about one a second, so each one plays on its
 * own). Returns the pieces and how many bytes they used; the rest (a box not complete yet, a moof still waiting
 * for its mdat) stays for the next piece of the stream. `tracks` are those of the current initialization segment.
 */
export function cutRecording(
  data: Buffer,
  current: TrackInfo[] | null,
): { pieces: RecordingPiece[]; consumed: number } {
  const { boxes } = topBoxes(data);
  const pieces: RecordingPiece[] = [];
  let tracks = current;
  let consumed = 0;
  let i = 0;
  while (i < boxes.length) {
    const box = boxes[i]!;
    if (box.type === 'free' || box.type === 'skip' || box.type === 'mfra') {
      consumed = box.end;
      i++;
      continue;
    }
    if (box.type === 'ftyp') {
      const moov = boxes[i + 1];
      if (!moov) break;
      if (moov.type !== 'moov') throw new MalformedMedia('a file type box without its movie header');
      tracks = readTracks(data.subarray(moov.start + 8, moov.end));
      pieces.push({ kind: 'init', bytes: Buffer.from(data.subarray(box.start, moov.end)), tracks });
      consumed = moov.end;
      i += 2;
      continue;
    }
    if (box.type === 'moov') throw new MalformedMedia('a movie header without its file type box');
    // A segment: optional styp/sidx/prft, then moof and its mdat.
    let j = i;
    while (j < boxes.length && ['styp', 'sidx', 'prft'].includes(boxes[j]!.type)) j++;
    const moof = boxes[j];
    if (!moof) break;
    if (moof.type !== 'moof') throw new MalformedMedia(`a '${moof.type}' box where a fragment should start`);
    const mdat = boxes[j + 1];
    if (!mdat) break;
    if (mdat.type !== 'mdat') throw new MalformedMedia('a fragment without its media data');
    if (!tracks) throw new MalformedMedia('a fragment before the movie header');
    const durationMs = fragmentDurationMs(data.subarray(moof.start + 8, moof.end), tracks);
    pieces.push({ kind: 'segment', bytes: Buffer.from(data.subarray(box.start, mdat.end)), durationMs });
    consumed = mdat.end;
    i = j + 2;
  }
  return { pieces, consumed };
}
