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
