import * as OpenCC from 'opencc-js';

let converter: ((text: string) => string) | null = null;

/** Simplified -> Hong Kong Traditional, how zh-HK is derived where no Traditional wording is given. Built lazily (it is slow). */
export function toHongKong(text: string): string {
  converter ??= OpenCC.Converter({ from: 'cn', to: 'hk' });
  return converter(text);
}
