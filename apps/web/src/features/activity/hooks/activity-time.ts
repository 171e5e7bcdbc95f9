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
 * An activity's hours in the viewer's zone (server times are Beijing wall time), as the event header shows
 * the fair's: 'Dec 8 10:00 – 11:00' and the zone's GMT label; the end keeps its date when the zone moves it
 * to another day.
 */
export function activityTimeRange(
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
