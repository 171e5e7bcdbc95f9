import cluster, { type Worker } from 'node:cluster';

/** What a worker tells the supervisor once it listens: the start banner, printed once for all of them. */
export interface WorkerReady {
  type: 'showfloor-ready';
  banner: string;
}

const isReady = (m: unknown): m is WorkerReady =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === 'showfloor-ready';

/** A worker that dies this often in a minute is not replaced again: something is wrong beyond one process. */
const MOST_DEATHS_PER_MINUTE = 5;
/** How long the workers get to finish their requests and exit after the stop signal before they are killed. */
const STOP_GRACE_MS = 30_000;

/**
 * The supervisor of WORKERS gateway processes on one port. A worker that dies after it was ready (a crash, an
 * out-of-memory kill, kill -9) is replaced while the others go on serving; a worker that cannot start stops them
 * all, since the next one would fail the same way. SIGTERM or SIGINT is passed to every worker, which finish
 * their requests in flight and exit; the supervisor exits when they have.
 */
export async function superviseWorkers(count: number): Promise<void> {
  const ready = new Set<number>();
  const deaths: number[] = [];
  let stopping = false;
  let stopCode = 0;
  let bannerShown = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if (!isReady(message)) return;
      ready.add(worker.id);
      if (bannerShown) {
        console.log(`A replacement gateway worker (pid ${worker.process.pid}) is serving.`);
        return;
      }
      if (ready.size === count) {
        bannerShown = true;
        console.log(`${message.banner}\n  ${count} gateway workers share the port (WORKERS=${count}).`);
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    // Before the deployment has ever served, a worker that cannot start means the next one cannot either (a wrong
    // setting). After, it is a replacement that met an outage: it is tried again, as often as a death is.
    if (!wasReady && !bannerShown) {
      console.error(`Showfloor cannot start: a gateway worker stopped while starting (${how}).`);
      stopAll(1);
      return;
    }
    const at = performance.now();
    deaths.push(at);
    while (deaths.length > 0 && at - deaths[0]! > 60_000) deaths.shift();
    if (deaths.length > MOST_DEATHS_PER_MINUTE) {
      console.error(`Gateway workers died ${deaths.length} times within a minute (last: ${how}); stopping.`);
      stopAll(1);
      return;
    }
    const again = Math.min(1_000 * 2 ** (deaths.length - 1), 10_000);
    const when = deaths.length > 1 ? ` in ${again / 1000} s` : '';
    const starting = wasReady ? '' : 'while starting ';
    console.error(
      `A gateway worker (pid ${worker.process.pid}) stopped ${starting}(${how}); starting another${when}.`,
    );
    if (deaths.length > 1) setTimeout(() => stopping || fork(), again);
    else fork();
  });

  function stopAll(exitCode: number): void {
    if (stopping) return;
    stopping = true;
    stopCode = exitCode;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (alive.length === 0) process.exit(exitCode);
    for (const w of alive) w.process.kill('SIGTERM');
    // A worker that hangs past the grace is killed; the exit code then says the stop was not clean.
    setTimeout(() => {
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
      process.exit(exitCode || 1);
    }, STOP_GRACE_MS).unref();
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));
  for (let i = 0; i < count; i++) fork();
}
