import type { TLanguage } from '@showfloor/contracts';

/**
 * The Intl locale each site language formats dates in, one table so every feature's dates read alike: 'zh' is the
 * site's Simplified Chinese, so it formats as 'zh-CN' does.
 */
export const INTL_LOCALES: Record<TLanguage, string> = {
  'zh-CN': 'zh-CN',
  zh: 'zh-CN',
  'en-US': 'en-US',
  'zh-HK': 'zh-HK',
  'pt-PT': 'pt-PT',
};
