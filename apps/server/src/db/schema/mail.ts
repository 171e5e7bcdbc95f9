import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the product sends, written in the same request that decides to send it (so a crash never loses
 * one) and delivered afterwards by mail/mail-sender.ts through nodemailer: to SMTP_URL when it is set, otherwise
 * kept here as the local outbox (the MIME text in `raw`) that the development page and the tests read.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    /** The order messages were written in (several can share a clock instant): sent and listed in this order. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set once nodemailer has handed the message on (SMTP) or written it (local outbox). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    raw: text('raw'),
    /** A sender took it at this time; another worker leaves it alone for a while (mail-sender.ts). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('mail_outbox_sent_idx').on(t.sentAt),
  ],
);

/**
 * A one-time link sent by e-mail: confirming a registration (the form's answers wait in `payload` until the
 * address is proven) or resetting a password. Only the SHA-256 of the link's secret is stored. `waiterHash`
 * names the browser that filled the form, so its waiting page can go on by itself once the link is opened.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').$type<'register' | 'reset'>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    waiterHash: text('waiter_hash'),
    email: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The account the link made (register) or is for (reset). */
    accountId: uuid('account_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_links_waiter_idx').on(t.waiterHash), index('email_links_expires_idx').on(t.expiresAt)],
);
