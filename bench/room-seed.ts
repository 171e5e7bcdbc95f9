import { randomUUID } from 'node:crypto';
import type { meetings } from '../apps/server/src/db/schema/meetings.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_TOP_ORG_ID,
  demoAccountId,
  exhibitorId,
} from '../apps/server/src/db/seed/demo-ids.ts';

/**
 * A confirmed meeting of the demo visitor with the first demo exhibitor that holds a negotiation room, for the
 * rooms' benchmarks: no slot (as an instant negotiation), so only its start (one per sender, exhibitor and
 * start time) sets rooms apart.
 */
export function benchRoomMeeting(
  roomNumber: string,
  topic: string,
  startTime: string,
  endTime = '2026-12-08 12:30:00',
): typeof meetings.$inferInsert {
  return {
    id: randomUUID(),
    bventId: DEMO_EVENT_ID,
    slotId: null,
    exhibitorId: exhibitorId(1),
    receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
    receiveAccountId: demoAccountId('exhibitor'),
    sendAccountId: demoAccountId('visitor'),
    sendAccountName: 'Bench',
    attendeeOrganizationRole: 'Attendee',
    topOrgId: DEMO_TOP_ORG_ID,
    srcBizType: 'Shop',
    topic,
    chatType: 'OnLine',
    addressType: 'Customize',
    sendBusinessCard: false,
    status: 'Confirmed',
    startTime,
    endTime,
    roomNumber,
  };
}
