import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another live process holds the data directory. server.ts prints it and exits non-zero. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    const relative = path.relative(process.cwd(), dataDir);
    const shown = relative === '' ? '.' : relative.startsWith('..') ? dataDir : `./${relative}`;
    super(
      `another Showfloor process is using ${shown} (pid ${pid ?? 'unknown'}); stop it or set DATA_DIR to another directory`,
    );
    this.name = 'DataDirLockedError';
  }
}

const PID_FILE = 'showfloor.pid';
// proper-lockfile refreshes the lock's mtime; a lock older than this is a crashed process's leftover.
const STALE_MS = 5_000;

function readPid(dataDir: string): number | null {
  try {
    const n = Number(fs.readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no cross-process locking, and two processes writing one data directory corrupt it. The lock is a
 * proper-lockfile directory lock (atomic mkdir, kept fresh while we run) plus a pid file for the message.
 * When the recorded pid is dead (a crash), we wait for the lock to go stale instead of refusing.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  // Locking a name inside the directory keeps the lock (data/showfloor.lock) out of the repository root.
  const target = path.join(dataDir, 'showfloor');
  const attempt = () =>
    lockfile.lock(target, { stale: STALE_MS, update: STALE_MS / 2, realpath: false, onCompromised: () => {} });
  let release: () => Promise<void>;
  try {
    release = await attempt();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const pid = readPid(dataDir);
    if (pid !== null && (pid === process.pid || isAlive(pid))) throw new DataDirLockedError(dataDir, pid);
    release = await lockfile.lock(target, {
      stale: STALE_MS,
      update: STALE_MS / 2,
      realpath: false,
      retries: { retries: 8, minTimeout: 500, maxTimeout: 1_000 },
      onCompromised: () => {},
    });
  }
  fs.writeFileSync(path.join(dataDir, PID_FILE), String(process.pid));
  return async () => {
    fs.rmSync(path.join(dataDir, PID_FILE), { force: true });
    await release();
  };
}
