import { CHAT_TYPES, CURRENCIES, FUNCTION_KEYS } from '@showfloor/contracts';
import { ZDecoration, ZGuid } from '@showfloor/contracts/schemas';
import { daysBetween } from '@showfloor/domain';
import { z } from 'zod';
import { ZLocalizedLong, ZLocalizedText, code, hhmm, text, url } from './text-schema.ts';

/*
 * The format a fair is loaded from (README "Loading a real fair"), the demo fair's (apps/server/demo/fair) and an
 * organizer's alike: a folder with fair.json (this file's schema: the event, its pavilions, categories and
 * settings), exhibitors and products, each as .json (an array of rows) or .csv (a spreadsheet saved as CSV, one
 * row per line), and optionally projects.json, media.json, activities.json, meetings.json and accounts.json
 * (catalog-schema.ts, extras-schema.ts). Rows refer to each other by the organizer's own codes (booth or company
 * code, model number), never by database ids: an id is derived from the event and the code, so loading a corrected
 * file again updates the same rows instead of adding copies. A row may give its id outright (the demo fair does,
 * so tests can name its rows).
 */

const LANGS = ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'] as const;

/**
 * A day of the fair. The date is the Beijing date; a fair whose days have no dates (the demo's) is placed by the
 * loader, opening on the day it is given, so its files never go stale.
 */
const ZDay = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD (Beijing date)')
      .refine((d) => daysBetween(d, d) === 0, 'is not a date of the calendar')
      .optional(),
    from: hhmm.default('09:00'),
    to: hhmm.default('17:00'),
  })
  .strict()
  .refine((d) => d.from < d.to, 'from must be before to');

const ZShare = z
  .object({ title: ZLocalizedText.optional(), description: ZLocalizedLong.optional(), image: url.optional() })
  .strict();

const ZRegistration = z
  .object({
    mode: z.enum(['open', 'approval', 'paid', 'waitlist']),
    ticketPrice: z.number().int().min(0),
    capacity: z.number().int().min(1).nullable(),
    payWays: z.array(z.enum(['Online', 'OfflinePay'])).min(1),
  })
  .strict();

const ZTerms = z.object({ title: ZLocalizedText, content: ZLocalizedLong }).strict();

const ZOption = z
  .object({ value: text(64).min(1), label: ZLocalizedText, parent: text(64).optional() })
  .strict();

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
          .refine(
            (days) => days.every((d) => d.date) || days.every((d) => !d.date),
            'give every day a date, or none (the fair is then placed when it is loaded)',
          )
          .refine(
            (days) => new Set(days.map((d, i) => d.date ?? i)).size === days.length,
            'names a date twice',
          ),
        topOrgId: ZGuid,
        belongOrgId: ZGuid,
        currency: z.enum(CURRENCIES).default('CNY'),
        defaultLanguage: z.enum(LANGS).default('zh-CN'),
        languages: z.array(z.enum(LANGS)).min(1).default(['zh-CN', 'en-US']),
        logo: url.optional(),
        share: ZShare.optional(),
        /** The organizer's look (decoration); what is left out takes the plain default. */
        decoration: ZDecoration.omit({ bventId: true }).partial().strict().optional(),
        /** The functions the event offers; all of them when left out. */
        functionKeys: z.partialRecord(z.enum(FUNCTION_KEYS), z.boolean()).optional(),
        chatRoles: z.array(z.enum(['AttendeeToExhibitor', 'ExhibitorToExhibitor'])).optional(),
        chatTypes: z.array(z.enum(CHAT_TYPES)).min(1).optional(),
        registration: ZRegistration.optional(),
      })
      .strict(),
    /** The organizer's benefit package (by the top organization), in order. */
    benefits: z
      .array(z.object({ functionKey: z.enum(FUNCTION_KEYS), enable: z.boolean() }).strict())
      .optional(),
    pavilions: z
      .array(
        z
          .object({
            code,
            id: ZGuid.optional(),
            name: ZLocalizedText,
            status: z.enum(['normal', 'uploading', 'uploadingData']).default('normal'),
            cover: url.optional(),
            description: ZLocalizedLong.optional(),
          })
          .strict(),
      )
      .default([]),
    categories: z
      .array(z.object({ code, id: ZGuid.optional(), name: ZLocalizedText, parent: code.optional() }).strict())
      .default([]),
    terms: z
      .object({
        userAgreement: ZTerms.optional(),
        privacyPolicy: ZTerms.optional(),
        uploadAgreement: ZTerms.optional(),
      })
      .strict()
      .optional(),
    /** The event's own words (its dictionary rows), by key; they override the platform's. */
    dictionary: z.record(text(128).min(1), ZLocalizedText).optional(),
    /** The search page's decoration. */
    search: z
      .object({
        banners: z.array(z.object({ image: url, link: url.default('') }).strict()).default([]),
        hotWords: z.array(ZLocalizedText).default([]),
        placeholder: ZLocalizedText,
        backgroundColor: text(32).default(''),
      })
      .strict()
      .optional(),
    /** The options of the event's data-source fields (a select's choices, a two-level tree by parent). */
    dataSources: z
      .array(z.object({ field: text(64).min(1), label: ZLocalizedText, options: z.array(ZOption) }).strict())
      .optional(),
  })
  .strict();
export type TFairFile = z.infer<typeof ZFairFile>;
