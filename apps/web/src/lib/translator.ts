/**
 * The page's wording: dictionary bundles per language, looked up along a fallback chain, with `{{name}}`
 * placeholders and plural forms (`key_one`, `key_other`, ... chosen by Intl.PluralRules, `key_zero` for a count
 * of 0). It is the part of i18next this app used (one namespace, flat keys without dots, no nesting or
 * formatters: @showfloor/locales' test keeps the files so) in about a twentieth of its size: i18next was 15 KB
 * of the 100 KB the first screen may download before it is interactive.
 */
export type Bundle = Record<string, string>;
export type TOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

/** The language a plural rule is asked for: the English defaults' code ('dev') follows English. */
const PLURAL_LANGUAGE_OF: Record<string, string> = { dev: 'en' };

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(PLURAL_LANGUAGE_OF[lng] ?? lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_]\w*)\s*\}\}/g;

/** `{{name}}` from the options; a placeholder without a value stays as written, so the gap is visible. */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/** A bundle's own entry: a key named like an object's property (`constructor`) is no wording. */
function entry(bundle: Bundle, key: string): string | undefined {
  return Object.hasOwn(bundle, key) ? bundle[key] : undefined;
}

export class Translator {
  /** Each language's chain, worked out once: a page calls t() hundreds of times. */
  private readonly chains = new Map<string, readonly string[]>();
  private readonly listeners = new Set<() => void>();
  /** True once a key no language of the chain answered was asked (it was shown as its default or its key). */
  missed = false;

  constructor(
    public language: string,
    private readonly fallbacksOf: (lng: string) => readonly string[],
    private readonly bundles = new Map<string, Bundle>(),
  ) {}

  /** The languages a key is looked up in, in order: the page's, then its fallbacks. */
  get languages(): readonly string[] {
    let chain = this.chains.get(this.language);
    if (!chain) {
      chain = [...new Set([this.language, ...this.fallbacksOf(this.language)])];
      this.chains.set(this.language, chain);
    }
    return chain;
  }

  /** The wording of `key` in the language of the moment (a field, so it can be passed around unbound). */
  readonly t: TFunction = (key, options) => {
    const count = typeof options?.count === 'number' ? options.count : undefined;
    for (const lng of this.languages) {
      const bundle = this.bundles.get(lng);
      if (!bundle) continue;
      const found =
        count === undefined
          ? entry(bundle, key)
          : ((count === 0 ? entry(bundle, `${key}_zero`) : undefined) ??
            entry(bundle, `${key}_${pluralCategory(lng, count)}`) ??
            entry(bundle, key));
      // An empty entry is no wording: the next language of the chain answers.
      if (found) return interpolate(found, options);
    }
    this.missed = true;
    return interpolate(options?.defaultValue ?? key, options);
  };

  changeLanguage(lng: string): void {
    if (lng === this.language) return;
    this.language = lng;
    this.emit();
  }

  /**
   * Adds entries to a language. `overwrite: false` keeps the entries already there (a later, better wording);
   * `silent` tells no listener (the words shown do not change, so no component need render again).
   */
  addBundle(lng: string, entries: Bundle, opts: { overwrite?: boolean; silent?: boolean } = {}): void {
    const bundle = this.bundles.get(lng) ?? {};
    this.bundles.set(
      lng,
      opts.overwrite === false ? { ...entries, ...bundle } : Object.assign(bundle, entries),
    );
    if (!opts.silent) this.emit();
  }

  bundle(lng: string): Readonly<Bundle> {
    return this.bundles.get(lng) ?? {};
  }

  /** A copy whose additions stay its own (a server render of another event's wording). */
  fork(): Translator {
    const copy = new Map([...this.bundles].map(([lng, b]) => [lng, { ...b }]));
    return new Translator(this.language, this.fallbacksOf, copy);
  }

  /**
   * Told when the language changes or entries are added (not silently). With `current`, the store React's
   * useSyncExternalStore reads (lib/use-translation.ts): fields, so their identity never changes.
   */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** `t` as of the last change: a new function after each, so components that compare it know the words changed. */
  readonly current = (): TFunction => this.snapshot;

  private snapshot: TFunction = (key, options) => this.t(key, options);

  private emit(): void {
    this.snapshot = (key, options) => this.t(key, options);
    for (const listener of [...this.listeners]) listener();
  }
}
