import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import { accounts } from './identity.ts';
import { products } from './products.ts';

/** The buyer's card as it was sent with an enquiry (the receiver keeps what they were given). */
export interface EnquiryCard {
  exchangeId: string;
  fullName: string;
  company: string;
  jobTitle: string;
}

/**
 * A buyer's enquiry ("intention order") about a product; its exhibitor's organization answers. state: new |
 * replied | closed (contracts ENQUIRY_STATES). (buyer, idempotency key) is unique: a repeated submit records one.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    orgId: uuid('org_id').notNull(),
    buyerAccountId: uuid('buyer_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    buyerName: text('buyer_name').notNull(),
    buyerCompany: text('buyer_company').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull().default(''),
    message: text('message').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    card: jsonb('card').$type<EnquiryCard>(),
    state: text('state').$type<'new' | 'replied' | 'closed'>().notNull().default('new'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('enquiries_idempotency_uq').on(t.buyerAccountId, t.idempotencyKey),
    index('enquiries_org_idx').on(t.orgId, t.bventId, t.state, t.createdAt),
    index('enquiries_buyer_idx').on(t.buyerAccountId, t.bventId, t.createdAt),
  ],
);

/** A member's answer to an enquiry. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: uuid('id').primaryKey(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorAccountId: uuid('author_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
