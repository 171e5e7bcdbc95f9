import { expect, it, vi } from 'vitest';

// The metadata entry is what the web client bundles: loading zod from it would put the schemas' whole library
// on every page's first screen. Any import of zod from this file's module graph fails the test.
vi.mock('zod', () => {
  throw new Error('the metadata entry loaded zod');
});

it('loads the calls, constants and types without zod', async () => {
  const entry = await import('./index.ts');
  expect(entry.getExhibitorDetail).toEqual({
    id: 'getExhibitorDetail',
    method: 'GET',
    path: '/ExpoAggregator/NoToken/ExhibitorClient/detail',
    summary: expect.any(String),
    auth: 'optional',
    alsoAnswers: [403, 404],
  });
  expect(entry.ALL_CALLS.length).toBeGreaterThan(70);
  expect(entry.LANGUAGES).toContain('pt-PT');
  expect(Object.keys(entry).filter((name) => /^Z[A-Z]/.test(name))).toEqual([]);
});
