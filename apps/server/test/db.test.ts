import { spawn } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@showfloor/domain';
import { openDatabase } from '../src/db/client.ts';
import { prepareData } from '../src/db/seed/prepare.ts';
import { DataDirLockedError, lockDataDir } from '../src/db/lock.ts';
import { exhibitors, meta } from '../src/db/schema/index.ts';
import { DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { SERVER_ROOT } from '../src/env.ts';
import { TEST_NOW } from './test-clock.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-data-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('PGlite on disk', () => {
  it('locks the data dir, and a restart keeps the data without seeding again', async () => {
    const first = await openDatabase({ dataDir: dir });
    try {
      await prepareData(first.db, { clock: fixedClock(TEST_NOW), demo: true });
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        new RegExp(
          `another Showfloor process is using .*showfloor-data-.* \\(pid ${process.pid}\\); stop it or set DATA_DIR`,
        ),
      );

      // A separate process is refused too, with the message and a non-zero exit.
      const child = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain('another Showfloor process is using');

      await first.db
        .update(exhibitors)
        .set({ visitCount: 424242 })
        .where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
    } finally {
      await first.close();
    }

    const reopened = await openDatabase({ dataDir: dir });
    try {
      await prepareData(reopened.db, { clock: fixedClock(TEST_NOW), demo: true });
      const [row] = await reopened.db
        .select({ v: exhibitors.visitCount })
        .from(exhibitors)
        .where(eq(exhibitors.id, DEMO_EXHIBITOR_ID));
      expect(row?.v).toBe(424242);
      const [count] = await reopened.db.select({ n: sql<number>`count(*)::int` }).from(exhibitors);
      expect(count?.n).toBe(160);
      const seeds = await reopened.db.select().from(meta).where(eq(meta.key, 'seed_version'));
      expect(seeds).toHaveLength(1);
    } finally {
      await reopened.close();
    }
    // The lock went with the close.
    expect(fs.existsSync(path.join(dir, 'showfloor.lock'))).toBe(false);
    // Migrating and seeding a fresh PGlite twice: 47 s on a loaded 2-core machine; a hang limit, nothing timed.
  }, 180_000);
});

describe('data-dir lock', () => {
  it('lets exactly one of two processes starting at the same moment have a fresh data directory, 30 times', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-race-'));
    try {
      const tries = 30;
      // Both children are up (tsx loaded) well before the first try; each try is 250 ms after the last.
      const startAt = Date.now() + 6000;
      const spawnOne = () =>
        spawn(
          process.execPath,
          ['--import', 'tsx', 'test/fixtures/lock-race.ts', base, String(startAt), String(tries), '250'],
          { cwd: SERVER_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
        );
      const children = [spawnOne(), spawnOne()];
      const results = children.map(
        (child) =>
          new Promise<string[]>((resolve, reject) => {
            let out = '';
            child.stdout.on('data', (d: Buffer) => {
              out += d.toString();
              if (out.includes('\n')) resolve(JSON.parse(out.trim()) as string[]);
            });
            child.on('error', reject);
          }),
      );
      // Both hold what they took until both have tried everything.
      const [a = [], b = []] = await Promise.all(results);
      for (const child of children) child.stdin.end();
      expect(a).toHaveLength(tries);
      const winners = a.map((r, i) => [r, b[i]].filter((x) => x === 'ok').length);
      expect(winners, JSON.stringify({ a, b })).toEqual(Array.from({ length: tries }, () => 1));
    } finally {
      fs.rmSync(base, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the lock through its refreshes and releases it cleanly after them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-refresh-'));
    try {
      // Refreshed every second here (every minute in use): the owner file written inside must not make the first
      // refresh take the lock for someone else's, which made release throw after a minute of uptime.
      const release = await lockDataDir(dir, 1_000);
      const lockDir = path.join(dir, 'showfloor.lock');
      const before = fs.statSync(lockDir).mtimeMs;
      await expect.poll(() => fs.statSync(lockDir).mtimeMs, { timeout: 10_000 }).toBeGreaterThan(before);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
      await release();
      expect(fs.existsSync(lockDir)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over the lock of a crashed process (its pid is gone)', async () => {
    const crashed = fs.mkdtempSync(path.join(os.tmpdir(), 'showfloor-crashed-'));
    try {
      fs.mkdirSync(path.join(crashed, 'showfloor.lock'));
      // Pids above the kernel's pid_max never exist.
      fs.writeFileSync(path.join(crashed, 'showfloor.lock', 'owner'), '4194305');
      const release = await lockDataDir(crashed);
      expect(fs.readFileSync(path.join(crashed, 'showfloor.lock', 'owner'), 'utf8')).toBe(
        String(process.pid),
      );
      await expect(lockDataDir(crashed)).rejects.toBeInstanceOf(DataDirLockedError);
      await release();
      expect(fs.existsSync(path.join(crashed, 'showfloor.lock'))).toBe(false);
    } finally {
      fs.rmSync(crashed, { recursive: true, force: true });
    }
  });
});
