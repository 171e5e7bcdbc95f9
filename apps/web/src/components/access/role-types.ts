import type { TRoleType, TUserRoles } from '@showfloor/contracts';
import { usableRoles } from '@showfloor/domain';

/** Every role type the user holds in an organization (what the free role switch offers). */
export function allRoleTypes(roles: TUserRoles): TRoleType[] {
  const u = usableRoles(roles);
  return [...new Set(u.orgRoles.flatMap((o) => o.roles.map((r) => r.registerType)))];
}
