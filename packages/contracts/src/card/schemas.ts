import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { ZPaging } from '../catalog/schemas.ts';
import {
  CARD_COMPANY_MAX,
  CARD_NAME_MAX,
  CARD_PHONE_PATTERN,
  CARD_TITLE_MAX,
  CARD_WALL_BOXES,
} from './constants.ts';

const optional = (schema: z.ZodString) => z.union([z.literal(''), schema]).default('');

/**
 * The fields of a business card. "Phone or email at least one", each valid when given; the country is an area
 * code of Dictionary/GetTree (e.g. CN), the phone's prefix one of the international area codes (e.g. +86).
 */
export const ZCardFields = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, 'Please enter your name')
      .max(CARD_NAME_MAX, `A name has at most ${CARD_NAME_MAX} characters`),
    company: z
      .string()
      .trim()
      .max(CARD_COMPANY_MAX, `A company has at most ${CARD_COMPANY_MAX} characters`)
      .default(''),
    jobTitle: z
      .string()
      .trim()
      .max(CARD_TITLE_MAX, `A title has at most ${CARD_TITLE_MAX} characters`)
      .default(''),
    phoneCode: optional(z.string().regex(/^\+\d{1,4}$/, 'An area code is + and 1 to 4 digits')),
    phone: optional(
      z.string().trim().regex(new RegExp(CARD_PHONE_PATTERN), 'Please enter a valid phone number'),
    ),
    email: optional(z.string().trim().email('Please enter a valid email address').max(254)),
    country: optional(z.string().regex(/^[A-Z]{2,3}$/, 'A country is its area code')),
    avatar: optional(z.string().url('An avatar is an address').max(500)),
  })
  .refine((c) => c.phone !== '' || c.email !== '', {
    message: 'Please enter a phone number or an email address (at least one)',
    path: ['phone'],
  });
export type TCardFields = z.input<typeof ZCardFields>;

/** A card as shown: its fields, and whose it is. */
export const ZBusinessCardView = z.object({
  cardId: ZGuid,
  userId: ZGuid,
  fullName: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  phoneCode: z.string(),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  avatar: z.string(),
});
export type TBusinessCardView = z.infer<typeof ZBusinessCardView>;

/** The caller's own card: saved, or drafted from the account until it is saved (cardId null). */
export const ZMyCard = ZBusinessCardView.extend({
  cardId: ZGuid.nullable(),
  complete: z.boolean(),
});
export type TMyCard = z.infer<typeof ZMyCard>;

export const ZCardComplete = z.object({
  complete: z.boolean(),
  /** What a card still needs before it is sent: fullName, and phone or email. */
  missing: z.array(z.enum(['fullName', 'phoneOrEmail'])),
});

export const ZUserIdQuery = z.object({ userId: ZGuid });
export const ZCardId = z.object({ cardId: ZGuid.nullable() });

export const ZSendCardBody = z.object({ bventId: ZGuid, exhibitorId: ZGuid });
export const ZSendCardBackBody = z.object({ bventId: ZGuid, exchangeId: ZGuid });

/** A card on the wall: who sent it to whom, when, and whether it was answered with a card. */
export const ZCardExchange = z.object({
  exchangeId: ZGuid,
  bventId: ZGuid,
  box: z.enum(CARD_WALL_BOXES),
  card: ZBusinessCardView.omit({ cardId: true }),
  /** The other side: the exhibitor a card was sent to, or the person who sent it. */
  counterpart: z.string(),
  /** ISO 8601 instant it was (last) sent. */
  sentAt: z.string(),
  /** Sent to an exhibitor (its members may answer it with theirs), not back to a person. */
  toExhibitor: z.boolean(),
  /** A card sent to an exhibitor: whether one came back. */
  answered: z.boolean(),
});
export type TCardExchange = z.infer<typeof ZCardExchange>;

export const ZCardWallQuery = ZPaging.extend({
  bventId: ZGuid,
  box: z.enum(CARD_WALL_BOXES),
  /** Part of a name or a company. */
  keyword: z.string().trim().max(50).optional(),
  /** Sent at or after / before these instants (ISO 8601; the client turns the viewer's days into them). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export const ZCardWallCsvQuery = ZCardWallQuery.omit({ pageNo: true, pageSize: true });

export const ZExchangeQuery = z.object({ exchangeId: ZGuid });

/** A file the client saves: its name and its text. */
export const ZCardFile = z.object({ fileName: z.string(), content: z.string() });
