import { queryOptions } from '@tanstack/react-query';
import {
  getAccountUserInfo,
  getAdminAccount,
  getAttendeeInfo,
  getAttendeeTips,
  getPayPageUrl,
  getRolesWithBvent,
  queryUserBenefitPackageNoGroup,
} from '@showfloor/contracts';
import { request } from '../api-client.ts';
import { localizedKey } from '../query-client.ts';
import { ROLE_DEPENDENT, SESSION_KEY } from './session-cache.ts';

/**
 * One query-options factory per identity call. Background loads of the user's own data neither toast nor
 * ask for login (role and user-info failures are ignored); the gates ask when an action needs it.
 */
const quiet = { ignoreError: true, ignoreAuth: true } as const;

export const userInfoOptions = (accountId: string) =>
  queryOptions({
    queryKey: localizedKey(SESSION_KEY, accountId, 'userInfo'),
    queryFn: ({ signal }) =>
      request(getAccountUserInfo, { query: { accountId } }, { ...quiet, signal }).then((r) => r.data),
  });

export const rolesOptions = (accountId: string, bventId: string) =>
  queryOptions({
    queryKey: localizedKey(SESSION_KEY, accountId, 'roles', bventId),
    queryFn: ({ signal }) =>
      request(getRolesWithBvent, { query: { bventId, accountId } }, { ...quiet, signal }).then((r) => r.data),
  });

/** The current org's (or the user's) benefits: function key -> enabled. */
export const userBenefitsOptions = (accountId: string, bventId: string, orgId: string | null) =>
  queryOptions({
    queryKey: [SESSION_KEY, accountId, 'benefits', bventId, orgId] as const,
    meta: ROLE_DEPENDENT,
    queryFn: ({ signal }) =>
      request(
        queryUserBenefitPackageNoGroup,
        { query: { bventId, orgId: orgId ?? undefined, status: 2 } },
        { ...quiet, signal },
      ).then((r) => Object.fromEntries(r.data.map((b) => [b.functionKey, b.enable]))),
  });

/** The user's attendee registration at the event, with the unpaid order if any; null when none. */
export const attendeeInfoOptions = (accountId: string, bventId: string) =>
  queryOptions({
    queryKey: [SESSION_KEY, accountId, 'attendee', bventId] as const,
    meta: ROLE_DEPENDENT,
    staleTime: 30_000,
    queryFn: ({ signal }) =>
      request(getAttendeeInfo, { query: { bventId } }, { ...quiet, signal }).then((r) => r.data),
  });

/** The words and action of the registration-state dialog, asked when it is about to show. */
export const attendeeTipsOptions = (accountId: string, bventId: string, returnUrl?: string) =>
  queryOptions({
    queryKey: localizedKey(SESSION_KEY, accountId, 'attendeeTips', bventId, returnUrl ?? ''),
    staleTime: 0,
    queryFn: ({ signal }) =>
      request(getAttendeeTips, { params: { bventId }, query: { accountId, returnUrl } }, { signal }).then(
        (r) => r.data,
      ),
  });

/** An organization's admin account; its errors are ignored. */
export const adminAccountOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['adminAccount', organizationId] as const,
    queryFn: ({ signal }) =>
      request(getAdminAccount, { query: { organizationId } }, { ignoreError: true, signal }).then(
        (r) => r.data,
      ),
  });

/** The cashier page of an unpaid order (not cached: each visit is a new payment attempt). */
export function fetchPayPageUrl(bventId: string, orderId: string, returnUrl: string): Promise<string> {
  return request(getPayPageUrl, { params: { bventId }, query: { orderId, returnUrl } }).then(
    (r) => r.data.url,
  );
}
