import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { livestreams } from './livestreams.ts';
import { accounts } from './identity.ts';
import type { Localized } from './types.ts';

/*
 * Scheduled meetings (booked through the exhibitor's booking dialog). Times are Beijing wall-clock text
 * 'YYYY-MM-DD HH:mm:ss' like every server time: one zone, so text order is time order and the overlap queries
 * compare them directly.
 */

/**
 * An exhibitor's meeting time slot. idle_count is the free seats: Reserve takes one with a guarded decrement
 * (`idle_count > 0`), a cancel gives it back; the CHECK keeps it within 0..capacity whatever a bug might try.
 */
export const meetingSlots = pgTable(
  'meeting_slots',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    /** The exhibitor's organization (receiveOrgId). */
    orgId: uuid('org_id').notNull(),
    oneDay: text('one_day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    idleCount: integer('idle_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_slots_exhibitor_start_uq').on(t.exhibitorId, t.startTime),
    index('meeting_slots_org_day_idx').on(t.bventId, t.orgId, t.oneDay),
    check('meeting_slots_idle_ck', sql`${t.idleCount} >= 0 and ${t.idleCount} <= ${t.capacity}`),
  ],
);

/** The sender's business card as it was when sent with a booking. */
export interface StoredBusinessCard {
  userId: string;
  fullName: string;
  company: string;
  jobTitle: string;
  email: string;
  phone: string;
}

/**
 * A booked meeting (the spec's negotiation). status Waiting | Confirmed | Cancelled (contracts MEETING_STATUSES).
 * While Waiting or Confirmed it holds one seat of its slot. Two unique indexes are the database's own locks:
 * one active meeting per sender, exhibitor and start time, and one meeting per sender and idempotency key.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    /** Null for an instant negotiation: it holds no slot's seat. */
    slotId: uuid('slot_id').references(() => meetingSlots.id),
    /** 'Scheduled' (booked in a slot) or 'Instant' (accepted on the spot; contracts MEETING_KINDS). */
    kind: text('kind').notNull().default('Scheduled'),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id),
    receiveOrgId: uuid('receive_org_id').notNull(),
    receiveAccountId: uuid('receive_account_id').notNull(),
    sendAccountId: uuid('send_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The org the sender acted in (null for a role held outside any org, the visitor's Attendee). */
    sendOrgId: uuid('send_org_id'),
    sendAccountName: text('send_account_name').notNull(),
    attendeeOrganizationRole: text('attendee_organization_role').notNull(),
    topOrgId: uuid('top_org_id').notNull(),
    srcBizType: text('src_biz_type').notNull(),
    srcBizId: text('src_biz_id').notNull().default(''),
    srcBizCode: text('src_biz_code').notNull().default(''),
    srcBizName: text('src_biz_name').notNull().default(''),
    topic: text('topic').notNull(),
    chatType: text('chat_type').notNull(),
    address: text('address').notNull().default(''),
    addressType: text('address_type').notNull(),
    sendBusinessCard: boolean('send_business_card').notNull(),
    businessCard: jsonb('business_card').$type<StoredBusinessCard>(),
    status: text('status').notNull(),
    cancelledBy: text('cancelled_by').$type<'sender' | 'receiver'>(),
    declined: boolean('declined').notNull().default(false),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    roomNumber: text('room_number'),
    /** RFC 5545 SEQUENCE: 0 when booked, +1 on every change of the meeting. */
    sequence: integer('sequence').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meetings_active_uq')
      .on(t.sendAccountId, t.exhibitorId, t.startTime)
      .where(sql`${t.status} in ('Waiting', 'Confirmed')`),
    uniqueIndex('meetings_idempotency_uq')
      .on(t.sendAccountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('meetings_room_uq').on(t.roomNumber),
    index('meetings_sender_idx').on(t.sendAccountId, t.bventId, t.startTime),
    index('meetings_receiver_idx').on(t.receiveOrgId, t.bventId, t.startTime),
    index('meetings_slot_idx').on(t.slotId),
  ],
);

/**
 * A livestream a user reserved (livemeeting/reservation). The live issue adds the live pages; the booking
 * conflict check (isReserveLiveMeeting) reads these rows already, and the seed fills some.
 */
export const liveReservations = pgTable(
  'live_reservations',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The live reserved; its title and times are copied below so the booking check reads one table. */
    liveId: uuid('live_id').references(() => livestreams.id, { onDelete: 'cascade' }),
    liveTitle: jsonb('live_title').$type<Localized>().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_reservations_account_idx').on(t.accountId, t.bventId, t.startTime),
    uniqueIndex('live_reservations_live_account_uq').on(t.liveId, t.accountId),
  ],
);
