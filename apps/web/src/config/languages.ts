import type { TLanguage } from '@showfloor/contracts';

/** Each language named in itself: a visitor who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  'zh-CN': '简体中文',
  zh: '中文（简）',
  'en-US': 'English',
  'zh-HK': '繁體中文（香港）',
  'pt-PT': 'Português',
};

/** Two-letter marks for the language button of the top bar. */
export const LANGUAGE_SHORT: Record<TLanguage, string> = {
  'zh-CN': '简',
  zh: '中',
  'en-US': 'EN',
  'zh-HK': '繁',
  'pt-PT': 'PT',
};
