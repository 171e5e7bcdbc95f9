// Activity registration under contention (issue 15): 1,000 visitors register for the same 20-seat activity at
// once, over HTTP, on PGlite and on PostgreSQL. `npx tsx bench/activity-registration.ts [--visitors=1000]
// [--seats=20]` writes the "Activity registration" section of bench/RESULTS.md. Successes must be exactly the
// seats, the activity's count at capacity and exactly that many registrations held; the drain time is from the
// common start to the last answer.
//
// The visitors, the activity and every token are written by a gateway in this process (its authority mints the
// tokens without 1,000 logins), closed before the measured server starts: the server under test runs alone.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, HEADERS } from '@showfloor/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { activities } from '../apps/server/src/db/schema/index.ts';
import { DEMO_EVENT_ID, DEMO_EXHIBITOR_ID } from '../apps/server/src/db/seed/demo-ids.ts';
import { openDemoDatabase } from '../e2e/harness/database.ts';
import { repoRoot, startServer } from '../e2e/harness/server.ts';
import { replaceSection } from './pages.ts';
import { percentile } from './percentile.ts';
import { postgresUrlForBench } from './postgres.ts';
import { createVisitors } from './bench-visitors.ts';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const VISITORS = arg('visitors', 1000);
const SEATS = arg('seats', 20);

/** An activity no seed uses: the fair's last afternoon (the harness clock's fair, 8-11 Dec 2026), Beijing time. */
const ACTIVITY = { startTime: '2026-12-11 16:00:00', endTime: '2026-12-11 17:00:00' };

interface Prepared {
  tokens: string[];
  activityId: string;
  /** The origin whose issuer minted the tokens. */
  origin: string;
}

async function prepare(database: Database): Promise<Prepared> {
  const app = await buildApp({
    database,
    webDist: mkdtempSync(join(tmpdir(), 'showfloor-empty-')),
    logLevel: 'warn',
    rateLimitMax: false,
  });
  try {
    await app.ready();
    const { db } = database;
    const activityId = randomUUID();
    await db.insert(activities).values({
      id: activityId,
      bventId: DEMO_EVENT_ID,
      exhibitorId: DEMO_EXHIBITOR_ID,
      title: { 'en-US': 'Contention tasting', 'zh-CN': '抢位品鉴会' },
      ...ACTIVITY,
      capacity: SEATS,
      registeredCount: 0,
      registrationOpen: true,
    });
    const visitors = await createVisitors(db, VISITORS, { registered: false });
    const origin = new URL(app.sso.issuers[0] ?? 'http://127.0.0.1').origin;
    const tokens: string[] = [];
    for (const id of visitors) tokens.push((await app.sso.issueTokens(id, origin)).access_token);
    return { tokens, activityId, origin };
  } finally {
    await app.close();
  }
}

const headersOf = (token: string, body = true) => ({
  ...(body ? { 'content-type': 'application/json' } : {}),
  [HEADERS.authorization]: `Bearer ${token}`,
  Language: 'en-US',
});

