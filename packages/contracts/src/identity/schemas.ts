import { z } from 'zod';
import { ROLE_TYPES, ATTENDEE_STATUSES } from './constants.ts';

export const ZRoleType = z.enum(ROLE_TYPES);

export type TRoleType = z.infer<typeof ZRoleType>;

/** A role the user holds, in an organization (orgId) or on their own (orgId null). */
export const ZRoleEntry = z.object({
  registerType: ZRoleType,
  isForbidden: z.boolean(),
  isAuditSuccess: z.boolean(),
  orgId: z.string().nullable(),
  orgName: z.string(),
  orgNameEn: z.string(),
});

export type TRoleEntry = z.infer<typeof ZRoleEntry>;

export const ZOrg = z.object({ id: z.string(), name: z.string(), orgAccountStatus: z.number().int() });

export type TOrg = z.infer<typeof ZOrg>;

export const ZUserRoles = z.object({
  orgRoles: z.array(z.object({ orgId: z.string(), roles: z.array(ZRoleEntry) })),
  notOrgRoles: z.array(ZRoleEntry),
});

export type TUserRoles = z.infer<typeof ZUserRoles>;

/** The role the user acts in; sent as the current-org header. role '' while the org is chosen but no role yet. */
export const ZCurrentRole = z.object({
  orgId: z.string().nullable(),
  role: z.union([ZRoleType, z.literal('')]),
});

export type TCurrentRole = z.infer<typeof ZCurrentRole>;

/** User info: accountId serves as userId/uid; a user without userId is not logged in. */
export const ZUserInfo = z.object({
  accountId: z.string(),
  userId: z.string(),
  fullName: z.string(),
  uid: z.string(),
  tenantId: z.string(),
  topOrgId: z.string(),
  orgs: z.array(ZOrg),
  loginUserId: z.string(),
});

export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZAttendeeStatus = z.enum(ATTENDEE_STATUSES);

export type TAttendeeStatus = z.infer<typeof ZAttendeeStatus>;

export const ZAttendeeInfo = z.object({
  status: ZAttendeeStatus,
  orderPayWay: z.enum(['Online', 'OfflinePay']).nullable(),
});

export type TAttendeeInfo = z.infer<typeof ZAttendeeInfo>;

/** Verification state of an account: 1 is fine; 4, 8, 12 carry a location to verify at. */
export const ZAuthInfo = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  location: z.string(),
});

export type TAuthInfo = z.infer<typeof ZAuthInfo>;

/** An attendee registration as the calls answer it: the state, the open order, and the organizer's note. */
export const ZAttendeeDetail = ZAttendeeInfo.extend({
  attendeeId: z.string(),
  bventId: z.string(),
  accountId: z.string(),
  /** The first unpaid ticket order, when one is open. */
  unpaidOrderViewModel: z
    .object({ firstOrderId: z.string(), amount: z.number(), currency: z.string() })
    .nullable(),
  reviewNote: z.string(),
});

export type TAttendeeDetail = z.infer<typeof ZAttendeeDetail>;

/**
 * The dialog of a registration state. action: where the dialog's button leads: 'correct' and
 * 'reRegister' to the authority's registration form (actionUrl), 'pay' to payment, none for a message only.
 */
export const ZAttendeeTips = z.object({
  status: z.union([ZAttendeeStatus, z.literal('OfflinePayUnpaid')]).nullable(),
  title: z.string(),
  message: z.string(),
  action: z.enum(['none', 'confirm', 'correct', 'reRegister', 'pay']),
  actionText: z.string(),
  actionUrl: z.string(),
});

export type TAttendeeTips = z.infer<typeof ZAttendeeTips>;

export const ZUserBenefitOfAccount = z.object({
  accountId: z.string(),
  functionKey: z.string(),
  enable: z.boolean(),
});

export const ZAdminAccount = z.object({ accountId: z.string(), fullName: z.string(), orgId: z.string() });

export const ZPayPage = z.object({ url: z.string() });

export const ZTicket = z.object({ ticket: z.string(), expiresIn: z.number().int() });

/** What an exchanged urf_ticket gives: tokens in the shape of an OAuth token response. */
export const ZTicketTokens = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});

export type TTicketTokens = z.infer<typeof ZTicketTokens>;
