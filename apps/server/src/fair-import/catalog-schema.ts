import { CURRENCIES, EXHIBITOR_STATES } from '@showfloor/contracts';
import { ZGuid } from '@showfloor/contracts/schemas';
import { z } from 'zod';
import {
  ZField,
  ZLocalizedLong,
  ZLocalizedText,
  code,
  count,
  optionalText,
  text,
  url,
} from './text-schema.ts';

/*
 * Rows of exhibitors.{csv,json}, products.{csv,json} and projects.json (fair-schema.ts says how a folder is laid
 * out). A spreadsheet carries the plain columns; lists (profile fields, gallery pictures) are JSON only.
 */

const ZCounts = z
  .object({ visits: count.default(0), favorites: count.default(0), likes: count.default(0) })
  .strict();

export const ZExhibitorRow = z
  .object({
    code,
    id: ZGuid.optional(),
    /** The exhibitor's organization (its company account); derived from the code when left out. */
    org: ZGuid.optional(),
    name: ZLocalizedText,
    pavilion: code.optional(),
    booth: optionalText(32),
    logo: url.optional(),
    status: z.enum(EXHIBITOR_STATES).default('normal'),
    visibility: z.enum(['all', 'registeredDomestic', 'registeredOverseas']).default('all'),
    /** Two common profile fields as plain columns; `fields` gives the whole profile instead. */
    profile: ZLocalizedLong.optional(),
    website: url.optional(),
    fields: z.array(ZField).optional(),
    counts: ZCounts.optional(),
    shop: z
      .object({
        banners: z.array(url).max(10).default([]),
        themeColor: text(32),
        slogan: ZLocalizedText.optional(),
      })
      .strict()
      .optional(),
    contact: z
      .object({
        name: ZLocalizedText,
        telephone: text(32).default(''),
        mobile: text(32).default(''),
        email: text(254).default(''),
        address: ZLocalizedLong.default({}),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine((e) => !(e.fields && (e.profile || e.website)), {
    message: 'give fields, or profile and website, not both',
    path: ['fields'],
  });
export type TExhibitorRow = z.infer<typeof ZExhibitorRow>;

export const PRODUCT_STATES = [
  'pendingReview',
  'pendingListing',
  'listed',
  'delisted',
  'rejected',
  'needsModification',
  'banned',
] as const;

export const ZProductRow = z
  .object({
    exhibitor: code,
    code,
    id: ZGuid.optional(),
    name: ZLocalizedText,
    category: code.optional(),
    description: ZLocalizedLong.optional(),
    price: z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be a price such as 1999 or 1999.50')
      .optional(),
    currency: z.enum(CURRENCIES).optional(),
    image: url.optional(),
    /** The gallery after the main picture (up to 10 pictures a product). */
    images: z.array(url).max(9).optional(),
    /** The product's video: a 16:9 mp4 that phones play (H.264, AAC or no sound), as the workbench accepts. */
    video: url.optional(),
    fields: z.array(ZField.omit({ sort: true })).optional(),
    status: z.enum(PRODUCT_STATES).default('listed'),
    counts: ZCounts.optional(),
  })
  .strict();
export type TProductRow = z.infer<typeof ZProductRow>;

export const ZProjectRow = z
  .object({
    exhibitor: code,
    code,
    id: ZGuid.optional(),
    name: ZLocalizedText,
    cover: url.optional(),
    /** The project's category path as shown (`Machinery/Pumps`). */
    category: text(200).default(''),
    description: ZLocalizedLong.optional(),
    status: z.enum(['listed', 'delisted', 'banned']).default('listed'),
    counts: ZCounts.omit({ likes: true }).optional(),
  })
  .strict();
export type TProjectRow = z.infer<typeof ZProjectRow>;

const LOCALIZED_COLUMNS = (name: string) => ['zh-CN', 'en-US', 'pt-PT', 'zh-HK'].map((l) => `${name}.${l}`);
/** The header names a CSV may use: a localized value takes one column per language (`name.zh-CN`). */
export const EXHIBITOR_COLUMNS: readonly string[] = [
  'code',
  ...LOCALIZED_COLUMNS('name'),
  'pavilion',
  'booth',
  'logo',
  'status',
  'visibility',
  ...LOCALIZED_COLUMNS('profile'),
  'website',
];
export const PRODUCT_COLUMNS: readonly string[] = [
  'exhibitor',
  'code',
  ...LOCALIZED_COLUMNS('name'),
  'category',
  ...LOCALIZED_COLUMNS('description'),
  'price',
  'currency',
  'image',
  'status',
];
