import { z } from 'zod';

/** Role types of SPEC §3/§6. Purchaser is a buyer; Exhibition an exhibitor; Planner an organizer. */
export const ROLE_TYPES = ['Attendee', 'Purchaser', 'Exhibition', 'Agency', 'Planner'] as const;
export const ZRoleType = z.enum(ROLE_TYPES);
export type TRoleType = z.infer<typeof ZRoleType>;

/** A role the user holds, in an organization (orgId) or on their own (orgId null). SPEC §3 "Roles". */
export const ZRoleEntry = z.object({
  registerType: ZRoleType,
  isForbidden: z.boolean(),
  isAuditSuccess: z.boolean(),
  orgId: z.string().nullable(),
  orgName: z.string(),
  orgNameEn: z.string(),
});
export type TRoleEntry = z.infer<typeof ZRoleEntry>;

/** orgAccountStatus 2 marks an organization account that is not to be shown (SPEC §5). */
export const HIDDEN_ORG_ACCOUNT_STATUS = 2;
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

/** User info (SPEC §3): accountId serves as userId/uid; a user without userId is not logged in. */
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

/** Attendee registration states (SPEC §4). OfflinePayUnpaid is Unpaid with orderPayWay OfflinePay. */
export const ATTENDEE_STATUSES = [
  'Unregistered',
  'WaitedList',
  'NeedComplementInfo',
  'Cancelled',
  'Registered',
  'PendingApproval',
  'Unpaid',
  'Denied',
  'NeedEditInfo',
  'LogOut',
] as const;
export const ZAttendeeStatus = z.enum(ATTENDEE_STATUSES);
export type TAttendeeStatus = z.infer<typeof ZAttendeeStatus>;
export const ZAttendeeInfo = z.object({
  status: ZAttendeeStatus,
  orderPayWay: z.enum(['Online', 'OfflinePay']).nullable(),
});
export type TAttendeeInfo = z.infer<typeof ZAttendeeInfo>;

/** Verification state of an account (SPEC §3 "Auth info"): 1 is fine; 4, 8, 12 carry a location to verify at. */
export const ZAuthInfo = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  location: z.string(),
});
export type TAuthInfo = z.infer<typeof ZAuthInfo>;

/** Function keys (SPEC §6); an event or a user's benefits map each to enabled. */
export const FUNCTION_KEYS = [
  'IntentionOrderPermission',
  'AppointmentNegotiation',
  'LiveMeetingOrder',
  'Collection',
  'BusinessCard',
  'MessageCenter',
] as const;
export type TFunctionKey = (typeof FUNCTION_KEYS)[number];

/** Chat roles an event may allow (SPEC §3 "Chat data"). */
export const EXHIBITOR_TO_EXHIBITOR = 'ExhibitorToExhibitor';

/** An attendee registration as the calls answer it: the state, the open order, and the organizer's note. */
export const ZAttendeeDetail = ZAttendeeInfo.extend({
  attendeeId: z.string(),
  bventId: z.string(),
  accountId: z.string(),
  /** SPEC §3 "Order": the first unpaid ticket order, when one is open. */
  unpaidOrderViewModel: z
    .object({ firstOrderId: z.string(), amount: z.number(), currency: z.string() })
    .nullable(),
  reviewNote: z.string(),
});
export type TAttendeeDetail = z.infer<typeof ZAttendeeDetail>;

/**
 * The dialog of a registration state (SPEC §4). action: where the dialog's button leads: 'correct' and
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

/**
 * Access gates the server applies to a call (contract `gate`), the same domain rules as the client's hooks
 * (SPEC §5 "Access checks"): the client's gate shows the dialog, the server's is the lock.
 */
export const GATES = [
  'login',
  'purchaser',
  'order',
  'chat',
  'live',
  'collect',
  'im',
  'sendCard',
  'communicate',
  'exhibitorOnly',
  'planner',
] as const;
export type TGate = (typeof GATES)[number];

/**
 * The current role travels in the current-org header (SPEC §6) as `orgId:role`; orgId is empty for a role
 * held outside any organization (`:Attendee`), role empty while only the org is chosen (`orgId:`).
 */
export function encodeCurrentRole(current: TCurrentRole | null): string {
  if (!current) return '';
  return `${current.orgId ?? ''}:${current.role}`;
}

export function decodeCurrentRole(header: string | undefined | null): TCurrentRole | null {
  if (!header) return null;
  const at = header.indexOf(':');
  const orgId = (at < 0 ? header : header.slice(0, at)).trim();
  const role = at < 0 ? '' : header.slice(at + 1).trim();
  // Plain checks rather than a zod parse: the web bundle replaces zod with a stub that cannot parse.
  if (orgId && !GUID_SHAPE.test(orgId)) return null;
  if (role !== '' && !(ROLE_TYPES as readonly string[]).includes(role)) return null;
  return { orgId: orgId || null, role: role as TCurrentRole['role'] };
}

const GUID_SHAPE = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
