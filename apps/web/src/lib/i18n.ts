import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, type TDictionaryRecord, type TLanguage } from '@showfloor/contracts';
import { languageFallbacks } from '@showfloor/domain';

export type Converter = (text: string) => string;
type Bundle = Record<string, string>;

/**
 * The language code of the English defaults (the en-US JSON of @showfloor/locales): last in every chain, so a
 * key that no dictionary record answers still reads in English, while any record of the server (and the event's
 * own wording) in a language of the chain comes first. 'dev' is i18next's own code for this place: it is left
 * out of resolvedLanguage and plurals in it follow English.
 */
export const DEFAULTS_LNG = 'dev';

/**
 * Each language's chain as a map, not a function: i18next keeps the chain it worked out for a map, and works out
 * a function's again on every t() (three times slower per call; a page calls t() hundreds of times).
 */
const FALLBACK_LNG: Record<string, string[]> = {
  ...Object.fromEntries(LANGUAGES.map((l) => [l, [...languageFallbacks(l).slice(1), DEFAULTS_LNG]])),
  default: [DEFAULTS_LNG],
};

/**
 * i18next fed by the server dictionary (records lang/key/value). Fallbacks follow domain languageFallbacks
 * (zh -> zh-CN, zh-HK -> zh-CN, pt-PT -> en-US), then the English defaults; a zh-HK entry that is missing is
 * filled by converting the zh-CN one to Traditional Chinese, so Hong Kong visitors never read Simplified text.
 */
export function createI18n(lang: TLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    resources: {},
    // 'currentOnly': i18next would otherwise try 'zh' for 'zh-HK', which is Simplified.
    load: 'currentOnly',
    fallbackLng: FALLBACK_LNG,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    returnNull: false,
    initAsync: false,
    // Components render again when resources arrive (lib/use-translation.ts).
    react: { bindI18nStore: 'added' },
    // Told of each key no language of the chain answered: only then must the English defaults, when they
    // arrive, draw the page again (addDefaults).
    saveMissing: true,
    missingKeyHandler: () => void missedKeys.add(instance),
  });
  return instance;
}

/** Instances that were asked for a key none of their records answered (shown as its default or its key). */
const missedKeys = new WeakSet<I18n>();

const defaults = new WeakMap<I18n, Promise<void>>();

/**
 * Adds the English defaults once per instance. They are a fallback only (the boot data and the loaders bring
 * the dictionary), so they load as their own chunk, never in the first screen's; a failed load is retried next
 * time.
 */
export function addDefaults(
  instance: I18n,
  load: () => Promise<Bundle> = () => import('@showfloor/locales/en-US').then((m) => m.EN_US_ENTRIES),
): Promise<void> {
  let pending = defaults.get(instance);
  if (!pending) {
    pending = load().then(
      // Quietly when every key asked so far was answered: telling the components would draw the whole page
      // again, a long task on a slow phone, to show the same words.
      (bundle) =>
        void instance.addResourceBundle(DEFAULTS_LNG, 'translation', bundle, true, false, {
          silent: !missedKeys.has(instance),
        }),
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
export function addDictionary(instance: I18n, records: readonly TDictionaryRecord[]): void {
  const byLang = new Map<string, Bundle>();
  for (const r of records) {
    if (!r.value) continue;
    const bundle = byLang.get(r.lang) ?? {};
    bundle[r.key] = r.value;
    byLang.set(r.lang, bundle);
  }
  for (const [lang, bundle] of byLang) instance.addResourceBundle(lang, 'translation', bundle, true, true);
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
  instance: I18n,
  load: () => Promise<Converter> = loadHongKongConverter,
): Promise<void> {
  const cn = (instance.getResourceBundle('zh-CN', 'translation') ?? {}) as Bundle;
  const hk = (instance.getResourceBundle('zh-HK', 'translation') ?? {}) as Bundle;
  if (!Object.keys(cn).some((k) => !hk[k])) return;
  const convert = await load();
  const fill = missingHongKongEntries(cn, hk, convert);
  // Not overwriting: an entry added meanwhile by the event is the better wording.
  instance.addResourceBundle('zh-HK', 'translation', fill, true, false);
}

/** Adds records and, for a zh-HK page, waits for the conversion so the page never flashes Simplified. */
export async function applyDictionary(
  instance: I18n,
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
