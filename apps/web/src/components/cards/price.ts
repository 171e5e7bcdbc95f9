import type { TCurrency, TLanguage } from '@showfloor/contracts';
import { formatCurrency } from '@showfloor/domain';

/**
 * A catalog price (integer minor units) in the event's currency; null means "price on request".
 * Every supported currency (CNY, USD, HKD, EUR) has 2 decimals.
 */
export function minorUnitPrice(minor: number | null, currency: TCurrency, lang: TLanguage): string | null {
  if (minor === null || !Number.isFinite(minor)) return null;
  return formatCurrency(minor / 100, currency, lang);
}

/**
 * A search hit's price (a decimal string in major units) in the event's currency, or null when there is none
 * or it is not a number, so a card never shows "NaN".
 */
export function decimalPrice(price: string | null, currency: TCurrency, lang: TLanguage): string | null {
  if (price === null || price.trim() === '') return null;
  const amount = Number(price);
  return Number.isFinite(amount) ? formatCurrency(amount, currency, lang) : null;
}
