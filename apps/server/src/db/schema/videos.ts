import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { events } from './events.ts';
import { exhibitors } from './exhibitors.ts';
import { categories } from './products.ts';
import type { Localized } from './types.ts';

/**
 * Videos of exhibitors and agencies. Exactly one of exhibitor_id / agency_id is set, as owner_type says.
 * status: published | draft (drafts are never answered). The list indexes follow the lists' filters and order.
 */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    ownerType: text('owner_type').$type<'exhibitor' | 'agency'>().notNull(),
    exhibitorId: uuid('exhibitor_id').references(() => exhibitors.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('published'),
    isRecommended: boolean('is_recommended').notNull().default(false),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    cover: text('cover').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    mp4Url: text('mp4_url').notNull(),
    hlsUrl: text('hls_url'),
    /** A category of the event's tree (the video hall's filter); null for none. */
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    visitCount: integer('visit_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_bvent_owner_idx').on(t.bventId, t.ownerType, t.status, t.publishedAt),
    index('videos_exhibitor_idx').on(t.exhibitorId, t.status, t.publishedAt),
    index('videos_agency_idx').on(t.agencyId, t.status, t.publishedAt),
  ],
);
