import { randomUUID } from 'node:crypto';
import {
  ALL_CALLS,
  ERROR_MESSAGES,
  ErrorCode,
  HEADERS,
  MISSING_CODES,
  type CallContract,
} from '@showfloor/contracts';
import { buildOpenApi } from '@showfloor/contracts/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_TOP_ORG_ID,
  DEMO_UNPAID_ORDER_ID,
  type DemoAccountKey,
  demoAccountId,
} from '../src/db/seed/demo-ids.ts';
import { api } from './helpers.ts';
import { buildIdentityApp, type IdentityTestApp } from './identity-helpers.ts';
import { reservePayload, slotTimes } from './meeting-helpers.ts';

/*
 * One rule for "it is not there", on every call: whatever a request names that does not exist answers HTTP 404
 * with that thing's own code and a message that names it (never a 200 with a failure, a 400, or the route's
 * "no such call"). Each call whose input names something (an event, a subject, a meeting, a slot...) is asked
 * once with an id nobody holds; the table must cover every such call, and every call the table covers must
 * declare 404 in the OpenAPI document.
 */

let t: IdentityTestApp;
beforeAll(async () => {
  t = await buildIdentityApp();
});
afterAll(() => t?.close());

const nobody = () => randomUUID();
const visitor = demoAccountId('visitor');
const day = '2026-12-09';

interface Probe {
  call: CallContract;
  /** What the request names that does not exist, as the test's title says it. */
  missing: string;
  as?: DemoAccountKey;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  code: number;
}

const calls = Object.fromEntries(ALL_CALLS.map((c) => [c.id, c])) as Record<string, CallContract>;
const p = (
  id: string,
  missing: string,
  code: number,
  input: Omit<Probe, 'call' | 'missing' | 'code'>,
): Probe => {
  const call = calls[id];
  if (!call) throw new Error(`no call ${id}`);
  return { call, missing, code, ...input };
};

const E = ErrorCode.EventNotFound;
const event = 'event';
const page = { pageNo: 1, pageSize: 10 };

/** CheckChatStatus of an unknown slot of the demo exhibitor, at the event given. */
const chatCheck = (bventId: string) => ({
  chatId: nobody(),
  attendeeOrganizationRole: 'Attendee',
  checkChatBusinessType: 'AttendeeSend',
  receiveOrgId: DEMO_EXHIBITOR_ORG_ID,
  bventId,
});

