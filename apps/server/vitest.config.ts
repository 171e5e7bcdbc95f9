import { defineConfig } from 'vitest/config';

// PGlite is WebAssembly with a large heap: one fork per file, two at most on this 2-core machine. The
// template database is made once in globalSetup and copied per file (test/helpers.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Every call's answer in every file is checked against the OpenAPI document (test/contract-check.ts).
    setupFiles: ['test/contract-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
