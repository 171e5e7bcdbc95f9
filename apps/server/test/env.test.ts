import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DEFAULT_PGLITE_BUFFERS, EnvError, readEnv } from '../src/env.ts';

describe('PGLITE_BUFFERS', () => {
  it('defaults to a page cache sized for one embedded connection', () => {
    expect(readEnv({}).pgliteBuffers).toBe(DEFAULT_PGLITE_BUFFERS);
    expect(DEFAULT_PGLITE_BUFFERS).toBe('32MB');
  });

  it('takes a size in PostgreSQL units', () => {
    expect(readEnv({ PGLITE_BUFFERS: '128MB' }).pgliteBuffers).toBe('128MB');
    expect(readEnv({ PGLITE_BUFFERS: '2048kB' }).pgliteBuffers).toBe('2048kB');
    expect(readEnv({ PGLITE_BUFFERS: '1GB' }).pgliteBuffers).toBe('1GB');
  });

  it.each(['32', '32mb', '-1MB', '512kB', '17GB', '1.5GB'])(
    'refuses %s with a message naming the setting',
    (v) => {
      expect(() => readEnv({ PGLITE_BUFFERS: v })).toThrow(EnvError);
      expect(() => readEnv({ PGLITE_BUFFERS: v })).toThrow(
        `PGLITE_BUFFERS=${v} is not a size from 1MB to 16GB`,
      );
    },
  );
});

describe('the embedded database with PGLITE_BUFFERS', () => {
  it('runs with that page cache', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'showfloor-buffers-'));
    const database = await openDatabase({ dataDir: dir, pgliteBuffers: '16MB', migrate: false });
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as { rows: unknown[] };
      expect(result.rows).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('WORKERS and DATABASE_READ_URL', () => {
  const pg = 'postgres://localhost/showfloor';
  const redis = 'redis://127.0.0.1:6379';
  it('runs one gateway by default and several on PostgreSQL with Redis', () => {
    expect(readEnv({}).workers).toBe(1);
    expect(readEnv({ WORKERS: '4', DATABASE_URL: pg, REDIS_URL: redis }).workers).toBe(4);
  });

  it('stops with a clear message where several workers cannot share the work', () => {
    // The embedded database is one process's directory.
    expect(() => readEnv({ WORKERS: '2' })).toThrow(
      'WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) is held by one process',
    );
    // Without Redis each worker would keep its own limits, logouts and sockets.
    expect(() => readEnv({ WORKERS: '2', DATABASE_URL: pg })).toThrow('WORKERS=2 needs REDIS_URL');
    for (const v of ['0', '-1', '1.5', 'two', '65'])
      expect(() => readEnv({ WORKERS: v, DATABASE_URL: pg, REDIS_URL: redis })).toThrow(
        `WORKERS=${v} is not a whole number from 1 to 64`,
      );
  });

  it('reads a replica only beside a PostgreSQL primary', () => {
    expect(readEnv({ DATABASE_URL: pg, DATABASE_READ_URL: `${pg}_replica` }).databaseReadUrl).toBe(
      `${pg}_replica`,
    );
    expect(() => readEnv({ DATABASE_READ_URL: pg })).toThrow('DATABASE_READ_URL needs DATABASE_URL');
  });
});
