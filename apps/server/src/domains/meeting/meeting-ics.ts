import type { TMeeting, TMeetingCalendar } from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { icalFile, icalParam, icalText, icalUtc } from './ical-text.ts';

/** RFC 5545 STATUS of each meeting state. */
const STATUS = { Waiting: 'TENTATIVE', Confirmed: 'CONFIRMED', Cancelled: 'CANCELLED' } as const;

/** An address a mailto: URI can carry as it is; anything else is not written into the file. */
const PLAIN_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

export interface MeetingIcsContext {
  /** The exhibitor contact's e-mail where the event shows exhibitor contacts, else ''. */
  organizerEmail: string;
  /** When the file is made (DTSTAMP), from the app's clock. */
  now: number;
}

/**
 * One meeting as an .ics file. Each side downloads it for its own calendar from the meeting list, where the
 * meeting is booked, confirmed and cancelled; the file is no invitation. So it is METHOD:PUBLISH (RFC 5546): a
 * calendar adds it as an event, offers no accept or decline, and mails no reply that nobody would read, and the
 * exhibitor importing it is not shown an invitation to their own meeting. PUBLISH names the ORGANIZER (the
 * exhibitor: their contact's address when the event shows it, else the organization as a urn:uuid calendar
 * address) and no ATTENDEE. The UID stays the same for the meeting's whole life and SEQUENCE is the meeting's own
 * counter, so a later download updates the entry a calendar imported, to STATUS:CANCELLED once cancelled. Times
 * are the Beijing wall times as UTC instants: every calendar shows them in its viewer's zone.
 */
export function meetingIcs(m: TMeeting, ctx: MeetingIcsContext): TMeetingCalendar {
  const place = m.address || (m.chatType === 'OnLine' ? 'Online' : '');
  const location =
    m.status === 'Confirmed' && m.roomNumber ? `${place || 'Online'}, room ${m.roomNumber}` : place;
  const organizer = PLAIN_EMAIL.test(ctx.organizerEmail)
    ? `mailto:${ctx.organizerEmail}`
    : `urn:uuid:${m.receiveOrgId}`;
  const content = icalFile([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Showfloor//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${m.id}@showfloor`,
    `SEQUENCE:${m.sequence}`,
    `DTSTAMP:${icalUtc(ctx.now)}`,
    `DTSTART:${icalUtc(beijingToEpoch(m.startTime))}`,
    `DTEND:${icalUtc(beijingToEpoch(m.endTime))}`,
    `SUMMARY:${icalText(m.exhibitorName ? `${m.topic} - ${m.exhibitorName}` : m.topic)}`,
    `LOCATION:${icalText(location || 'Online')}`,
    `STATUS:${STATUS[m.status]}`,
    `ORGANIZER;CN=${icalParam(m.exhibitorName || 'Exhibitor')}:${organizer}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
  const day = m.startTime.slice(0, 10).replaceAll('-', '');
  return { fileName: `meeting-${day}-${m.id.slice(0, 8)}.ics`, content };
}
