import type { TLiveCalendar } from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { icalFile, icalParam, icalText, icalUtc } from '../meeting/ical-text.ts';

export interface IcsLive {
  id: string;
  title: string;
  exhibitorName: string;
  startTime: string;
  endTime: string;
}

/**
 * A live's slot as an .ics file, written as the meetings' are: METHOD:PUBLISH (an entry for the viewer's own
 * calendar, no invitation to answer), one UID per live so a second download updates the entry, the Beijing wall
 * times as UTC instants so every calendar shows them in its viewer's zone.
 */
export function liveIcs(live: IcsLive, nowMs: number): TLiveCalendar {
  const summary = live.exhibitorName ? `${live.title} - ${live.exhibitorName}` : live.title;
  const content = icalFile([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Showfloor//Lives//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:live-${live.id}@showfloor`,
    `DTSTAMP:${icalUtc(nowMs)}`,
    `DTSTART:${icalUtc(beijingToEpoch(live.startTime))}`,
    `DTEND:${icalUtc(beijingToEpoch(live.endTime))}`,
    `SUMMARY:${icalText(summary)}`,
    'LOCATION:Online',
    'STATUS:CONFIRMED',
    `ORGANIZER;CN=${icalParam(live.exhibitorName || 'Exhibitor')}:urn:uuid:${live.id}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
  const day = live.startTime.slice(0, 10).replaceAll('-', '');
  return { fileName: `live-${day}-${live.id.slice(0, 8)}.ics`, content };
}
