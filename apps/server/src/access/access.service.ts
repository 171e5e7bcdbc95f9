import {
  ATTENDEE_STATUSES,
  CLIENT_HOSTS,
  decodeCurrentRole,
  ErrorCode,
  ROLE_TYPES,
  type TAttendeeInfo,
  type TAttendeeStatus,
  type TClientHost,
  type TCurrentRole,
  type TOrg,
  type TRoleEntry,
  type TRoleType,
  type TUserRoles,
} from '@showfloor/contracts';
import {
  type AccessContext,
  resolveCurrentRole,
  roleTypesFor,
  usableRoles,
  type Viewer,
  visibleOrgs,
} from '@showfloor/domain';
import { BusinessError } from '../http/errors.ts';
import type { AccessRepository, GrantRow, OverrideRow } from './access.repository.ts';

/** Everything the server knows about a caller at an event once the gate has looked: the lock's inputs. */
export interface ResolvedAccess {
  bventId: string;
  accountId: string;
  /** Usable roles (forbidden dropped) in visible orgs (orgAccountStatus 2 dropped) and outside orgs. */
  roles: TUserRoles;
  /** The grants themselves, with their audit state, of the usable roles. */
  grants: TRoleEntry[];
  orgs: TOrg[];
  current: TCurrentRole | null;
  mustChoose: boolean;
  context: AccessContext;
  attendee: TAttendeeInfo | null;
}

const isRoleType = (t: string): t is TRoleType => (ROLE_TYPES as readonly string[]).includes(t);
const isStatus = (s: string): s is TAttendeeStatus => (ATTENDEE_STATUSES as readonly string[]).includes(s);

function entryOf(g: GrantRow): TRoleEntry | null {
  if (!isRoleType(g.registerType)) return null;
  return {
    registerType: g.registerType,
    isForbidden: g.isForbidden,
    isAuditSuccess: g.isAuditSuccess,
    orgId: g.orgId,
    orgName: g.orgName ?? '',
    orgNameEn: g.orgNameEn ?? '',
  };
}

/** The grants as the spec's roles shape: per org, in first-granted order, and those held outside any org. */
export function rolesFromGrants(grants: readonly GrantRow[]): TUserRoles {
  const orgRoles: TUserRoles['orgRoles'] = [];
  const notOrgRoles: TRoleEntry[] = [];
  for (const g of grants) {
    const entry = entryOf(g);
    if (!entry) continue;
    if (!g.orgId) {
      notOrgRoles.push(entry);
      continue;
    }
    let org = orgRoles.find((o) => o.orgId === g.orgId);
    if (!org) {
      org = { orgId: g.orgId, roles: [] };
      orgRoles.push(org);
    }
    org.roles.push(entry);
  }
  return { orgRoles, notOrgRoles };
}

/**
 * Benefits: the event's function keys, then the org's overrides, then the
 * account's own (the most specific wins).
 */
export function mergeBenefits(
  eventKeys: Record<string, boolean>,
  overrides: readonly OverrideRow[],
  orgId: string | null,
  accountId: string,
): Record<string, boolean> {
  const merged: Record<string, boolean> = { ...eventKeys };
  for (const o of overrides) if (orgId && o.orgId === orgId) merged[o.functionKey] = o.enable;
  for (const o of overrides) if (!o.orgId && o.accountId === accountId) merged[o.functionKey] = o.enable;
  return merged;
}

export function clientHostOf(header: unknown): TClientHost {
  return typeof header === 'string' && (CLIENT_HOSTS as readonly string[]).includes(header)
    ? (header as TClientHost)
    : 'browser';
}

export function attendeeInfoOf(
  row: { status: string; orderPayWay: 'Online' | 'OfflinePay' | null } | null,
): TAttendeeInfo | null {
  if (!row || !isStatus(row.status)) return null;
  return { status: row.status, orderPayWay: row.orderPayWay };
}

export interface ResolveInput {
  accountId: string;
  bventId: string;
  /** The raw Current-Org header (`orgId:role`). */
  currentOrg: string | null | undefined;
  host: TClientHost;
}

export class AccessService {
  constructor(private readonly repo: AccessRepository) {}

  /** The caller's raw roles at the event (forbidden and hidden-org roles included: the client filters). */
  async rolesOf(accountId: string, bventId: string): Promise<TUserRoles> {
    return rolesFromGrants(await this.repo.grants(accountId, bventId));
  }

  async orgsOf(accountId: string): Promise<TOrg[]> {
    const rows = await this.repo.orgsOf(accountId);
    return rows.map((o) => ({ id: o.id, name: o.name, orgAccountStatus: o.orgAccountStatus }));
  }

  isMember(accountId: string, orgId: string): Promise<boolean> {
    return this.repo.isMember(accountId, orgId);
  }

  /** Benefits of an account acting in an org (or in no org) at an event. */
  async benefits(bventId: string, accountId: string, orgId: string | null): Promise<Record<string, boolean>> {
    const event = await this.repo.event(bventId);
    if (!event) throw new BusinessError(ErrorCode.EventNotFound);
    const overrides = await this.repo.overrides(bventId, [accountId], orgId ? [orgId] : []);
    return mergeBenefits(event.functionKeys, overrides, orgId, accountId);
  }

