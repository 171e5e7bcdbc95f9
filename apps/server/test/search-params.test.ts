import { afterAll, beforeAll, describe } from 'vitest';
import { searchParamsSuite } from './search-params-suite.ts';
import { build, type TestApp } from './helpers.ts';

/* The search parameters on PGlite; search-params-postgres.test.ts runs the same cases on PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe('search parameters (PGlite)', () => {
  searchParamsSuite(() => ({ app: t.app, db: t.db }));
});
