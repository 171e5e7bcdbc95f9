import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** Beijing is GMT+8 all year (no daylight saving): 480 minutes. */
export const BEIJING_OFFSET_MINUTES = 480;
const BEIJING_WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant (epoch ms) of a Beijing wall-clock time 'YYYY-MM-DD HH:mm[:ss]'; NaN when malformed. */
export function beijingToEpoch(wall: string): number {
  const m = BEIJING_WALL.exec(wall.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m;
  const utcMs = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  return utcMs - BEIJING_OFFSET_MINUTES * 60_000;
}

/** The Beijing wall-clock time of an instant, 'YYYY-MM-DD HH:mm:ss' (what the server stores and sends). */
export function epochToBeijing(epochMs: number): string {
  return dayjs.utc(epochMs + BEIJING_OFFSET_MINUTES * 60_000).format('YYYY-MM-DD HH:mm:ss');
}

/** A wall time in the one shape the booking check compares as text: 'YYYY-MM-DD HH:mm:ss' (a malformed one as is). */
export function fullBeijingWall(wall: string): string {
  const at = beijingToEpoch(wall);
  return Number.isNaN(at) ? wall : epochToBeijing(at);
}

/**
 * Zones whose offset from GMT has not changed for decades and has no daylight saving (IANA tzdb: the year each
 * last changed): their times are worked out from the offset alone. Every other zone asks Intl, and the first such
 * question makes the browser build its time-zone data, a long task on a slow phone right after a page appears;
 * these are the zone every first visit is rendered in (Asia/Shanghai, the fair's own) and most of the fair's
 * visitors' zones.
 */
const FIXED_OFFSET_MINUTES: Readonly<Record<string, number>> = {
  UTC: 0,
  'Etc/UTC': 0,
  'Etc/GMT': 0,
  GMT: 0,
  'Asia/Shanghai': 480, // 1991
  'Asia/Hong_Kong': 480, // 1979
  'Asia/Macau': 480, // 1979
  'Asia/Taipei': 480, // 1979
  'Asia/Singapore': 480, // 1982
  'Asia/Kuala_Lumpur': 480, // 1982
  'Asia/Tokyo': 540, // 1951
  'Asia/Seoul': 540, // 1988
  'Asia/Kolkata': 330, // 1945
  'Asia/Dubai': 240, // 1920
};

/** The zones worked out without Intl, and their offsets (exported for the test that checks them against Intl). */
export const fixedOffsetZones = FIXED_OFFSET_MINUTES;

function fixedOffsetOf(zone: string): number | undefined {
  return Object.hasOwn(FIXED_OFFSET_MINUTES, zone) ? FIXED_OFFSET_MINUTES[zone] : undefined;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A zone's offset from GMT at an instant, in minutes: from the table for a fixed zone, else from Intl's wall
 * time of the instant in that zone. An unknown zone name is the fair's own (Beijing) rather than an error: the
 * zone comes from the browser or a cookie.
 */
function zoneOffsetMinutes(epochMs: number, zone: string): number {
  const fixed = fixedOffsetOf(zone);
  if (fixed !== undefined) return fixed;
  let formatter = offsetFormatters.get(zone);
  try {
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
      offsetFormatters.set(zone, formatter);
    }
  } catch {
    return BEIJING_OFFSET_MINUTES;
  }
  const part: Record<string, number> = {};
  for (const p of formatter.formatToParts(epochMs)) part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return Math.round((wall - Math.floor(epochMs / 1000) * 1000) / 60_000);
}

/**
 * An instant as a dayjs showing the wall time of an IANA zone (for format patterns without a zone token): the
 * instant moved by the zone's offset, read in UTC. Not dayjs's timezone plugin nor its utcOffset(): both go
 * through the machine's local time and are an hour off on the days its clocks change (found under
 * TZ=Pacific/Auckland and America/Los_Angeles).
 */
function inZone(epochMs: number, zone: string): dayjs.Dayjs {
  return dayjs.utc(epochMs + zoneOffsetMinutes(epochMs, zone) * 60_000);
}

/**
 * A server (Beijing) time as the viewer sees it in their zone, formatted with a dayjs pattern.
 * `zone` is an IANA name (Europe/Lisbon, America/New_York); daylight saving is the zone's own.
 */
export function formatBeijingInZone(wall: string, zone: string, pattern = 'YYYY-MM-DD HH:mm'): string {
  const epoch = beijingToEpoch(wall);
  if (Number.isNaN(epoch)) return '';
  return inZone(epoch, zone).format(pattern);
}

/** A range of two Beijing times in the viewer's zone: the end drops its date when it falls on the same day. */
export function formatBeijingRangeInZone(start: string, end: string, zone: string): string {
  const a = beijingToEpoch(start);
  const b = beijingToEpoch(end);
  if (Number.isNaN(a) || Number.isNaN(b)) return '';
  const s = inZone(a, zone);
  const e = inZone(b, zone);
  const sameDay = s.format('YYYY-MM-DD') === e.format('YYYY-MM-DD');
  return `${s.format('YYYY-MM-DD HH:mm')} - ${e.format(sameDay ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`;
}

/** The viewer's offset from GMT at an instant, as 'GMT+8', 'GMT-5', 'GMT+5:30'. */
export function zoneLabel(zone: string, epochMs: number): string {
  const minutes = zoneOffsetMinutes(epochMs, zone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `GMT${sign}${h}${m ? ':' + String(m).padStart(2, '0') : ''}`;
}

const DAY_MS = 86_400_000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(day: string): number {
  const m = CALENDAR_DAY.exec(day);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Date.UTC rolls 2026-13-01 over into 2027; a date that does not come back as written is malformed.
  return new Date(ms).toISOString().slice(0, 10) === day ? ms / DAY_MS : Number.NaN;
}

/** A calendar date 'YYYY-MM-DD' moved by `days` (negative goes back); '' when the date is malformed. */
export function addDays(day: string, days: number): string {
  const n = dayNumber(day);
  if (Number.isNaN(n)) return '';
  return new Date((n + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another (positive when `to` is later); NaN when either is malformed. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}
