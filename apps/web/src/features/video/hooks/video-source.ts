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

/** 125 -> '2:05', 3725 -> '1:02:05' (a video card's duration badge). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
