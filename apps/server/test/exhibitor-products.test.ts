import { afterAll, beforeAll, describe } from 'vitest';
import { exhibitorProductsSuite } from './exhibitor-products-suite.ts';
import { type TestApp, build } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

describe("one exhibitor's product list (PGlite)", () => {
  exhibitorProductsSuite(() => ({ app: t.app, db: t.db }));
});
