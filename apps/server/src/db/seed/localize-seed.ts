import * as OpenCC from 'opencc-js';
import type { Localized } from '../schema/types.ts';
import type { Words } from './names.ts';

let converter: ((text: string) => string) | null = null;

/** Simplified -> Hong Kong Traditional, the way DESIGN §4 asks zh-HK to be derived. Built lazily (it is slow). */
export function toHongKong(text: string): string {
  converter ??= OpenCC.Converter({ from: 'cn', to: 'hk' });
  return converter(text);
}

/** Text in the five languages: zh copies zh-CN, zh-HK is converted, pt-PT only when given. */
export function localized(words: Words): Localized {
  const out: Localized = {
    'zh-CN': words.zh,
    zh: words.zh,
    'zh-HK': toHongKong(words.zh),
    'en-US': words.en,
  };
  if (words.pt !== undefined) out['pt-PT'] = words.pt;
  return out;
}
