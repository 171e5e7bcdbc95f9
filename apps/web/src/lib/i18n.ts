import { LANGUAGES, type TDictionaryRecord, type TLanguage } from '@showfloor/contracts';
import { languageFallbacks } from '@showfloor/domain';
import { Translator, type Bundle } from './translator.ts';

export type Converter = (text: string) => string;

/**
 * The language code of the English defaults (the en-US JSON of @showfloor/locales): last in every chain, so a
 * key that no dictionary record answers still reads in English, while any record of the server (and the event's
 * own wording) in a language of the chain comes first. Plurals in it follow English.
 */
export const DEFAULTS_LNG = 'dev';

const FALLBACK_LNG: Record<string, string[]> = Object.fromEntries(
  LANGUAGES.map((l) => [l, [...languageFallbacks(l).slice(1), DEFAULTS_LNG]]),
);

const fallbacksOf = (lng: string): readonly string[] => FALLBACK_LNG[lng] ?? [DEFAULTS_LNG];

/**
 * The wording fed by the server dictionary (records lang/key/value). Fallbacks follow domain languageFallbacks
 * (zh -> zh-CN, zh-HK -> zh-CN, pt-PT -> en-US), then the English defaults; a zh-HK entry that is missing is
 * filled by converting the zh-CN one to Traditional Chinese, so Hong Kong visitors never read Simplified text.
 */
export function createI18n(lang: TLanguage): Translator {
  return new Translator(lang, fallbacksOf);
}

const defaults = new WeakMap<Translator, Promise<void>>();

/**
 * Adds the English defaults once per instance. They are a fallback only (the boot data and the loaders bring
 * the dictionary), so they load as their own chunk, never in the first screen's; a failed load is retried next
 * time.
 */
export function addDefaults(
  instance: Translator,
  load: () => Promise<Bundle> = () => import('@showfloor/locales/en-US').then((m) => m.EN_US_ENTRIES),
): Promise<void> {
  let pending = defaults.get(instance);
  if (!pending) {
    pending = load().then(
      // Quietly when every key asked so far was answered: telling the components would draw the whole page
      // again, a long task on a slow phone, to show the same words.
      (bundle) => instance.addBundle(DEFAULTS_LNG, bundle, { overwrite: false, silent: !instance.missed }),
      (e: unknown) => {
        defaults.delete(instance);
        throw e;
      },
    );
    defaults.set(instance, pending);
  }
  return pending;
}

/** Adds dictionary records to their languages; a later batch (the event's own wording) overrides. */
export function addDictionary(instance: Translator, records: readonly TDictionaryRecord[]): void {
  const byLang = new Map<string, Bundle>();
  for (const r of records) {
    if (!r.value) continue;
    const bundle = byLang.get(r.lang) ?? {};
    bundle[r.key] = r.value;
    byLang.set(r.lang, bundle);
  }
  for (const [lang, bundle] of byLang) instance.addBundle(lang, bundle);
}

/** The zh-CN entries that zh-HK lacks, converted. Pure, so the rule is testable without OpenCC. */
export function missingHongKongEntries(cn: Bundle, hk: Bundle, convert: Converter): Bundle {
  const out: Bundle = {};
  for (const [key, value] of Object.entries(cn)) {
    if (!hk[key]) out[key] = convert(value);
  }
  return out;
}

let converter: Promise<Converter> | null = null;

/** OpenCC's cn -> hk tables are about 1 MB: loaded only when a zh-HK page needs them. */
export function loadHongKongConverter(): Promise<Converter> {
  converter ??= import('opencc-js/cn2t')
    .then(({ Converter }) => Converter({ from: 'cn', to: 'hk' }))
    .catch((e: unknown) => {
      converter = null;
      throw e;
    });
  return converter;
}

/** Fills zh-HK from zh-CN where it has no entry of its own. */
export async function fillHongKong(
  instance: Translator,
  load: () => Promise<Converter> = loadHongKongConverter,
): Promise<void> {
  const cn = instance.bundle('zh-CN');
  const hk = instance.bundle('zh-HK');
  if (!Object.keys(cn).some((k) => !hk[k])) return;
  const convert = await load();
  const fill = missingHongKongEntries(cn, hk, convert);
  // Not overwriting: an entry added meanwhile by the event is the better wording.
  instance.addBundle('zh-HK', fill, { overwrite: false });
}

/** Adds records and, for a zh-HK page, waits for the conversion so the page never flashes Simplified. */
export async function applyDictionary(
  instance: Translator,
  records: readonly TDictionaryRecord[],
  lang: TLanguage,
): Promise<void> {
  addDictionary(instance, records);
  if (lang === 'zh-HK') {
    try {
      await fillHongKong(instance);
    } catch {
      // Converter unavailable (offline): zh-CN wording through the fallback is better than nothing.
    }
  }
}

export const ANTD_LOCALE_OF: Record<TLanguage, 'zh-CN' | 'zh-HK' | 'en-US' | 'pt-BR'> = {
  'zh-CN': 'zh-CN',
  zh: 'zh-CN',
  'zh-HK': 'zh-HK',
  'en-US': 'en-US',
  // antd-mobile has no pt-PT; Brazilian Portuguese is the nearest it ships.
  'pt-PT': 'pt-BR',
};
