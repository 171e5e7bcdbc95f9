import { describe } from 'vitest';
import { exhibitorProductsSuite } from './exhibitor-products-suite.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';

/* The cases of exhibitor-products.test.ts again, on PostgreSQL: the same statement, a real server's planner. */
const reason = await postgresUnavailable('exhibitor products');

describe.skipIf(reason !== null)("one exhibitor's product list (PostgreSQL)", () => {
  const appOf = usePostgresApp('showfloor_exhibitor_products');
  exhibitorProductsSuite(() => {
    const app = appOf();
    return { app, db: app.database.db };
  });
});
