import type { TMeeting, TMeetingCalendar } from '@showfloor/contracts';
import { beijingToEpoch } from '@showfloor/domain';
import { createEvent } from 'ics';

/** RFC 5545 STATUS of each meeting state. */
const STATUS = { Waiting: 'TENTATIVE', Confirmed: 'CONFIRMED', Cancelled: 'CANCELLED' } as const;

/**
 * One meeting as an .ics file (RFC 5545, with the RFC 5546 METHOD a calendar acts on). The UID stays the same for
 * the meeting's whole life and SEQUENCE is the meeting's own counter, so a calendar that imported the request
 * updates that entry on a later download, and removes it on METHOD:CANCEL. Times are the Beijing wall times as
 * UTC instants: every calendar shows them in its viewer's zone.
 */
export function meetingIcs(m: TMeeting): TMeetingCalendar {
  const place = m.address || (m.chatType === 'OnLine' ? 'Online' : '');
  const location =
    m.status === 'Confirmed' && m.roomNumber ? `${place || 'Online'}, room ${m.roomNumber}` : place;
  const { error, value } = createEvent({
    productId: 'showfloor/meetings',
    method: m.status === 'Cancelled' ? 'CANCEL' : 'REQUEST',
    uid: `${m.id}@showfloor`,
    sequence: m.sequence,
    start: beijingToEpoch(m.startTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: beijingToEpoch(m.endTime),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: m.exhibitorName ? `${m.topic} - ${m.exhibitorName}` : m.topic,
    location: location || 'Online',
    status: STATUS[m.status],
  });
  // Every field comes from a stored, validated meeting; a refusal here is a server bug, not bad input.
  if (error || !value) throw error ?? new Error('the calendar file could not be built');
  const day = m.startTime.slice(0, 10).replaceAll('-', '');
  return { fileName: `meeting-${day}-${m.id.slice(0, 8)}.ics`, content: value };
}
