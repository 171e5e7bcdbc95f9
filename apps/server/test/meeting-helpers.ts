import { randomUUID } from 'node:crypto';
import { HEADERS, reserveChat } from '@showfloor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { accounts, attendees, meetingSlots, roleGrants } from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_TOP_ORG_ID,
  demoAccountId,
  exhibitorId,
} from '../src/db/seed/demo-ids.ts';
import { api, call } from './helpers.ts';

/** Times of seeded slot k (0-12) on a fair day: 09:00.. every 30 min to 12:00, then 13:30.. to 17:00. */
export function slotTimes(day: string, k: number): { startTime: string; endTime: string } {
  const minutes = k < 6 ? 9 * 60 + 30 * k : 13 * 60 + 30 + 30 * (k - 6);
  const clock = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  return { startTime: `${day} ${clock(minutes)}`, endTime: `${day} ${clock(minutes + 30)}` };
}

export async function bearerOf(app: FastifyInstance, accountId: string): Promise<string> {
  const origin = new URL(app.sso.issuers[0] ?? 'http://localhost/sso').origin;
  return `Bearer ${(await app.sso.issueTokens(accountId, origin)).access_token}`;
}

/** `count` new registered attendees of the demo event (as the identity seed makes the visitor), with tokens. */
export async function newAttendees(
  app: FastifyInstance,
  db: Db,
  count: number,
): Promise<{ id: string; bearer: string }[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.insert(accounts).values(
    ids.map((id, i) => ({
      id,
      email: `buyer-${id}@test.showfloor.test`,
      passwordHash: 'not-a-login',
      fullName: `Buyer ${i}`,
      company: 'Buyers Ltd',
      jobTitle: 'Purchasing',
      phone: '+86 138 0000 0000',
    })),
  );
  await db
    .insert(roleGrants)
    .values(
      ids.map((accountId) => ({ accountId, bventId: DEMO_EVENT_ID, orgId: null, registerType: 'Attendee' })),
    );
  await db.insert(attendees).values(
    ids.map((accountId) => ({
      id: randomUUID(),
      bventId: DEMO_EVENT_ID,
      accountId,
      status: 'Registered' as const,
    })),
  );
  return Promise.all(ids.map(async (id) => ({ id, bearer: await bearerOf(app, id) })));
}

/** A slot inserted directly (capacity, times of choice) for the demo exhibitor. */
export async function insertSlot(
  db: Db,
  startTime: string,
  endTime: string,
  capacity: number,
  n = 1,
  orgId = DEMO_EXHIBITOR_ORG_ID,
): Promise<string> {
  const id = randomUUID();
  await db.insert(meetingSlots).values({
    id,
    bventId: DEMO_EVENT_ID,
    exhibitorId: exhibitorId(n),
    orgId,
    oneDay: startTime.slice(0, 10),
    startTime,
    endTime,
    capacity,
    idleCount: capacity,
  });
  return id;
}

export async function idleOf(db: Db, slotId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ idle: meetingSlots.idleCount })
    .from(meetingSlots)
    .where(eq(meetingSlots.id, slotId));
  return row?.idle;
}

/** A Reserve payload with every field of the original platform's, to the demo exhibitor unless overridden. */
export function reservePayload(slot: { id: string; startTime: string; endTime: string }, over: object = {}) {
  return {
    topOrgId: DEMO_TOP_ORG_ID,
    bventId: DEMO_EVENT_ID,
    srcBizId: '',
    srcBizType: 'Shop',
    srcBizCode: '',
    srcBizName: '',
    receiveAccountId: demoAccountId('exhibitor'),
    receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
    sendAccountName: '',
    startTime: slot.startTime,
    endTime: slot.endTime,
    topic: 'Bulk order of valves',
    chatType: 'OnLine',
    SendBusinessCard: 1,
    chatId: slot.id,
    attendeeOrganizationRole: 'Attendee',
    address: '',
    addressType: 'Customize',
    ...over,
  };
}

export function reserve(
  app: FastifyInstance,
  bearer: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return call<string>(app, {
    method: 'POST',
    url: api(reserveChat.path),
    payload,
    headers: { [HEADERS.authorization]: bearer, [HEADERS.language]: 'en-US', ...headers },
  });
}