const PROBES: Probe[] = [
  // The event, named by its id.
  p('getBventById', event, E, { query: { bventId: nobody() } }),
  p('getBventSetting', event, E, { params: { bventId: nobody() } }),
  p('getDecorationData', event, E, { query: { bventId: nobody() } }),
  p('getDictionary', event, E, { query: { bventId: nobody(), language: 'en-US' } }),
  p('getExhibitionLogo', event, E, { query: { bventId: nobody() } }),
  p('getTerms', event, E, { query: { bventId: nobody(), languageType: 'en-US', topOrgId: DEMO_TOP_ORG_ID } }),
  p('trackEvent', event, E, { body: { eventCode: 'PageView', bventId: nobody(), page: 'home' } }),
  p('getCategoryByBventId', event, E, { body: { bventId: nobody() } }),
  p('getExhibitCategoryList', event, E, { body: { bventId: nobody() } }),
  p('getHomeRecommend', event, E, { query: { bventId: nobody() } }),
  p('listExhibitors', event, E, { body: { ...page, bventId: nobody() } }),
  p('listExhibits', event, E, { body: { ...page, bventId: nobody() } }),
  p('listPavilions', event, E, { query: { bventId: nobody() } }),
  p('listProjects', event, E, { body: { ...page, bventId: nobody() } }),
  p('auditExhibitor', event, E, {
    as: 'planner',
    body: { bventId: nobody(), orgId: DEMO_EXHIBITOR_ORG_ID, pass: true },
  }),
  p('getAttendeeInfo', event, E, { as: 'visitor', query: { bventId: nobody() } }),
  p('getAttendeeInfoByAccountId', event, E, {
    as: 'visitor',
    query: { bventId: nobody(), accountId: visitor },
  }),
  p('getAttendeeTips', event, E, {
    as: 'visitor',
    params: { bventId: nobody() },
    query: { accountId: visitor },
  }),
  p('getPayPageUrl', event, E, {
    as: 'unpaid',
    params: { bventId: nobody() },
    query: { orderId: DEMO_UNPAID_ORDER_ID },
  }),
  p('getRolesWithBvent', event, E, { as: 'visitor', query: { bventId: nobody(), accountId: visitor } }),
  p('markOrderPaid', event, E, {
    as: 'planner',
    params: { bventId: nobody() },
    body: { orderId: DEMO_UNPAID_ORDER_ID },
  }),
  p('queryUserBenefitFunctionKey', event, E, {
    query: { bventId: nobody(), accountId: visitor, functionKey: 'MessageCenter' },
  }),
  p('queryUserBenefitPackageNoGroup', event, E, { as: 'visitor', query: { bventId: nobody() } }),
  p('queryUsersBenefitFunctionKey', event, E, {
    body: { bventId: nobody(), accountIds: [visitor], functionKey: 'MessageCenter' },
  }),
  p('reviewAttendee', event, E, {
    as: 'planner',
    body: { bventId: nobody(), accountId: demoAccountId('pending'), decision: 'Registered' },
  }),
  p('clickFavoriteNum', event, E, { body: { bventId: nobody(), type: 'company', id: DEMO_EXHIBITOR_ID } }),
  p('searchCompanies', event, E, { body: { bventId: nobody(), searchValue: 'valve' } }),
  p('searchProducts', event, E, { body: { bventId: nobody(), searchValue: 'valve' } }),
  ...(['addFavorite', 'cancelFavorite', 'isFavorite'] as const).map((id) =>
    p(id, event, E, {
      as: 'visitor',
      body: { bventId: nobody(), targetType: 'Exhibitor', targetId: DEMO_EXHIBITOR_ID },
    }),
  ),
  p('favoriteStatusList', event, E, {
    as: 'visitor',
    body: { bventId: nobody(), targetType: 'Exhibitor', targetIds: [DEMO_EXHIBITOR_ID] },
  }),
  ...(
    ['agencyVideoList', 'exhibitorVideoList', 'recommendAgencyVideo', 'recommendExhibitorVideo'] as const
  ).map((id) => p(id, event, E, { body: { bventId: nobody() } })),
  p('getAgency', event, E, { query: { bventId: nobody() } }),
  p('videoHall', event, E, { body: { bventId: nobody() } }),
  p('videoHallCategories', event, E, { body: { bventId: nobody() } }),
  p('getBventThirdPlatformAppId', event, E, { params: { bventId: nobody() } }),
  p('jsSdkUiPackage', event, E, { query: { bventId: nobody(), url: 'https://fair.example.com/m/zh-CN' } }),
  p('openJsSdkUiPackage', event, E, {
    query: { bventId: nobody(), url: 'https://fair.example.com/m/zh-CN' },
  }),
  // A business id nothing holds: no event to answer.
  p('getBventByBusinessId', event, E, { query: { businessId: nobody() } }),
  p('getDataSourceDetailByInitField', event, E, { query: { bventId: nobody(), fieldName: 'Cate' } }),
  p('getExhibitorContactInformation', event, E, {
    params: { exhibitorOrgId: DEMO_EXHIBITOR_ORG_ID, bventId: nobody(), type: 0 },
  }),
  p('getSearchBventDecorate', event, E, { query: { bventId: nobody() } }),
  p('listExhibitorActivities', event, E, {
    body: { ...page, bventId: nobody(), exhibitorId: DEMO_EXHIBITOR_ID },
  }),
  p('listActivityHall', event, E, { body: { ...page, bventId: nobody() } }),
  p('myActivities', event, E, { as: 'visitor', body: { ...page, bventId: nobody() } }),
  p('listLives', event, E, { body: { ...page, bventId: nobody() } }),
  p('myLiveReservations', event, E, { as: 'visitor', body: { ...page, bventId: nobody() } }),
  p('getChatTypeByBventId', event, E, { query: { bventId: nobody() } }),
  p('checkChatStatus', event, E, {
    as: 'visitor',
    body: chatCheck(nobody()),
  }),
  p('clearMySlots', event, E, { as: 'exhibitor', body: { bventId: nobody(), oneDay: day } }),
  p('getMySlots', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('setMySlots', event, E, {
    as: 'exhibitor',
    body: {
      bventId: nobody(),
      oneDay: day,
      startTime: '09:00',
      endTime: '10:00',
      slotMinutes: 30,
      capacity: 1,
    },
  }),
  p('exhibitorOfflineBoothNumberQuery', event, E, {
    as: 'visitor',
    body: { bventId: nobody(), exhibitorOrgId: DEMO_EXHIBITOR_ORG_ID },
  }),
  p('listChatStocks', event, E, {
    as: 'visitor',
    body: { bventId: nobody(), receiveOrgId: DEMO_EXHIBITOR_ORG_ID },
  }),
  p('mySentMeetings', event, E, { as: 'visitor', body: { ...page, bventId: nobody() } }),
  p('receivedMeetings', event, E, { as: 'exhibitor', body: { ...page, bventId: nobody() } }),
  p('reserveChat', event, E, {
    as: 'visitor',
    body: reservePayload({ id: nobody(), ...slotTimes(day, 1) }, { bventId: nobody() }),
  }),

  // A page's subject, named by its id.
  p('getBventByExhibitorIdOrExhibitId', 'exhibitor', ErrorCode.ExhibitorNotFound, {
    query: { exhibitorId: nobody() },
  }),
  p('getBventByExhibitionId', 'product', ErrorCode.ExhibitNotFound, { query: { exhibitId: nobody() } }),
  p('getExhibitDetail', 'product', ErrorCode.ExhibitNotFound, { query: { id: nobody() } }),
  p('getPavilionDetail', 'exhibition group', ErrorCode.GroupNotFound, { query: { id: nobody() } }),
  p('getProjectDetail', 'project', ErrorCode.ProjectNotFound, { query: { id: nobody() } }),
  p('getExhibitorDetail', 'exhibitor', ErrorCode.ExhibitorNotFound, { query: { id: nobody() } }),
  p('getShopDecorate', 'exhibitor', ErrorCode.ExhibitorNotFound, { query: { id: nobody() } }),
  p('getAgencyDetail', 'agency', ErrorCode.AgencyNotFound, { query: { id: nobody() } }),
  p('getVideoDetail', 'video', ErrorCode.VideoNotFound, { query: { id: nobody() } }),
  p('getExhibitorActivityDetail', 'activity', ErrorCode.ActivityNotFound, { query: { id: nobody() } }),
  p('getActivitySeat', 'activity', ErrorCode.ActivityNotFound, {
    as: 'visitor',
    query: { activityId: nobody() },
  }),
  p('registerActivity', 'activity', ErrorCode.ActivityNotFound, {
    as: 'visitor',
    body: { activityId: nobody() },
  }),
  p('cancelActivityRegistration', 'activity', ErrorCode.ActivityNotFound, {
    as: 'visitor',
    body: { activityId: nobody() },
  }),
  p('getLiveDetail', 'live', ErrorCode.LiveNotFound, { query: { id: nobody() } }),
  p('reserveLive', 'live', ErrorCode.LiveNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, liveId: nobody() },
  }),
  p('cancelLiveReservation', 'live', ErrorCode.LiveNotFound, { as: 'visitor', body: { liveId: nobody() } }),
  p('liveCalendar', 'live', ErrorCode.LiveNotFound, { as: 'visitor', query: { liveId: nobody() } }),

  // Other things a call names.
  p('getAdminAccount', 'organization admin', ErrorCode.AdminAccountNotFound, {
    query: { organizationId: nobody() },
  }),
  ...(
    [
      ['cancelMeeting', 'visitor'],
      ['confirmMeeting', 'exhibitor'],
      ['declineMeeting', 'exhibitor'],
    ] as const
  ).map(([id, as]) =>
    p(id, 'meeting', ErrorCode.MeetingNotFound, {
      as,
      body: { bventId: DEMO_EVENT_ID, negotiationId: nobody() },
    }),
  ),
  p('meetingCalendar', 'meeting', ErrorCode.MeetingNotFound, {
    as: 'visitor',
    query: { bventId: DEMO_EVENT_ID, negotiationId: nobody() },
  }),
  // A room number no confirmed meeting holds (9 digits; the seed's meetings have none confirmed).
  p('getMeetingRoom', 'negotiation room', ErrorCode.RoomNotFound, {
    as: 'visitor',
    query: { roomNumber: '100000001' },
  }),
  p('createRoomInvitation', 'negotiation room', ErrorCode.RoomNotFound, {
    as: 'exhibitor',
    body: { roomNumber: '100000001' },
  }),
  p('saveChatRoomFeedback', 'negotiation room', ErrorCode.RoomNotFound, {
    body: { roomNumber: '100000001', seat: nobody(), seatToken: 'x'.repeat(32), rating: 5 },
  }),
  p('saveLiveMeetingRecord', 'negotiation room', ErrorCode.RoomNotFound, {
    body: { roomNumber: '100000001', seat: nobody(), seatToken: 'x'.repeat(32), action: 'join' },
  }),
  p('getRtcQrCode', 'negotiation room', ErrorCode.RoomNotFound, {
    as: 'visitor',
    query: { bventId: DEMO_EVENT_ID, scene: '100000001' },
  }),
  p('getAuthQrCode', 'negotiation room', ErrorCode.RoomNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, scene: '100000001' },
  }),
  p('setRoomPassword', 'negotiation room', ErrorCode.RoomNotFound, {
    as: 'exhibitor',
    body: { roomNumber: '100000001', password: 'tea-1234' },
  }),
  p('askInstantMeeting', event, E, {
    as: 'visitor',
    body: { bventId: nobody(), exhibitorId: nobody(), topic: 'Valves' },
  }),
  p('cancelInstantMeeting', event, E, { as: 'visitor', body: { bventId: nobody(), id: nobody() } }),
  p('answerInstantMeeting', event, E, {
    as: 'exhibitor',
    body: { bventId: nobody(), id: nobody(), accept: true },
  }),
  p('getInstantMeeting', event, E, { as: 'visitor', query: { bventId: nobody(), id: nobody() } }),
  p('pendingInstantMeetings', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('sendBusinessCard', event, E, { as: 'visitor', body: { bventId: nobody(), exhibitorId: nobody() } }),
  p('sendBusinessCardBack', event, E, { as: 'exhibitor', body: { bventId: nobody(), exchangeId: nobody() } }),
  p('businessCardWall', event, E, {
    as: 'exhibitor',
    query: { bventId: nobody(), box: 'received', pageNo: 1, pageSize: 10 },
  }),
  p('businessCardWallCsv', event, E, { as: 'exhibitor', query: { bventId: nobody(), box: 'received' } }),
  p('businessCardVcard', 'business card', ErrorCode.CardExchangeNotFound, {
    as: 'visitor',
    query: { exchangeId: nobody() },
  }),
  p('sendMessageToExhibitor', event, E, {
    as: 'visitor',
    body: {
      senduserid: visitor,
      leavingmessage: 'Hello',
      receiveexhibitororgid: nobody(),
      issendbusinesscard: false,
      bventId: nobody(),
    },
  }),
  p('sendMessage', event, E, {
    as: 'visitor',
    body: {
      bventId: nobody(),
      conversationId: nobody(),
      clientId: 'probe-client-1',
      content: { kind: 'text', text: 'Hello' },
    },
  }),
  p('listConversations', event, E, { as: 'visitor', query: { bventId: nobody(), pageNo: 1, pageSize: 10 } }),
  p('getConversation', event, E, { as: 'visitor', query: { bventId: nobody(), conversationId: nobody() } }),
  p('listMessages', event, E, { as: 'visitor', query: { bventId: nobody(), conversationId: nobody() } }),
  p('readMessages', event, E, {
    as: 'visitor',
    body: { bventId: nobody(), conversationId: nobody(), seq: 1 },
  }),
  p('unreadMessages', event, E, { as: 'visitor', query: { bventId: nobody() } }),
  p('uploadMessageImage', event, E, { as: 'visitor', body: { bventId: nobody(), data: 'AAAA' } }),
  p('liveChatOpenList', event, E, { body: { bventId: nobody(), exhibitorId: nobody() } }),
  p('liveChatEnter', 'chat room', ErrorCode.LiveChatRoomNotFound, { query: { roomId: nobody() } }),
  p('liveChatSend', event, E, {
    as: 'visitor',
    body: { bventId: nobody(), roomId: nobody(), clientId: 'probe-client-1', text: 'Hello' },
  }),
  p('liveChatRemove', event, E, { as: 'exhibitor', body: { bventId: nobody(), roomId: nobody(), id: 1 } }),
  p('liveChatMute', event, E, {
    as: 'exhibitor',
    body: { bventId: nobody(), roomId: nobody(), accountId: nobody(), minutes: 10 },
  }),
  p('submitEnquiry', event, E, {
    as: 'visitor',
    body: { bventId: nobody(), productId: nobody(), quantity: 1, phone: '138 0013 8000', agreed: true },
  }),
  p('myEnquiries', event, E, { as: 'visitor', query: { bventId: nobody(), pageNo: 1, pageSize: 10 } }),
  p('enquiryInbox', event, E, { as: 'exhibitor', query: { bventId: nobody(), pageNo: 1, pageSize: 10 } }),
  p('enquiryDetail', event, E, { as: 'visitor', query: { bventId: nobody(), id: nobody() } }),
  p('replyEnquiry', event, E, { as: 'exhibitor', body: { bventId: nobody(), id: nobody(), text: 'Hello' } }),
  p('closeEnquiry', event, E, { as: 'exhibitor', body: { bventId: nobody(), id: nobody() } }),
  p('enquiryInboxCsv', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('demandHall', event, E, { query: { bventId: nobody() } }),
  p('demandDetail', event, E, { query: { bventId: nobody(), id: nobody() } }),
  p('publishDemand', event, E, {
    as: 'visitor',
    body: { bventId: nobody(), title: 'Tubes', quantity: 1, validUntil: day, agreed: true },
  }),
  p('uploadDemandPicture', event, E, { as: 'visitor', body: { bventId: nobody(), data: 'aGVsbG8=' } }),
  p('myDemands', event, E, { as: 'visitor', query: { bventId: nobody(), pageNo: 1, pageSize: 10 } }),
  p('closeDemand', event, E, { as: 'visitor', body: { bventId: nobody(), id: nobody() } }),
  p('replyDemand', event, E, { as: 'exhibitor', body: { bventId: nobody(), id: nobody(), text: 'Hello' } }),
  p('demandReviewQueue', event, E, { as: 'planner', query: { bventId: nobody(), pageNo: 1, pageSize: 10 } }),
  p('reviewDemand', event, E, {
    as: 'planner',
    body: { bventId: nobody(), id: nobody(), decision: 'approve' },
  }),
  // The workbench's products and their review (a product of another exhibitor: workbench-products.test.ts).
  p('workbenchProducts', event, E, { as: 'exhibitor', query: { bventId: nobody(), ...page } }),
  p('workbenchProduct', event, E, { as: 'exhibitor', query: { bventId: nobody(), id: nobody() } }),
  p('saveProduct', event, E, {
    as: 'exhibitor',
    body: { bventId: nobody(), name: { 'en-US': 'Pump' }, image: `${'a'.repeat(64)}.png` },
  }),
  p('productShelf', event, E, { as: 'exhibitor', body: { bventId: nobody(), id: nobody(), listed: true } }),
  p('deleteProduct', event, E, { as: 'exhibitor', body: { bventId: nobody(), id: nobody() } }),
  p('uploadProductImage', event, E, { as: 'exhibitor', body: { bventId: nobody(), data: 'aGVsbG8=' } }),
  p('uploadProductVideo', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('productReviewQueue', event, E, { as: 'planner', query: { bventId: nobody(), ...page } }),
  p('reviewProduct', event, E, {
    as: 'planner',
    body: { bventId: nobody(), id: nobody(), decision: 'approve' },
  }),
  // The organizer's review console.
  p('reviewSummary', event, E, { as: 'planner', query: { bventId: nobody() } }),
  p('exhibitorAuditQueue', event, E, { as: 'planner', query: { bventId: nobody(), ...page } }),
  p('reviewExhibitor', event, E, {
    as: 'planner',
    body: { bventId: nobody(), orgId: nobody(), decision: 'approve' },
  }),
  p('banExhibitor', event, E, {
    as: 'planner',
    body: { bventId: nobody(), exhibitorId: nobody(), banned: true, note: 'Fake goods' },
  }),
  p('attendeeReviewQueue', event, E, { as: 'planner', query: { bventId: nobody(), ...page } }),
  p('paymentReviewQueue', event, E, { as: 'planner', query: { bventId: nobody(), ...page } }),
  p('refusePayment', event, E, {
    as: 'planner',
    body: { bventId: nobody(), orderId: nobody(), note: 'No transfer' },
  }),
  p('reviewLog', event, E, { as: 'planner', query: { bventId: nobody(), ...page } }),
  // The workbench's company info, catalogue entry and figures.
  p('workbenchCompany', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('saveCompany', event, E, {
    as: 'exhibitor',
    body: { bventId: nobody(), name: { 'en-US': 'Acme' }, logo: `${'a'.repeat(64)}.png` },
  }),
  p('catalogueEntry', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('catalogueCsv', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('workbenchFigures', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('workbenchFiguresCsv', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  // The exhibitor's live studio.
  p('studioLives', event, E, { as: 'exhibitor', query: { bventId: nobody() } }),
  p('saveLive', event, E, {
    as: 'exhibitor',
    body: {
      bventId: nobody(),
      title: { 'en-US': 'Tour' },
      startTime: `${day} 10:00`,
      endTime: `${day} 11:00`,
    },
  }),
  p('removeLive', event, E, { as: 'exhibitor', body: { bventId: nobody(), id: nobody() } }),
  p('startLive', event, E, { as: 'exhibitor', body: { bventId: nobody(), id: nobody() } }),
  p('endLive', event, E, { as: 'exhibitor', body: { bventId: nobody(), id: nobody() } }),
  p('liveChunk', event, E, {
    as: 'exhibitor',
    query: { bventId: nobody(), id: nobody(), session: nobody(), seq: 0 },
  }),
];

/** A second probe of a call whose input names two things: the other one. */
const SECOND_PROBES: Probe[] = [
  // A live of the exhibitor's that does not exist (another exhibitor's: live-studio.test.ts).
  p('saveLive', 'live', ErrorCode.LiveNotFound, {
    as: 'exhibitor',
    body: {
      bventId: DEMO_EVENT_ID,
      id: nobody(),
      title: { 'en-US': 'Tour' },
      startTime: `${day} 10:00`,
      endTime: `${day} 11:00`,
    },
  }),
  p('removeLive', 'live', ErrorCode.LiveNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody() },
  }),
  p('startLive', 'live', ErrorCode.LiveNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody() },
  }),
  p('endLive', 'live', ErrorCode.LiveNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody() },
  }),
  p('liveChunk', 'live', ErrorCode.LiveNotFound, {
    as: 'exhibitor',
    query: { bventId: DEMO_EVENT_ID, id: nobody(), session: nobody(), seq: 0 },
  }),
  p('videoHall', 'category', ErrorCode.CategoryNotFound, {
    body: { bventId: DEMO_EVENT_ID, categoryId: nobody() },
  }),
  p('askInstantMeeting', 'exhibitor', ErrorCode.ExhibitorNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, exhibitorId: nobody(), topic: 'Valves' },
  }),
  p('cancelInstantMeeting', 'instant negotiation request', ErrorCode.InstantRequestNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody() },
  }),
  p('answerInstantMeeting', 'instant negotiation request', ErrorCode.InstantRequestNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody(), accept: false },
  }),
  p('sendBusinessCard', 'exhibitor', ErrorCode.ExhibitorNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, exhibitorId: nobody() },
  }),
  p('sendBusinessCardBack', 'business card', ErrorCode.CardExchangeNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, exchangeId: nobody() },
  }),
  p('getInstantMeeting', 'instant negotiation request', ErrorCode.InstantRequestNotFound, {
    as: 'visitor',
    query: { bventId: DEMO_EVENT_ID, id: nobody() },
  }),
  p('sendMessageToExhibitor', 'exhibitor', ErrorCode.ExhibitorNotFound, {
    as: 'visitor',
    body: {
      senduserid: visitor,
      leavingmessage: 'Hello',
      receiveexhibitororgid: nobody(),
      issendbusinesscard: false,
      bventId: DEMO_EVENT_ID,
    },
  }),
  p('sendMessage', 'conversation', ErrorCode.ConversationNotFound, {
    as: 'visitor',
    body: {
      bventId: DEMO_EVENT_ID,
      conversationId: nobody(),
      clientId: 'probe-client-2',
      content: { kind: 'text', text: 'Hello' },
    },
  }),
  p('getConversation', 'conversation', ErrorCode.ConversationNotFound, {
    as: 'visitor',
    query: { bventId: DEMO_EVENT_ID, conversationId: nobody() },
  }),
  p('listMessages', 'conversation', ErrorCode.ConversationNotFound, {
    as: 'visitor',
    query: { bventId: DEMO_EVENT_ID, conversationId: nobody() },
  }),
  p('readMessages', 'conversation', ErrorCode.ConversationNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, conversationId: nobody(), seq: 1 },
  }),
  p('liveChatOpenList', 'exhibitor', ErrorCode.ExhibitorNotFound, {
    body: { bventId: DEMO_EVENT_ID, exhibitorId: nobody() },
  }),
  p('liveChatSend', 'chat room', ErrorCode.LiveChatRoomNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, roomId: nobody(), clientId: 'probe-client-2', text: 'Hello' },
  }),
  p('liveChatRemove', 'chat room', ErrorCode.LiveChatRoomNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, roomId: nobody(), id: 1 },
  }),
  p('liveChatMute', 'chat room', ErrorCode.LiveChatRoomNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, roomId: nobody(), accountId: nobody(), minutes: 10 },
  }),
  p('submitEnquiry', 'product', ErrorCode.ExhibitNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, productId: nobody(), quantity: 1, phone: '138 0013 8000', agreed: true },
  }),
  p('enquiryDetail', 'enquiry', ErrorCode.EnquiryNotFound, {
    as: 'visitor',
    query: { bventId: DEMO_EVENT_ID, id: nobody() },
  }),
  p('replyEnquiry', 'enquiry', ErrorCode.EnquiryNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody(), text: 'Hello' },
  }),
  p('closeEnquiry', 'enquiry', ErrorCode.EnquiryNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody() },
  }),
  p('demandHall', 'category', ErrorCode.CategoryNotFound, {
    query: { bventId: DEMO_EVENT_ID, categoryId: nobody() },
  }),
  p('demandDetail', 'demand', ErrorCode.DemandNotFound, { query: { bventId: DEMO_EVENT_ID, id: nobody() } }),
  p('publishDemand', 'category', ErrorCode.CategoryNotFound, {
    as: 'visitor',
    body: {
      bventId: DEMO_EVENT_ID,
      title: 'Tubes',
      quantity: 1,
      validUntil: day,
      categoryId: nobody(),
      agreed: true,
    },
  }),
  p('closeDemand', 'demand', ErrorCode.DemandNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody() },
  }),
  p('replyDemand', 'demand', ErrorCode.DemandNotFound, {
    as: 'exhibitor',
    body: { bventId: DEMO_EVENT_ID, id: nobody(), text: 'Hello' },
  }),
  p('reviewDemand', 'demand', ErrorCode.DemandNotFound, {
    as: 'planner',
    body: { bventId: DEMO_EVENT_ID, id: nobody(), decision: 'approve' },
  }),
  p('reviewExhibitor', 'organization (no exhibitor registration)', ErrorCode.ExhibitorRegistrationNotFound, {
    as: 'planner',
    body: { bventId: DEMO_EVENT_ID, orgId: nobody(), decision: 'approve' },
  }),
  p('banExhibitor', 'exhibitor', ErrorCode.ExhibitorNotFound, {
    as: 'planner',
    body: { bventId: DEMO_EVENT_ID, exhibitorId: nobody(), banned: true, note: 'Fake goods' },
  }),
  p('refusePayment', 'order', ErrorCode.OrderNotFound, {
    as: 'planner',
    body: { bventId: DEMO_EVENT_ID, orderId: nobody(), note: 'No transfer' },
  }),
  p('listExhibits', 'category', ErrorCode.CategoryNotFound, {
    body: { ...page, bventId: DEMO_EVENT_ID, cate: nobody() },
  }),
  p('getDataSourceDetailByInitField', 'field', ErrorCode.FieldSourceNotFound, {
    query: { bventId: DEMO_EVENT_ID, fieldName: 'NoSuchField' },
  }),
  p('getBventByExhibitorIdOrExhibitId', 'product', ErrorCode.ExhibitNotFound, {
    query: { exhibitId: nobody() },
  }),
  p('checkChatStatus', 'slot', ErrorCode.SlotNotFound, {
    as: 'visitor',
    body: chatCheck(DEMO_EVENT_ID),
  }),
  p('reserveChat', 'slot', ErrorCode.SlotNotFound, {
    as: 'visitor',
    body: reservePayload({ id: nobody(), ...slotTimes(day, 1) }),
  }),
  p('auditExhibitor', 'organization (no exhibitor registration)', ErrorCode.ExhibitorRegistrationNotFound, {
    as: 'planner',
    body: { bventId: DEMO_EVENT_ID, orgId: nobody(), pass: true },
  }),
  p('reviewAttendee', 'account (no registration)', ErrorCode.RegistrationNotFound, {
    as: 'planner',
    body: { bventId: DEMO_EVENT_ID, accountId: nobody(), decision: 'Registered' },
  }),
  p('markOrderPaid', 'order', ErrorCode.OrderNotFound, {
    as: 'planner',
    params: { bventId: DEMO_EVENT_ID },
    body: { orderId: nobody() },
  }),
  p('searchCompanies', 'category', ErrorCode.CategoryNotFound, {
    body: { bventId: DEMO_EVENT_ID, searchValue: 'valve', selectAndMap: { category: [nobody()] } },
  }),
  p('searchProducts', 'exhibition group', ErrorCode.GroupNotFound, {
    body: { bventId: DEMO_EVENT_ID, searchValue: 'valve', selectAndMap: { pavilion: [nobody()] } },
  }),
  p('searchProducts', 'exhibitor', ErrorCode.ExhibitorNotFound, {
    body: { bventId: DEMO_EVENT_ID, searchValue: 'valve', selectAndMap: { exhibitorId: [nobody()] } },
  }),
  p('listChatStocks', 'time slot (no exhibitor for the organization)', ErrorCode.SlotNotFound, {
    as: 'visitor',
    body: { bventId: DEMO_EVENT_ID, receiveOrgId: nobody() },
  }),
];

