import { createContext, useContext, useSyncExternalStore } from 'react';
import type { TFunction, Translator } from './translator.ts';
import { getI18n } from './language.ts';

/** The wording of a tree rendered apart from the page's (a dialog's own root); the page's own otherwise. */
export const TranslatorContext = createContext<Translator | null>(null);

/**
 * The page's translations for a component. Every component of one translator shares one `t`, which changes (and
 * renders its users again) when the language changes or dictionary records are added.
 */
export function useTranslation(): { t: TFunction } {
  const i18n = useContext(TranslatorContext) ?? getI18n();
  const state = translationsOf(i18n);
  const t = useSyncExternalStore(state.subscribe, state.current, state.current);
  return { t };
}

interface Translations {
  subscribe: (onChange: () => void) => () => void;
  current: () => TFunction;
}

const states = new WeakMap<Translator, Translations>();

/** The shared `t` of a translator and how to hear it change (useTranslation's store; exported for its test). */
export function translationsOf(i18n: Translator): Translations {
  let state = states.get(i18n);
  if (state) return state;
  // A new function for each change: components compare it (hooks' dependencies) to know the words changed.
  const fresh = (): TFunction => (key, options) => i18n.t(key, options);
  let t = fresh();
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  state = {
    subscribe(onChange) {
      stop ??= i18n.subscribe(() => {
        t = fresh();
        for (const listener of listeners) listener();
      });
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
      };
    },
    current: () => t,
  };
  states.set(i18n, state);
  return state;
}
