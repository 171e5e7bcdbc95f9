import { DEFAULT_LANGUAGE, type TLanguage } from '@showfloor/contracts';
import { isLanguage, preferredLanguage, replaceInvalidLanguage } from '@showfloor/domain';
import { paths } from '../config/paths.ts';
import { createI18n } from './i18n.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

/** The app's one i18next instance; the :lang segment of the URL decides its language. */
export const i18n = createI18n(DEFAULT_LANGUAGE);

// Held here, set synchronously: i18next applies changeLanguage asynchronously, but loaders that run right
// after setLanguage build cache keys and request headers from the language.
let active: TLanguage = DEFAULT_LANGUAGE;

export function currentLanguage(): TLanguage {
  return active;
}

export function setLanguage(lang: TLanguage): void {
  active = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (i18n.language !== active) void i18n.changeLanguage(active);
  document.documentElement.lang = active;
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
