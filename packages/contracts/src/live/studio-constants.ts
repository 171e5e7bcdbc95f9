/** "title max 100", as the booking topic. */
export const LIVE_TITLE_MAX = 100;
export const LIVE_DESCRIPTION_MAX = 2000;
/** An invitation code: what an exhibitor can read out or paste into a chat (letters and digits). */
export const LIVE_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;
/** The largest piece of a broadcast one call carries: a phone sends about a second of picture each time. */
export const LIVE_CHUNK_MAX_BYTES = 16 * 1024 * 1024;
/** A recorder's fragmented MP4, sent as it comes out of MediaRecorder. */
export const LIVE_CHUNK_TYPE = 'video/mp4';
