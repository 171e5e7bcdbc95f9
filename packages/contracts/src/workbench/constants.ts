/*
 * The exhibitor's workbench: its products and their life cycle. The limits are the spec's texts ("20 MB images,
 * up to 10 per product", "product main image required"), shared by the form, the gateway and the domain.
 */

/**
 * A product's states (the dictionary's): pendingReview (new, or edited before approval), needsModification (the
 * organizer asked for changes, with a note), rejected, pendingListing (approved, not yet on the shelf), listed,
 * delisted, and banned (by the organizer).
 */
export const PRODUCT_STATES = [
  'pendingReview',
  'needsModification',
  'rejected',
  'pendingListing',
  'listed',
  'delisted',
  'banned',
] as const;
export type TProductState = (typeof PRODUCT_STATES)[number];

/**
 * The state of an edit of an approved product (a revision): visitors keep seeing the approved content until
 * the organizer approves the revision. null: no revision waits.
 */
export const REVISION_STATES = ['pendingReview', 'needsModification', 'rejected'] as const;
export type TRevisionState = (typeof REVISION_STATES)[number];

/** What may happen to a product: the exhibitor's actions and the organizer's decisions. */
export const EXHIBITOR_PRODUCT_ACTIONS = ['edit', 'list', 'delist', 'delete'] as const;
export const PRODUCT_DECISIONS = ['approve', 'reject', 'needsModification', 'ban', 'unban'] as const;
export type TExhibitorProductAction = (typeof EXHIBITOR_PRODUCT_ACTIONS)[number];
export type TProductDecision = (typeof PRODUCT_DECISIONS)[number];
export type TProductAction = TExhibitorProductAction | TProductDecision;

/** A product's pictures: the main image and up to 9 more, each jpg/png by content, at most 20 MB. */
export const PRODUCT_IMAGES_MAX = 10;
export const PRODUCT_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_MODEL_MAX = 50;
export const PRODUCT_PRICE_MAX = 9_999_999_999.99;
/**
 * A product's video: mp4, at most 300 MB (the spec's texts), 16:9, in what every phone browser plays: H.264 video
 * (baseline, main or high profile) with AAC sound or none. The gateway reads these from the file's own boxes.
 */
export const PRODUCT_VIDEO_MAX_BYTES = 300 * 1024 * 1024;
export const PRODUCT_VIDEO_TYPE = 'video/mp4';
/** Why a video was refused: the page says it in the visitor's language (workbench namespace, `video_refused_*`). */
export const VIDEO_REFUSALS = ['notMp4', 'tooLarge', 'ratio', 'codec', 'audio', 'empty'] as const;
export type TVideoRefusal = (typeof VIDEO_REFUSALS)[number];

/** The organizer's note on a decision (reject, needs modification, ban). */
export const REVIEW_NOTE_MAX = 500;
/** The workbench's and the review console's lists load this many rows at a time. */
export const WORKBENCH_PAGE_SIZE = 20;
