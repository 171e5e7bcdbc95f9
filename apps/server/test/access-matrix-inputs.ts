import type { CallContract, CallSchemas } from '@showfloor/contracts';
import { z } from 'zod';

/*
 * The access matrix's inputs: for every call, a request that is valid by the call's own schemas and points at the
 * victim's resources. A sample is derived from the schema (its JSON Schema, input side), then every field whose
 * name says what it refers to gets the victim's id; a small table per call fills what a name cannot tell.
 */

/** The victim's rows and ids (made in the matrix's setup), by the names the calls' fields use. */
export interface Victim {
  bventId: string;
  visitorId: string;
  exhibitorAccountId: string;
  exhibitorId: string;
  orgId: string;
  productId: string;
  /** A product of the victim exhibitor that is still a draft (not public). */
  draftProductId: string;
  activityId: string;
  liveId: string;
  /** A live of the victim exhibitor's studio. */
  studioLiveId: string;
  meetingId: string;
  roomNumber: string;
  slotId: string;
  oneDay: string;
  enquiryId: string;
  demandId: string;
  conversationId: string;
  exchangeId: string;
  instantId: string;
  chatRoomId: string;
  chatMessageId: number;
  orderId: string;
  /** A picture the schemas take (base64 PNG). */
  pngBase64: string;
  /** The victim's meeting slot's times (YYYY-MM-DD HH:mm:ss, Beijing). */
  slotStart: string;
  slotEnd: string;
  topOrgId: string;
  pavilionId: string;
  projectId: string;
  /** The victim exhibitor's private (invitation-code) live. */
  privateLiveId: string;
  /** What a search looks for: the name of the victim's draft, which no search may find. */
  searchTerm: string;
}

type Json = Record<string, unknown>;
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  default?: unknown;
  additionalProperties?: JsonSchema | boolean;
};

const SOME_GUID = '00000000-0000-4000-8000-000000000000';

/** A value the JSON Schema accepts: required fields only, the smallest legal size, first choices. */
function sample(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const chosen = options.find((o) => o.type !== 'null') ?? options[0]!;
    return sample(chosen);
  }
  if (s.allOf?.[0]) return sample(s.allOf[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const name of s.required ?? []) out[name] = sample(s.properties?.[name] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'uuid' || s.format === 'guid' || s.pattern?.includes('{8}')) return SOME_GUID;
      if (s.format === 'email') return 'someone@example.test';
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    default:
      return undefined;
  }
}

/** What a field's name says it refers to: the victim's value for it. */
function byName(v: Victim): Record<string, unknown> {
  return {
    bventId: v.bventId,
    accountId: v.visitorId,
    userId: v.visitorId,
    senduserid: v.visitorId,
    receiveAccountId: v.exhibitorAccountId,
    orgId: v.orgId,
    receiveOrgId: v.orgId,
    exhibitorOrgId: v.orgId,
    receiveexhibitororgid: v.orgId,
    exhibitorId: v.exhibitorId,
    targetId: v.exhibitorId,
    targetIds: [v.exhibitorId],
    productId: v.productId,
    productIds: [v.productId],
    activityId: v.activityId,
    liveId: v.liveId,
    liveIds: [v.liveId],
    negotiationId: v.meetingId,
    conversationId: v.conversationId,
    exchangeId: v.exchangeId,
    roomNumber: v.roomNumber,
    roomId: v.chatRoomId,
    chatId: v.slotId,
    orderId: v.orderId,
    oneDay: v.oneDay,
    data: v.pngBase64,
    searchValue: v.searchTerm,
  };
}

/**
 * What a field's name cannot tell: `id` per call (which of the victim's rows it names), and fields whose schema
 * has a format a generic sample cannot meet (times, localized names). Each entry is merged over the part's sample.
 */
