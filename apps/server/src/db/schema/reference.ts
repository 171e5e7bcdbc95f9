import { index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import type { Localized } from './types.ts';

/** The country / province / city tree (Dictionary/GetTree, groupCode CountryProvinceCity). */
export const areaNodes = pgTable(
  'area_nodes',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    /** 1 country or region, 2 province / district, 3 city. */
    level: integer('level').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('area_nodes_parent_idx').on(t.parentCode, t.sort)],
);

/** International calling codes (GetInternationalAreaCodes). */
export const callingCodes = pgTable('calling_codes', {
  countryCode: text('country_code').primaryKey(),
  areaCode: text('area_code').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The search page's decoration, one row per event. */
export const searchDecorations = pgTable('search_decorations', {
  bventId: uuid('bvent_id')
    .primaryKey()
    .references(() => events.id),
  banners: jsonb('banners').$type<{ imageUrl: string; linkUrl: string }[]>().notNull(),
  hotWords: jsonb('hot_words').$type<Localized[]>().notNull(),
  placeholder: jsonb('placeholder').$type<Localized>().notNull(),
  backgroundColor: text('background_color').notNull().default(''),
});

export interface StoredDataSourceOption {
  value: string;
  label: Localized;
  parentValue: string | null;
}

/** Options of an event's data-source fields (GetDataSourceDetailByInitField). */
export const dataSourceFields = pgTable(
  'data_source_fields',
  {
    id: serial('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    fieldName: text('field_name').notNull(),
    displayName: jsonb('display_name').$type<Localized>().notNull(),
    options: jsonb('options').$type<StoredDataSourceOption[]>().notNull(),
  },
  (t) => [uniqueIndex('data_source_fields_bvent_field_idx').on(t.bventId, t.fieldName)],
);

/** Files of media-material groups (fileListInGroup). */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey(),
    groupId: uuid('group_id').notNull(),
    name: text('name').notNull(),
    fileType: text('file_type').$type<'image' | 'video' | 'document'>().notNull(),
    url: text('url').notNull(),
    cover: text('cover').notNull(),
    size: integer('size').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('media_files_group_idx').on(t.groupId, t.sort)],
);

/** An exhibitor's contact details (GetExhibitorContactInformation), one row per exhibitor. */
export const exhibitorContacts = pgTable('exhibitor_contacts', {
  exhibitorId: uuid('exhibitor_id')
    .primaryKey()
    .references(() => exhibitors.id, { onDelete: 'cascade' }),
  contactName: jsonb('contact_name').$type<Localized>().notNull(),
  telephone: text('telephone').notNull().default(''),
  mobile: text('mobile').notNull().default(''),
  email: text('email').notNull().default(''),
  address: jsonb('address').$type<Localized>().notNull(),
});
