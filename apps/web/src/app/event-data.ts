import type { TBvent, TDictionaryRecord, TLanguage } from '@showfloor/contracts';
import { queryClient } from '../lib/query-client.ts';
import { addDefaults, applyDictionary } from '../lib/i18n.ts';
import { i18n } from '../lib/language.ts';
import { setCurrentEventId } from '../lib/event-session.ts';
import { bventByOwnerOptions, type BventOwner } from '../features/bvent/api/get-bvent-by-owner.ts';
import { bventSettingOptions } from '../features/bvent/api/get-bvent-setting.ts';
import { exhibitionLogoOptions } from '../features/bvent/api/get-exhibition-logo.ts';
import { decorationOptions } from '../features/bvent/api/get-decoration.ts';
import { benefitsOptions } from '../features/bvent/api/get-benefits.ts';
import { dictionaryOptions } from '../features/bvent/api/get-dictionary.ts';

const applied = new WeakSet<readonly TDictionaryRecord[]>();

/** Work that must not compete with the first screen: when the browser is idle, or soon where it cannot say. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 500);
}

/**
 * Loads (or takes from the boot-seeded cache) the dictionary of a language and feeds it to i18next. The English
 * defaults come after the first screen; only a page without a dictionary (offline, a failed call) waits for them,
 * having no other wording.
 */
export async function ensureDictionary(bventId: string | null, lang: TLanguage): Promise<void> {
  const records = await queryClient.ensureQueryData(dictionaryOptions(bventId, lang)).catch(() => null);
  if (!records) {
    await addDefaults(i18n).catch(() => undefined);
    return;
  }
  whenIdle(() => void addDefaults(i18n).catch(() => undefined));
  if (applied.has(records)) return;
  applied.add(records);
  await applyDictionary(i18n, records, lang);
}

/**
 * SPEC §4 "Setting the event id loads logo, decoration data ...": resolves the event of an exhibitor or a
 * product, makes it current and loads what every event page needs. Only the event itself is required; the
 * rest degrades (a page without decoration is still a page).
 */
export async function ensureEvent(owner: BventOwner, lang: TLanguage): Promise<TBvent> {
  const bvent = await queryClient.ensureQueryData(bventByOwnerOptions(owner));
  setCurrentEventId(bvent.bventId);
  const optional = <T>(p: Promise<T>) => p.catch(() => null);
  await Promise.all([
    optional(queryClient.ensureQueryData(bventSettingOptions(bvent.bventId))),
    optional(queryClient.ensureQueryData(exhibitionLogoOptions(bvent.bventId))),
    optional(queryClient.ensureQueryData(decorationOptions(bvent.bventId))),
    optional(queryClient.ensureQueryData(benefitsOptions(bvent.topOrgId))),
    ensureDictionary(bvent.bventId, lang),
  ]);
  return bvent;
}
