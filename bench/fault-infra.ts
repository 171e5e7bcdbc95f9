// The processes the fault benchmark (bench/faults.ts) starts, stops and kills: a PostgreSQL cluster and a Redis
// of its own (the machine's shared ones are never stopped), and the gateway as `npm start` runs it (the built
// apps/server/dist/server.mjs, one process or a supervisor of WORKERS processes).
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { E2E_CLOCK_AT } from '../e2e/harness/clock.ts';
import { freePort, repoRoot } from '../e2e/harness/server.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Builds the gateway bundle from the current sources once (what `npm start` runs). */
export function buildGateway(): void {
  const r = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`the gateway did not build:\n${r.stdout}${r.stderr}`);
}

/** Runs a PostgreSQL tool as the postgres user when this process is root (initdb and postgres refuse root). */
async function asPostgres(command: string, args: string[]): Promise<string> {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  // Not synchronous: the load's clients keep running (and timing their answers) while pg_ctl waits.
  return (await promisify(execFile)(file, argv, { encoding: 'utf8' })).stdout;
}

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  urlOf(database: string): string;
  start(): Promise<void>;
  /** pg_ctl stop -m fast: the clients' connections are terminated (57P01), new ones refused. */
  stop(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  remove(): Promise<void>;
}

/** A throw-away PostgreSQL 15 cluster on a free port in a temp directory (fsync off: it never survives a crash). */
export async function ownPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'showfloor-faults-pg-'));
  const root = process.getuid?.() === 0;
  // The postgres user owns the cluster's directory when this runs as root.
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await asPostgres(`${PG_BIN}/initdb`, [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const pgCtl = (...args: string[]) => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, ...args]);
  let running = false;
  const own: OwnPostgres = {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await pgCtl('-o', options, '-l', join(dir, 'log'), '-w', 'start');
      running = true;
    },
    async stop() {
      await pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    async remove() {
      if (running) {
        try {
          await pgCtl('-m', 'immediate', '-w', 'stop');
        } catch {
          // already gone
        }
        running = false;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await own.start();
  return own;
}

export interface OwnRedis {
  url: string;
  start(): Promise<void>;
  /** kill -9: the server vanishes without a word, as a crashed or unplugged Redis does. */
  kill(): Promise<void>;
  running(): boolean;
}

/** A redis-server child on a free port, nothing saved to disk. */
export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const c = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    child = c;
    for (let i = 0; i < 100; i++) {
      await sleep(50);
      try {
        if (execFileSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).trim() === 'PONG')
          return;
      } catch {
        // not listening yet
      }
    }
    throw new Error(`redis-server on port ${port} did not answer`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async kill() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
      child = null;
    },
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
  };
}

export interface Gateway {
  url: string;
  /** The process `npm start` would be: the gateway itself, or the supervisor with WORKERS > 1. */
  pid: number;
  /** What it printed so far, each line with the time (performance.now() of this process) it arrived. */
  lines: { at: number; text: string }[];
  output(): string;
  exited(): boolean;
  /** The supervisor's worker processes (its children), sorted. */
  workerPids(): number[];
  /** Waits until /readyz answers 200 (or /api/health on a build without /readyz); false when it did not in time. */
  ready(timeoutMs?: number): Promise<boolean>;
  kill9(): Promise<void>;
  /** SIGTERM, up to 30 s to finish, then SIGKILL; resolves with how it ended. */
  stop(): Promise<string>;
}

/** Spawns the built gateway on a free port with the given environment (LOG=warn, the harness's fair clock). */
export async function spawnGateway(env: Record<string, string>): Promise<Gateway> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLOCK_AT: E2E_CLOCK_AT,
      LOG: 'warn',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      WORKERS: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: { at: number; text: string }[] = [];
  let partial = '';
  const take = (d: Buffer) => {
    const at = performance.now();
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop() ?? '';
    for (const text of parts) lines.push({ at, text });
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const gateway: Gateway = {
    url,
    pid: child.pid!,
    lines,
    output: () => [...lines.map((l) => l.text), partial].join('\n'),
    exited,
    workerPids() {
      try {
        return execFileSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
          .split('\n')
          .map((s) => Number(s.trim()))
          .filter((n) => n > 0)
          .sort((a, b) => a - b);
      } catch {
        return [];
      }
    },
    async ready(timeoutMs = 120_000) {
      const deadline = performance.now() + timeoutMs;
      let probe = '/readyz';
      while (performance.now() < deadline) {
        if (exited()) return false;
        try {
          const r = await fetch(url + probe, { signal: AbortSignal.timeout(3000) });
          if (r.status === 404 && probe === '/readyz') probe = '/api/health';
          else if (r.ok) return true;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      return false;
    },
    async kill9() {
      if (exited()) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await gone;
    },
    async stop() {
      if (exited()) return `had already exited (${child.exitCode ?? child.signalCode})`;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const clean = await Promise.race([gone.then(() => true), sleep(30_000).then(() => false)]);
      if (!clean) {
        child.kill('SIGKILL');
        await gone;
        return 'did not stop within 30 s of SIGTERM (killed)';
      }
      return `exit code ${child.exitCode ?? child.signalCode}`;
    },
  };
  return gateway;
}
