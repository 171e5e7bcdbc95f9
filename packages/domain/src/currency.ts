import type { TCurrency, TLanguage } from '@showfloor/contracts';

const LOCALE: Record<TLanguage, string> = {
  'zh-CN': 'zh-CN',
  zh: 'zh-CN',
  'en-US': 'en-US',
  'zh-HK': 'zh-HK',
  'pt-PT': 'pt-PT',
};

/**
 * A price in the viewer's language: CNY, USD, HKD, EUR, 2 decimals by default, 3-digit grouping.
 * Grouping is forced on so pt-PT also groups four-digit amounts.
 */
export function formatCurrency(amount: number, currency: TCurrency, lang: TLanguage, decimals = 2): string {
  return formatterOf(currency, lang, decimals).format(amount);
}

// One formatter per language, currency and decimals: building an Intl.NumberFormat costs far more than using
// one, and a product list formats a price per card.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: TCurrency, lang: TLanguage, decimals: number): Intl.NumberFormat {
  const key = `${lang}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE[lang], {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}
