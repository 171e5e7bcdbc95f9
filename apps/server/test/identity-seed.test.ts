import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { accounts, exhibitors, meta, organizations } from '../src/db/schema/index.ts';
import {
  DEMO_ORG,
  DEMO_EXHIBITOR_ORG_ID,
  DEMO_BELONG_ORG_ID,
  DEMO_OVERSEAS_ONLY_EXHIBITOR_ID,
} from '../src/db/seed/demo-ids.ts';
import { ensureIdentitySeeded, IDENTITY_SEED_VERSION } from '../src/db/seed/identity.ts';
import { ensureSeeded } from '../src/db/seed/seed.ts';
import { freshDatabase } from './helpers.ts';
import { TEST_FAIR } from './test-clock.ts';

let database: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.database;
  close = () => fresh.pglite.close();
});
afterAll(() => close?.());

describe('demo accounts seed stage', () => {
  it('is versioned apart from the fair', async () => {
    const [row] = await database.db.select().from(meta).where(eq(meta.key, 'seed_identity'));
    expect(row?.value).toBe(IDENTITY_SEED_VERSION);
    expect(await ensureIdentitySeeded(database.db)).toBeNull();
  });

  it('reaches a ./data seeded before identity existed, on its next start, without seeding the fair again', async () => {
    const db = database.db;
    // The state of a database seeded by the fair alone: no demo accounts, no identity stage.
    await db
      .delete(organizations)
      .where(
        inArray(organizations.id, [...Object.values(DEMO_ORG), DEMO_EXHIBITOR_ORG_ID, DEMO_BELONG_ORG_ID]),
      );
    await db.delete(accounts).where(like(accounts.email, '%@demo.showfloor.test'));
    await db.delete(meta).where(eq(meta.key, 'seed_identity'));
    await db.update(exhibitors).set({ visibility: 'all' });

    expect(await ensureSeeded(db, TEST_FAIR)).toBeNull();
    expect(await ensureIdentitySeeded(db)).not.toBeNull();
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(like(accounts.email, '%@demo.showfloor.test'));
    expect(n?.n).toBe(16);
    const [restricted] = await db
      .select({ visibility: exhibitors.visibility })
      .from(exhibitors)
      .where(eq(exhibitors.id, DEMO_OVERSEAS_ONLY_EXHIBITOR_ID));
    expect(restricted?.visibility).toBe('registeredOverseas');
    expect(await ensureIdentitySeeded(db)).toBeNull();
  });
});
