import type { TLanguage } from '@showfloor/contracts';
import { beijingToEpoch, formatBeijingInZone, zoneLabel } from '@showfloor/domain';

/** How a range is written: the date and time patterns (dayjs) and what stands between start and end. */
export interface RangePattern {
  date: string;
  time: string;
  separator: string;
}

const PATTERN: Record<TLanguage, RangePattern> = {
  'en-US': { date: 'MMM D', time: 'HH:mm', separator: ' – ' },
  'zh-CN': { date: 'M月D日', time: 'HH:mm', separator: ' – ' },
  zh: { date: 'M月D日', time: 'HH:mm', separator: ' – ' },
  'zh-HK': { date: 'M月D日', time: 'HH:mm', separator: ' – ' },
  'pt-PT': { date: 'D/M', time: 'HH:mm', separator: ' – ' },
};

/** The numeric form of lists that read like a diary: '2026-12-08 01:00 - 01:30' (the meetings). */
export const NUMERIC_RANGE: RangePattern = { date: 'YYYY-MM-DD', time: 'HH:mm', separator: ' - ' };

/**
 * A span of Beijing wall times (the event's hours, an activity's, a meeting's) in the viewer's zone: 'Dec 8 09:00 –
 * Dec 11 18:00' with the zone's GMT label at the start, the end's date dropped when it falls on the start's day in
 * that zone. `as` is the viewer's language (its pattern) or a pattern of its own (NUMERIC_RANGE).
 */
export function beijingTimeRange(
  start: string,
  end: string,
  zone: string,
  as: TLanguage | RangePattern,
): { text: string; zone: string } | null {
  // Pure, and dear (time-zone conversions through Intl): pages ask for the same few ranges on every render.
  const key = `${start}|${end}|${zone}|${typeof as === 'string' ? as : `${as.date}|${as.time}|${as.separator}`}`;
  if (ranges.has(key)) return ranges.get(key) ?? null;
  const range = computeRange(start, end, zone, as);
  if (ranges.size >= 500) ranges.delete(ranges.keys().next().value as string);
  ranges.set(key, range);
  return range;
}

const ranges = new Map<string, { text: string; zone: string } | null>();

function computeRange(
  start: string,
  end: string,
  zone: string,
  as: TLanguage | RangePattern,
): { text: string; zone: string } | null {
  const startEpoch = beijingToEpoch(start);
  if (Number.isNaN(startEpoch) || Number.isNaN(beijingToEpoch(end))) return null;
  const p = typeof as === 'string' ? PATTERN[as] : as;
  const full = `${p.date} ${p.time}`;
  const sameDay =
    formatBeijingInZone(start, zone, 'YYYY-MM-DD') === formatBeijingInZone(end, zone, 'YYYY-MM-DD');
  const text = `${formatBeijingInZone(start, zone, full)}${p.separator}${formatBeijingInZone(end, zone, sameDay ? p.time : full)}`;
  return { text, zone: zoneLabel(zone, startEpoch) };
}

/**
 * The date ('YYYY-MM-DD') a Beijing wall time falls on in the viewer's zone when it is not the Beijing day `day`
 * it belongs to, else null: 09:00 Beijing on Dec 8 is 20:00 on Dec 7 in New York, so a slot of Dec 8 there says
 * Dec 7. The one rule for every slot that shows its local date (the booking dialog's, the exhibitor's settings).
 */
export function otherLocalDate(beijing: string, zone: string, day: string): string | null {
  const local = formatBeijingInZone(beijing, zone, 'YYYY-MM-DD');
  return local === day ? null : local;
}

export interface ZonedLine {
  /** '2026-12-08 01:00 - 01:30' in the viewer's zone (the end keeps its date when it falls on another day). */
  range: string;
  /** '(Europe/Lisbon, GMT+0)': the zone's name and its offset at the start, DST included. */
  zone: string;
  text: string;
}

/**
 * A meeting's time as the viewer reads it: the Beijing wall times of the server in the viewer's zone, with the
 * zone named, so a visitor in Lisbon never wonders whether '09:00' is theirs or Beijing's. null when malformed.
 */
export function meetingTimeLine(start: string, end: string, viewerZone: string): ZonedLine | null {
  const line = beijingTimeRange(start, end, viewerZone, NUMERIC_RANGE);
  if (!line) return null;
  const zone = `(${viewerZone}, ${line.zone})`;
  return { range: line.text, zone, text: `${line.text} ${zone}` };
}
