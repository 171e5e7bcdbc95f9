import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orgMembers, roleGrants } from '../../db/schema/identity.ts';

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
