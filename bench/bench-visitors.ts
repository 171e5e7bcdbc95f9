import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockFrom } from '@showfloor/domain';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { accounts, attendees, roleGrants } from '../apps/server/src/db/schema/index.ts';
import { DEMO_EVENT_ID } from '../apps/server/src/db/seed/demo-ids.ts';
import { E2E_NOW } from '../e2e/harness/clock.ts';

/** The origin tokens are minted for: a gateway under test lists it in PUBLIC_ORIGINS (the issuer is `${it}/sso`). */
export const TOKEN_ORIGIN = 'http://127.0.0.1';

/**
 * Visitors of the demo fair, inserted directly: an account that never logs in (its token is minted) with an
 * Attendee role outside any org, and, unless `registered` is false, a Registered attendee row (what Reserve and
 * messages need; registering for an activity needs only the login).
 */
export async function createVisitors(
  db: Db,
  n: number,
  opts: { registered?: boolean } = {},
): Promise<string[]> {
  const ids = Array.from({ length: n }, () => randomUUID());
  for (let i = 0; i < n; i += 500) {
    const batch = ids.slice(i, i + 500);
    await db.insert(accounts).values(
      batch.map((id) => ({
        id,
        email: `bench-${id}@bench.showfloor.test`,
        passwordHash: '!',
        fullName: `Bench visitor ${id.slice(0, 6)}`,
      })),
    );
    await db
      .insert(roleGrants)
      .values(batch.map((accountId) => ({ accountId, bventId: DEMO_EVENT_ID, registerType: 'Attendee' })));
    if (opts.registered === false) continue;
    await db.insert(attendees).values(
      batch.map((accountId) => ({
        id: randomUUID(),
        bventId: DEMO_EVENT_ID,
        accountId,
        status: 'Registered',
      })),
    );
  }
  return ids;
}

/**
 * Access tokens for `ids`, minted by a gateway built in this process on `database`, at the harness's clock (the
 * gateways under test run at CLOCK_AT = that instant, so the tokens are alive by theirs), for TOKEN_ORIGIN.
 */
export async function mintTokens(database: Database, ids: readonly string[]): Promise<string[]> {
  const webDist = mkdtempSync(join(tmpdir(), 'showfloor-empty-'));
  const app = await buildApp({
    database,
    webDist,
    logLevel: 'warn',
    rateLimitMax: false,
    clock: clockFrom(E2E_NOW),
  });
  try {
    await app.ready();
    const tokens: string[] = [];
    for (const id of ids) tokens.push((await app.sso.issueTokens(id, TOKEN_ORIGIN)).access_token);
    return tokens;
  } finally {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  }
}
