import type { TLanguage } from '@showfloor/contracts';
import { languageFallbacks } from '@showfloor/domain';

/** A product's text in the page's language, falling back as the gateway does, then any language it has. */
export function textIn(map: Partial<Record<TLanguage, string>>, lang: TLanguage): string {
  for (const l of [...languageFallbacks(lang), 'en-US', 'zh-CN'] as const) {
    const v = map[l]?.trim();
    if (v) return v;
  }
  return Object.values(map).find((v) => v?.trim()) ?? '';
}

/**
 * The languages the form asks a product's texts in: the event's (its default first; 'zh' is zh-CN's simple
 * name), always Simplified Chinese and English, and any other the product already has so none is lost.
 */
export function formLanguages(
  setting: { defaultLanguage: TLanguage; languageCollection: readonly TLanguage[] } | null | undefined,
  has: readonly Partial<Record<TLanguage, string>>[] = [],
): TLanguage[] {
  const norm = (l: TLanguage): TLanguage => (l === 'zh' ? 'zh-CN' : l);
  const list = [
    ...(setting ? [setting.defaultLanguage, ...setting.languageCollection] : []),
    'zh-CN' as const,
    'en-US' as const,
    ...has.flatMap((m) => (Object.keys(m) as TLanguage[]).filter((l) => m[l]?.trim())),
  ].map(norm);
  return [...new Set(list)];
}
