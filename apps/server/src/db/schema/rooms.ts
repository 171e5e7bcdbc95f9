import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { accounts } from './identity.ts';
import { meetings } from './meetings.ts';

/*
 * Negotiation rooms: the live state of a confirmed meeting's video room. What must survive a crash or another
 * process (who is in, who was removed, the chat) lives here; the sockets only relay.
 */

/**
 * A meeting's room, made on its first join. seats_taken counts the seats not yet ended: a join takes one with a
 * guarded increment (`seats_taken < capacity`), ending a seat gives it back; the CHECK keeps it in range.
 */
export const rooms = pgTable(
  'rooms',
  {
    roomNumber: text('room_number').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    /** The exhibitor's organization: its members host the room. */
    hostOrgId: uuid('host_org_id').notNull(),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** argon2 hash; null when the room has no password. */
    passwordHash: text('password_hash'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rooms_meeting_uq').on(t.meetingId),
    check('rooms_seats_ck', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
  ],
);

/** An invitation link's token: a guest who holds it may join by name (and the password, when set). */
export const roomInvitations = pgTable('room_invitations', {
  token: text('token').primaryKey(),
  roomNumber: text('room_number')
    .notNull()
    .references(() => rooms.roomNumber, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  /** Set when the host removed someone who came with it: "cannot come back on the same invitation". */
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seat someone held in a room, from joining to leaving. Ended seats stay: they are the attendance record.
 * droppedAt marks a seat whose connection broke; it is kept for ROOM_SEAT_GRACE_SECONDS, then ended. seenAt is
 * when the process holding its socket last vouched for it: a seat whose process died (no one marked it dropped)
 * goes unvouched and is ended like a dropped one.
 */
export const roomSeats = pgTable(
  'room_seats',
  {
    id: uuid('id').primaryKey(),
    roomNumber: text('room_number')
      .notNull()
      .references(() => rooms.roomNumber, { onDelete: 'cascade' }),
    /** The signed-in participant; null for a guest who came by invitation. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    invite: text('invite'),
    name: text('name').notNull(),
    host: boolean('host').notNull(),
    /** sha256 of the seat's resume token (handed to its client only). */
    tokenHash: text('token_hash').notNull(),
    audio: boolean('audio').notNull(),
    video: boolean('video').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** left | kicked | dropped (contracts ROOM_LEAVE_REASONS) once ended. */
    leaveReason: text('leave_reason'),
  },
  (t) => [
    index('room_seats_room_idx')
      .on(t.roomNumber)
      .where(sql`${t.leftAt} is null`),
    // One live seat per signed-in person and room: a second tab takes the seat over.
    uniqueIndex('room_seats_account_uq')
      .on(t.roomNumber, t.accountId)
      .where(sql`${t.leftAt} is null and ${t.accountId} is not null`),
  ],
);

/** Someone the host removed: their account may not come back into that room. */
export const roomBans = pgTable(
  'room_bans',
  {
    roomNumber: text('room_number')
      .notNull()
      .references(() => rooms.roomNumber, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('room_bans_uq').on(t.roomNumber, t.accountId)],
);

/** The room's chat, kept with the meeting. ids increase, so "everything after N" is one indexed read. */
export const roomMessages = pgTable(
  'room_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomNumber: text('room_number')
      .notNull()
      .references(() => rooms.roomNumber, { onDelete: 'cascade' }),
    seatId: uuid('seat_id')
      .notNull()
      .references(() => roomSeats.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('room_messages_room_idx').on(t.roomNumber, t.id)],
);

/**
 * The post-negotiation survey: one answer per participant and meeting (the account, or a guest's seat), kept
 * with the meeting.
 */
export const roomFeedback = pgTable(
  'room_feedback',
  {
    id: uuid('id').primaryKey(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    seatId: uuid('seat_id')
      .notNull()
      .references(() => roomSeats.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('room_feedback_participant_uq').on(t.meetingId, sql`coalesce(${t.accountId}, ${t.seatId})`),
    check('room_feedback_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