  /**
   * Benefits of accounts for one key, answered without a token (QueryUser(s)BenefitFuntionKey): the account's
   * own override decides; otherwise it has the key when any context it can act in has it: each visible org
   * with a usable role (that org's override, else the event's key) or, with a role outside orgs or no org at
   * all, the event's key.
   */
  async benefitOfAccounts(bventId: string, accountIds: string[], functionKey: string) {
    const event = await this.repo.event(bventId);
    if (!event) throw new BusinessError(ErrorCode.EventNotFound);
    const eventKey = event.functionKeys[functionKey] === true;
    const out: { accountId: string; functionKey: string; enable: boolean }[] = [];
    for (const accountId of accountIds) {
      const roles = usableRoles(rolesFromGrants(await this.repo.grants(accountId, bventId)));
      const shown = new Set(visibleOrgs(await this.orgsOf(accountId)).map((o) => o.id));
      const orgIds = roles.orgRoles.filter((o) => o.roles.length && shown.has(o.orgId)).map((o) => o.orgId);
      const overrides = (await this.repo.overrides(bventId, [accountId], orgIds)).filter(
        (o) => o.functionKey === functionKey,
      );
      const own = overrides.find((o) => !o.orgId && o.accountId === accountId);
      const inOrgs = orgIds.map((id) => overrides.find((o) => o.orgId === id)?.enable ?? eventKey);
      const outside = roles.notOrgRoles.length > 0 || orgIds.length === 0 ? [eventKey] : [];
      const enable = own ? own.enable : [...inOrgs, ...outside].some(Boolean);
      out.push({ accountId, functionKey, enable });
    }
    return out;
  }

  async attendee(bventId: string, accountId: string): Promise<TAttendeeInfo | null> {
    return attendeeInfoOf(await this.repo.attendee(bventId, accountId));
  }

  /** For content visibility: a registered attendee of the event, and the region the account registered in. */
  async viewer(accountId: string | null, bventId: string): Promise<Viewer> {
    if (!accountId) return { registered: false, region: null };
    const [attendee, region] = await Promise.all([
      this.repo.attendee(bventId, accountId),
      this.repo.region(accountId),
    ]);
    return { registered: attendee?.status === 'Registered', region };
  }

  /**
   * The server's AccessContext, built from the database the way the client builds its own from the calls:
   * usable roles in visible orgs; the Current-Org header honoured only when the caller holds that role there
   * (otherwise the spec's role selection decides); the event's keys merged with the overrides; the event's
   * chat roles and exhibitor IM switch.
   */
  async resolve(input: ResolveInput): Promise<ResolvedAccess> {
    const { accountId, bventId } = input;
    const event = await this.repo.event(bventId);
    if (!event) throw new BusinessError(ErrorCode.EventNotFound);
    const [grants, allOrgs, attendeeRow] = await Promise.all([
      this.repo.grants(accountId, bventId),
      this.orgsOf(accountId),
      this.repo.attendee(bventId, accountId),
    ]);
    const orgs = visibleOrgs(allOrgs);
    const shown = new Set(orgs.map((o) => o.id));
    const raw = rolesFromGrants(grants);
    const roles = usableRoles({
      orgRoles: raw.orgRoles.filter((o) => shown.has(o.orgId)),
      notOrgRoles: raw.notOrgRoles,
    });
    const decoded = decodeCurrentRole(input.currentOrg ?? null);
    // Ids from the database are lower-case; a client may send upper-case ones.
    const claimed = decoded && { ...decoded, orgId: decoded.orgId?.toLowerCase() ?? null };
    const stored = claimed && holds(roles, shown, claimed) ? claimed : null;
    const { current, mustChoose } = resolveCurrentRole(orgs, roles, stored);
    const orgId = current?.orgId ?? null;
    const overrides = await this.repo.overrides(bventId, [accountId], orgId ? [orgId] : []);
    const context: AccessContext = {
      userId: accountId,
      host: input.host,
      roleTypes: roleTypesFor(roles, orgId),
      currentRole: current?.role ?? '',
      benefits: mergeBenefits(event.functionKeys, overrides, orgId, accountId),
      chatRoles: event.chatRoles,
      exhibitorInstantMessaging: event.exhibitorInstantMessaging,
    };
    return {
      bventId,
      accountId,
      roles,
      grants: [...roles.orgRoles.flatMap((o) => o.roles), ...roles.notOrgRoles],
      orgs,
      current,
      mustChoose,
      context,
      attendee: attendeeInfoOf(attendeeRow),
    };
  }
}

/** Whether a claimed current role is really the caller's: a visible org of theirs, and a role they can act in there. */
function holds(roles: TUserRoles, shown: ReadonlySet<string>, claimed: TCurrentRole): boolean {
  if (claimed.orgId && !shown.has(claimed.orgId)) return false;
  if (claimed.orgId && !roles.orgRoles.some((o) => o.orgId === claimed.orgId && o.roles.length > 0))
    return false;
  if (claimed.role === '') return claimed.orgId !== null;
  return roleTypesFor(roles, claimed.orgId).includes(claimed.role);
}