/**
 * Calls whose input names nothing that could be missing, or that answer an unknown id otherwise on purpose:
 * each with the reason.
 */
const EXEMPT: Record<string, string> = {
  createLoginTicket: 'names nothing: a ticket for the caller',
  exchangeLoginTicket: 'an unknown ticket is a credential refused: 401',
  getDictionaryTree: 'a group code out of its list is bad input: 400',
  getInternationalAreaCodes: 'names nothing',
  querySponsorBenefitPackageNoGroup: 'answers the packages of an organizer, none for an unknown one',
  searchCompanyProducts: 'a list of ids: those that exist are answered',
  liveReservationStatus: 'a list of lives: each answers whether the caller reserved it, an unknown one not',
  getAccountUserInfo: "only the caller's own account: another id is 403, whether it exists or not",
  businessCardDetail: 'a card not shared with the caller is 403, whether it exists or not',
  fileListInGroup: 'a media group is its files (no table of groups): an unknown one has none, an empty list',
  getExhibitorOrgWebIms: 'a side card: an organization without a web chat answers an empty address',
  translateText: 'names nothing: a text and two languages, a language out of the list is bad input (400)',
  getUserBusinessCardId:
    'a user without a card has none: cardId null (the id alone tells nothing of the card)',
  isBusinessCardComplete: "names nothing: the caller's own card",
  getMyBusinessCard: "names nothing: the caller's own card",
  saveMyBusinessCard: "names nothing: the caller's own card",
};

