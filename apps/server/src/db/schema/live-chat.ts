import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import { accounts } from './identity.ts';

/**
 * A public chat room: an exhibitor's own (kind 'exhibitor', one per exhibitor and event, made on first asking),
 * later a live stream's. `last_seq` numbers its messages under the row's lock, as a conversation's.
 */
export const liveChatRooms = pgTable(
  'live_chat_rooms',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    orgId: uuid('org_id').notNull(),
    kind: text('kind').notNull().default('exhibitor'),
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('live_chat_rooms_exhibitor_uq')
      .on(t.bventId, t.exhibitorId)
      .where(sql`${t.kind} = 'exhibitor'`),
  ],
);

/** A message of a room; one the team removed keeps its row (removed_at) and is shown to nobody. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => liveChatRooms.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    senderAccountId: uuid('sender_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    senderName: text('sender_name').notNull(),
    host: boolean('host').notNull().default(false),
    clientId: text('client_id').notNull(),
    text: text('text').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: uuid('removed_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.seq] }),
    uniqueIndex('live_chat_messages_client_uq').on(t.roomId, t.senderAccountId, t.clientId),
  ],
);

/** A writer muted in a room until a time by a member of the exhibitor's team. */
export const liveChatMutes = pgTable(
  'live_chat_mutes',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => liveChatRooms.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    mutedBy: uuid('muted_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.accountId] })],
);
