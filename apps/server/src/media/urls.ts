/**
 * Every picture of the demo is drawn by the server from its URL (no network, no files): the kind sets the
 * size and layout, the hue the colours, the label the text. The URL fully determines the bytes, so responses
 * can be cached forever.
 */
export const MEDIA_KINDS = [
  'logo',
  'product',
  'banner',
  'background',
  'share',
  'gallery',
  'project',
  'favicon',
] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export function mediaUrl(kind: MediaKind, hue: number, label: string): string {
  const h = ((Math.round(hue) % 360) + 360) % 360;
  return `/media/${kind}/${h}-${encodeURIComponent(label.slice(0, 24))}.svg`;
}

/** Initials of a name for a logo: two Latin capitals, or the first two CJK characters. */
export function initials(name: string): string {
  const words = name.match(/[A-Za-z]+/g);
  if (words && words.length > 0) {
    return words
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('');
  }
  return Array.from(name.replace(/\s/g, '')).slice(0, 2).join('');
}

/** Where the demo clip is served from: the files of apps/server/demo/media/video (its README says how it was made). */
export const DEMO_VIDEO_BASE = '/media/video/';
/** The demo company video: 2 s of H.264 in MP4. */
export const DEMO_VIDEO_URL = `${DEMO_VIDEO_BASE}demo.mp4`;
/** The same clip as HLS with fragmented-MP4 segments (hls.js plays it where the browser has no native HLS). */
export const DEMO_HLS_URL = `${DEMO_VIDEO_BASE}demo.m3u8`;
