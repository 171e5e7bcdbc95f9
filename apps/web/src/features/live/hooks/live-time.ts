import type { TLanguage } from '@showfloor/contracts';
import { beijingToEpoch, formatBeijingRangeInZone, zoneLabel } from '@showfloor/domain';

/** A live's hours in the viewer's zone with the zone's name ('GMT+8'), or null when the times are malformed. */
export function liveTimeRange(
  start: string,
  end: string,
  zone: string,
): { text: string; zone: string } | null {
  const text = formatBeijingRangeInZone(start, end, zone);
  return text ? { text, zone: zoneLabel(zone, beijingToEpoch(start)) } : null;
}

const LOCALES: Record<TLanguage, string> = {
  'zh-CN': 'zh-CN',
  zh: 'zh-CN',
  'en-US': 'en-US',
  'zh-HK': 'zh-HK',
  'pt-PT': 'pt-PT',
};

/** A fair day 'YYYY-MM-DD' as a chip's words, the day as Beijing has it (the day the lives' times are written in). */
export function liveDayLabel(day: string, lang: TLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Shanghai',
  }).format(beijingToEpoch(`${day} 12:00:00`));
}
