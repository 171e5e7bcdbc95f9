import { randomUUID } from 'node:crypto';
import type { Clock } from '@showfloor/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * At most this many messages to one address an hour: the registration and "forgot password" forms are open to
 * anyone, and must not become a way to flood a stranger's mailbox. Beyond it the form answers as always and
 * nothing is sent.
 */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes a message to the outbox (in the caller's transaction when given one); mail-sender.ts delivers it. Returns
 * false when the address has had its share this hour.
 */
export async function queueMail(db: Db | Tx, clock: Clock, mail: Mail): Promise<boolean> {
  const now = clock.now();
  const [recent] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, mail.to), gt(mailOutbox.createdAt, new Date(now - 3_600_000))));
  if ((recent?.n ?? 0) >= MAILS_PER_ADDRESS_PER_HOUR) return false;
  await db.insert(mailOutbox).values({
    id: randomUUID(),
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: new Date(now),
  });
  return true;
}
