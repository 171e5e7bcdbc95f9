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
  const t = useSyncExternalStore(i18n.subscribe, i18n.current, i18n.current);
  return { t };
}

/** The store useTranslation reads: the translator's shared `t` and how to hear it change. */
export function translationsOf(i18n: Translator): Pick<Translator, 'subscribe' | 'current'> {
  return i18n;
}
