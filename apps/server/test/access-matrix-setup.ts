import { randomUUID } from 'node:crypto';
import { HEADERS } from '@showfloor/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.ts';
import {
  cardExchanges,
  conversations,
  instantRequests,
  liveChatRooms,
  meetings,
} from '../src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_OPEN_ACTIVITY_ID,
  DEMO_PAVILION_ID,
  DEMO_PRIVATE_LIVE_ID,
  DEMO_PRODUCT_ID,
  DEMO_PROJECT_ID,
  DEMO_PUBLIC_LIVE_ID,
  DEMO_TOP_ORG_ID,
  DEMO_UNPAID_ORDER_ID,
  demoAccountId,
  meetingSlotId,
} from '../src/db/seed/demo-ids.ts';
import type { Victim } from './access-matrix-inputs.ts';
import { api, call } from './helpers.ts';
import { bearerOf, reservePayload, slotTimes } from './meeting-helpers.ts';
import { confirmedMeeting } from './room-helpers.ts';
import { TEST_FAIR, TEST_NOW } from './test-clock.ts';
import { smallPng } from './demand-fixtures.ts';

/*
 * The victim of the access matrix: the demo visitor (user A) and the demo exhibitor's organization (org A), with
 * private rows of each made through the product's own calls, every one carrying a marker that must never reach
 * another caller.
 */

/** Values only the victim (and whom they chose to tell) may see; none may appear in another caller's answer. */
export const MARK = {
  cardEmail: 'victim.card.9f2c@private.test',
  cardPhone: '139 7766 5544',
  cardCompany: 'VictimCo-7a1e',
  enquiryText: 'VICTIM-ENQUIRY-3b8d',
  enquiryEmail: 'victim.enquiry.3b8d@private.test',
  demandText: 'VICTIM-DEMAND-5c0f',
  messageText: 'VICTIM-MESSAGE-81d4',
  meetingTopic: 'VICTIM-MEETING-c27b',
  draftName: 'VICTIM-DRAFT-PRODUCT-66e0',
  // The studio live's invitation code (its title and id are public once saved: the live list shows them).
  inviteCode: 'VICTIM4242',
  instantTopic: 'VICTIM-INSTANT-4e17',
} as const;

async function ok<T>(
  app: FastifyInstance,
  bearer: string,
  method: 'GET' | 'POST',
  path: string,
  payload: object,
): Promise<T> {
  const res = await call<T>(app, {
    method,
    url: api(path),
    headers: { [HEADERS.authorization]: bearer, [HEADERS.language]: 'en-US' },
    ...(method === 'POST' ? { payload } : { query: payload as Record<string, string> }),
  });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.returnObj as T;
}

