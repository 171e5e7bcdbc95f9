import { useCallback } from 'react';
import { EXHIBITOR_TO_EXHIBITOR, type TAuthInfo, type TRoleType } from '@showfloor/contracts';
import {
  BUYER_GATES,
  GATE_RULES,
  roleGate,
  verificationState,
  type AccessContext,
  type AccessResult,
  type RuleGate,
} from '@showfloor/domain';
import { clientHost } from '../../lib/device.ts';
import { currentLanguage } from '../../lib/language.ts';
import { readCurrentRole, writeCurrentRole } from '../../lib/session/current-role.ts';
import { accessContextOf, type EventAccessFacts } from '../../lib/session/use-session.ts';
import { attendeeGateFor, runAttendeeDialog } from './attendee-flow.ts';
import {
  showNoIdentity,
  showNoPermission,
  showNotAudited,
  showNotLoggedIn,
  showVerification,
} from './gate-dialogs.tsx';
import { openRoleChooser } from './role-chooser.tsx';
import { loadSessionSnapshot, type SessionSnapshot } from './session-snapshot.ts';

/** The access checks by name; each is the domain's rule (the server runs the same table). */
export const GATE_CHECKS = GATE_RULES;
export type GateName = RuleGate;

/** Buyer-only actions pass the attendee registration gate too. */
const BUYER_GATE_SET: ReadonlySet<GateName> = new Set(BUYER_GATES);
const BUYER_ROLES: readonly TRoleType[] = ['Attendee', 'Purchaser'];

export interface GuardOptions {
  /** Replaces 'You have no permission for this operation'. */
  message?: string;
  /** The action's own words for a user without the role it needs ("only buyers may publish demand"). */
  roleMessage?: string;
  /** No permission message at all (the action is just not taken). */
  silent?: boolean;
  /** Run the attendee registration gate; by default for the buyer-only gates. */
  attendee?: boolean;
  /** The event's chat roles and exhibitor-to-exhibitor IM switch, for the chat and IM gates. */
  facts?: EventAccessFacts;
  /** An auth info to check (statusCode 1 fine; 4/8/12 with a location link to verify). */
  auth?: TAuthInfo;
}

/** The role type behind the gate's result, when the user holds exactly one role of it (roleCheck's "one"). */
function onlyRoleOf(s: SessionSnapshot, allowed: readonly TRoleType[]) {
  const ctx = accessContextOf(s);
  if (ctx.currentRole && allowed.includes(ctx.currentRole)) return null;
  const among = ctx.roleTypes.filter((r) => allowed.includes(r));
  if (among.length !== 1 || !among[0]) return null;
  const type = among[0];
  const inOrg = s.roles?.orgRoles
    .find((o) => o.orgId === s.current?.orgId)
    ?.roles.some((r) => r.registerType === type && !r.isForbidden);
  return { orgId: inOrg ? (s.current?.orgId ?? null) : null, role: type };
}

/**
 * One question before an action: may this user do this here? Shows the spec's dialog when not (login,
 * role gate or chooser, permission, verification, registration state) and resolves whether to go on.
 */
export async function guard(
  gate: GateName | ((ctx: AccessContext) => AccessResult),
  opts: GuardOptions = {},
): Promise<boolean> {
  const check = typeof gate === 'function' ? gate : GATE_CHECKS[gate];
  const lang = currentLanguage();
  const returnUrl = window.location.pathname + window.location.search;
  let snap = await loadSessionSnapshot();
  for (let round = 0; ; round++) {
    const result = check(accessContextOf(snap, opts.facts));
    if (result.ok) break;
    if (result.reason === 'notLoggedIn') {
      await showNotLoggedIn({ lang, bventId: snap.bventId, returnUrl });
      return false;
    }
    if (result.reason === 'noPermission') {
      if (!opts.silent) showNoPermission(opts.message);
      return false;
    }
    const needs = result.reason === 'wrongRole' ? result.needs : result.among;
    const verdict = roleGate(
      snap.roles ?? { orgRoles: [], notOrgRoles: [] },
      needs,
      clientHost() === 'zsapp',
    );
    if (verdict.kind === 'noIdentity') {
      await showNoIdentity({
        lang,
        bventId: snap.bventId,
        returnUrl,
        inApp: verdict.registerInApp,
        message: opts.roleMessage,
      });
      return false;
    }
    if (verdict.kind === 'notAudited') {
      await showNotAudited();
      return false;
    }
    // The user holds a fitting role, elsewhere or among several: they choose it (once per action).
    if (round > 0 || !snap.user || !snap.roles) return false;
    const choice = await openRoleChooser({
      orgs: snap.user.orgs,
      roles: snap.roles,
      expected: needs,
      stored: readCurrentRole(),
    });
    if (!choice) return false;
    writeCurrentRole(choice);
    snap = await loadSessionSnapshot();
  }
  if (
    typeof gate === 'string' &&
    gate !== 'login' &&
    gate !== 'live' &&
    gate !== 'sendCard' &&
    gate !== 'communicate'
  ) {
    const exhibitorsToo =
      gate === 'collect' ||
      (gate === 'chat' && (opts.facts?.chatRoles ?? []).includes(EXHIBITOR_TO_EXHIBITOR)) ||
      (gate === 'im' && Boolean(opts.facts?.exhibitorInstantMessaging));
    const allowed: readonly TRoleType[] =
      gate === 'exhibitorOnly'
        ? ['Exhibition']
        : exhibitorsToo
          ? [...BUYER_ROLES, 'Exhibition']
          : BUYER_ROLES;
    const only = onlyRoleOf(snap, allowed);
    if (only) {
      writeCurrentRole(only);
      snap = { ...snap, current: only };
    }
  }
  if (opts.auth) {
    const v = verificationState(opts.auth);
    if (!v.ok) {
      await showVerification(v);
      return false;
    }
  }
  const buyerAction = opts.attendee ?? (typeof gate === 'string' && BUYER_GATE_SET.has(gate));
  if (buyerAction && snap.accountId && snap.bventId) {
    const isAttendee = BUYER_ROLES.includes(snap.current?.role as TRoleType);
    const { gate: g } = await attendeeGateFor(snap.accountId, snap.bventId, isAttendee);
    if (g.kind !== 'proceed') {
      await runAttendeeDialog(snap.accountId, snap.bventId);
      return false;
    }
  }
  return true;
}

/** The hook form, for components: `const guard = useGate(); if (await guard('order')) …`. */
export function useGate(): typeof guard {
  return useCallback((gate, opts) => guard(gate, opts), []);
}
