import { ERROR_MESSAGES, ErrorCode, type TLanguage } from '@showfloor/contracts';
import { languageFallbacks } from '@showfloor/domain';
import { BUNDLES, type LocaleLanguage } from '@showfloor/locales';

/** How long a client is asked to wait before trying again while the database is away (seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * The 503's words in the request's language, from the platform dictionary's files, not the database's copy of
 * them: the database is the thing that is away.
 */
export function databaseUnavailableMessage(lang: TLanguage): string {
  const { key, en } = ERROR_MESSAGES[ErrorCode.DatabaseUnavailable]!;
  for (const l of languageFallbacks(lang)) {
    const word = BUNDLES[l as LocaleLanguage]?.common[key];
    if (word) return word;
  }
  return en;
}
