import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/**
 * A person who can log in at the authority (/sso). email is stored lower-cased and is the login name. region
 * says whether the person registered as a domestic or an overseas buyer (an exhibitor may show its content to
 * only one of the two).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    tenantId: text('tenant_id').notNull().default('31'),
    region: text('region').$type<'domestic' | 'overseas'>().notNull().default('domestic'),
    language: text('language').notNull().default('zh-CN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_uq').on(t.email)],
);

/**
 * An organization a user belongs to (an exhibitor's company, an agency, the organizer). orgAccountStatus 2
 * hides it from the user; 1 is normal. adminAccountId answers getAdminAccount.
 */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  orgAccountStatus: integer('org_account_status').notNull().default(1),
  adminAccountId: uuid('admin_account_id').references(() => accounts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orgMembers = pgTable(
  'org_members',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.accountId] }), index('org_members_account_idx').on(t.accountId)],
);

/**
 * A role a user holds at an event: inside an organization (orgId) or on their own (orgId null, e.g. the
 * visitor's Attendee role). registerType is a contracts ROLE_TYPES value. An exhibitor's role waits for the
 * organizer's audit (isAuditSuccess false) after registration.
 */
export const roleGrants = pgTable(
  'role_grants',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    registerType: text('register_type').notNull(),
    isForbidden: boolean('is_forbidden').notNull().default(false),
    isAuditSuccess: boolean('is_audit_success').notNull().default(true),
    /**
     * The organizer's audit of an exhibitor role (contracts EXHIBITOR_AUDIT_STATES): isAuditSuccess is true
     * exactly when it is approved; the note is what its members read when it is rejected or sent back.
     */
    auditState: text('audit_state').notNull().default('approved'),
    auditNote: text('audit_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One grant per (account, event, org or none, type): a repeated registration never makes two rows.
    uniqueIndex('role_grants_uq').on(
      t.accountId,
      t.bventId,
      sql`coalesce(${t.orgId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.registerType,
    ),
    index('role_grants_bvent_account_idx').on(t.bventId, t.accountId),
    index('role_grants_org_idx').on(t.orgId),
  ],
);

/**
 * Benefits that differ from the event's function keys for one organization or one account at an event
 * (the user's benefits): exactly one of orgId / accountId is set.
 */
export const benefitOverrides = pgTable(
  'benefit_overrides',
  {
    id: serial('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    orgId: uuid('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    functionKey: text('function_key').notNull(),
    enable: boolean('enable').notNull(),
  },
  (t) => [
    index('benefit_overrides_org_idx').on(t.bventId, t.orgId),
    index('benefit_overrides_account_idx').on(t.bventId, t.accountId),
  ],
);

/**
 * A visitor's registration for an event (the attendee status). status is a contracts ATTENDEE_STATUSES
 * value; orderPayWay is set while a ticket order is open. answers holds the registration form's fields.
 */
export const attendees = pgTable(
  'attendees',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    orderPayWay: text('order_pay_way').$type<'Online' | 'OfflinePay'>(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /** What the organizer asked to correct (NeedComplementInfo / NeedEditInfo) or why it was denied. */
    reviewNote: text('review_note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('attendees_bvent_account_uq').on(t.bventId, t.accountId),
    index('attendees_account_idx').on(t.accountId),
  ],
);

/** A ticket order. amount in minor units of currency. status Unpaid | Paid | Cancelled. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    bventId: uuid('bvent_id')
      .notNull()
      .references(() => events.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    payWay: text('pay_way').$type<'Online' | 'OfflinePay'>().notNull(),
    status: text('status').$type<'Unpaid' | 'Paid' | 'Cancelled'>().notNull().default('Unpaid'),
    /** Which provider settled it: 'offline' (marked by the organizer) or 'test'. */
    paidBy: text('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_account_idx').on(t.accountId, t.bventId, t.status)],
);

/**
 * oidc-provider's state (sessions, grants, codes, tokens, interactions), one row per model instance, so a
 * restart logs nobody out. expiresAt lets a sweep drop what is dead.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    /** The issuer the row belongs to (`${origin}/sso`); '' only on rows stored before issuers were kept apart. */
    issuer: text('issuer').notNull().default(''),
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    // (type, id) first: the gateway finds an access token's issuer by the token alone (authority.ts).
    primaryKey({ columns: [t.type, t.id, t.issuer] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A one-time login ticket (the urf_ticket query param): a logged-in user mints one to carry the login to
 * another page or device; exchanging it twice is refused. Only its SHA-256 is stored.
 */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The authority's signing keys (JWKS), generated on first start and kept, so tokens survive a restart. */
export const oidcKeys = pgTable('oidc_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
