import { pgTable, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/** termsType: userAgreement | privacyPolicy | uploadAgreement, one row per language. */
export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    termsType: text('terms_type').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [unique('terms_bvent_type_lang_uq').on(t.bventId, t.termsType, t.lang)],
);
