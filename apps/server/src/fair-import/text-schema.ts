import { CONTROL_CHARACTER, FIELD_TYPES } from '@showfloor/contracts';
import { z } from 'zod';

/** The building blocks of the fair files' schemas (fair-schema.ts, catalog-schema.ts, extras-schema.ts). */

export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    // The contracts' rule for every text (a control character in a file means a broken export).
    .refine((s) => !CONTROL_CHARACTER.test(s), 'holds a control character (a broken export?)');
export const optionalText = (max: number) => text(max).optional();
// Codes are compared as a person reads them: "fs-001" and "FS-001" are one exhibitor, whatever the Unicode form.
export const code = text(64)
  .min(1, 'is required')
  .transform((c) => c.normalize('NFC').toUpperCase());
export const url = text(2048).refine(
  (s) => s === '' || /^(https?:\/\/|\/)/.test(s),
  'must be an http(s) or /path URL',
);
export const count = z.number().int('must be a whole number').min(0, 'cannot be negative');
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm');
/**
 * A day of the fair by its number: 1 is the opening day, 2 the next; 0 and below count back before it (0 the
 * day before). Times in the files are Beijing wall-clock times of such a day, so a fair's programme moves with it.
 */
export const fairDay = z.number().int('must be a whole number').min(-366).max(366);

function localizedText(max: number) {
  return z
    .object(
      {
        'zh-CN': optionalText(max),
        'en-US': optionalText(max),
        'pt-PT': optionalText(max),
        'zh-HK': optionalText(max),
      },
      { error: (iss) => (iss.input === undefined ? 'needs a zh-CN or en-US text' : undefined) },
    )
    .strict();
}

/** Text in the interface languages; zh-CN (or en-US) is required, zh and zh-HK are derived when absent. */
export const ZLocalizedText = localizedText(200).refine(
  (t) => Boolean(t['zh-CN'] || t['en-US']),
  'needs a zh-CN or en-US text',
);
export type TLocalizedText = z.infer<typeof ZLocalizedText>;
/** Longer text (an introduction, a description); may be empty. */
export const ZLocalizedLong = localizedText(4000);
export type TLocalizedLong = z.infer<typeof ZLocalizedLong>;

/** A profile field of an exhibitor or a product (a dynamic field): one value, or one per language. */
export const ZField = z
  .object({
    name: text(64).min(1, 'is required'),
    type: z.enum(FIELD_TYPES),
    label: ZLocalizedText,
    value: text(4000).default(''),
    text: ZLocalizedLong.optional(),
    sort: z.number().int().optional(),
  })
  .strict();
export type TField = z.infer<typeof ZField>;
