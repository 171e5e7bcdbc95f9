import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import type { Localized } from './types.ts';

/** A product's dynamic field as stored: same shape as an exhibitor field row. */
export interface StoredProductField {
  fieldName: string;
  fieldType: string;
  displayName: Localized;
  fieldValue: string;
  valueI18n: Localized | null;
}

/** Product categories: a two-level tree per event. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    name: jsonb('name').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_bvent_idx').on(t.bventId, t.parentId, t.sort)],
);

/** Products ("exhibits"). status: pendingReview | pendingListing | listed | delisted | rejected | needsModification | banned. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>(),
    image: text('image').notNull(),
    /** The gallery after the main image (up to 10 pictures a product). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Dynamic fields of the product, shown like the exhibitor's. */
    fields: jsonb('fields').$type<StoredProductField[]>().notNull().default([]),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('CNY'),
    status: text('status').notNull().default('listed'),
    sort: integer('sort').notNull().default(0),
    /** Raw counters; the client applies the event's display-increment rules. */
    visitCount: integer('visit_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_exhibitor_status_idx').on(t.exhibitorId, t.status, t.sort),
    index('products_bvent_status_idx').on(t.bventId, t.status, t.sort),
    index('products_category_idx').on(t.categoryId),
  ],
);
