/*
 * Live chat rooms: an exhibitor's public room (later a live stream's), read by anyone, written by signed-in users,
 * moderated by the exhibitor's team.
 */

/** The longest message a chat room takes; longer is refused, never cut. */
export const LIVE_CHAT_TEXT_MAX = 200;
/** "Operation too fast": a person may send this many messages in LIVE_CHAT_WINDOW_MS. */
export const LIVE_CHAT_SENDS = 5;
export const LIVE_CHAT_WINDOW_MS = 10_000;
/** The messages a room shows on entering, and the most one read answers with. */
export const LIVE_CHAT_PAGE = 50;
/** The longest a team may mute someone for, in minutes (a week); 0 lifts a mute. */
export const LIVE_CHAT_MUTE_MAX_MINUTES = 7 * 24 * 60;
/** What a moderator picks from: ten minutes, an hour, a day. */
export const LIVE_CHAT_MUTE_CHOICES = [10, 60, 24 * 60] as const;
