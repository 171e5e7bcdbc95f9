import { clockFrom, systemClock } from '@showfloor/domain';
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { DataDirLockedError } from './db/lock.ts';
import { storedDemoCalendar } from './db/seed/demo-calendar.ts';
import { EnvError, readEnv } from './env.ts';
import { installGracefulShutdown } from './plugins/shutdown.ts';
import type { WorkerReady } from './supervisor.ts';

const started = performance.now();

try {
  const env = readEnv();
  const clock = env.clockAt === null ? systemClock : clockFrom(env.clockAt);
  const app = await buildApp({
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    databaseReadUrl: env.databaseReadUrl,
    pgliteBuffers: env.pgliteBuffers,
    webDist: env.webDist,
    logLevel: env.logLevel,
    rateLimitMax: env.rateLimitMax,
    trustProxy: env.trustProxy,
    publicOrigins: env.publicOrigins,
    paymentTestMode: env.paymentTestMode,
    clock,
    demo: env.demo,
    mail: { smtpUrl: env.smtpUrl, from: env.mailFrom, outboxPage: env.outboxPage },
    realtime: { redisUrl: env.redisUrl, ice: env.ice },
    translate: env.translate,
    wechat: env.wechat,
    metricsToken: env.metricsToken,
  });
  // Close cleanly so requests in flight finish, PGlite flushes and the data-dir lock is released.
  // A worker of several stops on the supervisor's SIGTERM only: Ctrl-C in a terminal signals the whole process
  // group, and a second signal from the supervisor would cut the requests the first one lets finish.
  if (cluster.isWorker) process.on('SIGINT', () => {});
  installGracefulShutdown(app, cluster.isWorker ? { signals: ['SIGTERM'] } : {});
  await app.listen({ port: env.port, host: env.host });
  const demo = await storedDemoCalendar(app.database.db);
  announce(
    startBanner({
      base: `http://${env.host === '0.0.0.0' ? '127.0.0.1' : env.host}:${env.port}`,
      kind: app.database.kind,
      readyMs: Math.round(performance.now() - started),
      issuers: app.sso.issuers,
      paymentTestMode: env.paymentTestMode,
      clockAt: env.clockAt,
      demoDays: demo?.days ?? null,
      demoSeedOff: !env.demo,
      outbox: env.smtpUrl ? null : env.outboxPage ? 'page' : 'hidden',
    }),
  );
} catch (err) {
  if (err instanceof DataDirLockedError || err instanceof EnvError) {
    console.error(`Showfloor cannot start: ${err.message}`);
  } else {
    console.error('Showfloor failed to start:', err);
  }
  process.exit(1);
}

/** One gateway prints its banner; a worker of several tells the supervisor, which prints it once for all. */
function announce(banner: string): void {
  if (cluster.isWorker && process.send)
    process.send({ type: 'showfloor-ready', banner } satisfies WorkerReady);
  else console.log(banner);
}
