import { buildApp } from './app.ts';
import { DataDirLockedError } from './db/lock.ts';
import {
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_NOT_PASSED_EXHIBITOR_ID,
  DEMO_UPLOADING_EXHIBITOR_ID,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccountKey,
  demoEmail,
} from './db/seed/demo-ids.ts';
import { readEnv } from './env.ts';

const env = readEnv();
const started = performance.now();

try {
  const app = await buildApp({
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    webDist: env.webDist,
    logLevel: env.logLevel,
    rateLimitMax: env.rateLimitMax,
    trustProxy: env.trustProxy,
    publicOrigins: env.publicOrigins,
    paymentTestMode: env.paymentTestMode,
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
  const base = `http://${env.host === '0.0.0.0' ? '127.0.0.1' : env.host}:${env.port}`;
  const lines = [
    `Showfloor is running (${app.database.kind}, ready in ${Math.round(performance.now() - started)} ms)`,
    `  demo fair ${DEMO_EVENT_ID}`,
    `  ${base}/                                  -> the demo exhibitor`,
    `  ${base}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}   exhibitor (normal, every field type)`,
    `  ${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}   the same in English`,
    `  ${base}/m/zh-HK/exhibitor/${DEMO_EXHIBITOR_ID}   Traditional Chinese`,
    `  ${base}/m/pt-PT/exhibitor/${DEMO_EXHIBITOR_ID}   Portuguese (content falls back to English)`,
    `  ${base}/m/en-US/exhibitor/${DEMO_BANNED_EXHIBITOR_ID}   banned (1002)`,
    `  ${base}/m/en-US/exhibitor/${DEMO_NOT_PASSED_EXHIBITOR_ID}   not approved (1003)`,
    `  ${base}/m/en-US/exhibitor/${DEMO_UPLOADING_EXHIBITOR_ID}   uploading (1004)`,
    `  ${base}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}/reserveChat   book a meeting (log in as visitor)`,
    `  ${base}/m/en-US/meetings                      my meetings (visitor)`,
    `  ${base}/m/en-US/workbench/meetings            meeting requests and slots (exhibitor)`,
    `  ${base}/pc/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}  desktop view`,
    `  ${base}/api/docs                              OpenAPI document`,
    `  ${base}/api/health                            health`,
    `  ${base}/sso/.well-known/openid-configuration   single sign-on (issuers: ${app.sso.issuers.join(', ')})`,
    `  ${base}/sso/register?bventId=${DEMO_EVENT_ID}   registration`,
  ];
  // Demo accounts (identity seed stage): one password for all.
  lines.push(`  demo accounts, password ${DEMO_PASSWORD}:`);
  for (const key of Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]) {
    lines.push(`    ${demoEmail(key).padEnd(32)} ${DEMO_ACCOUNTS[key].says}`);
  }
  lines.push(
    `  cashier test provider: ${env.paymentTestMode ? 'on' : 'off (PAYMENT_TEST_MODE=1 turns it on)'}`,
  );
  console.log(lines.join('\n'));
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`Showfloor cannot start: ${err.message}`);
  } else {
    console.error('Showfloor failed to start:', err);
  }
  process.exit(1);
}
