import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@showfloor/contracts';

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a visitor prefers: the stored choice first, then the browser's list (matched exactly, then by
 * region: zh-TW/zh-MO -> zh-HK, other zh -> zh-CN, en -> en-US, pt -> pt-PT), then zh-CN.
 */
export function preferredLanguage(
  stored: string | null | undefined,
  browser: readonly string[] = [],
): TLanguage {
  if (isLanguage(stored)) return stored;
  for (const raw of browser) {
    const match = matchBrowserLanguage(raw);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

function matchBrowserLanguage(raw: string): TLanguage | null {
  const tag = raw.trim();
  if (isLanguage(tag)) return tag;
  const lower = tag.toLowerCase();
  if (/^zh-(hk|tw|mo|hant)/.test(lower)) return 'zh-HK';
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  if (lower.startsWith('pt')) return 'pt-PT';
  return null;
}

/** Where a dictionary lookup goes when a key is missing (DESIGN §4): zh-HK is converted from zh-CN elsewhere. */
export function languageFallbacks(lang: TLanguage): TLanguage[] {
  switch (lang) {
    case 'zh':
      return ['zh', 'zh-CN'];
    case 'zh-HK':
      return ['zh-HK', 'zh-CN'];
    case 'pt-PT':
      return ['pt-PT', 'en-US'];
    case 'en-US':
      return ['en-US'];
    case 'zh-CN':
      return ['zh-CN'];
  }
}

/**
 * Validates the :lang segment of /m/:lang/... (SPEC §2). Returns null when valid, else the path to go to:
 * the same path with the first segment replaced by the preferred language. A first segment that does not
 * look like a language at all (e.g. /m/exhibitor/x) is kept and the language is put in front of it.
 */
export function replaceInvalidLanguage(pathAfterBase: string, preferred: TLanguage): string | null {
  const [first = '', ...rest] = pathAfterBase.replace(/^\/+/, '').split('/');
  if (isLanguage(first)) return null;
  const looksLikeLang = /^[a-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(first) && first.length <= 10;
  const tail = looksLikeLang ? rest : [first, ...rest];
  return '/' + [preferred, ...tail].filter((s, i) => i === 0 || s !== '' || i === tail.length).join('/');
}
