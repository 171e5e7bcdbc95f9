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

const LOCK_NAME = 'showfloor';
/**
 * The owner's pid lives inside the lock directory, written right after it is made: a pid file beside it could be a
 * crashed run's, and a process starting at the same moment would read that dead pid and take a lock just taken.
 */
const OWNER_FILE = 'owner';
/** How long a lock without its owner's pid is given to get one (its owner is between mkdir and write). */
const OWNER_GRACE = { tries: 25, ms: 200 };
/**
 * Staleness by mtime is useless here: PGlite runs on the main thread and can block the event loop for
 * longer than any sensible refresh interval (a large seed), which would let a second process in. So the
 * lock never goes stale by time; a crashed owner is detected by its pid instead. "Never" is a century, not a
 * week: the lock's mtime is the file system's time, and a clock that jumps (a machine whose time is corrected,
 * a run under faketime) must not make a live owner's lock look old.
 */
const NEVER_STALE = { stale: 100 * 365 * 24 * 3600_000, update: 60_000 };
/** Directories this process holds (a pid equal to ours from a previous container run is not us). */
const held = new Set<string>();

const ownerFile = (dataDir: string) => path.join(dataDir, `${LOCK_NAME}.lock`, OWNER_FILE);

function readPid(dataDir: string): number | null {
  try {
    const n = Number(fs.readFileSync(ownerFile(dataDir), 'utf8').trim());
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
 * PGlite has no cross-process locking, and two processes on one data directory corrupt it. The lock is a
 * proper-lockfile directory (atomic mkdir) inside the data dir, with its owner's pid in it for the message and for
 * crash recovery: a lock whose recorded process is gone is moved aside (rename is atomic, so of two
 * processes starting at once only one takes it over) and taken.
 */
export async function lockDataDir(
  dataDir: string,
  /** How often the lock's mtime is refreshed (a test shortens it to see a refresh happen). */
  updateMs = NEVER_STALE.update,
): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, LOCK_NAME);
  const lock = () =>
    lockfile.lock(target, { ...NEVER_STALE, update: updateMs, realpath: false, onCompromised: () => {} });
  let release: () => Promise<void>;
  try {
    release = await lock();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    let pid = readPid(dataDir);
    // A lock without a pid may be one just taken: wait for its owner to write it before calling it stale.
    for (let i = 0; pid === null && i < OWNER_GRACE.tries && fs.existsSync(`${target}.lock`); i++) {
      await new Promise((r) => setTimeout(r, OWNER_GRACE.ms));
      pid = readPid(dataDir);
    }
    const ours = pid === process.pid && held.has(dataDir);
    if (pid !== null && (ours || (pid !== process.pid && isAlive(pid))))
      throw new DataDirLockedError(dataDir, pid);
    try {
      const aside = `${target}.lock.stale-${process.pid}-${Date.now()}`;
      fs.renameSync(`${target}.lock`, aside);
      fs.rmSync(aside, { recursive: true, force: true });
    } catch {
      // Someone else moved it first; the lock attempt below decides.
    }
    try {
      release = await lock();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED')
        throw new DataDirLockedError(dataDir, readPid(dataDir));
      throw again;
    }
  }
  held.add(dataDir);
  // proper-lockfile refreshes the lock by the directory's mtime and takes an mtime it did not set for a lock
  // taken over by someone else (then it lets go, and releasing throws). Writing the owner file inside changes that
  // mtime, so it is put back as the lock set it.
  const lockDir = `${target}.lock`;
  const { atime, mtime } = fs.statSync(lockDir);
  fs.writeFileSync(ownerFile(dataDir), String(process.pid));
  fs.utimesSync(lockDir, atime, mtime);
  return async () => {
    held.delete(dataDir);
    fs.rmSync(ownerFile(dataDir), { force: true });
    try {
      await release();
    } catch (err) {
      // Released already (a compromised lock): the directory must not outlive this process all the same.
      if ((err as NodeJS.ErrnoException).code !== 'ERELEASED') throw err;
      fs.rmSync(lockDir, { recursive: true, force: true });
    }
  };
}
