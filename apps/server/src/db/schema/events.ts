import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Localized,
  StoredDecoration,
  StoredEventDay,
  StoredRegistration,
  StoredShareSetting,
} from './types.ts';

/** An event (the spec's "bvent"). Times are Beijing wall-clock strings, as the contract sends them. */
export const events = pgTable('events', {
  id: uuid('id').primaryKey(),
  belongOrgId: uuid('belong_org_id').notNull(),
  topOrgId: uuid('top_org_id').notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  logo: text('logo').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  days: jsonb('days').$type<StoredEventDay[]>().notNull(),
  shareSetting: jsonb('share_setting').$type<StoredShareSetting>().notNull(),
  currency: text('currency').notNull(),
  defaultLanguage: text('default_language').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  functionKeys: jsonb('function_keys').$type<Record<string, boolean>>().notNull(),
  decoration: jsonb('decoration').$type<StoredDecoration>().notNull(),
  /** How a visitor's registration proceeds (sets the attendee status): open, approval, paid, waiting list. */
  registration: jsonb('registration')
    .$type<StoredRegistration>()
    .notNull()
    .default({ mode: 'open', ticketPrice: 0, capacity: null, payWays: ['Online'] }),
  /**
   * Who may open reserved negotiations with whom (chatRoleList). ExhibitorToExhibitor lets exhibitors book
   * other exhibitors (they pass the chat gate); the server's chat gate reads it here.
   */
  chatRoles: jsonb('chat_roles').$type<string[]>().notNull().default(['AttendeeToExhibitor']),
  /** GetChatTypeByBventId: the meeting types the organizer enabled (contracts CHAT_TYPES). */
  chatTypes: jsonb('chat_types').$type<string[]>().notNull().default(['OnLine', 'OffLine']),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The organizer's benefit package (QuerySponsorBenefitPackageNoGroup), keyed by the top organisation. */
export const benefits = pgTable(
  'benefits',
  {
    id: serial('id').primaryKey(),
    topOrgId: uuid('top_org_id').notNull(),
    functionKey: text('function_key').notNull(),
    enable: boolean('enable').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('benefits_org_key_uq').on(t.topOrgId, t.functionKey),
    index('benefits_org_idx').on(t.topOrgId, t.sort),
  ],
);
