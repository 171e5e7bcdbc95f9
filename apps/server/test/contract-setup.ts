import { afterAll, expect } from 'vitest';
import { violations } from './contract-check.ts';

// Each test file's answers, held against the OpenAPI document (test/contract-check.ts).
afterAll(() => {
  expect(violations, 'answers the OpenAPI document does not declare').toEqual([]);
});
