import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNull } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { MailSender } from '../src/mail/mail-sender.ts';
import { queueMail } from '../src/mail/outbox.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';

/*
 * Several senders on one PostgreSQL database (several gateway workers): each message is claimed by one of them
 * (FOR UPDATE SKIP LOCKED) and reaches the SMTP server exactly once.
 */
const reason = await postgresUnavailable('mail');

describe.skipIf(reason !== null)('the outbox on PostgreSQL', () => {
  let app: FastifyInstance;
  const appOf = usePostgresApp('showfloor_mail');
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        done();
      });
    },
  });
  let port = 0;
  beforeAll(async () => {
    app = appOf();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('three senders racing deliver each of 30 messages exactly once', async () => {
    const db = app.database.db;
    // The app's own sender (the local outbox) stays out of this race.
    await app.mail.stop();
    const to = Array.from({ length: 30 }, (_, i) => `racer-${i}@example.com`);
    for (const address of to) {
      await queueMail(db, app.clock, { to: address, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    }
    const senders = [1, 2, 3].map(
      () =>
        new MailSender(
          db,
          app.clock,
          { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'a@example.com' },
          app.log,
        ),
    );
    await Promise.all(senders.map((s) => s.kick()));
    await Promise.all(senders.map((s) => s.stop()));
    const mine = received.filter((r) => r.startsWith('racer-')).sort();
    expect(mine).toEqual([...to].sort());
    expect(await db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt))).toEqual([]);
  });
});
