import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import type { Localized } from './types.ts';

/** Agencies (trade delegations) of an event. status: normal | hidden (hidden ones are never answered). */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    orgId: uuid('org_id').notNull(),
    status: text('status').notNull().default('normal'),
    name: jsonb('name').$type<Localized>().notNull(),
    logo: text('logo').notNull(),
    banner: text('banner').notNull().default(''),
    slogan: jsonb('slogan').$type<Localized>().notNull(),
    introduction: jsonb('introduction').$type<Localized>().notNull(),
    website: text('website').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    visitCount: integer('visit_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('agencies_bvent_idx').on(t.bventId, t.status, t.sort)],
);
