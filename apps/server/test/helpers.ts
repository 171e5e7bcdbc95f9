import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fixedClock } from '@showfloor/domain';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { type Database, type Db, schema } from '../src/db/client.ts';
import { TEST_NOW } from './test-clock.ts';
import { checkAnswersAgainstDocument } from './contract-check.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  pglite: PGlite;
  close(): Promise<void>;
}

/** A fresh PGlite copied from the migrated and seeded template (global-setup.ts). */
export async function freshDatabase(): Promise<{ database: Database; pglite: PGlite }> {
  const tarball = fs.readFileSync(inject('templatePath'));
  const pglite = new PGlite({ loadDataDir: new Blob([tarball]) });
  await pglite.waitReady;
  const db = drizzle(pglite, { schema });
  return { pglite, database: { db, kind: 'pglite', close: () => pglite.close() } };
}

/** A directory that does not hold a web build (the document answers 503 there). */
export function emptyDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-empty-'));
}

/**
 * buildApp as every test wants it unless it says otherwise: its clock standing at TEST_NOW (a test passes `clock`
 * to stand elsewhere), no web build, silent, and its own rate limit off unless a test asks for one.
 */
export async function buildTestApp(opts: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    webDist: emptyDir(),
    logLevel: 'silent',
    rateLimitMax: false,
    clock: fixedClock(TEST_NOW),
    ...opts,
  });
  checkAnswersAgainstDocument(app);
  return app;
}

/** An app (buildTestApp) on a fresh copy of the template. */
export async function build(opts: Partial<AppOptions> = {}): Promise<TestApp> {
  const { database, pglite } = await freshDatabase();
  const app = await buildTestApp({ database, ...opts });
  await app.ready();
  return {
    app,
    db: database.db,
    pglite,
    close: async () => {
      await app.close();
      await pglite.close();
    },
  };
}

export interface Envelope<T = unknown> {
  isSuccess: boolean;
  businessCode: number;
  businessMessage: string;
  returnObj: T | null;
  pager: unknown;
  details?: { path: string; message: string }[];
}

export async function call<T = unknown>(
  app: FastifyInstance,
  opts: InjectOptions,
): Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown> }> {
  const res = await app.inject(opts);
  return { status: res.statusCode, body: res.json<Envelope<T>>(), headers: res.headers };
}

export const api = (p: string) => `/api${p}`;
