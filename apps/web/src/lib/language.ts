import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type TLanguage } from '@showfloor/contracts';
import { isLanguage, preferredLanguage, replaceInvalidLanguage } from '@showfloor/domain';
import { paths } from '../config/paths.ts';
import { createI18n } from './i18n.ts';
import type { Translator } from './translator.ts';
import { renderScope } from './render-scope.ts';
import { hasCookie, readStored, STORAGE_KEYS, writeCookie, writeStored } from './storage.ts';

/** The browser's one translator; the :lang segment of the URL decides its language. */
const browserI18n = createI18n(DEFAULT_LANGUAGE);

/** The translator of this page (the browser's one, or the server render's own). */
export function getI18n(): Translator {
  return renderScope()?.i18n ?? browserI18n;
}

// Held here, apart from the translator's: a server render shares its translator with other renders of the same
// dictionary, and loaders that run right after setLanguage build cache keys and request headers from it.
let active: TLanguage = DEFAULT_LANGUAGE;

export function currentLanguage(): TLanguage {
  return renderScope()?.language ?? active;
}

export function setLanguage(lang: TLanguage): void {
  const next = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const scope = renderScope();
  if (scope) scope.language = next;
  else {
    active = next;
    document.documentElement.lang = next;
  }
  const i18n = getI18n();
  i18n.changeLanguage(next);
}

/**
 * The visitor's preference: their stored choice, then the browser's languages (domain rule). On the server, the
 * choice comes from its cookie and the request's Accept-Language stands for the browser's languages.
 */
export function visitorLanguage(): TLanguage {
  const scope = renderScope();
  if (scope) return preferredLanguage(scope.storedLanguage, scope.acceptLanguages);
  return preferredLanguage(readStored(STORAGE_KEYS.language), globalThis.navigator?.languages ?? []);
}

/** Kept in storage for the browser and in a cookie for the server, which redirects an invalid :lang by it. */
export function rememberLanguage(lang: TLanguage): void {
  writeStored(STORAGE_KEYS.language, lang);
  writeCookie(LANGUAGE_COOKIE, lang);
}

/** A choice stored before the cookie existed reaches the server too. */
export function keepLanguageCookie(): void {
  const stored = readStored(STORAGE_KEYS.language);
  if (stored && isLanguage(stored) && !hasCookie(LANGUAGE_COOKIE)) writeCookie(LANGUAGE_COOKIE, stored);
}

/**
 * An invalid :lang is replaced by the preferred language, the rest of the path and the query kept.
 * Returns the address to redirect to, or null when the path is fine.
 */
export function languageRedirect(pathname: string, search: string, preferred: TLanguage): string | null {
  const fixed = replaceInvalidLanguage(paths.afterMobileBase(pathname), preferred);
  return fixed === null ? null : paths.mobile(fixed) + search;
}
