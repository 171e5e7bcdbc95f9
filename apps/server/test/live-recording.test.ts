import { describe, expect, it } from 'vitest';
import { cutRecording } from '../src/domains/live/broadcast/cut-recording.ts';
import { MalformedMedia, topBoxes } from '../src/domains/live/broadcast/fmp4.ts';
import { mediaPlaylist } from '../src/domains/live/broadcast/playlist.ts';
import { CAMERA_RECORDING } from './live-fixture.ts';

/*
 * A phone's recording cut into HLS (the fixture is Chromium's MediaRecorder: H.264 + Opus in fragmented MP4, a
 * keyframe a second, 4.2 s), and the playlist made of the pieces.
 */

const recording = CAMERA_RECORDING;

describe('cutRecording', () => {
  it('makes one initialization segment and one media segment per keyframe fragment, with their lengths', () => {
    const { pieces, consumed } = cutRecording(recording, null);
    expect(consumed).toBe(recording.length);
    expect(pieces.map((p) => p.kind)).toEqual([
      'init',
      'segment',
      'segment',
      'segment',
      'segment',
      'segment',
    ]);
    const init = pieces[0]!;
    expect(init.kind === 'init' && init.tracks.map((t) => t.kind)).toEqual(['video', 'audio']);
    const ms = pieces.flatMap((p) => (p.kind === 'segment' ? [p.durationMs] : []));
    // The samples' own durations: Chromium writes a little less than the gap to the next fragment's start
    // (keyframes at 0, 1.03, 2.03, 3.03 and 4.08 s by ffprobe); the last fragment holds the recording's tail.
    expect(ms).toEqual([981, 950, 949, 1049, 99]);
  });

  it('keeps an incomplete box for the next piece, whatever byte the piece ends on', () => {
    for (const cut of [5, 1222, 1300, 30_000, recording.length - 1]) {
      const first = cutRecording(recording.subarray(0, cut), null);
      const tracks = first.pieces.find((p) => p.kind === 'init');
      const rest = Buffer.concat([recording.subarray(first.consumed, cut), recording.subarray(cut)]);
      const second = cutRecording(rest, tracks?.kind === 'init' ? tracks.tracks : null);
      const whole = cutRecording(recording, null).pieces;
      expect([...first.pieces, ...second.pieces].map((p) => p.bytes.length)).toEqual(
        whole.map((p) => p.bytes.length),
      );
    }
  });

  it('refuses what is not a recording: a foreign box, a fragment before the movie header', () => {
    expect(() => cutRecording(Buffer.from('\0\0\0\x10abcdefghijkl'), null)).toThrow(MalformedMedia);
    expect(() => cutRecording(recording.subarray(1222), null)).toThrow(/before the movie header/);
    expect(() => topBoxes(Buffer.from([0, 0, 0, 4, 0x6d, 0x6f, 0x6f, 0x66]))).toThrow(/size 4/);
  });
});

describe('mediaPlaylist', () => {
  const seg = (seq: number, init: string, durationMs: number) => ({
    seq,
    init,
    file: `seg-${seq}.m4s`,
    durationMs,
  });

  it('lists segments under their initialization segment, marks a new one as a discontinuity, and ends', () => {
    const list = mediaPlaylist(
      [seg(0, 'init-a.mp4', 1030), seg(1, 'init-a.mp4', 2600), seg(2, 'init-b.mp4', 1000)],
      true,
      '?t=9.x',
    );
    expect(list.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:7',
      '#EXT-X-TARGETDURATION:3',
      '#EXT-X-PLAYLIST-TYPE:EVENT',
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MAP:URI="init-a.mp4?t=9.x"',
      '#EXTINF:1.030,',
      'seg-0.m4s?t=9.x',
      '#EXTINF:2.600,',
      'seg-1.m4s?t=9.x',
      '#EXT-X-DISCONTINUITY',
      '#EXT-X-MAP:URI="init-b.mp4?t=9.x"',
      '#EXTINF:1.000,',
      'seg-2.m4s?t=9.x',
      '#EXT-X-ENDLIST',
      '',
    ]);
  });

  it('is open while on air', () => {
    expect(mediaPlaylist([seg(0, 'init-a.mp4', 1000)], false)).not.toContain('ENDLIST');
  });
});
