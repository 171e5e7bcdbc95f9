import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { textLength } from '../common/text.ts';
import { ZPaging } from '../catalog/schemas.ts';
import { CARD_PHONE_PATTERN } from '../card/constants.ts';
import { ENQUIRY_STATES, ENQUIRY_TEXT_MAX, QUANTITY_MAX, UNIT_MAX } from './constants.ts';

const optional = (schema: z.ZodString) => z.union([z.literal(''), schema]).default('');

/** An enquiry as the buyer sends it: the dictionary's rules (the domain's enquiryProblems holds the same). */
export const ZEnquiryBody = z
  .object({
    bventId: ZGuid,
    productId: ZGuid,
    quantity: z
      .number('Please enter the quantity')
      .int('Please enter the quantity')
      .min(1, 'The quantity cannot be 0')
      .max(QUANTITY_MAX, `The quantity is at most ${QUANTITY_MAX}`),
    unit: z
      .string()
      .trim()
      .refine((u) => textLength(u) <= UNIT_MAX, `A unit has at most ${UNIT_MAX} characters`)
      .default(''),
    message: z
      .string()
      .trim()
      .refine((m) => textLength(m) <= ENQUIRY_TEXT_MAX, `Enter up to ${ENQUIRY_TEXT_MAX} characters`)
      .default(''),
    phone: optional(
      z.string().trim().regex(new RegExp(CARD_PHONE_PATTERN), 'Please enter a valid phone number'),
    ),
    email: optional(z.string().trim().email('Please enter a valid email address').max(254)),
    sendBusinessCard: z.boolean().default(false),
    agreed: z.literal(true, 'Please read and agree to the user agreement'),
  })
  .refine((b) => b.phone !== '' || b.email !== '', {
    message: 'Please enter a phone number or an email address (at least one)',
    path: ['phone'],
  });
export type TEnquiryBody = z.input<typeof ZEnquiryBody>;

export const ZEnquiryReply = z.object({
  id: ZGuid,
  authorName: z.string(),
  text: z.string(),
  at: z.string(),
});

/** An enquiry as its buyer and the exhibitor's team see it. */
export const ZEnquiry = z.object({
  id: ZGuid,
  bventId: ZGuid,
  state: z.enum(ENQUIRY_STATES),
  product: z.object({ id: ZGuid, name: z.string(), image: z.string(), model: z.string() }),
  exhibitor: z.object({ id: ZGuid, name: z.string() }),
  buyer: z.object({ id: ZGuid, name: z.string(), company: z.string() }),
  quantity: z.number().int(),
  unit: z.string(),
  message: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The buyer's card when they sent it with the enquiry (its exchange on the card wall). */
  card: z
    .object({ exchangeId: ZGuid, fullName: z.string(), company: z.string(), jobTitle: z.string() })
    .nullable(),
  replies: z.array(ZEnquiryReply),
  at: z.string(),
});
export type TEnquiry = z.infer<typeof ZEnquiry>;

export const ZMyEnquiriesQuery = ZPaging.extend({ bventId: ZGuid });
export const ZEnquiryInboxQuery = ZPaging.extend({
  bventId: ZGuid,
  state: z.enum(ENQUIRY_STATES).optional(),
});
export const ZEnquiryInboxCsvQuery = ZEnquiryInboxQuery.omit({ pageNo: true, pageSize: true });
export const ZEnquiryRef = z.object({ bventId: ZGuid, id: ZGuid });
export const ZEnquiryReplyBody = ZEnquiryRef.extend({
  text: z.string().trim().min(1, 'Please enter a reply').max(1000, 'A reply has at most 1000 characters'),
});
export const ZEnquiryFile = z.object({ fileName: z.string(), content: z.string() });
