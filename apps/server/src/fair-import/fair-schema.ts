import { CURRENCIES, EXHIBITOR_STATES, ZGuid } from '@showfloor/contracts';
import { daysBetween } from '@showfloor/domain';
import { z } from 'zod';

/*
 * The format an organizer's fair is loaded from (README "Loading a real fair"): a folder with fair.json (the event,
 * its pavilions and categories) and exhibitors and products, each as .json (an array of rows) or .csv (a
 * spreadsheet saved as CSV, one row per line, the header naming the columns below). Rows refer to each other by the
 * organizer's own codes (booth or company code, model number), never by database ids: the ids are derived from
 * the event and the code, so loading a corrected file again updates the same rows instead of adding copies.
 */

// Control characters a text field cannot hold (tab, line feed and carriage return are text): PostgreSQL refuses
// NUL outright, and the others are never typed by a person, so they mean a broken export.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .refine((s) => !CONTROL.test(s), 'holds a control character (a broken export?)');
const optionalText = (max: number) => text(max).optional();
// Codes are compared as a person reads them: "fs-001" and "FS-001" are one exhibitor, whatever the Unicode form.
const code = text(64)
  .min(1, 'is required')
  .transform((c) => c.normalize('NFC').toUpperCase());
const url = text(2048).refine(
  (s) => s === '' || /^(https?:\/\/|\/)/.test(s),
  'must be an http(s) or /path URL',
);

/** Text in the interface languages; zh-CN (or en-US) is required, zh and zh-HK are derived when absent. */
export const ZLocalizedText = z
  .object(
    {
      'zh-CN': optionalText(200),
      'en-US': optionalText(200),
      'pt-PT': optionalText(200),
      'zh-HK': optionalText(200),
    },
    { error: (iss) => (iss.input === undefined ? 'needs a zh-CN or en-US text' : undefined) },
  )
  .strict()
  .refine((t) => Boolean(t['zh-CN'] || t['en-US']), 'needs a zh-CN or en-US text');
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

const ZLocalizedLong = z
  .object({
    'zh-CN': optionalText(4000),
    'en-US': optionalText(4000),
    'pt-PT': optionalText(4000),
    'zh-HK': optionalText(4000),
  })
  .strict();

const ZDay = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD (Beijing date)')
      .refine((d) => daysBetween(d, d) === 0, 'is not a date of the calendar'),
    from: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')
      .default('09:00'),
    to: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm')
      .default('17:00'),
  })
  .strict()
  .refine((d) => d.from < d.to, 'from must be before to');

export const ZFairFile = z
  .object({
    event: z
      .object({
        id: ZGuid,
        title: ZLocalizedText,
        days: z
          .array(ZDay)
          .min(1, 'needs at least one day')
          .max(60)
          .refine((days) => new Set(days.map((d) => d.date)).size === days.length, 'names a date twice'),
        topOrgId: ZGuid,
        belongOrgId: ZGuid,
        currency: z.enum(CURRENCIES).default('CNY'),
        defaultLanguage: z.enum(['zh-CN', 'en-US', 'zh-HK', 'pt-PT']).default('zh-CN'),
        languages: z
          .array(z.enum(['zh-CN', 'en-US', 'zh-HK', 'pt-PT']))
          .min(1)
          .default(['zh-CN', 'en-US']),
      })
      .strict(),
    pavilions: z.array(z.object({ code, name: ZLocalizedText }).strict()).default([]),
    categories: z
      .array(z.object({ code, name: ZLocalizedText, parent: code.optional() }).strict())
      .default([]),
  })
  .strict();
export type TFairFile = z.infer<typeof ZFairFile>;

export const ZExhibitorRow = z
  .object({
    code,
    name: ZLocalizedText,
    pavilion: code.optional(),
    booth: optionalText(32),
    logo: url.optional(),
    status: z.enum(EXHIBITOR_STATES).default('normal'),
    visibility: z.enum(['all', 'registeredDomestic', 'registeredOverseas']).default('all'),
    profile: ZLocalizedLong.optional(),
    website: url.optional(),
  })
  .strict();
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
    status: z.enum(PRODUCT_STATES).default('listed'),
  })
  .strict();
export type TProductRow = z.infer<typeof ZProductRow>;

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