/** Makes the victim's private rows through the calls the victim would use, and answers their ids. */
export async function makeVictim(app: FastifyInstance, db: Db): Promise<Victim> {
  const visitorId = demoAccountId('visitor');
  const exhibitorAccountId = demoAccountId('exhibitor');
  const visitor = await bearerOf(app, visitorId);
  const exhibitor = await bearerOf(app, exhibitorAccountId);
  const pngBase64 = (await smallPng()).toString('base64');
  const day = TEST_FAIR.day(0);

  await ok(app, visitor, 'POST', '/ExpoAggregator/BusinessCard/save', {
    fullName: 'Victim Visitor',
    company: MARK.cardCompany,
    phoneCode: '+86',
    phone: MARK.cardPhone,
    email: MARK.cardEmail,
  });
  await ok(app, visitor, 'POST', '/ExpoAggregator/BusinessCard/send', {
    bventId: DEMO_EVENT_ID,
    exhibitorId: DEMO_EXHIBITOR_ID,
  });
  const [exchange] = await db
    .select({ id: cardExchanges.id })
    .from(cardExchanges)
    .where(eq(cardExchanges.senderAccountId, visitorId));

  const enquiry = await ok<{ id: string }>(app, visitor, 'POST', '/ExpoAggregator/IntentionOrder/Submit', {
    bventId: DEMO_EVENT_ID,
    productId: DEMO_PRODUCT_ID,
    quantity: 10,
    message: MARK.enquiryText,
    email: MARK.enquiryEmail,
    agreed: true,
  });

  const demand = await ok<{ id: string }>(app, visitor, 'POST', '/ExpoAggregator/SupplyDemand/Publish', {
    bventId: DEMO_EVENT_ID,
    title: 'Victim demand',
    description: MARK.demandText,
    quantity: 5,
    validUntil: TEST_FAIR.day(3),
    agreed: true,
  });

  await ok(app, visitor, 'POST', '/ExpoAggregator/MessageCenter/sendmessagetoexhibitor', {
    senduserid: visitorId,
    leavingmessage: MARK.messageText,
    receiveexhibitororgid: DEMO_EXHIBITOR_ORG_ID,
    issendbusinesscard: false,
    bventId: DEMO_EVENT_ID,
  });
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.visitorAccountId, visitorId));

  const slotId = meetingSlotId(1, 0, 3);
  const times = slotTimes(day, 3);
  await ok(
    app,
    visitor,
    'POST',
    '/ExpoAggregator/AttendeeChats/Reserve',
    reservePayload({ id: slotId, ...times }, { topic: MARK.meetingTopic }),
  );
  const [meeting] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.sendAccountId, visitorId), eq(meetings.slotId, slotId)));
  const roomNumber = await confirmedMeeting(db, visitorId, 60);

  await ok(app, visitor, 'POST', '/ExpoAggregator/Activity/Register', { activityId: DEMO_OPEN_ACTIVITY_ID });

  // A pending "talk now" request, written as the ask call writes it (the ask itself rings the team's sockets).
  const instantId = randomUUID();
  await db.insert(instantRequests).values({
    id: instantId,
    bventId: DEMO_EVENT_ID,
    exhibitorId: DEMO_EXHIBITOR_ID,
    receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
    sendAccountId: visitorId,
    actingRole: 'Attendee',
    buyerName: 'Victim Visitor',
    topic: MARK.instantTopic,
    status: 'pending',
    // On the gateway's clock (the suites' time), never the machine's: pending for the whole run.
    expiresAt: new Date(TEST_NOW + 24 * 3_600_000),
    createdAt: new Date(TEST_NOW),
  });

  // The exhibitor's public chat room is made on first asking.
  await ok(app, visitor, 'POST', '/ExpoAggregator/NoToken/LiveChatRoom/OpenList', {
    bventId: DEMO_EVENT_ID,
    exhibitorId: DEMO_EXHIBITOR_ID,
  });
  const [room] = await db
    .select({ id: liveChatRooms.id })
    .from(liveChatRooms)
    .where(eq(liveChatRooms.exhibitorId, DEMO_EXHIBITOR_ID));
  const said = await ok<{ id: number }>(app, visitor, 'POST', '/ExpoAggregator/LiveChatRoom/Send', {
    bventId: DEMO_EVENT_ID,
    roomId: room!.id,
    clientId: 'victim-chat-1',
    text: 'hello from the victim',
  });

  const image = await ok<{ url: string }>(app, exhibitor, 'POST', '/ExpoAggregator/Workbench/Exhibit/Image', {
    bventId: DEMO_EVENT_ID,
    data: pngBase64,
  });
  const draft = await ok<{ id: string }>(app, exhibitor, 'POST', '/ExpoAggregator/Workbench/Exhibit/Save', {
    bventId: DEMO_EVENT_ID,
    name: { 'en-US': MARK.draftName },
    image: image.url,
  });
  const studio = await ok<{ id: string }>(app, exhibitor, 'POST', '/ExpoAggregator/Workbench/Live/Save', {
    bventId: DEMO_EVENT_ID,
    title: { 'en-US': 'Victim studio live' },
    startTime: `${TEST_FAIR.day(1)} 16:00`,
    endTime: `${TEST_FAIR.day(1)} 17:00`,
    inviteCode: MARK.inviteCode,
  });

  return {
    bventId: DEMO_EVENT_ID,
    visitorId,
    exhibitorAccountId,
    exhibitorId: DEMO_EXHIBITOR_ID,
    orgId: DEMO_EXHIBITOR_ORG_ID,
    productId: DEMO_PRODUCT_ID,
    draftProductId: draft.id,
    activityId: DEMO_OPEN_ACTIVITY_ID,
    liveId: DEMO_PUBLIC_LIVE_ID,
    studioLiveId: studio.id,
    privateLiveId: DEMO_PRIVATE_LIVE_ID,
    meetingId: meeting!.id,
    roomNumber,
    slotId,
    slotStart: times.startTime,
    slotEnd: times.endTime,
    oneDay: day,
    enquiryId: enquiry.id,
    demandId: demand.id,
    conversationId: conversation!.id,
    exchangeId: exchange!.id,
    instantId,
    chatRoomId: room!.id,
    chatMessageId: said.id,
    orderId: DEMO_UNPAID_ORDER_ID,
    pngBase64,
    topOrgId: DEMO_TOP_ORG_ID,
    pavilionId: DEMO_PAVILION_ID,
    projectId: DEMO_PROJECT_ID,
    searchTerm: MARK.draftName,
  };
}
