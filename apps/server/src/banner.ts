import {
  DEMO_ACCOUNTS,
  DEMO_BANNED_EXHIBITOR_ID,
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_ID,
  DEMO_LIVE_INVITE_CODE,
  DEMO_PRIVATE_LIVE_ID,
  DEMO_NOT_PASSED_EXHIBITOR_ID,
  DEMO_PASSWORD,
  DEMO_UPLOADING_EXHIBITOR_ID,
  type DemoAccountKey,
  demoEmail,
} from './db/seed/demo-ids.ts';

export interface BannerFacts {
  base: string;
  kind: string;
  readyMs: number;
  issuers: readonly string[];
  paymentTestMode: boolean;
  /** The instant CLOCK_AT set the clock to at start, or null on the machine's clock. */
  clockAt: number | null;
  /** The demo fair's days as stored (they move when the fair has passed), or null when there is none. */
  demoDays: readonly string[] | null;
  demoSeedOff: boolean;
  /** Where e-mail goes without SMTP_URL: the local outbox, with its page or (NODE_ENV=production) without; null: SMTP. */
  outbox: 'page' | 'hidden' | null;
}

/** What `npm start` prints: where things are, and the demo fair's dates and accounts as they are in the database. */
export function startBanner(f: BannerFacts): string {
  const { base } = f;
  const lines = [`Showfloor is running (${f.kind}, ready in ${f.readyMs} ms)`];
  if (f.clockAt !== null)
    lines.push(`  clock set by CLOCK_AT: it read ${new Date(f.clockAt).toISOString()} at start`);
  lines.push(
    `  ${base}/api/docs                              OpenAPI document`,
    `  ${base}/api/health                            health`,
    `  ${base}/sso/.well-known/openid-configuration   single sign-on (issuers: ${f.issuers.join(', ')})`,
  );
  if (f.outbox === 'page')
    lines.push(`  ${base}/dev/outbox                            e-mails (kept here: SMTP_URL is not set)`);
  if (f.outbox === 'hidden')
    lines.push('  e-mail: SMTP_URL is not set, so no message leaves this machine (set it to send them)');
  const days = f.demoDays;
  if (!days) {
    lines.push(`  no demo fair in this database${f.demoSeedOff ? ' (DEMO_SEED=off)' : ''}`);
    return lines.join('\n');
  }
  lines.push(
    `  demo fair ${DEMO_EVENT_ID}: ${days[0]} to ${days[days.length - 1]} (Beijing time), slots to book every day`,
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
    `  ${base}/sso/register?bventId=${DEMO_EVENT_ID}   registration`,
    `  demo accounts, password ${DEMO_PASSWORD}:`,
  );
  for (const key of Object.keys(DEMO_ACCOUNTS) as DemoAccountKey[]) {
    lines.push(`    ${demoEmail(key).padEnd(32)} ${DEMO_ACCOUNTS[key].says}`);
  }
  lines.push(
    `  ${base}/m/en-US/lives   live streams; ${base}/m/en-US/live/${DEMO_PRIVATE_LIVE_ID} is private,`,
    `    its invitation code: ${DEMO_LIVE_INVITE_CODE}`,
  );
  lines.push(
    `  cashier test provider: ${f.paymentTestMode ? 'on' : 'off (PAYMENT_TEST_MODE=1 turns it on)'}`,
  );
  return lines.join('\n');
}
