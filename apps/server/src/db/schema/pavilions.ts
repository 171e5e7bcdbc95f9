import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import type { Localized } from './types.ts';

/** Exhibition groups / pavilions. status 'uploading' is the spec's 4002/4004 state. */
export const pavilions = pgTable(
  'pavilions',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    name: jsonb('name').$type<Localized>().notNull(),
    /** normal | uploading (4002) | uploadingData (4004). */
    status: text('status').notNull().default('normal'),
    cover: text('cover').notNull().default(''),
    description: jsonb('description').$type<Localized>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('pavilions_bvent_idx').on(t.bventId, t.sort)],
);
