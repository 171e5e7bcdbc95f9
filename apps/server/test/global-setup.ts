import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { fixedClock } from '@showfloor/domain';
import { openDatabase } from '../src/db/client.ts';
import { prepareData } from '../src/db/seed/prepare.ts';
import { TEST_NOW } from './test-clock.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templatePath: string;
  }
}

/**
 * Migrates and seeds one in-memory PGlite, at the suites' clock (test-clock.ts), and dumps its data directory to a tarball. Each test file loads a
 * copy (seconds saved per file, and every file starts from the same data).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-template-'));
  const file = path.join(dir, 'template.tar.gz');
  const pglite = new PGlite();
  const database = await openDatabase({ pglite });
  await prepareData(database.db, { clock: fixedClock(TEST_NOW), demo: true });
  const dump = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templatePath', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
