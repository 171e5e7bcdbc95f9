import type { TLanguage } from '@showfloor/contracts';

/** Each language named in itself (contracts): the switcher and the translation refusal say the same. */
export { LANGUAGE_NAMES } from '@showfloor/contracts';

/** Two-letter marks for the language button of the top bar. */
export const LANGUAGE_SHORT: Record<TLanguage, string> = {
  'zh-CN': '简',
  zh: '中',
  'en-US': 'EN',
  'zh-HK': '繁',
  'pt-PT': 'PT',
};
