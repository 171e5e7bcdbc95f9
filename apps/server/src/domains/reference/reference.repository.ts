import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-reads.ts';
import {
  areaNodes,
  callingCodes,
  categories,
  dataSourceFields,
  exhibitorFields,
  exhibitorContacts,
  exhibitors,
  mediaFiles,
  searchDecorations,
} from '../../db/schema/index.ts';

export class ReferenceRepository {
  /**
   * The exhibitor an organization shows (with or without an event named): the exhibitor page's contact card asks
   * it for every document, so both are named statements (db/prepared-reads.ts).
   */
  private readonly exhibitorOfOrgQuery;
  private readonly exhibitorOfOrgInEventQuery;

  constructor(private readonly db: Db) {
    const reads = preparedReads(db);
    const select = () =>
      reads
        .select({
          id: exhibitors.id,
          bventId: exhibitors.bventId,
          status: exhibitors.status,
          visibility: exhibitors.visibility,
          name: exhibitors.name,
          contact: exhibitorContacts,
        })
        .from(exhibitors)
        .leftJoin(exhibitorContacts, eq(exhibitorContacts.exhibitorId, exhibitors.id));
    // The org's first exhibitor if it somehow has several.
    const first = [asc(exhibitors.sort), asc(exhibitors.id)];
    this.exhibitorOfOrgQuery = select()
      .where(eq(exhibitors.orgId, sql.placeholder('orgId')))
      .orderBy(...first)
      .limit(1)
      .prepare('exhibitor_of_org');
    this.exhibitorOfOrgInEventQuery = select()
      .where(
        and(
          eq(exhibitors.orgId, sql.placeholder('orgId')),
          eq(exhibitors.bventId, sql.placeholder('bventId')),
        ),
      )
      .orderBy(...first)
      .limit(1)
      .prepare('exhibitor_of_org_in_event');
  }

  /** The exhibitor an organization shows at an event (the org's first one if it somehow has several). */
  async exhibitorOfOrg(orgId: string, bventId?: string) {
    const [row] = await (bventId
      ? this.exhibitorOfOrgInEventQuery.execute({ orgId, bventId })
      : this.exhibitorOfOrgQuery.execute({ orgId }));
    return row ?? null;
  }

  async searchDecoration(bventId: string) {
    const [row] = await this.db
      .select()
      .from(searchDecorations)
      .where(eq(searchDecorations.bventId, bventId));
    return row ?? null;
  }

  async dataSourceField(bventId: string, fieldName: string) {
    const [row] = await this.db
      .select()
      .from(dataSourceFields)
      .where(and(eq(dataSourceFields.bventId, bventId), eq(dataSourceFields.fieldName, fieldName)));
    return row ?? null;
  }

  /** The event's product categories, parents first: the options of the Cate field when no data source is stored. */
  categoryOptions(bventId: string) {
    return this.db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
      .from(categories)
      .where(eq(categories.bventId, bventId))
      .orderBy(sql`${categories.parentId} is not null`, asc(categories.sort), asc(categories.id));
  }

  /** The label the organizer gave a profile field at this event (from any exhibitor that has it), or null. */
  async fieldLabel(bventId: string, fieldName: string) {
    const [row] = await this.db
      .select({ label: exhibitorFields.displayName })
      .from(exhibitorFields)
      .innerJoin(exhibitors, eq(exhibitors.id, exhibitorFields.exhibitorId))
      .where(and(eq(exhibitors.bventId, bventId), eq(exhibitorFields.fieldName, fieldName)))
      .limit(1);
    return row?.label ?? null;
  }

  areaNodes() {
    return this.db.select().from(areaNodes).orderBy(asc(areaNodes.level), asc(areaNodes.sort));
  }

  callingCodes() {
    return this.db.select().from(callingCodes).orderBy(asc(callingCodes.sort));
  }

  filesInGroup(groupId: string) {
    return this.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.groupId, groupId))
      .orderBy(asc(mediaFiles.sort), asc(mediaFiles.id));
  }
}
