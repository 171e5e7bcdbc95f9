import type { Clock } from '@showfloor/domain';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';

/** Tries per message before it is left for a person to look at (last_error says why). */
const MAX_ATTEMPTS = 5;
/** A message claimed by a sender that died is taken again after this long. */
const CLAIM_MS = 120_000;
const BATCH = 20;

export interface MailSettings {
  /** SMTP_URL (smtp:// or smtps://, user and password inside); null keeps every message in the local outbox. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From header. */
  from: string;
}

export const DEFAULT_MAIL_FROM = 'Showfloor <no-reply@showfloor.localhost>';

/**
 * Delivers the outbox through nodemailer: SMTP when configured, otherwise nodemailer's stream transport, which
 * builds the same MIME message and hands it back, kept in the row as the local outbox. It runs after each queued
 * message (kick), at start and every 30 s, so a message written before a crash is sent after the restart.
 */
export class MailSender {
  private readonly transport: Transporter;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: MailSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport(settings.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get local(): boolean {
    return this.settings.smtpUrl === null;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), 30_000);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is waiting; resolves when this pass (and one started meanwhile) is done. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log.error({ err }, 'mail: the outbox could not be read'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          void this.kick();
        }
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return;
      for (const row of batch) await this.deliver(row);
    }
  }

  /** Takes waiting messages for this sender: a row claimed by another is skipped until its claim is stale. */
  private async claim() {
    const now = new Date(this.clock.now());
    const waiting = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
          or(isNull(mailOutbox.claimedAt), lt(mailOutbox.claimedAt, new Date(now.getTime() - CLAIM_MS))),
        ),
      )
      .orderBy(asc(mailOutbox.seq))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, waiting))
      .returning();
  }

  private async deliver(row: typeof mailOutbox.$inferSelect): Promise<void> {
    try {
      const info = (await this.transport.sendMail({
        from: this.settings.from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html,
      })) as { message?: unknown };
      const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : null;
      await this.db
        .update(mailOutbox)
        .set({ sentAt: new Date(this.clock.now()), raw, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (err) {
      // The message only: an SMTP error may quote the server's greeting, never our recipient's data.
      const reason = err instanceof Error ? err.message.slice(0, 500) : 'unknown error';
      this.log.warn({ mailId: row.id, reason }, 'mail: delivery failed, will try again');
      // The claim stays: the next try comes when it is stale (CLAIM_MS), not in a tight loop.
      await this.db.update(mailOutbox).set({ lastError: reason }).where(eq(mailOutbox.id, row.id));
    }
  }
}
