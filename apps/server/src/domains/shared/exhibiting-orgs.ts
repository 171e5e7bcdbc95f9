import { ErrorCode } from '@showfloor/contracts';
import { and, eq } from 'drizzle-orm';
import type { ResolvedAccess } from '../../access/access.service.ts';
import type { Db } from '../../db/client.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { orgMembers, roleGrants } from '../../db/schema/identity.ts';
import type { Localized } from '../../db/schema/types.ts';
import { need } from '../../http/authenticate.ts';
import { BusinessError } from '../../http/errors.ts';
import type { TokenOwner } from '../../sso/port.ts';

/**
 * The organizations an account answers for at an event: a member holding its exhibitor role there, not forbidden,
 * approved by the organizer (staff not yet approved answer nothing, as for booked meetings). What reaches an
 * exhibitor (instant requests, cards) reaches these.
 */
export async function exhibitingOrgs(db: Db, accountId: string, bventId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orgId: roleGrants.orgId })
    .from(roleGrants)
    .innerJoin(orgMembers, and(eq(orgMembers.orgId, roleGrants.orgId), eq(orgMembers.accountId, accountId)))
    .where(
      and(
        eq(roleGrants.accountId, accountId),
        eq(roleGrants.bventId, bventId),
        eq(roleGrants.registerType, 'Exhibition'),
        eq(roleGrants.isForbidden, false),
        eq(roleGrants.isAuditSuccess, true),
      ),
    );
  return rows.flatMap((r) => (r.orgId ? [r.orgId] : []));
}

/** An exhibitor of the event as what reaches it needs it: its organization, its state and its name. */
export interface ExhibitorAt {
  id: string;
  orgId: string;
  status: string;
  name: Localized;
}

export async function exhibitorAt(db: Db, bventId: string, exhibitorId: string): Promise<ExhibitorAt | null> {
  const [row] = await db
    .select({ id: exhibitors.id, orgId: exhibitors.orgId, status: exhibitors.status, name: exhibitors.name })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, exhibitorId), eq(exhibitors.bventId, bventId)));
  return row ?? null;
}

/** Who calls an exhibitor's workbench: the account, the organization it acts in (Current-Org), whether it waits. */
export interface ExhibitorCaller {
  accountId: string;
  currentOrgId: string | null;
  /** An exhibitor role of the caller's at the event still waits for the organizer's audit. */
  unaudited: boolean;
}

/** The caller of a call whose contract requires an account, as the exhibitor's workbench needs them. */
export function exhibitorCallerOf(
  account: TokenOwner | null,
  access: ResolvedAccess | null,
): ExhibitorCaller {
  return {
    accountId: need(account).accountId,
    currentOrgId: access?.current?.orgId ?? null,
    unaudited: (access?.grants ?? []).some((g) => g.registerType === 'Exhibition' && !g.isAuditSuccess),
  };
}

/** How a domain reads the organizations an account answers for, and the exhibitor of one, in its own columns. */
export interface ExhibitorLookup<E> {
  orgsOf(accountId: string, bventId: string): Promise<string[]>;
  exhibitorOf(bventId: string, orgId: string): Promise<E | null>;
}

/**
 * The exhibitor the caller acts for at the event: that of the organization they act in when they answer for it,
 * else of the first they answer for; an organization with no exhibitor at the event is not found (404). With
 * `say`, answering for none is refused (403), in the dictionary's words when the caller's exhibitor role waits
 * for the organizer's audit (the gate lets such a role through when no organization is current); without, it is
 * not found either.
 */
export async function callersExhibitor<E>(
  lookup: ExhibitorLookup<E>,
  caller: { accountId: string; currentOrgId: string | null; unaudited?: boolean },
  bventId: string,
  say?: (key: string) => Promise<string | null>,
): Promise<E> {
  const orgs = await lookup.orgsOf(caller.accountId, bventId);
  const orgId =
    caller.currentOrgId && orgs.includes(caller.currentOrgId) ? caller.currentOrgId : (orgs[0] ?? null);
  if (!orgId && say) {
    const reason = caller.unaudited ? await say('access_not_audited') : null;
    throw new BusinessError(ErrorCode.Forbidden, 403, reason ?? undefined);
  }
  const exhibitor = orgId ? await lookup.exhibitorOf(bventId, orgId) : null;
  if (!exhibitor) throw new BusinessError(ErrorCode.ExhibitorNotFound, 404);
  return exhibitor;
}
