import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/env.ts';
import { emptyDir } from './helpers.ts';
import { DEMO_EXHIBITOR_ID } from '../src/db/seed/demo-ids.ts';
import { admin, adminUrl, postgresUnavailable } from './postgres-suite.ts';
import { REDIS_URL, redisUnavailable } from './redis-suite.ts';
import { freePort } from './free-port.ts';

/*
 * `WORKERS=2` as `npm start` runs it (src/main.ts), on a fresh PostgreSQL database and Redis: two gateway processes
 * start (the first migrates and seeds while the other waits on the start lock) and share the port; one killed
 * with SIGKILL is replaced while the other goes on answering; SIGTERM stops them all and the supervisor exits 0.
 */
const reason = (await postgresUnavailable('workers')) ?? (await redisUnavailable('workers'));

const dbName = `showfloor_workers_${randomBytes(6).toString('hex')}`;
let child: ChildProcess | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    for (const pid of childrenOf(child.pid!)) process.kill(pid, 'SIGKILL');
    child.kill('SIGKILL');
  }
  await admin(`drop database if exists ${dbName} with (force)`);
});

/** The gateway workers: pids whose parent is `pid` and that run main.ts (tsx also starts esbuild), from /proc. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent pid is the 2nd field after the command's closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid && fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('main.ts'))
        found.push(Number(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** Resolves once the output holds a line matching; rejects if the process ends first. */
function waitFor(proc: ChildProcess, output: string[], match: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!output.some((l) => match.test(l))) return;
      proc.stdout?.off('data', check);
      proc.stderr?.off('data', check);
      proc.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) =>
      reject(new Error(`ended (${code}) before ${match}: ${output.join('')}`));
    proc.stdout?.on('data', check);
    proc.stderr?.on('data', check);
    proc.once('exit', onExit);
    check();
  });
}

describe.skipIf(reason !== null)('WORKERS=2 on PostgreSQL and Redis', () => {
  it('two workers share the port, a killed one is replaced while the other serves, SIGTERM stops all', async () => {
    await admin(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const port = await freePort();
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src/main.ts')], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        WORKERS: '2',
        DATABASE_URL: url.toString(),
        REDIS_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST: emptyDir(),
        LOG: 'warn',
        CLOCK_AT: '2026-12-07T10:00:00+08:00',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    await waitFor(child, output, /2 gateway workers share the port/);
    const workers = childrenOf(child.pid!);
    expect(workers).toHaveLength(2);

    const events = `http://127.0.0.1:${port}/api/ExpoAggregator/NoToken/GetBventByBusinessId?businessId=${DEMO_EXHIBITOR_ID}`;
    // A bound on each request: a hang is a failure, not a stuck suite.
    const answer = async () => (await fetch(events, { signal: AbortSignal.timeout(20_000) })).status;
    expect(await answer()).toBe(200);

    process.kill(workers[0]!, 'SIGKILL');
    // Once the supervisor has seen the death it hands no more connections to that worker: the other answers every
    // request while the replacement starts (a request handed over in the instant of the kill is lost with the
    // process, which is why the clients retry).
    await waitFor(child, output, /A gateway worker \(pid \d+\) stopped \(signal SIGKILL\); starting another/);
    const during = await Promise.all(Array.from({ length: 20 }, answer));
    expect(during.every((s) => s === 200)).toBe(true);
    await waitFor(child, output, /A replacement gateway worker \(pid \d+\) is serving/);
    const now = childrenOf(child.pid!);
    expect(now).toHaveLength(2);
    expect(now).toContain(workers[1]);
    expect(now).not.toContain(workers[0]);
    expect(await answer()).toBe(200);

    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(childrenOf(child.pid!)).toEqual([]);
  }, 240_000);
});
