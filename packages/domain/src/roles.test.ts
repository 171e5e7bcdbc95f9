import { describe, expect, it } from 'vitest';
import type { TOrg, TRoleEntry, TRoleType, TUserRoles } from '@showfloor/contracts';
import {
  autoChosenRole,
  canConfirmChoice,
  conflictCheckType,
  orgDisabledInChooser,
  resolveCurrentRole,
  roleGate,
  roleTypesFor,
  usableRoles,
  visibleOrgs,
} from './roles.ts';

const role = (
  registerType: TRoleType,
  orgId: string | null,
  extra: Partial<TRoleEntry> = {},
): TRoleEntry => ({
  registerType,
  orgId,
  isForbidden: false,
  isAuditSuccess: true,
  orgName: orgId ?? '',
  orgNameEn: orgId ?? '',
  ...extra,
});
const org = (id: string, orgAccountStatus = 1): TOrg => ({ id, name: id, orgAccountStatus });
const roles = (orgRoles: Record<string, TRoleEntry[]>, notOrgRoles: TRoleEntry[] = []): TUserRoles => ({
  orgRoles: Object.entries(orgRoles).map(([orgId, r]) => ({ orgId, roles: r })),
  notOrgRoles,
});

describe('user and roles: hidden orgs and forbidden roles are dropped, role types of the current org', () => {
  it('hides orgs with orgAccountStatus 2', () => {
    expect(visibleOrgs([org('a'), org('b', 2), org('c', 0)]).map((o) => o.id)).toEqual(['a', 'c']);
  });

  it('drops forbidden roles in and outside orgs', () => {
    const r = usableRoles(
      roles({ a: [role('Exhibition', 'a', { isForbidden: true }), role('Agency', 'a')] }, [
        role('Attendee', null, { isForbidden: true }),
      ]),
    );
    expect(r.orgRoles[0]?.roles.map((x) => x.registerType)).toEqual(['Agency']);
    expect(r.notOrgRoles).toEqual([]);
  });

  it("derives role types from the current org's roles plus non-org roles", () => {
    const r = roles({ a: [role('Exhibition', 'a')], b: [role('Planner', 'b')] }, [role('Attendee', null)]);
    expect(roleTypesFor(r, 'a')).toEqual(['Exhibition', 'Attendee']);
    expect(roleTypesFor(r, null)).toEqual(['Attendee']);
  });
});

describe('role selection: which role becomes current', () => {
  it('prefers Exhibition when there are several roles and a current org', () => {
    const r = roles({ a: [role('Agency', 'a'), role('Exhibition', 'a')] }, [role('Attendee', null)]);
    expect(resolveCurrentRole([org('a'), org('b')], r, { orgId: 'a', role: '' })).toEqual({
      current: { orgId: 'a', role: 'Exhibition' },
      mustChoose: false,
    });
  });

  it('then Attendee held outside orgs, then the first role of the org', () => {
    const withAttendee = roles({ a: [role('Agency', 'a'), role('Planner', 'a')] }, [role('Attendee', null)]);
    expect(resolveCurrentRole([org('a'), org('b')], withAttendee, { orgId: 'a', role: '' }).current).toEqual({
      orgId: 'a',
      role: 'Attendee',
    });
    const without = roles({ a: [role('Agency', 'a'), role('Planner', 'a')] });
    expect(resolveCurrentRole([org('a'), org('b')], without, { orgId: 'a', role: '' }).current).toEqual({
      orgId: 'a',
      role: 'Agency',
    });
  });

  it('prefers Attendee without a current org', () => {
    const r = roles({ a: [role('Exhibition', 'a')], b: [role('Agency', 'b')] }, [
      role('Purchaser', null),
      role('Attendee', null),
    ]);
    expect(resolveCurrentRole([org('a'), org('b')], r, null).current).toEqual({
      orgId: null,
      role: 'Attendee',
    });
  });

  it('selects the only org, with an empty role, when none is chosen', () => {
    const r = roles({ a: [] });
    expect(resolveCurrentRole([org('a'), org('gone', 2)], r, null)).toEqual({
      current: { orgId: 'a', role: '' },
      mustChoose: false,
    });
  });

  it('makes the single role current', () => {
    const r = roles({ a: [role('Exhibition', 'a')] });
    expect(resolveCurrentRole([org('a')], r, null).current).toEqual({ orgId: 'a', role: 'Exhibition' });
  });

  it('clears a current org that is no longer among the orgs', () => {
    const r = roles({}, [role('Attendee', null), role('Purchaser', null)]);
    const res = resolveCurrentRole([org('x'), org('y')], r, { orgId: 'gone', role: 'Exhibition' });
    expect(res.current).toEqual({ orgId: null, role: 'Attendee' });
    // A hidden org counts as gone too; cleared, the user's only visible org is then selected.
    expect(resolveCurrentRole([org('h', 2), org('y')], r, { orgId: 'h', role: '' }).current?.orgId).toBe('y');
  });

  it('keeps a stored role that is still held', () => {
    const r = roles({ a: [role('Exhibition', 'a'), role('Agency', 'a')] });
    expect(resolveCurrentRole([org('a'), org('b')], r, { orgId: 'a', role: 'Agency' }).current?.role).toBe(
      'Agency',
    );
  });

  it('asks the user to choose when several roles and no rule settles it', () => {
    const r = roles({}, [role('Purchaser', null), role('Planner', null)]);
    expect(resolveCurrentRole([org('a'), org('b')], r, null)).toEqual({ current: null, mustChoose: true });
  });
});

