import { FUNCTION_KEYS } from '@showfloor/contracts';
import { v5 as uuidv5 } from 'uuid';
import type { Localized } from '../db/schema/types.ts';
import { toHongKong } from '../db/seed/localize-seed.ts';
import { initials, mediaUrl } from '../media/urls.ts';
import type { TFairFile, TLocalizedText } from './fair-schema.ts';

/** The namespace of the ids derived from an organizer's codes (a fixed, random UUID: never change it). */
const CODE_NAMESPACE = '0f3c5b7e-6a1d-4c52-9a8e-2d4b6f1e8c30';
export type Kind = 'pavilion' | 'category' | 'exhibitor' | 'org' | 'product';
/**
 * The id of the row an organizer's code names in an event: the same code always names the same row. Codes arrive
 * normalized (fair-schema.ts: NFC, upper case), and the parts are joined as JSON so no code can run into the next.
 */
export const idOf = (bventId: string, kind: Kind, code: string): string =>
  uuidv5(JSON.stringify([bventId, kind, code]), CODE_NAMESPACE);

/** zh copies zh-CN and zh-HK is converted from it when not given, as the demo's texts are. */
export function stored(t: TLocalizedText | undefined): Localized {
  const out: Localized = {};
  if (!t) return out;
  if (t['zh-CN']) {
    out['zh-CN'] = t['zh-CN'];
    out.zh = t['zh-CN'];
    out['zh-HK'] = t['zh-HK'] ?? toHongKong(t['zh-CN']);
  } else if (t['zh-HK']) out['zh-HK'] = t['zh-HK'];
  if (t['en-US']) out['en-US'] = t['en-US'];
  if (t['pt-PT']) out['pt-PT'] = t['pt-PT'];
  return out;
}
export const firstText = (t: TLocalizedText): string => t['en-US'] ?? t['zh-CN'] ?? '';

/** The event row of a fair that is new to the database: its words and days, everything else a plain default. */
export function eventRow(fair: TFairFile) {
  const e = fair.event;
  const days = e.days.map((d) => ({
    date: d.date,
    startTime: `${d.date} ${d.from}:00`,
    endTime: `${d.date} ${d.to}:00`,
  }));
  const sorted = [...days].sort((a, b) => a.startTime.localeCompare(b.startTime));
  const title = stored(e.title);
  const hue = 212;
  return {
    id: e.id,
    belongOrgId: e.belongOrgId,
    topOrgId: e.topOrgId,
    title,
    logo: mediaUrl('logo', hue, initials(firstText(e.title))),
    startTime: sorted[0]?.startTime ?? '',
    endTime: sorted[sorted.length - 1]?.endTime ?? '',
    days: sorted,
    shareSetting: {
      shareTitle: title,
      shareDesc: {},
      shareImage: mediaUrl('share', hue, firstText(e.title)),
    },
    currency: e.currency,
    defaultLanguage: e.defaultLanguage,
    languages: e.languages,
    functionKeys: Object.fromEntries(FUNCTION_KEYS.map((k) => [k, true])),
    decoration: {
      globalDecorate: { backgroundImg: '', backgroundColor: '#f3f6fb', isLock: false },
      themeColor: '#1f6feb',
      customStyle: '',
      customScript: '',
      faviconUrl: '',
      customImage: '',
      displayIncrementRules: [],
      isEnableShowExhibitorContact: true,
      isEnableBetweenExhibitorInstantCommunication: false,
    },
  };
}
