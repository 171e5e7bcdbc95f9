import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '@showfloor/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailLinks } from '../db/schema/mail.ts';

export type LinkPurpose = 'register' | 'reset';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a link works: a day to confirm a registration, an hour to reset a password. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = { register: 24 * 3_600_000, reset: 3_600_000 };

export function secret(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A link's secret is 43 base64url characters; anything else is not looked up. */
export function linkShaped(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export interface NewLink {
  purpose: LinkPurpose;
  email: string;
  payload: Record<string, unknown>;
  accountId?: string | null;
  /** The secret of the browser that asked (its waiting page goes on by itself), or null. */
  waiter?: string | null;
}

/** Stores a link and returns its secret (only its digest is kept). Expired links are swept on the way. */
export async function createLink(db: Db | Tx, clock: Clock, link: NewLink): Promise<string> {
  const now = clock.now();
  const token = secret();
  await db.delete(emailLinks).where(lt(emailLinks.expiresAt, new Date(now - 7 * 24 * 3_600_000)));
  await db.insert(emailLinks).values({
    id: randomUUID(),
    purpose: link.purpose,
    tokenHash: digest(token),
    waiterHash: link.waiter ? digest(link.waiter) : null,
    email: link.email,
    payload: link.payload,
    accountId: link.accountId ?? null,
    expiresAt: new Date(now + LINK_TTL_MS[link.purpose]),
    createdAt: new Date(now),
  });
  return token;
}

export type StoredLink = typeof emailLinks.$inferSelect;

/** The link as stored, used or not, when its secret is right and it has not expired; otherwise null. */
export async function findLink(
  db: Db | Tx,
  clock: Clock,
  purpose: LinkPurpose,
  token: string,
): Promise<StoredLink | null> {
  if (!linkShaped(token)) return null;
  const [row] = await db
    .select()
    .from(emailLinks)
    .where(
      and(
        eq(emailLinks.tokenHash, digest(token)),
        eq(emailLinks.purpose, purpose),
        gt(emailLinks.expiresAt, new Date(clock.now())),
      ),
    );
  return row ?? null;
}

/**
 * Marks a link used, once: of two requests racing with the same link, one gets the row and the other null.
 * Called inside the transaction that does what the link is for, so a failure leaves the link usable.
 */
export async function useLink(tx: Tx, clock: Clock, id: string, accountId: string | null): Promise<boolean> {
  const rows = await tx
    .update(emailLinks)
    .set({ usedAt: new Date(clock.now()), ...(accountId ? { accountId } : {}) })
    .where(and(eq(emailLinks.id, id), isNull(emailLinks.usedAt)))
    .returning({ id: emailLinks.id });
  return rows.length === 1;
}

/** The registration this browser is waiting for, once its link has been opened (its account made). */
export async function confirmedFor(db: Db, clock: Clock, waiter: string): Promise<StoredLink | null> {
  const [row] = await db
    .select()
    .from(emailLinks)
    .where(
      and(
        eq(emailLinks.waiterHash, digest(waiter)),
        eq(emailLinks.purpose, 'register'),
        gt(emailLinks.expiresAt, new Date(clock.now())),
      ),
    );
  return row?.usedAt && row.accountId ? row : null;
}
