import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { accounts } from './identity.ts';

/**
 * A visitor's favorite. target_type is a contracts FAVORITE_TARGET_TYPES value and
 * target_id the exhibitor, product, project or video; the target tables differ, so target_id has no foreign key
 * (the service checks the target exists before adding). The unique index is what makes adding twice keep one
 * row, also under concurrent adds (INSERT ... ON CONFLICT DO NOTHING).
 */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_account_target_uq').on(t.accountId, t.targetType, t.targetId),
    // Counting a target's favorites (products, projects and videos keep no counter column).
    index('favorites_target_idx').on(t.targetType, t.targetId),
  ],
);
