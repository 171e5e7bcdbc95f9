/**
 * The instant the journeys stand at, whatever the machine's date: the gateway runs with CLOCK_AT set to it (its
 * clock runs on from there, and the pages follow the gateway's clock), so a fresh data directory's demo fair opens
 * the next day, 8 December 2026, and runs to the 11th: the dates the journeys name.
 */
export const E2E_CLOCK_AT = '2026-12-07T10:00:00+08:00';
export const E2E_NOW = Date.parse(E2E_CLOCK_AT);