/** All requests leave together (each waits for one start signal); latency is per request. */
async function fire(origin: string, p: Prepared) {
  const times: number[] = [];
  const winners: number[] = [];
  let soldOut = 0;
  let other = 0;
  let go: () => void = () => {};
  const start = new Promise<void>((r) => (go = r));
  const runs = p.tokens.map(async (token, i) => {
    await start;
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/ExpoAggregator/Activity/Register`, {
      method: 'POST',
      headers: headersOf(token),
      body: JSON.stringify({ activityId: p.activityId }),
    });
    const env = (await res.json()) as { isSuccess: boolean; businessCode: number };
    times.push(performance.now() - t0);
    if (env.isSuccess) winners.push(i);
    else if (env.businessCode === ErrorCode.ActivitySoldOut) soldOut++;
    else other++;
  });
  const t0 = performance.now();
  go();
  await Promise.all(runs);
  const drain = performance.now() - t0;
  times.sort((a, b) => a - b);
  return { times, winners, soldOut, other, drain };
}

/**
 * What the database holds afterwards, through the gateway: the activity's count (its public detail) and who holds
 * a seat (each visitor's own seat question, 50 at a time).
 */
async function afterwards(origin: string, p: Prepared): Promise<{ count: number; held: number }> {
  const detail = (await (
    await fetch(`${origin}/api/ExpoAggregator/NoToken/ExhibitorActivity/Detail?id=${p.activityId}`)
  ).json()) as { returnObj: { registeredCount: number } };
  let held = 0;
  for (let i = 0; i < p.tokens.length; i += 50) {
    const answers = await Promise.all(
      p.tokens.slice(i, i + 50).map(async (token) => {
        const res = await fetch(`${origin}/api/ExpoAggregator/Activity/Seat?activityId=${p.activityId}`, {
          headers: headersOf(token, false),
        });
        const env = (await res.json()) as {
          returnObj: { registered: boolean } | null;
          businessMessage: string;
        };
        if (!env.returnObj) throw new Error(`Seat answered ${res.status}: ${env.businessMessage}`);
        return env.returnObj.registered;
      }),
    );
    held += answers.filter(Boolean).length;
  }
  return { count: detail.returnObj.registeredCount, held };
}

interface Figures {
  db: string;
  successes: number;
  soldOut: number;
  other: number;
  count: number;
  held: number;
  p50: number;
  p99: number;
  drain: number;
}

async function measure(label: string, database: Database, env: Record<string, string>, dataDir?: string) {
  const prepared = await prepare(database);
  // On a busy machine the data directory's lock can miss its refresh while the tokens are minted and count as
  // released already; the directory is closed either way before the server opens it.
  await database.close().catch((err: unknown) => {
    if ((err as { code?: string }).code !== 'ERELEASED') throw err;
  });
  // The server answers as the issuer that minted the tokens (the in-process gateway's first origin), so it knows
  // them; the requests themselves go to its own address.
  const server = await startServer(
    { RATE_LIMIT: 'off', LOG_LEVEL: 'warn', PUBLIC_ORIGINS: prepared.origin, ...env },
    dataDir,
  );
  try {
    const shot = await fire(server.url, prepared);
    const after = await afterwards(server.url, prepared);
    return {
      db: label,
      successes: shot.winners.length,
      soldOut: shot.soldOut,
      other: shot.other,
      ...after,
      p50: percentile(shot.times, 50),
      p99: percentile(shot.times, 99),
      drain: shot.drain,
    } satisfies Figures;
  } finally {
    await server.stop();
  }
}

function row(f: Figures): string {
  const exact = f.successes === SEATS && f.count === SEATS && f.held === SEATS;
  return (
    `| ${f.db} | ${f.successes} (count ${f.count}, held ${f.held}) | ${f.soldOut} sold out, ${f.other} other | ` +
    `${f.p50.toFixed(0)} ms | ${f.p99.toFixed(0)} ms | ${f.drain.toFixed(0)} ms | ${exact ? 'exact' : 'NOT exact'} |`
  );
}

async function main(): Promise<void> {
  // The drain time is the machine's to give: what else ran on it is said beside the figures.
  const load = loadavg()[0]!.toFixed(1);
  const figures: Figures[] = [];
  // PGlite: the data directory is prepared here, then the server opens it (and removes it when stopped).
  const dataDir = mkdtempSync(join(tmpdir(), 'showfloor-bench-activity-'));
  figures.push(await measure('PGlite', await openDemoDatabase({ dataDir }), {}, dataDir));
  const pgUrl = await postgresUrlForBench('showfloor_bench_activity');
  if (pgUrl)
    figures.push(
      await measure('PostgreSQL', await openDemoDatabase({ databaseUrl: pgUrl }), { DATABASE_URL: pgUrl }),
    );
  else console.warn('PostgreSQL unreachable (TEST_DATABASE_URL): only PGlite measured');

  const section = `## Activity registration

Measured by \`npx tsx bench/activity-registration.ts\` on ${new Date().toISOString().slice(0, 10)} (${cpus().length}
cores, Node ${process.version}): ${VISITORS.toLocaleString('en-US')} signed-in visitors each send one Register for
the same ${SEATS}-seat activity at the same moment, over HTTP to the real server running alone in its own process
(rate limit off, each visitor with its own token, minted before the server starts). The seat is taken by one
guarded \`update ... set registered_count = registered_count + 1 where ... registered_count < capacity\` and the
registration row in the same transaction. "count" is the activity's registered count afterwards, "held" how many
visitors hold a seat (each one asked). The drain time is from the common start to the last answer; the machine's
load average was ${load} when the run started (a load above the core count means other work shared the cores, and
the drain times are upper bounds). Target: successes exactly ${SEATS}, count and held ${SEATS}.

| database | successes | the others | p50 | p99 | drain | |
| --- | --- | --- | --- | --- | --- | --- |
${figures.map(row).join('\n')}
`;
  const file = join(repoRoot, 'bench/RESULTS.md');
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
  console.log(section);
}

await main();
