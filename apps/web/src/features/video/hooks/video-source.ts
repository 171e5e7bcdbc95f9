/** How a video is played: the browser's own HLS, HLS through hls.js (Media Source), or the MP4 file. */
export type VideoSource =
  { kind: 'native-hls'; url: string } | { kind: 'hls.js'; url: string } | { kind: 'mp4'; url: string };

export interface PlaybackFacts {
  /** `video.canPlayType('application/vnd.apple.mpegurl')` is not '' (Safari, iOS). */
  nativeHls: boolean;
  /** Media Source Extensions exist (what hls.js needs). */
  mediaSource: boolean;
}

/**
 * The HLS rendition adapts to the phone's network, so it is preferred when the video has one: natively where
 * the browser plays HLS, through hls.js where it has Media Source; otherwise (or without HLS) the MP4.
 */
export function chooseVideoSource(
  video: { mp4Url: string; hlsUrl: string | null },
  facts: PlaybackFacts,
): VideoSource {
  if (video.hlsUrl) {
    if (facts.nativeHls) return { kind: 'native-hls', url: video.hlsUrl };
    if (facts.mediaSource) return { kind: 'hls.js', url: video.hlsUrl };
  }
  return { kind: 'mp4', url: video.mp4Url };
}
