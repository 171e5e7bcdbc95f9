import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer, type RunningServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The web client is not built: run `npm run build` (npm test does it before the journeys).',
    );
  }
  // The cashier's test-mode provider lets the unpaid visitor's journey pay without a real payment service.
  server = await startServer({ PAYMENT_TEST_MODE: '1' });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
