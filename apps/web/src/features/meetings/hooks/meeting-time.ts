import { beijingToEpoch, formatBeijingInZone, zoneLabel } from '@showfloor/domain';
import { otherLocalDate } from '../../../lib/time-range.ts';

export { meetingTimeLine, type ZonedLine } from '../../../lib/time-range.ts';

/**
 * A slot of the exhibitor's settings in the viewer's zone, or null when the viewer's wall clock shows Beijing's
 * (a viewer in Shanghai or Hong Kong needs no second line). The local date is added when it is not the slot's
 * Beijing day: 09:00 Beijing on Dec 8 is 20:00 on Dec 7 in New York.
 */
export function localSlotLabel(
  slot: { startTime: string; endTime: string; oneDay: string },
  viewerZone: string,
): string | null {
  const startEpoch = beijingToEpoch(slot.startTime);
  if (Number.isNaN(startEpoch) || Number.isNaN(beijingToEpoch(slot.endTime))) return null;
  const localStart = formatBeijingInZone(slot.startTime, viewerZone, 'YYYY-MM-DD HH:mm');
  const localEnd = formatBeijingInZone(slot.endTime, viewerZone, 'YYYY-MM-DD HH:mm');
  if (localStart === slot.startTime.slice(0, 16) && localEnd === slot.endTime.slice(0, 16)) return null;
  const day = localStart.slice(0, 10);
  const other = otherLocalDate(slot.startTime, viewerZone, slot.oneDay);
  const date = other ? `${other} ` : '';
  const endDate = localEnd.slice(0, 10) === day ? '' : `${localEnd.slice(0, 10)} `;
  return `${date}${localStart.slice(11)}-${endDate}${localEnd.slice(11)} ${zoneLabel(viewerZone, startEpoch)}`;
}
