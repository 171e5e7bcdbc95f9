/*
 * The supply-and-demand hall: buyers publish what they need, exhibitors answer. The dictionary's limits, shared by
 * the form, the gateway and the domain's checks (quantity and unit as for enquiries: QUANTITY_MAX, UNIT_MAX).
 */

/** "title max 100". */
export const DEMAND_TITLE_MAX = 100;
/** The description: a few paragraphs (no limit in the dictionary; the same as a message). */
export const DEMAND_TEXT_MAX = 1000;
/** Up to 5 pictures, "image jpg/png only and max 1M" each, checked by content. */
export const DEMAND_PICTURES_MAX = 5;
export const DEMAND_PICTURE_MAX_BYTES = 1024 * 1024;
/** Tags: a few short words ("tag already exists" for a second of the same). */
export const DEMAND_TAGS_MAX = 5;
export const DEMAND_TAG_MAX = 10;
/** How far ahead a demand may run: a year (it expires after its valid-until day, Beijing time). */
export const DEMAND_VALID_DAYS_MAX = 365;
/** An exhibitor's answer, and the products it may show. */
export const DEMAND_REPLY_MAX = 500;
export const DEMAND_REPLY_PRODUCTS_MAX = 3;
/** The organizer's note on a rejection. */
export const DEMAND_NOTE_MAX = 200;

/**
 * A demand's states: pending (the organizer's review), published, rejected (with the organizer's note), closed
 * (by its buyer) and expired (published, its valid-until day over: worked out when read, never stored).
 */
export const DEMAND_STATES = ['pending', 'published', 'rejected', 'closed', 'expired'] as const;
export type TDemandState = (typeof DEMAND_STATES)[number];

/** How many demands the hall loads at a time as the list scrolls. */
export const DEMAND_PAGE_SIZE = 20;
