import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Beijing is GMT+8 all year (no daylight saving): 480 minutes (SPEC §1, §9). */
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
  return dayjs(epochMs).utcOffset(BEIJING_OFFSET_MINUTES).format('YYYY-MM-DD HH:mm:ss');
}

/**
 * A server (Beijing) time as the viewer sees it in their zone, formatted with a dayjs pattern.
 * `zone` is an IANA name (Europe/Lisbon, America/New_York); daylight saving is the zone's own.
 */
export function formatBeijingInZone(wall: string, zone: string, pattern = 'YYYY-MM-DD HH:mm'): string {
  const epoch = beijingToEpoch(wall);
  if (Number.isNaN(epoch)) return '';
  return dayjs(epoch).tz(zone).format(pattern);
}

/** A range of two Beijing times in the viewer's zone: the end drops its date when it falls on the same day. */
export function formatBeijingRangeInZone(start: string, end: string, zone: string): string {
  const a = beijingToEpoch(start);
  const b = beijingToEpoch(end);
  if (Number.isNaN(a) || Number.isNaN(b)) return '';
  const s = dayjs(a).tz(zone);
  const e = dayjs(b).tz(zone);
  const sameDay = s.format('YYYY-MM-DD') === e.format('YYYY-MM-DD');
  return `${s.format('YYYY-MM-DD HH:mm')} - ${e.format(sameDay ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}`;
}

/** The viewer's offset from GMT at an instant, as 'GMT+8', 'GMT-5', 'GMT+5:30'. */
export function zoneLabel(zone: string, epochMs: number): string {
  const minutes = dayjs(epochMs).tz(zone).utcOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `GMT${sign}${h}${m ? ':' + String(m).padStart(2, '0') : ''}`;
}
