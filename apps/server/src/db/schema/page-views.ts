import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/** Tracking events sent by the client at page view. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventCode: text('event_code').notNull(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    page: text('page').notNull(),
    targetId: uuid('target_id'),
    accountId: text('account_id'),
    userId: text('user_id'),
    orgId: text('org_id'),
    identity: text('identity'),
    pfrom: text('pfrom'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('page_views_bvent_created_idx').on(t.bventId, t.createdAt),
    index('page_views_target_idx').on(t.targetId, t.eventCode),
  ],
);
