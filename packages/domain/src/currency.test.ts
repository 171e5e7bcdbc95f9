import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency.ts';

describe('currency: CNY, USD, HKD, EUR, 2 decimals, 3-digit grouping', () => {
  it('formats the four currencies with 2 decimals and 3-digit grouping', () => {
    expect(formatCurrency(1234567.5, 'CNY', 'zh-CN')).toBe('¥1,234,567.50');
    expect(formatCurrency(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'HKD', 'zh-HK')).toBe('HK$1,234.50');
    // pt-PT groups with a (narrow) space and uses a decimal comma; grouping is forced for 4 digits too.
    expect(formatCurrency(1234.5, 'EUR', 'pt-PT').replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  it('honours another number of decimals', () => {
    expect(formatCurrency(1234.5678, 'USD', 'en-US', 0)).toBe('$1,235');
  });
});
