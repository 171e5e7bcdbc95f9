import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import { accounts } from './identity.ts';
import { meetings } from './meetings.ts';

/**
 * An instant negotiation request: a buyer asks an exhibitor to talk now. status pending | accepted | declined |
 * cancelled | expired (contracts INSTANT_STATUSES); a pending row past expires_at reads as expired. Each answer is
 * a guarded update (`status = 'pending' and expires_at > now`), so the first answer wins; the partial unique
 * index lets a buyer wait for one answer at a time.
 */
export const instantRequests = pgTable(
  'instant_requests',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    receiveOrgId: uuid('receive_org_id').notNull(),
    sendAccountId: uuid('send_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The org and role the chat gate let the buyer act in (they become the meeting's). */
    sendOrgId: uuid('send_org_id'),
    actingRole: text('acting_role').notNull(),
    buyerName: text('buyer_name').notNull(),
    topic: text('topic').notNull(),
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredBy: uuid('answered_by').references(() => accounts.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('instant_requests_waiting_uq')
      .on(t.sendAccountId)
      .where(sql`${t.status} = 'pending'`),
    index('instant_requests_org_idx').on(t.receiveOrgId, t.bventId, t.status),
  ],
);
