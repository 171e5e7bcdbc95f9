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
 * An exhibitor's live streams. Times are Beijing wall-clock strings like activities. Whether a live is upcoming,
 * live or ended follows the clock and the broadcaster (broadcast_state), computed at request time; status says only
 * whether it exists for visitors (published | removed: a removed live is "live not exist").
 *
 * source 'camera': a phone's camera pushed to the gateway, which keeps the segments as HLS (live_segments) and the
 * recording as the replay. source 'external': studio gear's own HLS address, played as it is.
 * A private live has an invitation code (kept hashed); capacity null means unlimited seats.
 */
export const livestreams = pgTable(
  'livestreams',
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
    cover: text('cover').notNull().default(''),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity'),
    reservedCount: integer('reserved_count').notNull().default(0),
    inviteCodeHash: text('invite_code_hash'),
    source: text('source').$type<'camera' | 'external'>().notNull().default('camera'),
    externalHlsUrl: text('external_hls_url'),
    /** idle (not started) | live (the broadcaster is on) | ended (the broadcaster ended it). */
    broadcastState: text('broadcast_state').$type<'idle' | 'live' | 'ended'>().notNull().default('idle'),
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set when the broadcast ended with at least one kept segment: the replay is the same playlist, closed. */
    hasReplay: boolean('has_replay').notNull().default(false),
    status: text('status').$type<'published' | 'removed'>().notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('livestreams_bvent_start_idx').on(t.bventId, t.status, t.startTime),
    index('livestreams_exhibitor_start_idx').on(t.exhibitorId, t.startTime),
  ],
);

/**
 * The media segments a camera live kept, in order. `init` names the initialization segment the segment decodes
 * with (a broadcaster that restarts its recorder starts a new one: the playlist marks a discontinuity there).
 * Files live in the upload store's live directory; the rows make the playlist the same on every gateway.
 */
export const liveSegments = pgTable(
  'live_segments',
  {
    liveId: uuid('live_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    init: text('init').notNull(),
    file: text('file').notNull(),
    durationMs: integer('duration_ms').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.seq] })],
);

/**
 * Wrong invitation codes per account and live, in a window: after too many the reservation is refused
 * ('Too many attempts, please try later') until the window passes. Kept in the database so every gateway counts
 * the same guesses.
 */
export const liveCodeFailures = pgTable(
  'live_code_failures',
  {
    liveId: uuid('live_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.accountId] })],
);
