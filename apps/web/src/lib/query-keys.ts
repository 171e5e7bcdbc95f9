/*
 * Query-key prefixes that more than one feature invalidates. A booking fills a seat and adds a meeting; a
 * cancel, decline or slot change frees or moves seats: each side refreshes the other's caches through these,
 * so the two features agree on the keys without importing one another.
 */

/** Every meetings query (the visitor's and the exhibitor's lists, the exhibitor's slots) starts with this. */
export const MEETINGS_KEY = ['meetings'] as const;

/** Every booking Stocks query (the slots and seats the dialog offers) starts with this. */
export const BOOKING_STOCKS_KEY = ['booking', 'stocks'] as const;
