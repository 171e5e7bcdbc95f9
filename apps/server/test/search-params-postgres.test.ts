import { describe } from 'vitest';
import { searchParamsSuite } from './search-params-suite.ts';
import { postgresUnavailable, usePostgresApp } from './postgres-suite.ts';

/* The cases of search-params.test.ts again on PostgreSQL: the same SQL must answer the same pages. */
const reason = await postgresUnavailable('search parameters');

describe.skipIf(reason !== null)('search parameters (PostgreSQL)', () => {
  const appOf = usePostgresApp('showfloor_search_params');
  searchParamsSuite(() => {
    const app = appOf();
    return { app, db: app.database.db };
  });
});
