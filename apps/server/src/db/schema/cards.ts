import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import { accounts } from './identity.ts';

/** A person's business card (one each); until they save one, the account's own fields stand in. */
export const businessCards = pgTable('business_cards', {
  id: uuid('id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull(),
  company: text('company').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  phoneCode: text('phone_code').notNull().default(''),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  country: text('country').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The card as it was when sent: the receiver keeps what they were given, whatever its owner edits later. */
export interface CardSnapshot {
  userId: string;
  fullName: string;
  company: string;
  jobTitle: string;
  phoneCode: string;
  phone: string;
  email: string;
  country: string;
  avatar: string;
}

/**
 * A card sent at an event: to an exhibitor (every member of its organization sees it), or back from one of its
 * members to the person who sent theirs (`reply_to` names that exchange). Sending again to the same receiver
 * updates the row (the unique indexes), so a wall never shows one person twice.
 */
export const cardExchanges = pgTable(
  'card_exchanges',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    senderAccountId: uuid('sender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Sent to an exhibitor: it and its organization. */
    exhibitorId: uuid('exhibitor_id').references(() => exhibitors.id),
    receiverOrgId: uuid('receiver_org_id'),
    /** Sent back to a person. */
    receiverAccountId: uuid('receiver_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    replyTo: uuid('reply_to'),
    card: jsonb('card').$type<CardSnapshot>().notNull(),
    /** Searchable without opening the json: the name and company as sent, lower-cased. */
    searchText: text('search_text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('card_exchanges_to_org_uq')
      .on(t.bventId, t.senderAccountId, t.receiverOrgId)
      .where(sql`${t.receiverOrgId} is not null`),
    uniqueIndex('card_exchanges_to_person_uq')
      .on(t.bventId, t.senderAccountId, t.receiverAccountId)
      .where(sql`${t.receiverAccountId} is not null`),
    index('card_exchanges_org_idx').on(t.receiverOrgId, t.bventId, t.sentAt),
    index('card_exchanges_sender_idx').on(t.senderAccountId, t.bventId, t.sentAt),
    index('card_exchanges_reply_idx')
      .on(t.replyTo)
      .where(sql`${t.replyTo} is not null`),
  ],
);
