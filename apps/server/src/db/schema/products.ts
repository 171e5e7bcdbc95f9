import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
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

/**
 * What an exhibitor writes of a product, as one revision: kept on the product while the organizer has not
 * approved it (`revision`), so visitors see the approved columns until then.
 */
export interface StoredProductRevision {
  name: Localized;
  description: Localized;
  categoryId: string | null;
  model: string;
  price: string | null;
  currency: string;
  image: string;
  images: string[];
  /** The video's address; absent in revisions written before products had videos. */
  video?: string | null;
}

/**
 * Products ("exhibits"). status: contracts PRODUCT_STATES (pendingReview | needsModification | rejected |
 * pendingListing | listed | delisted | banned), moved by the domain's productStep.
 */
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
    /** The product's video (an mp4 checked by its boxes: 16:9, H.264, at most 300 MB), its address; null: none. */
    video: text('video'),
    /** Dynamic fields of the product, shown like the exhibitor's. */
    fields: jsonb('fields').$type<StoredProductField[]>().notNull().default([]),
    price: numeric('price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('CNY'),
    status: text('status').notNull().default('listed'),
    model: text('model').notNull().default(''),
    /** When the organizer first approved it (null: never, so visitors have nothing of it to see). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** An edit of an approved product, waiting for (or sent back by) the organizer; null when none. */
    revision: jsonb('revision').$type<StoredProductRevision>(),
    /** contracts REVISION_STATES, or null when no revision waits. */
    revisionState: text('revision_state'),
    /** The organizer's last note to the exhibitor (what to change, why it was rejected or banned). */
    reviewNote: text('review_note').notNull().default(''),
    /** Who created it on the workbench, and the create's Idempotency-Key (a retried save is one product). */
    createdBy: uuid('created_by'),
    idempotencyKey: text('idempotency_key'),
    sort: integer('sort').notNull().default(0),
    /** Raw counters; the client applies the event's display-increment rules. */
    visitCount: integer('visit_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_idempotency_uq').on(t.createdBy, t.idempotencyKey),
    // The organizer's queue: what waits, by event.
    index('products_review_idx').on(t.bventId, t.status, t.revisionState, t.updatedAt),
    index('products_exhibitor_status_idx').on(t.exhibitorId, t.status, t.sort),
    index('products_bvent_status_idx').on(t.bventId, t.status, t.sort),
    index('products_category_idx').on(t.categoryId),
  ],
);
