import { randomInt, randomUUID } from 'node:crypto';
import { epochToBeijing } from '@showfloor/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { meetings } from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_TOP_ORG_ID,
  demoAccountId,
  exhibitorId,
} from '../src/db/seed/demo-ids.ts';
import { insertSlot } from './meeting-helpers.ts';
import { TEST_NOW } from './test-clock.ts';

const MINUTE = 60_000;
let made = 0;

/**
 * A confirmed meeting of `visitorId` with the demo exhibitor, starting `startsIn` minutes from the suites' clock
 * (negative: started before) and lasting 30 minutes; answers its room number.
 */
export async function confirmedMeeting(db: Db, visitorId: string, startsIn = 0): Promise<string> {
  // A second apart: the exhibitor holds one slot per start time.
  const at = TEST_NOW + startsIn * MINUTE + ++made * 1000;
  const start = epochToBeijing(at);
  const end = epochToBeijing(at + 30 * MINUTE);
  const slotId = await insertSlot(db, start, end, 4);
  const roomNumber = String(randomInt(100_000_000, 1_000_000_000));
  await db.insert(meetings).values({
    id: randomUUID(),
    bventId: DEMO_EVENT_ID,
    slotId,
    exhibitorId: exhibitorId(1),
    receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
    receiveAccountId: demoAccountId('exhibitor'),
    sendAccountId: visitorId,
    sendAccountName: 'Visitor Wang',
    attendeeOrganizationRole: 'Attendee',
    topOrgId: DEMO_TOP_ORG_ID,
    srcBizType: 'Shop',
    topic: 'Valves for the new plant',
    chatType: 'OnLine',
    addressType: 'Customize',
    sendBusinessCard: false,
    status: 'Confirmed',
    startTime: start,
    endTime: end,
    roomNumber,
  });
  return roomNumber;
}

/** The app listening on a free loopback port (for /ws); answers its origin. */
export async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

export const joinFrame = (room: string, over: Record<string, unknown> = {}) => ({
  type: 'room.join',
  room,
  audio: true,
  video: true,
  ...over,
});
