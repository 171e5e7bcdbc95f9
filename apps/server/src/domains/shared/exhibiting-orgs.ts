import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exhibitors } from '../../db/schema/exhibitors.ts';
import { orgMembers, roleGrants } from '../../db/schema/identity.ts';
import type { Localized } from '../../db/schema/types.ts';

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
