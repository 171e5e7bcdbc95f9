/** How a video is played: the browser's own HLS, HLS through hls.js (Media Source), or the MP4 file. */
export type VideoSource =
  { kind: 'native-hls'; url: string } | { kind: 'hls.js'; url: string } | { kind: 'mp4'; url: string };

export interface PlaybackFacts {
  /** `video.canPlayType('application/vnd.apple.mpegurl')` is not '' (Safari, iOS, recent Chromium). */
  nativeHls: boolean;
  /** Media Source Extensions exist (what hls.js needs). */
  mediaSource: boolean;
}

/**
 * The HLS rendition adapts to the phone's network, so it is preferred when the video has one: through hls.js
 * wherever the browser has Media Source (what hls.js itself advises), natively only where it has not (an
 * iPhone); otherwise (or without HLS) the MP4. Not the browser's own HLS first: Chromium's, newer than hls.js,
 * starts a live from its first segment instead of near its live edge, stalls without an error when a segment
 * fails, and refuses some of a phone recorder's live segments (DEMUXER_ERROR_COULD_NOT_PARSE) that hls.js plays.
 */
export function chooseVideoSource(
  video: { mp4Url: string; hlsUrl: string | null },
  facts: PlaybackFacts,
): VideoSource {
  if (video.hlsUrl) {
    if (facts.mediaSource) return { kind: 'hls.js', url: video.hlsUrl };
    if (facts.nativeHls) return { kind: 'native-hls', url: video.hlsUrl };
  }
  return { kind: 'mp4', url: video.mp4Url };
}

/**
 * What to try when the current way fails: hls.js gives way to the browser's own HLS where it has one, either
 * HLS to the MP4; null when nothing is left (a live has no MP4).
 */
export function nextVideoSource(
  failed: VideoSource,
  video: { mp4Url: string; hlsUrl: string | null },
  facts: PlaybackFacts,
): VideoSource | null {
  if (failed.kind === 'hls.js' && facts.nativeHls) return { kind: 'native-hls', url: failed.url };
  if (failed.kind !== 'mp4' && video.mp4Url) return { kind: 'mp4', url: video.mp4Url };
  return null;
}