async function ask(probe: Probe) {
  const { call } = probe;
  let url = api(call.path);
  for (const [k, v] of Object.entries(probe.params ?? {})) url = url.replace(`:${k}`, String(v));
  return t.as(probe.as ?? null, {
    method: call.method,
    url,
    query: probe.query as Record<string, string> | undefined,
    payload: call.method === 'GET' ? undefined : ((probe.body ?? {}) as Record<string, unknown>),
    headers: { [HEADERS.language]: 'en-US' },
  });
}

describe('"it is not there" is one answer on every call: 404, its own code, a message naming it', () => {
  for (const probe of [...PROBES, ...SECOND_PROBES]) {
    it(`${probe.call.id}: an unknown ${probe.missing}`, async () => {
      const res = await ask(probe);
      expect({ status: res.status, code: res.body.businessCode }).toEqual({ status: 404, code: probe.code });
      expect(res.body.isSuccess).toBe(false);
      expect(res.body.returnObj).toBeNull();
      expect(res.body.businessMessage).toContain(ERROR_MESSAGES[probe.code]?.en);
      expect(res.body.businessMessage.toLowerCase()).toContain(
        probe.missing === 'event' ? 'exhibition' : probe.missing.split(' ')[0],
      );
      expect(MISSING_CODES).toContain(probe.code);
    });
  }

  it('covers every call that names something, and each of them declares 404 in the document', () => {
    const probed = new Set(PROBES.map((x) => x.call.id));
    const uncovered = ALL_CALLS.filter((c) => !probed.has(c.id) && !(c.id in EXEMPT)).map((c) => c.id);
    expect(uncovered).toEqual([]);
    const doc = buildOpenApi(ALL_CALLS) as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    };
    const declares404 = new Set(
      Object.values(doc.paths)
        .flatMap((ops) => Object.values(ops))
        .filter((op) => '404' in op.responses)
        .map((op) => op.operationId),
    );
    expect([...probed].filter((id) => !declares404.has(id))).toEqual([]);
    expect(Object.keys(EXEMPT).filter((id) => declares404.has(id))).toEqual([]);
  });
});
