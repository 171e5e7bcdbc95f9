import { type ContentVisibility, type Viewer, visibilitiesFor } from '@showfloor/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { exhibitors } from '../../db/schema/index.ts';

/*
 * Content visibility in lists (an exhibitor may restrict its content to registered domestic or overseas
 * buyers): one rule (the domain's contentVisible) for every call that returns exhibitor or product data. A
 * detail call refuses a restricted exhibitor with 403; a list, a count, a search or a category tree leaves
 * out what the viewer may not see, as if it were not there.
 */

export type ViewerOf = (accountId: string | null, bventId: string) => Promise<Viewer>;

/** The visibilities this caller may see at the event: 'all' for a stranger, without asking the database. */
export async function visibleTo(
  viewerOf: ViewerOf,
  accountId: string | null,
  bventId: string,
): Promise<ContentVisibility[]> {
  return accountId ? visibilitiesFor(await viewerOf(accountId, bventId)) : ['all'];
}

/** An exhibitor whose content may be listed for a viewer who may see `visible`: normal, and visible to them. */
export const exhibitorShown = (visible: readonly ContentVisibility[]) =>
  and(eq(exhibitors.status, 'normal'), inArray(exhibitors.visibility, [...visible]));
