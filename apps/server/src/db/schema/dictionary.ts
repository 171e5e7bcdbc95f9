import { index, pgTable, serial, text, unique, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/**
 * Translation records (lang, key, value). bventId null is a platform row; an event's own row overrides it.
 * NULLS NOT DISTINCT makes the platform rows unique too, so the start-up sync can insert-if-missing.
 */
export const dictionary = pgTable(
  'dictionary',
  {
    id: serial('id').primaryKey(),
    bventId: uuid('bvent_id').references(() => events.id),
    lang: text('lang').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    unique('dictionary_bvent_lang_key_uq').on(t.bventId, t.lang, t.key).nullsNotDistinct(),
    index('dictionary_lang_idx').on(t.lang),
  ],
);
