import { z } from 'zod';
import { LANGUAGES } from '../common/constants.ts';
import { TRANSLATE_TEXT_MAX, TRANSLATION_PROVIDERS } from './constants.ts';

export const ZTranslateBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'The text to translate is empty')
    .max(TRANSLATE_TEXT_MAX, `A text to translate has at most ${TRANSLATE_TEXT_MAX} characters`),
  /** The text's language when known; 'auto' lets the service tell. */
  source: z.enum([...LANGUAGES, 'auto']).default('auto'),
  /** The reader's language. */
  target: z.enum(LANGUAGES),
});
export type TTranslateBody = z.input<typeof ZTranslateBody>;

export const ZTranslation = z.object({
  text: z.string(),
  target: z.enum(LANGUAGES),
  /** same: nothing to do (already in the target's script); opencc: between the Chinese scripts; service. */
  provider: z.enum(TRANSLATION_PROVIDERS),
});
export type TTranslation = z.infer<typeof ZTranslation>;
