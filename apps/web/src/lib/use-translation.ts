import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n } from './language.ts';

/**
 * The page's translations for a component, as react-i18next's useTranslation gives them ({ t, i18n }), without
 * its cost per mount: that hook copies every property of the i18next instance into a new wrapper object for each
 * component that mounts (a few hundred per page, on the server for every document and in the browser during
 * hydration). Here every component of one instance shares one `t`, which changes (and renders its users again)
 * when the language changes or dictionary records are added: what `bindI18nStore: 'added'` did.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const state = translationsOf(i18n);
  const t = useSyncExternalStore(state.subscribe, state.current, state.current);
  return { t, i18n };
}

interface Translations {
  subscribe: (onChange: () => void) => () => void;
  current: () => TFunction;
}

const states = new WeakMap<I18n, Translations>();

/** The shared `t` of an instance and how to hear it change (useTranslation's store; exported for its test). */
export function translationsOf(i18n: I18n): Translations {
  let state = states.get(i18n);
  if (state) return state;
  // A new function for each change: components compare it (hooks' dependencies) to know the words changed.
  let t = fixedT(i18n);
  const listeners = new Set<() => void>();
  const changed = () => {
    t = fixedT(i18n);
    for (const listener of listeners) listener();
  };
  state = {
    subscribe(onChange) {
      if (listeners.size === 0) {
        i18n.on('languageChanged', changed);
        i18n.store.on('added', changed);
      }
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size > 0) return;
        i18n.off('languageChanged', changed);
        i18n.store.off('added', changed);
      };
    },
    current: () => t,
  };
  states.set(i18n, state);
  return state;
}

/** `t` in the instance's language at the time of each call (react-i18next's own choice without a `lng`). */
function fixedT(i18n: I18n): TFunction {
  return i18n.getFixedT(null, 'translation');
}
