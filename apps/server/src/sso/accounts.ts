import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { isGuid } from '@showfloor/domain';
import type { Db } from '../db/client.ts';
import { PasswordBusy, PasswordWork } from './password-work.ts';
import { accounts } from '../db/schema/identity.ts';
import type { Tx } from './registration-service.ts';

export interface AccountClaims {
  id: string;
  email: string;
  fullName: string;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Every argon2 run of the authority goes through this line (password-work.ts): bounded, so a flood waits apart. */
export const passwordWork = new PasswordWork();

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => argon2.hash(password, { type: argon2.argon2id }));
}

// Verified against when the email is unknown, so a miss costs the same as a wrong password.
let dummyHash: Promise<string> | null = null;
function dummy(): Promise<string> {
  dummyHash ??= hashPassword('not a password of anyone');
  return dummyHash;
}

export async function findAccount(db: Db, id: string): Promise<AccountClaims | null> {
  if (!isGuid(id)) return null;
  const rows = await db
    .select({ id: accounts.id, email: accounts.email, fullName: accounts.fullName })
    .from(accounts)
    .where(eq(accounts.id, id));
  return rows[0] ?? null;
}

export async function emailExists(db: Db | Tx, email: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(accounts)
    .where(eq(accounts.email, normalizeEmail(email)));
  return rows.length > 0;
}

/** The account id for these credentials, or null, whether the email is unknown or the password wrong. */
export async function checkCredentials(db: Db, email: string, password: string): Promise<string | null> {
  const rows = await db
    .select({ id: accounts.id, hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, normalizeEmail(email)));
  const row = rows[0];
  const hash = row?.hash ?? (await dummy());
  let ok = false;
  try {
    ok = await passwordWork.run(() => argon2.verify(hash, password));
  } catch (err) {
    if (err instanceof PasswordBusy) throw err;
    ok = false;
  }
  return row && ok ? row.id : null;
}
