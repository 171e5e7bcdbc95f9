import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { pavilions } from './pavilions.ts';
import type { Localized, StoredShopDecoration } from './types.ts';

/** status: normal | banned | notPassed | uploading (contracts EXHIBITOR_STATES). */
export const exhibitors = pgTable(
  'exhibitors',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    orgId: uuid('org_id').notNull(),
    pavilionId: uuid('pavilion_id').references(() => pavilions.id),
    status: text('status').notNull().default('normal'),
    name: jsonb('name').$type<Localized>().notNull(),
    logo: text('logo').notNull(),
    boothNumber: text('booth_number').notNull().default(''),
    visitCount: integer('visit_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    shopDecoration: jsonb('shop_decoration').$type<StoredShopDecoration>().notNull(),
    /** All, or only registered domestic / overseas buyers may see the exhibitor's content. */
    visibility: text('visibility')
      .$type<'all' | 'registeredDomestic' | 'registeredOverseas'>()
      .notNull()
      .default('all'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * What every detail read shows, kept on write by the database's own triggers (migration 0012) whoever writes
     * products, projects or profile fields: the listed counts and the profile in display order. Never written by
     * the application.
     */
    listedProductCount: integer('listed_product_count').notNull().default(0),
    listedProjectCount: integer('listed_project_count').notNull().default(0),
    profile: jsonb('profile').$type<StoredProfileField[]>().notNull().default([]),
    /*
     * The pavilion's name, copied by the database (migration 0013) when the exhibitor's pavilion is set and when the
     * pavilion is renamed, so the detail read joins nothing. Never written by the application.
     */
    pavilionName: jsonb('pavilion_name').$type<Localized>(),
  },
  (t) => [
    index('exhibitors_bvent_status_idx').on(t.bventId, t.status, t.sort),
    index('exhibitors_pavilion_idx').on(t.pavilionId),
    index('exhibitors_org_idx').on(t.orgId),
  ],
);

/** One profile field as the exhibitors.profile aggregate holds it (the columns of exhibitor_fields, camel-cased). */
export interface StoredProfileField {
  fieldName: string;
  fieldType: string;
  displayName: Localized;
  fieldValue: string;
  valueI18n: Localized | null;
}

/**
 * Dynamic profile fields. displayName is per language; the value is one string (media are JSON arrays of
 * { absoluteUrl }) unless valueI18n gives it per language.
 */
export const exhibitorFields = pgTable(
  'exhibitor_fields',
  {
    id: serial('id').primaryKey(),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    fieldType: text('field_type').notNull(),
    displayName: jsonb('display_name').$type<Localized>().notNull(),
    fieldValue: text('field_value').notNull().default(''),
    valueI18n: jsonb('value_i18n').$type<Localized>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('exhibitor_fields_exhibitor_idx').on(t.exhibitorId, t.sort)],
);
