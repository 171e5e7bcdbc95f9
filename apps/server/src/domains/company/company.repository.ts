import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { indexExhibitors } from '../../db/seed/search-index.ts';
import { events, exhibitorContacts, exhibitorFields, exhibitors } from '../../db/schema/index.ts';
import type { Localized, StoredShopDecoration } from '../../db/schema/types.ts';
import { exhibitingOrgs } from '../shared/exhibiting-orgs.ts';

/** The exhibitor's own row as the company page edits it. */
export interface CompanyRow {
  id: string;
  bventId: string;
  status: string;
  name: Localized;
  logo: string;
  boothNumber: string;
  shopDecoration: StoredShopDecoration;
  pavilionName: Localized | null;
}

/** One profile field the event's exhibitors have: its type, label and place, and whether it is kept per language. */
export interface EventField {
  fieldName: string;
  fieldType: string;
  displayName: Localized;
  sort: number;
  localized: boolean;
}

export interface FieldRow {
  fieldName: string;
  fieldType: string;
  fieldValue: string;
  valueI18n: Localized | null;
}

export type ContactRow = typeof exhibitorContacts.$inferSelect;

/** What a save writes (already checked and resolved by the service). */
export interface CompanyWrite {
  name: Localized;
  logo: string;
  boothNumber: string;
  banners: string[];
  contact: Omit<ContactRow, 'exhibitorId'>;
  /** The profile fields sent, by name: the row to keep, or null to remove the field's value. */
  fields: {
    fieldName: string;
    row: Omit<typeof exhibitorFields.$inferInsert, 'exhibitorId' | 'fieldName'> | null;
  }[];
}

/**
 * The exhibitor's own content: its row, contact details and profile fields. A save is one transaction: the
 * database's triggers (migration 0012) refresh the detail's profile from exhibitor_fields, and the search document
 * is rebuilt before the commit, so a search right after the answer finds the change.
 */
export class CompanyRepository {
  constructor(private readonly db: Db) {}

  orgsOf(accountId: string, bventId: string): Promise<string[]> {
    return exhibitingOrgs(this.db, accountId, bventId);
  }

  async exhibitorOf(bventId: string, orgId: string): Promise<CompanyRow | null> {
    const [row] = await this.db
      .select({
        id: exhibitors.id,
        bventId: exhibitors.bventId,
        status: exhibitors.status,
        name: exhibitors.name,
        logo: exhibitors.logo,
        boothNumber: exhibitors.boothNumber,
        shopDecoration: exhibitors.shopDecoration,
        pavilionName: exhibitors.pavilionName,
      })
      .from(exhibitors)
      .where(and(eq(exhibitors.bventId, bventId), eq(exhibitors.orgId, orgId)))
      .orderBy(exhibitors.sort, exhibitors.id)
      .limit(1);
    return row ?? null;
  }

  async languagesOf(bventId: string): Promise<{ languages: string[]; defaultLanguage: string } | null> {
    const [row] = await this.db
      .select({ languages: events.languages, defaultLanguage: events.defaultLanguage })
      .from(events)
      .where(eq(events.id, bventId));
    return row ?? null;
  }

  /**
   * The profile fields of the event: those its exhibitors have (the fair defines them through its exhibitors'
   * rows), each with its first type and label, kept per language when any exhibitor's value is.
   */
  async eventFields(bventId: string): Promise<EventField[]> {
    const result = await this.db.execute(sql`
      select distinct on (f.field_name) f.field_name as "fieldName", f.field_type as "fieldType",
        f.display_name as "displayName", f.sort,
        bool_or(f.value_i18n is not null) over (partition by f.field_name) as localized
      from exhibitor_fields f join exhibitors e on e.id = f.exhibitor_id
      where e.bvent_id = ${bventId}
      order by f.field_name, f.sort, f.id`);
    // node-postgres and PGlite both answer { rows }.
    const { rows } = result as unknown as { rows: EventField[] };
    return rows
      .map((r) => ({ ...r, sort: Number(r.sort), localized: Boolean(r.localized) }))
      .sort((a, b) => a.sort - b.sort || a.fieldName.localeCompare(b.fieldName));
  }

  fields(exhibitorId: string): Promise<FieldRow[]> {
    return this.db
      .select({
        fieldName: exhibitorFields.fieldName,
        fieldType: exhibitorFields.fieldType,
        fieldValue: exhibitorFields.fieldValue,
        valueI18n: exhibitorFields.valueI18n,
      })
      .from(exhibitorFields)
      .where(eq(exhibitorFields.exhibitorId, exhibitorId))
      .orderBy(exhibitorFields.sort, exhibitorFields.id);
  }

  async contact(exhibitorId: string): Promise<ContactRow | null> {
    const [row] = await this.db
      .select()
      .from(exhibitorContacts)
      .where(eq(exhibitorContacts.exhibitorId, exhibitorId));
    return row ?? null;
  }

  /**
   * Writes the company's content and re-indexes it, in one transaction. Holds the same lock as the workbench's
   * product changes (they re-index the same exhibitor), and refuses (false) when the exhibitor was banned meanwhile.
   */
  async save(exhibitorId: string, w: CompanyWrite): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workbench:${exhibitorId}`}))`);
      const [current] = await tx
        .select({ status: exhibitors.status, shop: exhibitors.shopDecoration })
        .from(exhibitors)
        .where(eq(exhibitors.id, exhibitorId))
        .for('update');
      if (!current || current.status === 'banned') return false;
      await tx
        .update(exhibitors)
        .set({
          name: w.name,
          logo: w.logo,
          boothNumber: w.boothNumber,
          shopDecoration: { ...current.shop, bannerImages: w.banners },
        })
        .where(eq(exhibitors.id, exhibitorId));
      await tx
        .insert(exhibitorContacts)
        .values({ exhibitorId, ...w.contact })
        .onConflictDoUpdate({ target: exhibitorContacts.exhibitorId, set: w.contact });
      const names = w.fields.map((f) => f.fieldName);
      if (names.length > 0)
        await tx
          .delete(exhibitorFields)
          .where(
            and(eq(exhibitorFields.exhibitorId, exhibitorId), inArray(exhibitorFields.fieldName, names)),
          );
      const rows = w.fields.flatMap((f) =>
        f.row ? [{ exhibitorId, fieldName: f.fieldName, ...f.row }] : [],
      );
      if (rows.length > 0) await tx.insert(exhibitorFields).values(rows);
      await indexExhibitors(tx as unknown as Db, [exhibitorId]);
      return true;
    });
  }
}
