import type { TCurrentRole } from './schemas.ts';
import { GUID_PATTERN } from '../common/constants.ts';

/** Role types. Purchaser is a buyer; Exhibition an exhibitor; Planner an organizer. */
export const ROLE_TYPES = ['Attendee', 'Purchaser', 'Exhibition', 'Agency', 'Planner'] as const;

/** orgAccountStatus 2 marks an organization account that is not to be shown. */
export const HIDDEN_ORG_ACCOUNT_STATUS = 2;

/** Attendee registration states. OfflinePayUnpaid is Unpaid with orderPayWay OfflinePay. */
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

/** Function keys; an event or a user's benefits map each to enabled. */
export const FUNCTION_KEYS = [
  'IntentionOrderPermission',
  'AppointmentNegotiation',
  'LiveMeetingOrder',
  'Collection',
  'BusinessCard',
  'MessageCenter',
] as const;

export type TFunctionKey = (typeof FUNCTION_KEYS)[number];

/** A chat role an event may allow: exhibitors may then chat with (and book) other exhibitors. */
export const EXHIBITOR_TO_EXHIBITOR = 'ExhibitorToExhibitor';

/**
 * Access gates the server applies to a call (contract `gate`), the same domain rules as the client's hooks
 * (login, purchaser, permission): the client's gate shows the dialog, the server's is the lock.
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
 * The current role travels in the current-org header as `orgId:role`; orgId is empty for a role
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
  // Plain checks rather than a zod parse: the web client loads no zod.
  if (orgId && !GUID_PATTERN.test(orgId)) return null;
  if (role !== '' && !(ROLE_TYPES as readonly string[]).includes(role)) return null;
  return { orgId: orgId || null, role: role as TCurrentRole['role'] };
}
