import {
  cancelMeeting,
  clearMySlots,
  confirmMeeting,
  declineMeeting,
  meetingCalendar,
  setMySlots,
  type TMeeting,
} from '@showfloor/contracts';
import { request } from '../../../lib/api-client.ts';
import { downloadIcs } from '../hooks/ics-download.ts';
import { refreshMeetings } from './meeting-queries.ts';

/*
 * The meeting answers. A refusal (6011 already answered, 6012 seats held, 6013 outside the event...) is toasted
 * by the api-client with the server's message and rejects; the lists are read again either way, because a
 * refusal usually means the other side changed the meeting meanwhile.
 */

type Action = typeof confirmMeeting | typeof declineMeeting | typeof cancelMeeting;

async function answer(call: Action, m: Pick<TMeeting, 'bventId' | 'id'>): Promise<TMeeting> {
  try {
    return (await request(call, { body: { bventId: m.bventId, negotiationId: m.id } })).data;
  } finally {
    await refreshMeetings();
  }
}

export const confirmRequest = (m: Pick<TMeeting, 'bventId' | 'id'>) => answer(confirmMeeting, m);
export const declineRequest = (m: Pick<TMeeting, 'bventId' | 'id'>) => answer(declineMeeting, m);
export const cancelBooked = (m: Pick<TMeeting, 'bventId' | 'id'>) => answer(cancelMeeting, m);

/** Fetches the meeting's .ics (RFC 5545) and saves it; answers the file name. */
export async function saveMeetingCalendar(m: Pick<TMeeting, 'bventId' | 'id'>): Promise<string> {
  const cal = (await request(meetingCalendar, { query: { bventId: m.bventId, negotiationId: m.id } })).data;
  return downloadIcs(cal, m.id);
}

export interface SlotSetting {
  bventId: string;
  oneDay: string;
  startTime: string;
  endTime: string;
  slotMinutes: number;
  capacity: number;
}

export async function saveDaySlots(setting: SlotSetting) {
  try {
    return (await request(setMySlots, { body: setting })).data;
  } finally {
    await refreshMeetings();
  }
}

export async function clearDaySlots(bventId: string, oneDay: string) {
  try {
    return (await request(clearMySlots, { body: { bventId, oneDay } })).data;
  } finally {
    await refreshMeetings();
  }
}
