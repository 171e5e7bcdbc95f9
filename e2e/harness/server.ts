import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_CLOCK_AT } from './clock.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const built = new Set<string>();

/**
 * How to run the gateway of the checkout at `root`: its built bundle, as `npm start` runs it, built here from the
 * current sources once per process (a second or two); a checkout from before the gateway had a build (a
 * benchmark's baseline commit) runs its sources through tsx.
 */
function gatewayCommand(root: string): string[] {
  if (!existsSync(join(root, 'apps/server/scripts/build.mjs')))
    return ['--import', 'tsx', 'apps/server/src/server.ts'];
  if (!built.has(root)) {
    const r = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`the gateway did not build:\n${r.stdout}${r.stderr}`);
    built.add(root);
  }
  return ['--enable-source-maps', 'apps/server/dist/server.mjs'];
}

/** A fresh, empty data directory in the system's temp folder (the server migrates and seeds it). */
export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'showfloor-e2e-'));
}

export interface RunningServer {
  url: string;
  /** The server's process id (benchmarks read its CPU time). */
  pid: number;
  dataDir: string;
  /** What the server printed so far (its start banner first). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real gateway (the same entry `npm start` runs after building) on a free port with its own
 * data directory (fresh unless given; removed on stop), its clock at E2E_CLOCK_AT unless `env` sets another,
 * and waits until /api/health answers. The web client must already be built.
 */
export async function startServer(
  env: Record<string, string> = {},
  dataDir: string = newDataDir(),
  /** Another checkout to run the server of (a benchmark's baseline build); this repository by default. */
  root: string = repoRoot,
): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, gatewayCommand(root), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CLOCK_AT: E2E_CLOCK_AT,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
