import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAttendeeDetail, TClientHost, TCurrentRole, TUserInfo, TUserRoles } from '@showfloor/contracts';
import { resolveCurrentRole, roleTypesFor, usableRoles, type AccessContext } from '@showfloor/domain';
import { useSessionUserId } from '../auth-session.ts';
import { clientHost } from '../device.ts';
import { useCurrentEventId } from '../event-session.ts';
import { useCurrentRole } from './current-role.ts';
import { attendeeInfoOptions, rolesOptions, userBenefitsOptions, userInfoOptions } from './queries.ts';

export interface SessionState {
  /** The logged-in account (from the stored login); null when not logged in. */
  accountId: string | null;
  bventId: string | null;
  user: TUserInfo | undefined;
  roles: TUserRoles | undefined;
  /** Role selection over the stored role; null until user and roles are loaded. */
  resolved: { current: TCurrentRole | null; mustChoose: boolean } | null;
  current: TCurrentRole | null;
  /** The role stored (and sent as the current-org header) right now. */
  stored: TCurrentRole | null;
  benefits: Record<string, boolean> | undefined;
  attendee: TAttendeeDetail | null | undefined;
  loading: boolean;
  userError: unknown;
}

/** The user, roles, benefits and attendee state of the logged-in visitor at the current event. */
export function useSession(): SessionState {
  const accountId = useSessionUserId();
  const bventId = useCurrentEventId();
  const stored = useCurrentRole();
  const user = useQuery({ ...userInfoOptions(accountId ?? ''), enabled: Boolean(accountId) });
  const roles = useQuery({
    ...rolesOptions(accountId ?? '', bventId ?? ''),
    enabled: Boolean(accountId && bventId),
  });
  const resolved = useMemo(
    () => (user.data && roles.data ? resolveCurrentRole(user.data.orgs, roles.data, stored) : null),
    [user.data, roles.data, stored],
  );
  const current = resolved?.current ?? stored;
  const benefits = useQuery({
    ...userBenefitsOptions(accountId ?? '', bventId ?? '', current?.orgId ?? null),
    enabled: Boolean(accountId && bventId),
  });
  const attendee = useQuery({
    ...attendeeInfoOptions(accountId ?? '', bventId ?? ''),
    enabled: Boolean(accountId && bventId),
  });
  return {
    accountId,
    bventId,
    user: user.data,
    roles: roles.data,
    resolved,
    current,
    stored,
    benefits: benefits.data,
    attendee: attendee.data,
    loading: Boolean(accountId) && (user.isPending || (Boolean(bventId) && roles.isPending)),
    userError: user.error,
  };
}

export interface EventAccessFacts {
  chatRoles?: readonly string[];
  exhibitorInstantMessaging?: boolean;
}

/** What the domain's gates look at, from the session's data (no userId, not logged in). */
export function accessContextOf(
  s: Pick<SessionState, 'accountId' | 'user' | 'roles' | 'current' | 'benefits'>,
  facts: EventAccessFacts = {},
  host: TClientHost = clientHost(),
): AccessContext {
  const userId = s.accountId ? (s.user ? s.user.userId || null : s.accountId) : null;
  const roles = s.roles ? usableRoles(s.roles) : null;
  return {
    userId,
    host,
    roleTypes: roles ? roleTypesFor(roles, s.current?.orgId ?? null) : [],
    currentRole: s.current?.role ?? '',
    benefits: s.benefits ?? null,
    chatRoles: facts.chatRoles ?? [],
    exhibitorInstantMessaging: facts.exhibitorInstantMessaging ?? false,
  };
}
