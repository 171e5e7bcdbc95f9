import { defineConfig } from 'vitest/config';

// Journeys share one real server and one Chromium; run files one after another on these 2-core machines.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
