import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';

/** How long requests in flight and /ws closing handshakes may take once a shutdown begins, before they are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After the app has closed, the process should end by itself at once. If something still holds the event loop
 * this long after, it is named in the log and the process exits anyway: a deploy must not hang on a leak.
 */
export const LEFTOVER_LIMIT_MS = 5_000;

export interface ShutdownOptions {
  graceMs?: number;
  signals?: readonly NodeJS.Signals[];
}

/**
 * Graceful shutdown on SIGTERM / SIGINT: /readyz turns 503 at once (app.readiness), then app.close() stops
 * listening (new connections are refused), answers requests that arrive on open keep-alive connections with 503
 * and `Connection: close`, lets requests in flight finish, tells /ws sockets "service restart" (1012), and then
 * closes what the app opened (mail sender, rooms, bus and Redis, database). Past the grace period the remaining
 * connections are cut. Nothing calls process.exit on the way: once everything is closed the event loop is empty
 * and the process ends with the exit code set here; a second signal cuts everything at once.
 */
export function installGracefulShutdown(app: FastifyInstance, opts: ShutdownOptions = {}): void {
  const graceMs = opts.graceMs ?? SHUTDOWN_GRACE_MS;
  let started = false;

  const cutConnections = () => {
    for (const client of app.websocketServer?.clients ?? []) client.terminate();
    app.server.closeAllConnections();
  };

  const shutdown = (signal: NodeJS.Signals) => {
    if (started) {
      app.log.warn({ signal }, 'second signal: cutting the remaining connections');
      cutConnections();
      return;
    }
    started = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    app.readiness.drain();
    const force = setTimeout(() => {
      app.log.warn({ graceMs }, 'requests still in flight after the grace period: cutting them');
      cutConnections();
    }, graceMs);
    // The grace timer must not itself keep a process alive that has nothing else left to do.
    force.unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exitCode = 0;
        // What still holds the event loop now should be only what is already on its way out (closing sockets):
        // logged so a leak shows up in the line rather than as a process that never ends.
        app.log.info({ resources: process.getActiveResourcesInfo() }, 'closed');
        watchLeftovers(app);
      },
      (err: unknown) => {
        clearTimeout(force);
        process.exitCode = 1;
        app.log.error({ err }, 'shutdown failed');
        watchLeftovers(app);
      },
    );
  };
  for (const signal of opts.signals ?? (['SIGINT', 'SIGTERM'] as const)) process.on(signal, shutdown);
}

/** Names what still holds the process after the app closed (it should be nothing), then ends it. */
function watchLeftovers(app: FastifyInstance): void {
  // A worker of several (WORKERS) also holds its channel to the supervisor: let go of it, the app being closed.
  if (cluster.isWorker && process.connected) process.disconnect();
  const timer = setTimeout(() => {
    app.log.error(
      { resources: process.getActiveResourcesInfo() },
      'the process did not end after closing: these still hold it',
    );
    process.exit(process.exitCode ?? 1);
  }, LEFTOVER_LIMIT_MS);
  timer.unref();
}
