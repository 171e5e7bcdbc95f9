import type { TLanguage } from '@showfloor/contracts';
import { languageFallbacks } from '@showfloor/domain';
import type { Localized } from '../../db/schema/types.ts';

/**
 * Content in the request's language, falling back the way the dictionary does (zh-HK -> zh-CN,
 * pt-PT -> en-US, zh -> zh-CN), then to English, then Chinese, then whatever the row has.
 */
export function pickText(map: Localized | null | undefined, lang: TLanguage): string {
  if (!map) return '';
  for (const l of [...languageFallbacks(lang), 'en-US', 'zh-CN']) {
    const v = map[l];
    if (v) return v;
  }
  return Object.values(map).find((v): v is string => Boolean(v)) ?? '';
}
