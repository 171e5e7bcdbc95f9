import { epochToBeijing, formatBeijingInZone, zoneLabel } from '@showfloor/domain';

/** An instant (ISO 8601) as the viewer reads it: '2026-12-08 09:50 (Europe/Lisbon, GMT+0)'. */
export function instantInZone(iso: string, zone: string): string {
  const epoch = Date.parse(iso);
  if (Number.isNaN(epoch)) return iso;
  const wall = epochToBeijing(epoch);
  return `${formatBeijingInZone(wall, zone, 'YYYY-MM-DD HH:mm')} (${zone}, ${zoneLabel(zone, epoch)})`;
}
