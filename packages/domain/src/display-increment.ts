import type { TDisplayIncrementRule } from '@showfloor/contracts';

export type CounterName = 'visit' | 'favorites' | 'like';

/**
 * The number shown for a counter: raw x multiplier + base. Without a rule the multiplier is 1 and
 * the base 0. When several rules of a type exist the last one wins, as an organizer's latest edit would.
 * Shown numbers are whole and never negative.
 */
export function displayedCount(
  raw: number,
  rules: readonly TDisplayIncrementRule[],
  counter: CounterName,
): number {
  let multiplier = 1;
  let base = 0;
  for (const rule of rules) {
    const value = rule[counter];
    if (!Number.isFinite(value)) continue;
    if (rule.ruleType === 'multiplier') multiplier = value;
    else base = value;
  }
  return Math.max(0, Math.round(raw * multiplier + base));
}

/** Compact display of a counter: 12345 -> '1.2w' in Chinese, '12.3K' elsewhere. */
export function compactCount(n: number, lang: string): string {
  if (lang.startsWith('zh')) {
    if (n >= 100_000_000) return trim(n / 100_000_000) + (lang === 'zh-HK' ? '億' : '亿');
    if (n >= 10_000) return trim(n / 10_000) + (lang === 'zh-HK' ? '萬' : '万');
    return String(n);
  }
  if (n >= 1_000_000) return trim(n / 1_000_000) + 'M';
  if (n >= 1_000) return trim(n / 1_000) + 'K';
  return String(n);
}

function trim(x: number): string {
  return (Math.floor(x * 10) / 10).toFixed(1).replace(/\.0$/, '');
}
