import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { textLength } from '../common/text.ts';
import { ZPaging } from '../catalog/schemas.ts';
import { QUANTITY_MAX, UNIT_MAX } from '../enquiry/constants.ts';
import { ZImageKey, ZImImage } from '../message/schemas.ts';
import {
  DEMAND_NOTE_MAX,
  DEMAND_PICTURE_MAX_BYTES,
  DEMAND_PICTURES_MAX,
  DEMAND_REPLY_MAX,
  DEMAND_REPLY_PRODUCTS_MAX,
  DEMAND_STATES,
  DEMAND_TAG_MAX,
  DEMAND_TAGS_MAX,
  DEMAND_TEXT_MAX,
  DEMAND_TITLE_MAX,
} from './constants.ts';

/** A calendar day, YYYY-MM-DD (Beijing time, as every day of a fair). */
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose the date the demand is valid until');
const within = (max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((s) => textLength(s) <= max, message);

/**
 * A demand as the buyer publishes it: the dictionary's rules (the domain's demandProblems holds the same; the
 * tags' duplicates and the valid-until day against today are the service's, with the clock).
 */
export const ZDemandBody = z.object({
  bventId: ZGuid,
  title: within(DEMAND_TITLE_MAX, `The title has at most ${DEMAND_TITLE_MAX} characters`).refine(
    (s) => s.length > 0,
    'Please enter the title',
  ),
  description: within(DEMAND_TEXT_MAX, `Enter up to ${DEMAND_TEXT_MAX} characters`).default(''),
  categoryId: ZGuid.nullable().default(null),
  quantity: z
    .number('Please enter the quantity')
    .int('Please enter the quantity')
    .min(1, 'The quantity cannot be 0')
    .max(QUANTITY_MAX, `The quantity is at most ${QUANTITY_MAX}`),
  unit: within(UNIT_MAX, `A unit has at most ${UNIT_MAX} characters`).default(''),
  validUntil: ZDay,
  pictures: z.array(ZImageKey).max(DEMAND_PICTURES_MAX, `Up to ${DEMAND_PICTURES_MAX} pictures`).default([]),
  tags: z
    .array(
      within(DEMAND_TAG_MAX, `A tag has at most ${DEMAND_TAG_MAX} characters`).refine(
        (s) => s.length > 0,
        'A tag cannot be empty',
      ),
    )
    .max(DEMAND_TAGS_MAX, `Up to ${DEMAND_TAGS_MAX} tags`)
    .default([]),
  agreed: z.literal(true, 'Please read and agree to the user agreement'),
});
export type TDemandBody = z.input<typeof ZDemandBody>;

export const ZDemandPicture = ZImImage.extend({ image: ZImageKey });
export type TDemandPicture = z.infer<typeof ZDemandPicture>;

/** A picture for a demand as base64 (jpg or png by its content, at most 1 MB once decoded). */
export const ZDemandPictureBody = z.object({
  bventId: ZGuid,
  data: z
    .string()
    .min(1, 'image jpg/png only and max 1M')
    .max(Math.ceil(DEMAND_PICTURE_MAX_BYTES / 3) * 4 + 4, 'image jpg/png only and max 1M'),
});

/** An exhibitor's answer: what it says, some of its products, and the member's card when asked. */
export const ZDemandReplyBody = z.object({
  bventId: ZGuid,
  id: ZGuid,
  text: z
    .string()
    .trim()
    .min(1, 'Please enter a reply')
    .refine((s) => textLength(s) <= DEMAND_REPLY_MAX, `A reply has at most ${DEMAND_REPLY_MAX} characters`),
  productIds: z
    .array(ZGuid)
    .max(DEMAND_REPLY_PRODUCTS_MAX, `Up to ${DEMAND_REPLY_PRODUCTS_MAX} products`)
    .default([]),
  sendBusinessCard: z.boolean().default(false),
});

export const ZDemandReply = z.object({
  id: ZGuid,
  exhibitor: z.object({ id: ZGuid, name: z.string(), logo: z.string() }),
  authorName: z.string(),
  text: z.string(),
  products: z.array(z.object({ id: ZGuid, name: z.string(), image: z.string() })),
  /** The member's card as sent with the reply (its exchange on the buyer's card wall). */
  card: z
    .object({ exchangeId: ZGuid, fullName: z.string(), company: z.string(), jobTitle: z.string() })
    .nullable(),
  at: z.string(),
});
export type TDemandReply = z.infer<typeof ZDemandReply>;

/** A demand in the hall's list. */
export const ZDemandSummary = z.object({
  id: ZGuid,
  bventId: ZGuid,
  state: z.enum(DEMAND_STATES),
  title: z.string(),
  excerpt: z.string(),
  category: z.object({ id: ZGuid, name: z.string() }).nullable(),
  quantity: z.number().int(),
  unit: z.string(),
  validUntil: z.string(),
  cover: z.string().nullable(),
  tags: z.array(z.string()),
  buyer: z.object({ name: z.string(), company: z.string() }),
  /** Every exhibitor's replies, counted for anyone; their texts only as the viewer may read them. */
  replyCount: z.number().int(),
  publishedAt: z.string().nullable(),
  at: z.string(),
});
export type TDemandSummary = z.infer<typeof ZDemandSummary>;

/**
 * A demand as its viewer may see it: its buyer every reply (and the organizer's note), an exhibitor's member the
 * replies of its own organization, anyone else none.
 */
export const ZDemand = ZDemandSummary.extend({
  description: z.string(),
  pictures: z.array(ZDemandPicture),
  mine: z.boolean(),
  reviewNote: z.string(),
  replies: z.array(ZDemandReply),
  /** The exhibitor the viewer would answer for (a member of an exhibiting organization), else null. */
  answerAs: z.object({ exhibitorId: ZGuid, name: z.string() }).nullable(),
});
export type TDemand = z.infer<typeof ZDemand>;

/** The hall: published, not expired, newest first; `before` is the previous page's `next`. */
export const ZDemandHallQuery = z.object({
  bventId: ZGuid,
  categoryId: ZGuid.optional(),
  keyword: z.string().trim().max(100, 'search term maximum 100 characters').optional(),
  before: z
    .string()
    .regex(/^\d+_[0-9a-f-]{36}$/, 'not a position in the list')
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZDemandHall = z.object({ items: z.array(ZDemandSummary), next: z.string().nullable() });
export type TDemandHall = z.infer<typeof ZDemandHall>;

export const ZDemandRef = z.object({ bventId: ZGuid, id: ZGuid });
export const ZMyDemandsQuery = ZPaging.extend({ bventId: ZGuid });

/** The organizer's queue, by state (pending first), with the count of each state. */
export const ZDemandReviewQuery = ZPaging.extend({
  bventId: ZGuid,
  state: z.enum(DEMAND_STATES).default('pending'),
});
export const ZDemandReviewQueue = z.object({
  items: z.array(ZDemand),
  counts: z.object({
    pending: z.number().int(),
    published: z.number().int(),
    rejected: z.number().int(),
    closed: z.number().int(),
    expired: z.number().int(),
  } satisfies Record<(typeof DEMAND_STATES)[number], z.ZodNumber>),
});
export const ZDemandReviewBody = ZDemandRef.extend({
  decision: z.enum(['approve', 'reject']),
  note: z
    .string()
    .trim()
    .max(DEMAND_NOTE_MAX, `A note has at most ${DEMAND_NOTE_MAX} characters`)
    .default(''),
}).refine((b) => b.decision === 'approve' || b.note !== '', {
  message: 'Please say why the demand is rejected',
  path: ['note'],
});
