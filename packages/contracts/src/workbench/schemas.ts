import { z } from 'zod';
import { CURRENCIES } from '../common/constants.ts';
import { ZGuid, ZLanguage } from '../common/primitives.ts';
import { textLength } from '../common/text.ts';
import { ZPaging } from '../catalog/schemas.ts';
import {
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGES_MAX,
  PRODUCT_MODEL_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_STATES,
  REVISION_STATES,
} from './constants.ts';

const within = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((s) => textLength(s) <= max, message);

/** A text in the event's languages (the page shows the viewer's, with the spec's fallback). */
const localized = (max: number, message: string) => z.partialRecord(ZLanguage, within(max, message));

/**
 * A product's picture as the form sends it: an image just uploaded (its key) or one the product already has (its
 * address). The gateway checks each is one or the other.
 */
export const ZProductImageRef = z.string().min(1, 'product main image required').max(2048);

/** What the exhibitor writes of a product: the fields of one revision. */
export const ZProductContent = z.object({
  name: localized(PRODUCT_NAME_MAX, `The name has at most ${PRODUCT_NAME_MAX} characters`).refine(
    (m) => Object.values(m).some((v) => v && v.length > 0),
    'Please enter the product name',
  ),
  description: localized(
    PRODUCT_DESCRIPTION_MAX,
    `The description has at most ${PRODUCT_DESCRIPTION_MAX} characters`,
  ).default({}),
  categoryId: ZGuid.nullable().default(null),
  model: within(PRODUCT_MODEL_MAX, `The model has at most ${PRODUCT_MODEL_MAX} characters`).default(''),
  price: z
    .number('Please enter a price')
    .min(0, 'The price cannot be negative')
    .max(PRODUCT_PRICE_MAX, 'The price is too large')
    .refine((n) => Math.round(n * 100) === Math.round(n * 100 * 1e6) / 1e6, 'At most 2 decimals')
    .nullable()
    .default(null),
  currency: z.enum(CURRENCIES, `Currency: one of ${CURRENCIES.join(', ')}`).default('CNY'),
  /** "product main image required". */
  image: ZProductImageRef,
  /** The pictures after the main one. */
  images: z
    .array(ZProductImageRef)
    .max(PRODUCT_IMAGES_MAX - 1, `Up to ${PRODUCT_IMAGES_MAX} pictures`)
    .default([]),
  /** The product's video: one just uploaded (its key) or the one it has (its address); null for none. */
  video: z.string().min(1).max(2048).nullable().default(null),
});
export type TProductContentInput = z.input<typeof ZProductContent>;

/** Create (no id; Idempotency-Key makes a retry one product) or edit (id). */
export const ZSaveProductBody = ZProductContent.extend({ bventId: ZGuid, id: ZGuid.optional() });
export type TSaveProductBody = z.input<typeof ZSaveProductBody>;

/** A product's content as stored and shown: its pictures as addresses the page can load. */
export const ZProductContentView = z.object({
  name: z.partialRecord(ZLanguage, z.string()),
  description: z.partialRecord(ZLanguage, z.string()),
  categoryId: ZGuid.nullable(),
  /** The category as the page shows it ('Parent > Child' in the page's language), '' without one. */
  categoryName: z.string(),
  model: z.string(),
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  image: z.string(),
  images: z.array(z.string()),
  /** The video's address, null without one. */
  video: z.string().nullable(),
});
export type TProductContentView = z.infer<typeof ZProductContentView>;

/** A product as its exhibitor and the organizer see it on the workbench and the review console. */
export const ZWorkbenchProduct = z.object({
  id: ZGuid,
  bventId: ZGuid,
  exhibitor: z.object({ id: ZGuid, name: z.string() }),
  state: z.enum(PRODUCT_STATES),
  /** An edit of an approved product waiting for (or sent back by) the organizer; null when none. */
  revisionState: z.enum(REVISION_STATES).nullable(),
  /** The organizer's last note (asking for changes, a rejection, a ban): the exhibitor reads it. */
  reviewNote: z.string(),
  /** What visitors see: the approved content; null until a first approval. */
  published: ZProductContentView.nullable(),
  /** What the exhibitor edits: the waiting revision, else the product as it is. */
  draft: ZProductContentView,
  approvedAt: z.string().nullable(),
  updatedAt: z.string(),
  visitCount: z.number().int(),
  favoriteCount: z.number().int(),
});
export type TWorkbenchProduct = z.infer<typeof ZWorkbenchProduct>;

/** Every product state with how many of the exhibitor's (or the event's) products are in it. */
export const ZProductStateCounts = z.object(
  Object.fromEntries(PRODUCT_STATES.map((s) => [s, z.number().int()])) as Record<
    (typeof PRODUCT_STATES)[number],
    z.ZodNumber
  >,
);

export const ZWorkbenchProductsQuery = ZPaging.extend({
  bventId: ZGuid,
  state: z.enum(PRODUCT_STATES).optional(),
});
export const ZWorkbenchProducts = z.object({
  items: z.array(ZWorkbenchProduct),
  counts: ZProductStateCounts,
  /** Products with an edit waiting for the organizer (any state). */
  revisions: z.number().int(),
});
export type TWorkbenchProducts = z.infer<typeof ZWorkbenchProducts>;

export const ZWorkbenchProductRef = z.object({ bventId: ZGuid, id: ZGuid });
export const ZProductShelfBody = ZWorkbenchProductRef.extend({ listed: z.boolean() });

/** A picture for a product or the company: jpg or png by content, at most 20 MB once decoded, as base64. */
export const ZWorkbenchImageBody = z.object({
  bventId: ZGuid,
  data: z
    .string()
    .min(1, 'image jpg/png only and max 20M')
    .max(Math.ceil(PRODUCT_IMAGE_MAX_BYTES / 3) * 4 + 4, 'image jpg/png only and max 20M'),
});
export const ZWorkbenchImage = z.object({
  /** What the product's form sends back. */
  image: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TWorkbenchImage = z.infer<typeof ZWorkbenchImage>;

/** A product video as the gateway kept it: what the form sends back, and what it read of the file. */
export const ZWorkbenchVideoQuery = z.object({ bventId: ZGuid });
export const ZWorkbenchVideo = z.object({
  /** What the product's form sends back. */
  video: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  durationMs: z.number().int(),
  /** The codecs as a browser's canPlayType reads them ('avc1.640028, mp4a.40.2'). */
  codecs: z.string(),
});
export type TWorkbenchVideo = z.infer<typeof ZWorkbenchVideo>;
