import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import type { Localized } from './types.ts';

/** An exhibitor's projects. status: listed | delisted | banned (each shown as its own state). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    exhibitorId: uuid('exhibitor_id')
      .notNull()
      .references(() => exhibitors.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Localized>().notNull(),
    cover: text('cover').notNull(),
    cate: text('cate').notNull().default(''),
    description: jsonb('description').$type<Localized>(),
    visitCount: integer('visit_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    status: text('status').notNull().default('listed'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('projects_exhibitor_status_idx').on(t.exhibitorId, t.status, t.sort),
    index('projects_bvent_status_idx').on(t.bventId, t.status, t.sort),
  ],
);
