import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oidcKeys } from '../db/schema/identity.ts';
import { meta } from '../db/schema/meta.ts';

export interface SsoKeys {
  /** Private JWKs the ID tokens are signed with (oldest first; the provider signs with the first). */
  jwks: { keys: Record<string, unknown>[] };
  /** Secrets the provider signs its cookies with. */
  cookieKeys: string[];
}

const COOKIE_KEYS = 'sso.cookieKeys';

/**
 * The authority's keys, generated on the first start and kept in the database: a restart (or a second
 * instance on the same database) signs and checks with the same keys, so nobody is logged out. Inserts that
 * lose a race are ignored and the stored keys are read back.
 */
export async function loadOrCreateKeys(db: Db): Promise<SsoKeys> {
  let stored = await db.select().from(oidcKeys).orderBy(asc(oidcKeys.createdAt), asc(oidcKeys.kid));
  if (stored.length === 0) {
    const kid = randomUUID();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
    await db.insert(oidcKeys).values({ kid, jwk }).onConflictDoNothing();
    stored = await db.select().from(oidcKeys).orderBy(asc(oidcKeys.createdAt), asc(oidcKeys.kid));
  }

  let cookieRow = await db.select().from(meta).where(eq(meta.key, COOKIE_KEYS));
  if (cookieRow.length === 0) {
    const value = JSON.stringify([randomBytes(32).toString('base64url')]);
    await db.insert(meta).values({ key: COOKIE_KEYS, value }).onConflictDoNothing();
    cookieRow = await db.select().from(meta).where(eq(meta.key, COOKIE_KEYS));
  }
  const cookieKeys = JSON.parse(cookieRow[0]!.value) as string[];
  return { jwks: { keys: stored.map((row) => row.jwk) }, cookieKeys };
}
