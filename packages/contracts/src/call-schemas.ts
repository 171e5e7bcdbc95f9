import { z } from 'zod';
import type { CallContract, CallSchemas } from './define.ts';
import { ACTIVITY_CALL_SCHEMAS } from './activity/call-schemas.ts';
import { BVENT_CALL_SCHEMAS } from './bvent/call-schemas.ts';
import { CARD_CALL_SCHEMAS } from './card/call-schemas.ts';
import { CATALOG_CALL_SCHEMAS } from './catalog/call-schemas.ts';
import { EXHIBITOR_CALL_SCHEMAS } from './exhibitor/call-schemas.ts';
import { FAVORITE_CALL_SCHEMAS } from './favorite/call-schemas.ts';
import { IDENTITY_CALL_SCHEMAS } from './identity/call-schemas.ts';
import { MEDIA_CALL_SCHEMAS } from './media/call-schemas.ts';
import { MEETING_CALL_SCHEMAS } from './meeting/call-schemas.ts';
import { MESSAGE_CALL_SCHEMAS } from './message/call-schemas.ts';
import { LIVE_CHAT_CALL_SCHEMAS } from './livechat/call-schemas.ts';
import { ENQUIRY_CALL_SCHEMAS } from './enquiry/call-schemas.ts';
import { DEMAND_CALL_SCHEMAS } from './demand/call-schemas.ts';
import { WORKBENCH_CALL_SCHEMAS } from './workbench/call-schemas.ts';
import { LIVE_STUDIO_CALL_SCHEMAS } from './live/studio-call-schemas.ts';
import { REVIEW_CALL_SCHEMAS } from './review/call-schemas.ts';
import { COMPANY_CALL_SCHEMAS } from './company/call-schemas.ts';
import { FIGURES_CALL_SCHEMAS } from './figures/call-schemas.ts';
import { LIVE_CALL_SCHEMAS } from './live/call-schemas.ts';
import { ROOM_CALL_SCHEMAS } from './room/call-schemas.ts';
import { INSTANT_CALL_SCHEMAS } from './room/instant-call-schemas.ts';
import { REFERENCE_CALL_SCHEMAS } from './reference/call-schemas.ts';
import { SEARCH_CALL_SCHEMAS } from './search/call-schemas.ts';
import { TRANSLATE_CALL_SCHEMAS } from './translate/call-schemas.ts';
import { WEIXIN_CALL_SCHEMAS } from './weixin/call-schemas.ts';

/** Every call's schemas by call id (ids are unique across domains: the contracts test checks it). */
export const CALL_SCHEMAS: Readonly<Record<string, CallSchemas>> = {
  ...ACTIVITY_CALL_SCHEMAS,
  ...BVENT_CALL_SCHEMAS,
  ...CARD_CALL_SCHEMAS,
  ...CATALOG_CALL_SCHEMAS,
  ...EXHIBITOR_CALL_SCHEMAS,
  ...FAVORITE_CALL_SCHEMAS,
  ...IDENTITY_CALL_SCHEMAS,
  ...INSTANT_CALL_SCHEMAS,
  ...MEDIA_CALL_SCHEMAS,
  ...MEETING_CALL_SCHEMAS,
  ...MESSAGE_CALL_SCHEMAS,
  ...LIVE_CHAT_CALL_SCHEMAS,
  ...ENQUIRY_CALL_SCHEMAS,
  ...DEMAND_CALL_SCHEMAS,
  ...WORKBENCH_CALL_SCHEMAS,
  ...LIVE_STUDIO_CALL_SCHEMAS,
  ...REVIEW_CALL_SCHEMAS,
  ...COMPANY_CALL_SCHEMAS,
  ...FIGURES_CALL_SCHEMAS,
  ...LIVE_CALL_SCHEMAS,
  ...REFERENCE_CALL_SCHEMAS,
  ...ROOM_CALL_SCHEMAS,
  ...SEARCH_CALL_SCHEMAS,
  ...TRANSLATE_CALL_SCHEMAS,
  ...WEIXIN_CALL_SCHEMAS,
};

/** A call's schemas, typed as the call is: what the server validates its input with and documents. */
export function schemasOf<S extends CallSchemas>(call: CallContract<S>): S {
  const found = CALL_SCHEMAS[call.id];
  if (!found) throw new Error(`no schemas for the call ${call.id}: add them to its domain's call-schemas.ts`);
  return found as S;
}

/** The object shape under a schema's wrappers (a refinement, a pipe, optional), or null when it is not one. */
function shapeOf(schema: z.ZodType | undefined): Record<string, unknown> | null {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i++) {
    if (s instanceof z.ZodObject) return s.shape as Record<string, unknown>;
    const def = (s as { def?: { in?: unknown; innerType?: unknown } }).def;
    s = def?.in ?? def?.innerType;
  }
  return null;
}

/**
 * Where a call's input names the event (its path, query or body has `bventId`), or null. The gateway answers
 * 404 EventNotFound for every such call asked about an event that does not exist, before the call's own work,
 * and the OpenAPI document declares that 404.
 */
export function eventPartOf(s: CallSchemas): 'params' | 'query' | 'body' | null {
  for (const part of ['params', 'query', 'body'] as const) {
    const shape = shapeOf(s[part]);
    if (shape && 'bventId' in shape) return part;
  }
  return null;
}
