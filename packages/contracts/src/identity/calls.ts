import { callsOf } from '../define.ts';
import type { IDENTITY_CALL_SCHEMAS } from './call-schemas.ts';

/** A call of this file: its id names its schemas in ./call-schemas.ts, which type its input and returnObj. */
const defineCall = callsOf<typeof IDENTITY_CALL_SCHEMAS>();

/** User info by account id. Only the caller's own account: any other id is refused (403). */
export const getAccountUserInfo = defineCall({
  id: 'getAccountUserInfo',
  method: 'GET',
  path: '/UserResource/AccountUser/v1/Info',
  summary: "The logged-in user's info: names, tenant, organizations",
  auth: 'required',
  alsoAnswers: [403],
});

/** The user's roles at an event (bventId, accountId, language). The path is our own, in the others' style. */
export const getRolesWithBvent = defineCall({
  id: 'getRolesWithBvent',
  method: 'GET',
  path: '/UserResource/AccountUser/v1/RolesWithBvent',
  summary: "The caller's roles at an event, in organizations and outside them",
  auth: 'required',
  alsoAnswers: [403],
});

/** User benefits (bventId, orgId, status 2): the current org's (or the user's) function keys. */
export const queryUserBenefitPackageNoGroup = defineCall({
  id: 'queryUserBenefitPackageNoGroup',
  method: 'GET',
  path: '/ExpoAggregator/OrganizationExhibitors/QueryUserBenefitPackageNoGroup',
  summary: "The caller's benefits at an event: function keys and whether each is enabled",
  auth: 'required',
  alsoAnswers: [403],
});

/** Whether one account has one function key at an event (e.g. may this exhibitor receive meetings). */
export const queryUserBenefitFunctionKey = defineCall({
  id: 'queryUserBenefitFunctionKey',
  method: 'GET',
  path: '/ExpoAggregator/NoToken/QueryUserBenefitFuntionKey',
  summary: "One account's benefit for a function key at an event",
  auth: 'none',
});

export const queryUsersBenefitFunctionKey = defineCall({
  id: 'queryUsersBenefitFunctionKey',
  method: 'POST',
  path: '/ExpoAggregator/NoToken/QueryUsersBenefitFuntionKey',
  summary: "Several accounts' benefit for a function key at an event",
  auth: 'none',
});

/** The caller's attendee registration at an event; null when not registered. Own account only. */
export const getAttendeeInfoByAccountId = defineCall({
  id: 'getAttendeeInfoByAccountId',
  method: 'GET',
  path: '/ExpoAggregator/OrganizationExhibitors/getAttendeeInfoByAccountId',
  summary: "An account's attendee registration at an event (the caller's own only)",
  auth: 'required',
  alsoAnswers: [403],
});

export const getAttendeeInfo = defineCall({
  id: 'getAttendeeInfo',
  method: 'GET',
  path: '/ExpoAggregator/Attendee/GetAttendeeInfo',
  summary: "The caller's attendee registration at an event, with the unpaid order if any",
  auth: 'required',
});

/** The dialog for the caller's registration state: title, message and where its action leads. */
export const getAttendeeTips = defineCall({
  id: 'getAttendeeTips',
  method: 'POST',
  path: '/ClientAggregator/Attendee/:bventId/GetAttendeeTips',
  summary: "The words and action of the caller's registration-state dialog",
  auth: 'required',
  alsoAnswers: [403],
});

/** The admin account of an organization (the client ignores its errors). */
export const getAdminAccount = defineCall({
  id: 'getAdminAccount',
  method: 'GET',
  path: '/ExpoAggregator/Notoken/getAdminAccount',
  summary: "An organization's admin account",
  auth: 'none',
  alsoAnswers: [404],
});

/** The cashier URL of an unpaid order (the caller's own). {x} is the event id. */
export const getPayPageUrl = defineCall({
  id: 'getPayPageUrl',
  method: 'GET',
  path: '/ClientAggregator/Order/:bventId/GetPayPageUrl',
  summary: 'Where to pay an unpaid ticket order',
  auth: 'required',
  alsoAnswers: [403],
});

/** A one-time login ticket (urf_ticket) for carrying the caller's login to another page or device. */
export const createLoginTicket = defineCall({
  id: 'createLoginTicket',
  method: 'POST',
  path: '/UserResource/AccountUser/v1/CreateTicket',
  summary: 'Mint a one-time login ticket (urf_ticket), valid for a few minutes',
  auth: 'required',
});

/** Exchanges an urf_ticket for tokens; a used, expired or unknown ticket is refused (401). */
export const exchangeLoginTicket = defineCall({
  id: 'exchangeLoginTicket',
  method: 'POST',
  path: '/UserResource/NoToken/ExchangeTicket',
  summary: 'Exchange a one-time login ticket (urf_ticket) for tokens',
  auth: 'none',
  alsoAnswers: [401],
});

/** Organizer (Planner of the event): approve or refuse an exhibitor organization's role. */
export const auditExhibitor = defineCall({
  id: 'auditExhibitor',
  method: 'POST',
  path: '/ExpoAggregator/Planner/AuditExhibitor',
  summary: "Organizer: approve or refuse an exhibitor organization's registration",
  auth: 'required',
  gate: 'planner',
});

/** Organizer: decide a visitor's registration (approve, deny, ask for more info or an edit). */
export const reviewAttendee = defineCall({
  id: 'reviewAttendee',
  method: 'POST',
  path: '/ExpoAggregator/Planner/ReviewAttendee',
  summary: "Organizer: decide a visitor's registration",
  auth: 'required',
  gate: 'planner',
});

/** Organizer: an offline payment (bank transfer) arrived; the order is paid and the visitor registered. */
export const markOrderPaid = defineCall({
  id: 'markOrderPaid',
  method: 'POST',
  path: '/ClientAggregator/Order/:bventId/MarkPaid',
  summary: 'Organizer: mark an offline-paid ticket order as paid',
  auth: 'required',
  gate: 'planner',
});
