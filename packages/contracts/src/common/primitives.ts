import { z } from 'zod';
import { GUID_PATTERN, LANGUAGES, CURRENCIES } from './constants.ts';

export const ZGuid = z.string().regex(GUID_PATTERN, 'must be a guid (8-4-4-4-12 hex)');

export const ZLanguage = z.enum(LANGUAGES);

export type TLanguage = z.infer<typeof ZLanguage>;

/** Server times are Beijing wall-clock times, 'YYYY-MM-DD HH:mm:ss' (GMT+8, offset 480 minutes). */
export const ZBeijingTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be YYYY-MM-DD HH:mm:ss');

export const ZUrl = z.string().max(2048);

/** Query flags arrive as strings; accept the usual spellings of a boolean. */
export const ZQueryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZCurrency = z.enum(CURRENCIES);

export type TCurrency = z.infer<typeof ZCurrency>;
