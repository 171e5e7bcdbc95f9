import type { TGate, TRoleType } from '@showfloor/contracts';
import {
  type AccessContext,
  type AccessResult,
  attendeeGate,
  attendeeState,
  BUYER_GATES,
  GATE_RULES,
  gateRoles,
} from '@showfloor/domain';
import type { ResolvedAccess } from './access.service.ts';

/**
 * Why a gate refused, as the client would say it: 401 for not logged in, 403 with a dictionary key for the
 * specific reason (null: the plain not_permission message).
 */
export type Refusal = { status: 401 } | { status: 403; messageKey: string | null };

/** The role the caller acts in for the gate: the current one when allowed, else the single candidate. */
export function actingRole(gate: TGate, ctx: AccessContext): TRoleType | null {
  const allowed = gate === 'planner' ? [] : gateRoles(gate, ctx);
  if (ctx.currentRole && allowed.includes(ctx.currentRole)) return ctx.currentRole;
  const among = ctx.roleTypes.filter((r) => allowed.includes(r));
  return among.length === 1 ? (among[0] ?? null) : null;
}

function refusalOf(result: Exclude<AccessResult, { ok: true }>): Refusal {
  switch (result.reason) {
    case 'notLoggedIn':
      return { status: 401 };
    case 'wrongRole':
      if (result.needs.length === 1 && result.needs[0] === 'Exhibition')
        return { status: 403, messageKey: 'access_only_exhibitors' };
      if (!result.needs.includes('Exhibition')) return { status: 403, messageKey: 'access_only_buyers' };
      return { status: 403, messageKey: 'access_no_identity' };
    case 'chooseRole':
      return { status: 403, messageKey: 'access_choose_role' };
    case 'noPermission':
      return { status: 403, messageKey: null };
  }
}

/** The Planner gate: an audited, non-forbidden Planner role at the event, in any org or none. */
function isPlanner(access: ResolvedAccess): boolean {
  return access.grants.some((g) => g.registerType === 'Planner' && g.isAuditSuccess && !g.isForbidden);
}

/** Runs a gate on a resolved caller: null when it lets them through. */
export function checkGate(gate: TGate, access: ResolvedAccess): Refusal | null {
  if (gate === 'planner') {
    return isPlanner(access) ? null : { status: 403, messageKey: 'access_planner_only' };
  }
  const ctx = access.context;
  // The SAME domain rule the client's hook runs for this gate name.
  const result = GATE_RULES[gate](ctx);
  if (!result.ok) return refusalOf(result);
  // A gate that picks a role (the domain's gateRoles): the role acted in must have passed the organizer's audit.
  const role = actingRole(gate, ctx);
  if (role) {
    const scope = access.grants.filter(
      (g) => g.registerType === role && (g.orgId === null || g.orgId === (access.current?.orgId ?? null)),
    );
    if (scope.length > 0 && scope.every((g) => !g.isAuditSuccess)) {
      return { status: 403, messageKey: 'access_not_audited' };
    }
  }
  if ((BUYER_GATES as readonly TGate[]).includes(gate) && role === 'Attendee') {
    const decision = attendeeGate(true, access.attendee);
    if (decision.kind !== 'proceed' && access.attendee) {
      return { status: 403, messageKey: `attendee_tip_${attendeeState(access.attendee)}_message` };
    }
  }
  return null;
}
