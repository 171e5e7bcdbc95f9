import * as OpenCC from 'opencc-js';

let converter: ((text: string) => string) | null = null;

/** Simplified -> Hong Kong Traditional, the way DESIGN §4 asks zh-HK to be derived. Built lazily (it is slow). */
export function toHongKong(text: string): string {
  converter ??= OpenCC.Converter({ from: 'cn', to: 'hk' });
  return converter(text);
}
