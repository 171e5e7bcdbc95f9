/** One kept media segment as the playlist lists it. */
export interface PlaylistSegment {
  seq: number;
  init: string;
  file: string;
  durationMs: number;
}

/**
 * The HLS media playlist of a camera live (version 7: fragmented MP4 with EXT-X-MAP). While on air it is an EVENT
 * playlist: segments are only ever added, so a late viewer can go back, and the player keeps to the live edge;
 * once ended it closes with ENDLIST and is the replay, unchanged. A new initialization segment (the broadcaster
 * restarted the recorder) is a discontinuity. `suffix` is appended to every address (a private live's token).
 */
export function mediaPlaylist(segments: readonly PlaylistSegment[], ended: boolean, suffix = ''): string {
  // HLS asks each segment's length, rounded to the nearest second, to be at most the target; a player stays three
  // targets behind the live edge, so a target of 1 for the phone's one-second pieces (not 2 by rounding up) is
  // three seconds less delay.
  const target = Math.max(1, ...segments.map((s) => Math.round(s.durationMs / 1000)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-PLAYLIST-TYPE:EVENT',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ];
  let init: string | null = null;
  for (const s of segments) {
    if (s.init !== init) {
      if (init !== null) lines.push('#EXT-X-DISCONTINUITY');
      lines.push(`#EXT-X-MAP:URI="${s.init}${suffix}"`);
      init = s.init;
    }
    lines.push(`#EXTINF:${(s.durationMs / 1000).toFixed(3)},`, `${s.file}${suffix}`);
  }
  if (ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}
