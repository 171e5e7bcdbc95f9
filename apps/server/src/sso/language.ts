import { DEFAULT_LANGUAGE, type TLanguage } from '@showfloor/contracts';
import { isLanguage, preferredLanguage } from '@showfloor/domain';

function tags(value: unknown, separator: RegExp): string[] {
  return typeof value === 'string'
    ? value
        .split(separator)
        .map((t) => t.split(';')[0]!.trim())
        .filter(Boolean)
    : [];
}

function match(tag: string): TLanguage | null {
  const lang = preferredLanguage(null, [tag]);
  // preferredLanguage answers the default when nothing matches; only a zh tag really means zh-CN.
  return lang !== DEFAULT_LANGUAGE || /^zh/i.test(tag) ? lang : null;
}

/** The page language: the OIDC `ui_locales` param, else the `lang` query, else Accept-Language, else zh-CN. */
export function ssoLanguage(src: {
  uiLocales?: unknown;
  lang?: unknown;
  acceptLanguage?: unknown;
}): TLanguage {
  for (const tag of tags(src.uiLocales, /\s+/)) {
    const lang = match(tag);
    if (lang) return lang;
  }
  if (isLanguage(src.lang)) return src.lang;
  return preferredLanguage(null, tags(src.acceptLanguage, /,/));
}
