import { getQueryClient } from '../query-client.ts';

/**
 * The cached data of the logged-in user lives under the key prefix 'session' (user info, roles, benefits,
 * attendee state): a login refetches it, a logout drops it.
 */
export const SESSION_KEY = 'session' as const;

export function sessionChanged(): void {
  void getQueryClient().invalidateQueries({ queryKey: [SESSION_KEY] });
}

export function clearSessionData(): void {
  getQueryClient().removeQueries({ queryKey: [SESSION_KEY] });
}

/** Queries whose answer depends on the current role (the Current-Org header) carry this meta. */
export const ROLE_DEPENDENT = { roleDependent: true } as const;

export function roleChanged(): void {
  void getQueryClient().invalidateQueries({ predicate: (q) => q.meta?.roleDependent === true });
}
