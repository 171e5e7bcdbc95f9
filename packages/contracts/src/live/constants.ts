/** Where a live stream is, as the list's tabs and the live page show it (computed at request time, never stored). */
export const LIVE_STATES = ['upcoming', 'live', 'ended'] as const;

/** The longest invitation code the reserve call takes (the workbench sets shorter ones). */
export const LIVE_INVITE_CODE_MAX = 32;

/** How many lives one status question may name (a list page's worth). */
export const LIVE_STATUS_MAX = 100;
