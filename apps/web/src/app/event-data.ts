import type { TBvent, TDictionaryRecord, TLanguage } from '@showfloor/contracts';
import { getQueryClient } from '../lib/query-client.ts';
import { addDefaults, applyDictionary } from '../lib/i18n.ts';
import { getI18n } from '../lib/language.ts';
import { renderScope } from '../lib/render-scope.ts';
import type { Translator } from '../lib/translator.ts';
import { setCurrentEventId } from '../lib/event-session.ts';
import { bventByOwnerOptions, type BventOwner } from '../features/bvent/api/get-bvent-by-owner.ts';
import { bventSettingOptions } from '../features/bvent/api/get-bvent-setting.ts';
import { exhibitionLogoOptions } from '../features/bvent/api/get-exhibition-logo.ts';
import { decorationOptions } from '../features/bvent/api/get-decoration.ts';
import { benefitsOptions } from '../features/bvent/api/get-benefits.ts';
import { dictionaryOptions } from '../features/bvent/api/get-dictionary.ts';
import { whenIdle } from '../lib/idle.ts';

// Per translator: a server render has its own, fed from a records list other renders share.
const applied = new WeakMap<Translator, WeakSet<readonly TDictionaryRecord[]>>();

/**
 * Loads (or takes from the boot-seeded cache) the dictionary of a language and feeds it to the translator. The English
 * defaults come after the first screen; only a page without a dictionary (offline, a failed call) waits for them,
 * having no other wording.
 */
export async function ensureDictionary(bventId: string | null, lang: TLanguage): Promise<void> {
  const records = await getQueryClient()
    .ensureQueryData(dictionaryOptions(bventId, lang))
    .catch(() => null);
  const scope = renderScope();
  if (scope?.sharedDictionary && records !== scope.sharedDictionary) {
    scope.i18n = scope.i18n.fork();
    scope.sharedDictionary = null;
  }
  const i18n = getI18n();
  if (!records) {
    await addDefaults(i18n).catch(() => undefined);
    return;
  }
  // A server render uses the dictionary alone, as the browser does until it hydrates.
  if (!renderScope()) whenIdle(() => void addDefaults(i18n).catch(() => undefined), 3000);
  const done = applied.get(i18n) ?? new WeakSet<readonly TDictionaryRecord[]>();
  applied.set(i18n, done);
  if (done.has(records)) return;
  done.add(records);
  await applyDictionary(i18n, records, lang);
}

/**
 * Setting the event loads its logo, decoration data and roles: resolves the event of an exhibitor or a
 * product, makes it current and loads what every event page needs. Only the event itself is required; the
 * rest degrades (a page without decoration is still a page).
 */
export async function ensureEvent(owner: BventOwner, lang: TLanguage): Promise<TBvent> {
  const bvent = await getQueryClient().ensureQueryData(bventByOwnerOptions(owner));
  setCurrentEventId(bvent.bventId);
  const optional = <T>(p: Promise<T>) => p.catch(() => null);
  await Promise.all([
    optional(getQueryClient().ensureQueryData(bventSettingOptions(bvent.bventId))),
    optional(getQueryClient().ensureQueryData(exhibitionLogoOptions(bvent.bventId))),
    optional(getQueryClient().ensureQueryData(decorationOptions(bvent.bventId))),
    optional(getQueryClient().ensureQueryData(benefitsOptions(bvent.topOrgId))),
    ensureDictionary(bvent.bventId, lang),
  ]);
  return bvent;
}
