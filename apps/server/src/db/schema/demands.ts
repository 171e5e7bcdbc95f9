import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import { accounts } from './identity.ts';
import { categories } from './products.ts';

/** Lexemes the application made (@showfloor/domain indexLexemes), as in search_documents. */
const tsvector = customType<{ data: string | SQL }>({ dataType: () => 'tsvector' });

/** A picture of a demand: an upload's key (the store's file name) and its size. */
export interface DemandPicture {
  image: string;
  width: number;
  height: number;
}

/** What a card sent with a reply showed (the receiver keeps what they were given). */
export interface DemandReplyCard {
  exchangeId: string;
  fullName: string;
  company: string;
  jobTitle: string;
}

/**
 * A buyer's demand in the supply-and-demand hall. state: pending (the organizer's review) | published | rejected
 * | closed; "expired" is published with `expires_at` passed (the end of the valid-until day in Beijing), worked out
 * when read. `doc` holds the lexemes of its title, tags and description in the search index's own form, so the
 * hall's keyword search is the same CJK search as exhibitors' and products'. (buyer, idempotency key) is unique.
 */
export const demands = pgTable(
  'demands',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    buyerAccountId: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The buyer's org when acting in one: its members answer for the same company, so they may not reply. */
    buyerOrgId: uuid('buyer_org_id'),
    buyerName: text('buyer_name').notNull(),
    buyerCompany: text('buyer_company').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull().default(''),
    /** The last day it runs, YYYY-MM-DD (Beijing). */
    validUntil: text('valid_until').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    pictures: jsonb('pictures').$type<DemandPicture[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    state: text('state')
      .$type<'pending' | 'published' | 'rejected' | 'closed'>()
      .notNull()
      .default('pending'),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Every exhibitor's replies, counted (raised in the reply's transaction). */
    replyCount: integer('reply_count').notNull().default(0),
    doc: tsvector('doc').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('demands_idempotency_uq').on(t.buyerAccountId, t.idempotencyKey),
    // The hall, newest first, a page after a (published_at, id) position: published rows only.
    index('demands_hall_idx')
      .on(t.bventId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.state} = 'published'`),
    index('demands_hall_category_idx')
      .on(t.bventId, t.categoryId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.state} = 'published'`),
    index('demands_doc_idx').using('gin', t.doc),
    index('demands_buyer_idx').on(t.buyerAccountId, t.bventId, t.createdAt),
    index('demands_review_idx').on(t.bventId, t.state, t.createdAt),
  ],
);

/** An exhibitor's answer to a demand, by a member of its organization. */
export const demandReplies = pgTable(
  'demand_replies',
  {
    id: uuid('id').primaryKey(),
    /** The order replies were stored in (two in one millisecond keep theirs). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    orgId: uuid('org_id').notNull(),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    card: jsonb('card').$type<DemandReplyCard>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('demand_replies_demand_idx').on(t.demandId, t.orgId, t.createdAt)],
);
