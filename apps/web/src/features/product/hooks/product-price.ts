import type { TCurrency, TLanguage } from '@showfloor/contracts';
import { formatCurrency } from '@showfloor/domain';

/**
 * A product's price as shown (SPEC §9): the contract carries integer minor units (cents) of the event's
 * currency, or null for "price on request", which the caller words itself.
 */
export function productPrice(minor: number | null, currency: TCurrency, lang: TLanguage): string | null {
  if (minor === null || !Number.isFinite(minor)) return null;
  return formatCurrency(minor / 100, currency, lang);
}
