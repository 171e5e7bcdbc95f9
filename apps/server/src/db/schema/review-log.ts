import { index, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

/**
 * Every decision of the organizer's review console (and of the older AuditExhibitor, ReviewAttendee, MarkPaid
 * calls), written in the transaction that takes it: who, when, about what (contracts REVIEW_SUBJECTS), with the
 * note. The subject's name is copied as it was then, so the log still reads after a rename or a delete.
 */
export const reviewLog = pgTable(
  'review_log',
  {
    id: serial('id').primaryKey(),
    bventId: uuid('bvent_id').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectName: text('subject_name').notNull().default(''),
    decision: text('decision').notNull(),
    note: text('note').notNull().default(''),
    byAccountId: uuid('by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('review_log_bvent_idx').on(t.bventId, t.at),
    index('review_log_subject_idx').on(t.bventId, t.subject, t.subjectId),
  ],
);
