/*
 * The realtime channel: one WebSocket per page at /ws (DESIGN.md §3), carrying versioned frames.
 */

/** The frames' version: a client that speaks another is told so and closed (it reloads to get today's client). */
export const REALTIME_VERSION = 1;
export const REALTIME_PATH = '/ws';
/** A frame larger than this closes the socket (1009): an SDP offer with audio, video and screen is ~10 KB. */
export const FRAME_MAX_BYTES = 64 * 1024;
/** A socket may send this many frames a second on average, with bursts up to FRAME_BURST (ICE trickles). */
export const FRAMES_PER_SECOND = 20;
export const FRAME_BURST = 60;
/** A socket that keeps flooding after being told "operation too fast" this many times is closed (1008). */
export const FLOOD_WARNINGS_BEFORE_CLOSE = 20;
/** Close codes the client acts on. */
export const WS_CLOSE = {
  /** Server going away (restart, deploy): reconnect at once. */
  goingAway: 1001,
  /**
   * The gateway is restarting (a deploy, a graceful shutdown): come back with backoff, since this process is gone
   * and the next one may still be starting.
   */
  serviceRestart: 1012,
  /** A policy breach (flood, unsupported version): do not reconnect blindly. */
  policy: 1008,
  tooBig: 1009,
} as const;
