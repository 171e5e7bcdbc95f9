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
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('CNY'),
    status: text('status').notNull().default('listed'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_exhibitor_status_idx').on(t.exhibitorId, t.status, t.sort),
    index('products_bvent_status_idx').on(t.bventId, t.status, t.sort),
    index('products_category_idx').on(t.categoryId),
  ],
);
