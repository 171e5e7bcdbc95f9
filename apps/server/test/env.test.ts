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
