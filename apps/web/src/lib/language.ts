import { DEFAULT_LANGUAGE, type TLanguage } from '@showfloor/contracts';
import { isLanguage, preferredLanguage, replaceInvalidLanguage } from '@showfloor/domain';
import { paths } from '../config/paths.ts';
import { createI18n } from './i18n.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

/** The app's one i18next instance; the :lang segment of the URL decides its language. */
export const i18n = createI18n(DEFAULT_LANGUAGE);

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function setLanguage(lang: TLanguage): void {
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** The visitor's preference: their stored choice, then the browser's languages (domain rule). */
export function visitorLanguage(): TLanguage {
  return preferredLanguage(readStored(STORAGE_KEYS.language), globalThis.navigator?.languages ?? []);
}

export function rememberLanguage(lang: TLanguage): void {
  writeStored(STORAGE_KEYS.language, lang);
}

/**
 * SPEC §2: an invalid :lang is replaced by the preferred language, the rest of the path and the query kept.
 * Returns the address to redirect to, or null when the path is fine.
 */
export function languageRedirect(pathname: string, search: string, preferred: TLanguage): string | null {
  const fixed = replaceInvalidLanguage(paths.afterMobileBase(pathname), preferred);
  return fixed === null ? null : paths.mobile(fixed) + search;
}
