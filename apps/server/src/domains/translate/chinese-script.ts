import * as OpenCC from 'opencc-js';

/*
 * Between the Chinese scripts the product speaks: Simplified (zh-CN, zh) and Hong Kong Traditional with its
 * phrases (zh-HK), by OpenCC's tables: offline and exact. Converting text already in the target script leaves it
 * as it is, so the source's script need not be known. The converters are built on first use (they are slow).
 */
let toHk: ((text: string) => string) | null = null;
let toCn: ((text: string) => string) | null = null;

export function toHongKongTraditional(text: string): string {
  toHk ??= OpenCC.Converter({ from: 'cn', to: 'hk' });
  return toHk(text);
}

export function toSimplified(text: string): string {
  toCn ??= OpenCC.Converter({ from: 'hk', to: 'cn' });
  return toCn(text);
}

/** Whether the text is Chinese at all (has Han characters): only then do the scripts apply. */
export const hasHan = (text: string): boolean => /\p{Script=Han}/u.test(text);
