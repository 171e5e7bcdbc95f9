/*
 * Instant messages between a person and an exhibitor's organization (instant messaging): one
 * conversation per visitor and exhibitor at an event, answered by every member of the organization.
 */

/** The longest text a message may hold; longer is refused, never cut. */
export const IM_TEXT_MAX = 1000;
/** "image jpg/png only and max 1M": an image message's file, checked by its content. */
export const IM_IMAGE_MAX_BYTES = 1024 * 1024;
export const IM_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** A conversation's two sides: the person who wrote to the exhibitor, and the exhibitor's organization. */
export const IM_SIDES = ['visitor', 'exhibitor'] as const;
export type TImSide = (typeof IM_SIDES)[number];
/** What a message holds: text, an image, a product or an exhibitor shared into it, or the sender's card. */
export const IM_KINDS = ['text', 'image', 'product', 'exhibitor', 'card'] as const;
export type TImKind = (typeof IM_KINDS)[number];
/** The most messages one read answers with (the client pages back further). */
export const IM_PAGE_MAX = 50;
/** "Operation too fast": a person may send this many messages a minute. */
export const IM_SENDS_PER_MINUTE = 30;
/** An id the client gives each message it sends: a retry with the same id stores nothing twice. */
export const IM_CLIENT_ID_PATTERN = '^[A-Za-z0-9_-]{8,40}$';
