import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import { accounts } from './identity.ts';
import type { Localized } from './types.ts';

/**
 * An exhibitor's activities (the exhibitor page's activity tab, its eventsDetails child). Times are Beijing
 * wall-clock strings like the events table. upcoming/live/ended is computed from the times at request time
 * (packages/domain activity-state), never stored; status only says whether the exhibitor published it
 * (published | hidden).
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    location: text('location').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** Seats; null means unlimited (never sold out). */
    capacity: integer('capacity'),
    registeredCount: integer('registered_count').notNull().default(0),
    registrationOpen: boolean('registration_open').notNull().default(true),
    status: text('status').notNull().default('published'),
  },
  (t) => [index('activities_exhibitor_start_idx').on(t.exhibitorId, t.startTime)],
);

/**
 * Who registered for an activity. A row exists exactly while the seat is held: registering inserts it and raises
 * activities.registered_count in one guarded statement pair (the count never passes capacity), cancelling deletes
 * it and lowers the count in the same transaction.
 */
export const activityRegistrations = pgTable(
  'activity_registrations',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.accountId] }),
    index('activity_registrations_account_idx').on(t.accountId, t.bventId),
  ],
);
