import type { TCurrency, TLanguage } from '@showfloor/contracts';

const LOCALE: Record<TLanguage, string> = {
  'zh-CN': 'zh-CN',
  zh: 'zh-CN',
  'en-US': 'en-US',
  'zh-HK': 'zh-HK',
  'pt-PT': 'pt-PT',
};

/**
 * A price in the viewer's language (SPEC §9): CNY, USD, HKD, EUR, 2 decimals by default, 3-digit grouping.
 * Grouping is forced on so pt-PT also groups four-digit amounts.
 */
export function formatCurrency(amount: number, currency: TCurrency, lang: TLanguage, decimals = 2): string {
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(amount);
}
