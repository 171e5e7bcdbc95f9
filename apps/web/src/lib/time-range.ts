import type { TLanguage } from '@showfloor/contracts';
import { beijingToEpoch, formatBeijingInZone, zoneLabel } from '@showfloor/domain';

const PATTERN: Record<TLanguage, { date: string; time: string }> = {
  'en-US': { date: 'MMM D', time: 'HH:mm' },
  'zh-CN': { date: 'M月D日', time: 'HH:mm' },
  zh: { date: 'M月D日', time: 'HH:mm' },
  'zh-HK': { date: 'M月D日', time: 'HH:mm' },
  'pt-PT': { date: 'D/M', time: 'HH:mm' },
};

/**
 * A span of Beijing wall times (the event's hours, an activity's) in the viewer's zone: 'Dec 8 09:00 –
 * Dec 11 18:00' with the zone's GMT label, the end's date dropped when it falls on the start's day in that zone.
 */
export function beijingTimeRange(
  start: string,
  end: string,
  zone: string,
  lang: TLanguage,
): { text: string; zone: string } | null {
  const startEpoch = beijingToEpoch(start);
  if (Number.isNaN(startEpoch) || Number.isNaN(beijingToEpoch(end))) return null;
  const p = PATTERN[lang];
  const full = `${p.date} ${p.time}`;
  const sameDay =
    formatBeijingInZone(start, zone, 'YYYY-MM-DD') === formatBeijingInZone(end, zone, 'YYYY-MM-DD');
  const text = `${formatBeijingInZone(start, zone, full)} – ${formatBeijingInZone(end, zone, sameDay ? p.time : full)}`;
  return { text, zone: zoneLabel(zone, startEpoch) };
}
