import { z } from 'zod';
import { ZGuid } from '../common/primitives.ts';
import { ZBenefit } from '../bvent/schemas.ts';
import {
  ZAdminAccount,
  ZAttendeeDetail,
  ZAttendeeTips,
  ZPayPage,
  ZTicket,
  ZTicketTokens,
  ZUserBenefitOfAccount,
  ZUserInfo,
  ZUserRoles,
} from './schemas.ts';
import type { CallSchemaMap } from '../define.ts';

/**
 * The schemas of each call in ./calls.ts, by call id: what the server validates (params, query, body) and what
 * it answers (returnObj), also the source of /api/docs. Only the server and tools load this file; the web client
 * takes the calls' metadata and types from calls.ts.
 */
export const IDENTITY_CALL_SCHEMAS = {
  getAccountUserInfo: {
    query: z.object({ accountId: ZGuid }),
    response: ZUserInfo,
  },
  getRolesWithBvent: {
    query: z.object({ bventId: ZGuid, accountId: ZGuid }),
    response: ZUserRoles,
  },
  queryUserBenefitPackageNoGroup: {
    query: z.object({
      bventId: ZGuid,
      orgId: ZGuid.optional(),
      status: z.coerce.number().int().default(2),
    }),
    response: z.array(ZBenefit),
  },
  queryUserBenefitFunctionKey: {
    query: z.object({ bventId: ZGuid, accountId: ZGuid, functionKey: z.string().min(1).max(64) }),
    response: ZBenefit,
  },
  queryUsersBenefitFunctionKey: {
    body: z.object({
      bventId: ZGuid,
      accountIds: z.array(ZGuid).min(1).max(200),
      functionKey: z.string().min(1).max(64),
    }),
    response: z.array(ZUserBenefitOfAccount),
  },
  getAttendeeInfoByAccountId: {
    query: z.object({ bventId: ZGuid, accountId: ZGuid }),
    response: ZAttendeeDetail.nullable(),
  },
  getAttendeeInfo: {
    query: z.object({ bventId: ZGuid }),
    response: ZAttendeeDetail.nullable(),
  },
  getAttendeeTips: {
    params: z.object({ bventId: ZGuid }),
    /** returnUrl: where the correct / re-register forms send the user back (a same-origin path; default the home). */
    query: z.object({ accountId: ZGuid, returnUrl: z.string().max(2048).optional() }),
    response: ZAttendeeTips,
  },
  getAdminAccount: {
    query: z.object({ organizationId: ZGuid }),
    response: ZAdminAccount,
  },
  getPayPageUrl: {
    params: z.object({ bventId: ZGuid }),
    query: z.object({ orderId: ZGuid, returnUrl: z.string().max(2048).optional() }),
    response: ZPayPage,
  },
  createLoginTicket: {
    body: z.object({}),
    response: ZTicket,
  },
  exchangeLoginTicket: {
    body: z.object({ ticket: z.string().min(16).max(256) }),
    response: ZTicketTokens,
  },
  auditExhibitor: {
    body: z.object({ bventId: ZGuid, orgId: ZGuid, pass: z.boolean() }),
    response: z.object({ orgId: ZGuid, isAuditSuccess: z.boolean() }),
  },
  reviewAttendee: {
    body: z.object({
      bventId: ZGuid,
      accountId: ZGuid,
      decision: z.enum(['Registered', 'Denied', 'NeedComplementInfo', 'NeedEditInfo']),
      note: z.string().max(500).default(''),
    }),
    response: ZAttendeeDetail,
  },
  markOrderPaid: {
    params: z.object({ bventId: ZGuid }),
    body: z.object({ orderId: ZGuid }),
    response: ZAttendeeDetail,
  },
} satisfies CallSchemaMap;