describe('role gate and chooser: no usable identity, not audited, auto-selection', () => {
  it("says 'no usable identity' without a matching role, with the app-client variant", () => {
    const r = roles({ a: [role('Agency', 'a')] });
    expect(roleGate(r, ['Exhibition'], false)).toEqual({ kind: 'noIdentity', registerInApp: false });
    expect(roleGate(r, ['Exhibition'], true)).toEqual({ kind: 'noIdentity', registerInApp: true });
  });

  it('stops when every matching role is not yet audited', () => {
    const r = roles({ a: [role('Exhibition', 'a', { isAuditSuccess: false })] });
    expect(roleGate(r, ['Exhibition'], false)).toEqual({ kind: 'notAudited' });
    const one = roles({
      a: [role('Exhibition', 'a', { isAuditSuccess: false })],
      b: [role('Exhibition', 'b')],
    });
    expect(roleGate(one, ['Exhibition'], false).kind).toBe('ok');
  });

  it('auto-selects a single matching role unless the stored org differs and exists', () => {
    const only = [role('Exhibition', 'a')];
    expect(autoChosenRole(only, null, [org('a')])).toEqual({ orgId: 'a', role: 'Exhibition' });
    expect(autoChosenRole(only, 'a', [org('a'), org('b')])).toEqual({ orgId: 'a', role: 'Exhibition' });
    expect(autoChosenRole(only, 'b', [org('a'), org('b')])).toBeNull();
    expect(autoChosenRole(only, 'gone', [org('a')])).toEqual({ orgId: 'a', role: 'Exhibition' });
    expect(autoChosenRole([...only, role('Exhibition', 'b')], null, [org('a'), org('b')])).toBeNull();
  });

  it('confirms only with an org, and a role when more than one is expected', () => {
    expect(canConfirmChoice({ orgId: null, role: 'Exhibition' }, 1)).toBe(false);
    expect(canConfirmChoice({ orgId: 'a', role: '' }, 1)).toBe(true);
    expect(canConfirmChoice({ orgId: 'a', role: '' }, 2)).toBe(false);
    expect(canConfirmChoice({ orgId: 'a', role: 'Agency' }, 2)).toBe(true);
  });

  it('disables orgs without an expected role', () => {
    const r = roles({ a: [role('Exhibition', 'a')], b: [role('Agency', 'b')] });
    expect(orgDisabledInChooser(r, 'a', ['Exhibition'])).toBe(false);
    expect(orgDisabledInChooser(r, 'b', ['Exhibition'])).toBe(true);
  });

  it('checks booking conflicts as AttendeeSend for an Attendee only', () => {
    expect(conflictCheckType('Attendee')).toBe('AttendeeSend');
    expect(conflictCheckType('Purchaser')).toBe('ExhibitorSend');
    expect(conflictCheckType('Exhibition')).toBe('ExhibitorSend');
  });
});