export function perCall(v: Victim): Record<string, Partial<Record<'params' | 'query' | 'body', Json>>> {
  const enquiry = { id: v.enquiryId };
  const demand = { id: v.demandId };
  const product = { id: v.productId };
  const studio = { id: v.studioLiveId };
  const instant = { id: v.instantId };
  const name = { 'en-US': 'Matrix product', 'zh-CN': '矩阵产品' };
  return {
    enquiryDetail: { query: enquiry },
    closeEnquiry: { body: enquiry },
    replyEnquiry: { body: { ...enquiry, text: 'matrix reply' } },
    closeDemand: { body: demand },
    replyDemand: { body: { ...demand, text: 'matrix reply' } },
    reviewDemand: { body: { ...demand, decision: 'reject', note: 'matrix' } },
    workbenchProduct: { query: { id: v.draftProductId } },
    deleteProduct: { body: product },
    productShelf: { body: { ...product, listed: false } },
    reviewProduct: { body: { id: v.draftProductId, decision: 'reject', note: 'matrix' } },
    saveProduct: { body: { ...product, name, image: '/uploads/matrix.png' } },
    endLive: { body: studio },
    removeLive: { body: studio },
    startLive: { body: studio },
    liveChunk: { query: { ...studio, session: SOME_GUID, seq: 0 } },
    saveLive: {
      body: { ...studio, title: name, startTime: `${v.oneDay} 09:00`, endTime: `${v.oneDay} 10:00` },
    },
    reserveChat: {
      body: { topOrgId: v.topOrgId, startTime: v.slotStart, endTime: v.slotEnd, topic: 'matrix' },
    },
    setMySlots: { body: { startTime: '09:00', endTime: '10:00' } },
    saveMyBusinessCard: { body: { fullName: 'Matrix Caller', email: 'matrix.caller@example.test' } },
    submitEnquiry: { body: { email: 'matrix.caller@example.test' } },
    publishDemand: { body: { validUntil: v.oneDay } },
    saveCompany: { body: { name } },
    // The optional calls: the victim's rows that are not public (a delisted product, a private live, a demand
    // still under review) and the public rows a token changes the answer for.
    getExhibitDetail: { query: { id: v.draftProductId } },
    getPavilionDetail: { query: { id: v.pavilionId } },
    getProjectDetail: { query: { id: v.projectId } },
    getExhibitorDetail: { query: { id: v.exhibitorId } },
    getShopDecorate: { query: { id: v.exhibitorId } },
    getExhibitorActivityDetail: { query: { id: v.activityId } },
    getLiveDetail: { query: { id: v.privateLiveId } },
    demandDetail: { query: { id: v.demandId } },
    clickFavoriteNum: { body: { id: v.exhibitorId } },
    searchCompanyProducts: { body: { companyIds: [v.exhibitorId] } },
    getAuthQrCode: { body: { scene: v.roomNumber } },
    getRtcQrCode: { query: { scene: v.roomNumber } },
    answerInstantMeeting: { body: { ...instant, accept: true } },
    cancelInstantMeeting: { body: instant },
    getInstantMeeting: { query: instant },
    liveChatRemove: { body: { id: v.chatMessageId } },
    liveChatMute: { body: { minutes: 10 } },
    liveChatSend: { body: { clientId: 'matrix-client-1', text: 'matrix' } },
    // Either the conversation or the exhibitor: the conversation is the victim's row.
    getConversation: { query: { conversationId: v.conversationId, exhibitorId: undefined } },
    listMessages: { query: { conversationId: v.conversationId } },
    readMessages: { body: { seq: 1 } },
    sendMessage: { body: { clientId: 'matrix-client-1', content: { kind: 'text', text: 'matrix' } } },
    sendMessageToExhibitor: { body: { leavingmessage: 'matrix', issendbusinesscard: false } },
    banExhibitor: { body: { banned: true } },
    auditExhibitor: { body: { pass: false } },
    reviewExhibitor: { body: { decision: 'reject', note: 'matrix' } },
    reviewAttendee: { body: { decision: 'Denied', note: 'matrix' } },
    refusePayment: { body: { note: 'matrix' } },
  };
}

export interface MatrixInput {
  url: string;
  query: Json;
  body: Json | undefined;
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function part(
  schema: z.ZodType | undefined,
  names: Record<string, unknown>,
  over: Json | undefined,
): Json | undefined {
  if (!schema) return undefined;
  const js = jsonSchemaOf(schema);
  const out = (sample(js) ?? {}) as Json;
  for (const name of Object.keys(js.properties ?? {})) if (name in names) out[name] = names[name];
  // A list's largest page: a leak on a later page of a one-row page would go unseen.
  const pageSize = js.properties?.pageSize;
  if (pageSize) out.pageSize = pageSize.maximum ?? 50;
  return { ...out, ...over };
}

/** The call's request aimed at the victim, and the problems its own schemas find in it (none expected). */
export function inputFor(
  call: CallContract,
  schemas: CallSchemas,
  v: Victim,
): MatrixInput & { problems: string[] } {
  const names = byName(v);
  const over = perCall(v)[call.id] ?? {};
  const params = part(schemas.params, names, over.params) ?? {};
  const query = part(schemas.query, names, over.query) ?? {};
  const body = part(schemas.body, names, over.body);
  const problems: string[] = [];
  for (const [k, schema, value] of [
    ['params', schemas.params, params],
    ['query', schemas.query, query],
    ['body', schemas.body, body],
  ] as const) {
    if (!schema) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      problems.push(...parsed.error.issues.map((i) => `${k}.${i.path.join('.')}: ${i.message}`));
  }
  const url = call.path.replace(/:([A-Za-z]+)/g, (_, n: string) => encodeURIComponent(String(params[n])));
  return { url, query, body, problems };
}
