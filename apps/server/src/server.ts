import { clockFrom, systemClock } from '@showfloor/domain';
import { buildApp } from './app.ts';
import { startBanner } from './banner.ts';
import { DataDirLockedError } from './db/lock.ts';
import { storedDemoCalendar } from './db/seed/demo-calendar.ts';
import { EnvError, readEnv } from './env.ts';

const started = performance.now();

try {
  const env = readEnv();
  const clock = env.clockAt === null ? systemClock : clockFrom(env.clockAt);
  const app = await buildApp({
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
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
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Close cleanly so PGlite flushes and the data-dir lock is released.
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: env.port, host: env.host });
  const demo = await storedDemoCalendar(app.database.db);
  console.log(
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
