import {
  HIDDEN_ORG_ACCOUNT_STATUS,
  type TCurrentRole,
  type TOrg,
  type TRoleEntry,
  type TRoleType,
  type TUserRoles,
} from '@showfloor/contracts';

/** Organizations whose account status is 2 are hidden. */
export function visibleOrgs(orgs: readonly TOrg[]): TOrg[] {
  return orgs.filter((o) => o.orgAccountStatus !== HIDDEN_ORG_ACCOUNT_STATUS);
}

/** Forbidden roles are dropped, everywhere. */
export function usableRoles(roles: TUserRoles): TUserRoles {
  return {
    orgRoles: roles.orgRoles.map((o) => ({ orgId: o.orgId, roles: o.roles.filter((r) => !r.isForbidden) })),
    notOrgRoles: roles.notOrgRoles.filter((r) => !r.isForbidden),
  };
}

/** The role types the user can act in: the current org's roles plus the roles held outside any org. */
export function roleTypesFor(roles: TUserRoles, orgId: string | null): TRoleType[] {
  const inOrg = orgId ? (roles.orgRoles.find((o) => o.orgId === orgId)?.roles ?? []) : [];
  const types = [...inOrg, ...roles.notOrgRoles].map((r) => r.registerType);
  return [...new Set(types)];
}

export interface RoleResolution {
  current: TCurrentRole | null;
  /** More than one role and none could be settled: the user must choose. */
  mustChoose: boolean;
}

/**
 * Role selection, in order:
 * - a current org that is no longer among the user's (visible) orgs clears the current role;
 * - exactly one org and none chosen: that org is selected, with an empty role;
 * - one role type only: it becomes current;
 * - several, with a current org: Exhibition (of that org), then Attendee held outside orgs, then the org's
 *   first role; several, without a current org: Attendee; otherwise the user must choose.
 */
export function resolveCurrentRole(
  orgs: readonly TOrg[],
  rawRoles: TUserRoles,
  stored: TCurrentRole | null,
): RoleResolution {
  const shown = visibleOrgs(orgs);
  const roles = usableRoles(rawRoles);
  let current: TCurrentRole | null = stored;
  if (current?.orgId && !shown.some((o) => o.id === current?.orgId)) current = null;
  if (!current?.orgId && shown.length === 1 && shown[0]) current = { orgId: shown[0].id, role: '' };
  const orgId = current?.orgId ?? null;
  const types = roleTypesFor(roles, orgId);
  if (current?.role && types.includes(current.role)) return { current, mustChoose: false };
  if (types.length === 0) return { current, mustChoose: false };
  if (types.length === 1 && types[0]) return { current: { orgId, role: types[0] }, mustChoose: false };
  const preferred = orgId ? preferInOrg(roles, orgId) : notOrgAttendee(roles) ? 'Attendee' : null;
  if (preferred) return { current: { orgId, role: preferred }, mustChoose: false };
  return { current: current ?? (orgId ? { orgId, role: '' } : null), mustChoose: true };
}

function preferInOrg(roles: TUserRoles, orgId: string): TRoleType | null {
  const inOrg = roles.orgRoles.find((o) => o.orgId === orgId)?.roles ?? [];
  if (inOrg.some((r) => r.registerType === 'Exhibition')) return 'Exhibition';
  if (notOrgAttendee(roles)) return 'Attendee';
  return inOrg[0]?.registerType ?? null;
}

function notOrgAttendee(roles: TUserRoles): boolean {
  return roles.notOrgRoles.some((r) => r.registerType === 'Attendee');
}

export type RoleGate =
  | { kind: 'ok'; roles: TRoleEntry[] }
  /** 'no usable identity', with a register action (in the app client: register in the app). */
  | { kind: 'noIdentity'; registerInApp: boolean }
  /** 'your exhibitor identity is not yet audited': stop. */
  | { kind: 'notAudited' };

/** Role gate: the roles of the expected types, or why the user cannot go on. */
export function roleGate(
  rawRoles: TUserRoles,
  expected: readonly TRoleType[],
  inAppClient: boolean,
): RoleGate {
  const roles = usableRoles(rawRoles);
  const all = [...roles.orgRoles.flatMap((o) => o.roles), ...roles.notOrgRoles];
  const matching = all.filter((r) => expected.includes(r.registerType));
  if (matching.length === 0) return { kind: 'noIdentity', registerInApp: inAppClient };
  if (matching.every((r) => !r.isAuditSuccess)) return { kind: 'notAudited' };
  return { kind: 'ok', roles: matching };
}

/**
 * Role chooser: a single matching role is selected for the user unless the stored org differs from
 * its org and still exists among the user's orgs (then the user picks).
 */
export function autoChosenRole(
  matching: readonly TRoleEntry[],
  storedOrgId: string | null,
  orgs: readonly TOrg[],
): TCurrentRole | null {
  if (matching.length !== 1 || !matching[0]) return null;
  const only = matching[0];
  const storedExists = storedOrgId !== null && visibleOrgs(orgs).some((o) => o.id === storedOrgId);
  if (storedExists && storedOrgId !== only.orgId) return null;
  return { orgId: only.orgId, role: only.registerType };
}

/** The chooser's OK needs an org and, when more than one role is expected, a role. */
export function canConfirmChoice(choice: TCurrentRole, expectedRoleCount: number): boolean {
  if (!choice.orgId) return false;
  return expectedRoleCount <= 1 || choice.role !== '';
}

/** An org without any of the expected roles is shown disabled in the chooser. */
export function orgDisabledInChooser(
  roles: TUserRoles,
  orgId: string,
  expected: readonly TRoleType[],
): boolean {
  const inOrg = usableRoles(roles).orgRoles.find((o) => o.orgId === orgId)?.roles ?? [];
  return !inOrg.some((r) => expected.includes(r.registerType));
}

/** The booking conflict check is AttendeeSend for an Attendee, ExhibitorSend otherwise. */
export function conflictCheckType(role: TRoleType | ''): 'AttendeeSend' | 'ExhibitorSend' {
  return role === 'Attendee' ? 'AttendeeSend' : 'ExhibitorSend';
}
