import { DEFAULT_LANGUAGE, LANGUAGES, MOBILE_PAGES, type TLanguage } from '@showfloor/contracts';

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

/** Where a dictionary lookup goes when a key is missing: zh-HK is converted from zh-CN elsewhere. */
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

/** The first segments of the client's pages (exhibitor, search, ...): a path starting with one lacks its language. */
const PAGE_HEADS = new Set(MOBILE_PAGES.map((p) => p.split('/')[0]!.toLowerCase()).filter(Boolean));

/**
 * Validates the :lang segment of /m/:lang/...: returns null when valid, else the path to go to. A first
 * segment that is a page (/m/exhibitor/x) means the language is missing: the preferred one is put in front. Any
 * other first segment is a language that is not one of ours (/m/english/..., /m/fr-FR/...): it is replaced, by the
 * language it spells in another case (/m/EN-us/ -> en-US) or else the preferred one, and the rest is kept.
 */
export function replaceInvalidLanguage(pathAfterBase: string, preferred: TLanguage): string | null {
  const [first = '', ...rest] = pathAfterBase.replace(/^\/+/, '').split('/');
  if (isLanguage(first)) return null;
  if (first === '' || PAGE_HEADS.has(first.toLowerCase())) {
    return '/' + [preferred, ...(first === '' ? [] : [first]), ...rest].join('/');
  }
  const sameInAnotherCase = LANGUAGES.find((l) => l.toLowerCase() === first.toLowerCase());
  return '/' + [sameInAnotherCase ?? preferred, ...rest].join('/');
}
