import type { TCurrentRole, TUserInfo, TUserRoles } from '@showfloor/contracts';
import { resolveCurrentRole } from '@showfloor/domain';
import { ApiError } from '../../lib/api-client.ts';
import { getSessionUserId } from '../../lib/auth-session.ts';
import { getCurrentEventId } from '../../lib/event-session.ts';
import { clearLocalLogin } from '../../lib/login.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { readCurrentRole } from '../../lib/session/current-role.ts';
import { rolesOptions, userBenefitsOptions, userInfoOptions } from '../../lib/session/queries.ts';

export interface SessionSnapshot {
  accountId: string | null;
  bventId: string | null;
  user: TUserInfo | undefined;
  roles: TUserRoles | undefined;
  current: TCurrentRole | null;
  benefits: Record<string, boolean> | undefined;
}

/**
 * The session as the gate sees it at the moment of the action: cached data, loaded when missing. A stored
 * login the gateway no longer accepts (401 after the one refresh) is no login.
 */
export async function loadSessionSnapshot(): Promise<SessionSnapshot> {
  let accountId = getSessionUserId();
  const bventId = getCurrentEventId();
  const none: SessionSnapshot = {
    accountId: null,
    bventId,
    user: undefined,
    roles: undefined,
    current: null,
    benefits: undefined,
  };
  if (!accountId) return none;
  let user: TUserInfo | undefined;
  try {
    user = await getQueryClient().ensureQueryData(userInfoOptions(accountId));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'auth') {
      await clearLocalLogin();
      return none;
    }
  }
  if (user && !user.userId) accountId = null;
  const roles = bventId
    ? await getQueryClient()
        .ensureQueryData(rolesOptions(accountId ?? '', bventId))
        .catch(() => undefined)
    : undefined;
  const stored = readCurrentRole();
  const current = (user && roles ? resolveCurrentRole(user.orgs, roles, stored).current : null) ?? stored;
  const benefits =
    bventId && accountId
      ? await getQueryClient()
          .ensureQueryData(userBenefitsOptions(accountId, bventId, current?.orgId ?? null))
          .catch(() => undefined)
      : undefined;
  return { accountId, bventId, user, roles, current, benefits };
}
