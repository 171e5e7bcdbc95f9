import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import { accounts } from './identity.ts';

/**
 * One person's conversation with one exhibitor at an event; the exhibitor's side is its organization (every
 * approved member reads and answers). `last_seq` numbers the messages: a message takes last_seq + 1 under the
 * row's lock, so within a conversation seq order is commit order and "everything after seq N" misses nothing.
 * Each side's read mark and unread count live here too, changed in the same transactions.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    visitorAccountId: uuid('visitor_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    orgId: uuid('org_id').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    visitorReadSeq: integer('visitor_read_seq').notNull().default(0),
    orgReadSeq: integer('org_read_seq').notNull().default(0),
    visitorUnread: integer('visitor_unread').notNull().default(0),
    orgUnread: integer('org_unread').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.bventId, t.visitorAccountId, t.exhibitorId),
    index('conversations_visitor_idx').on(t.visitorAccountId, t.bventId, t.lastAt),
    index('conversations_org_idx').on(t.orgId, t.bventId, t.lastAt),
  ],
);

/** What a message of kind image or card carries beside its text. */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}
export interface StoredCardRef {
  exchangeId: string;
  fullName: string;
  company: string;
  jobTitle: string;
}

/**
 * A message. (conversation, seq) is its place; (conversation, sender, client_id) makes a retried send store
 * nothing twice. side: visitor | exhibitor; kind: text | image | product | exhibitor | card (contracts IM_KINDS).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    side: text('side').$type<'visitor' | 'exhibitor'>().notNull(),
    senderAccountId: uuid('sender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    senderName: text('sender_name').notNull(),
    clientId: text('client_id').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull().default(''),
    image: jsonb('image').$type<StoredImage>(),
    itemId: uuid('item_id'),
    card: jsonb('card').$type<StoredCardRef>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('messages_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_uq').on(t.conversationId, t.senderAccountId, t.clientId),
  ],
);
