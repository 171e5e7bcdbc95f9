// Issue 16: 60 s of mixed load on the gateway in 2 worker processes (WORKERS=2, PostgreSQL + Redis).
// `npm run bench:mixed-load -w @showfloor/bench -- [--seconds=60] [--connections=200] [--workers=2]
// [--visitors=1000] [--no-write]` writes the section "Workers: 60 s mixed load" of bench/RESULTS.md.
//
// `connections` closed loops (each one request at a time over its own keep-alive connection) pick a call at
// random: browsing (home picks, an exhibitor, a product, a search, a server-rendered /m/zh-CN/ exhibitor page),
// favorites (add, or cancel what the visitor added), Reserve (idempotency key, a slot the visitor has not asked
// for), messages (send into the visitor's conversation with an exhibitor, list the conversations). Reported: the
// error rate, p50 / p99 per call family, and each worker's RSS (VmRSS of the supervisor's children) after a
// warm-up of the same load and at the end (target: growth <= 10 %).
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, HEADERS, IDEMPOTENCY_HEADER } from '@showfloor/contracts';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { conversations, exhibitors, organizations } from '../apps/server/src/db/schema/index.ts';
import {
  DEMO_EVENT_ID,
  DEMO_EXHIBITOR_COUNT,
  exhibitorId,
  exhibitorStatus,
} from '../apps/server/src/db/seed/demo-ids.ts';
import { openDemoDatabase } from '../e2e/harness/database.ts';
import { repoRoot } from '../e2e/harness/server.ts';
import { replaceSection } from './pages.ts';
import { percentile } from './percentile.ts';
import { postgresUrlForBench } from './postgres.ts';
import { createVisitors, mintTokens } from './bench-visitors.ts';
import {
  argOf,
  createSlots,
  demoFair,
  type Fair,
  loadNote,
  request,
  RESERVE_PATH,
  reserveBody,
  rssKb,
  type Slot,
  sleep,
  startGateway,
} from './workers.ts';

const SECONDS = Number(argOf('seconds') ?? 60);
const WARMUP_SECONDS = Number(argOf('warmup') ?? 10);
const CONNECTIONS = Number(argOf('connections') ?? 200);
const WORKERS = Number(argOf('workers') ?? 2);
const VISITORS = Number(argOf('visitors') ?? 1000);
const WRITE = !process.argv.includes('--no-write');
const RSS_GROWTH_TARGET = 0.1;
const SLOTS = 211;

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

type Family =
  | 'browse: home'
  | 'browse: exhibitor'
  | 'browse: product'
  | 'browse: search'
  | 'browse: /m/ page'
  | 'favorites'
  | 'reserve'
  | 'messages: send'
  | 'messages: list';

/** The mix, in shares of all calls. */
const MIX: readonly [Family, number][] = [
  ['browse: home', 12],
  ['browse: exhibitor', 14],
  ['browse: product', 12],
  ['browse: search', 10],
  ['browse: /m/ page', 8],
  ['favorites', 16],
  ['reserve', 10],
  ['messages: send', 10],
  ['messages: list', 8],
];

interface Visitor {
  token: string;
  conversationId: string;
  reserves: number;
  /** Favorite targets the visitor has added and not cancelled (type:id). */
  favorites: Set<string>;
}

interface Tally {
  times: number[];
  ok: number;
  refused: number;
  errors: number;
  sample: string;
}

interface World {
  url: string;
  fair: Fair;
  visitors: Visitor[];
  slots: Slot[];
  exhibitorIds: string[];
  productIds: string[];
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

function pickFamily(): Family {
  const total = MIX.reduce((a, [, w]) => a + w, 0);
  let r = Math.random() * total;
  for (const [f, w] of MIX) if ((r -= w) < 0) return f;
  return MIX[0]![0];
}

/** One call of `family`; ok, a business refusal (Reserve only) or an error. */
async function callOnce(
  agent: http.Agent,
  w: World,
  family: Family,
): Promise<{ ms: number; outcome: 'ok' | 'refused' | 'error'; sample: string }> {
  const v = pick(w.visitors);
  const json = { 'content-type': 'application/json', Language: 'en-US' };
  const auth = { ...json, [HEADERS.authorization]: `Bearer ${v.token}` };
  const api = `${w.url}/api`;
  let a;
  switch (family) {
    case 'browse: home':
      a = await request(
        agent,
        `${api}/ExpoAggregator/NoToken/Home/Recommend?bventId=${DEMO_EVENT_ID}`,
        'GET',
        json,
      );
      break;
    case 'browse: exhibitor':
      a = await request(
        agent,
        `${api}/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${pick(w.exhibitorIds)}&lang=en-US`,
        'GET',
        json,
      );
      break;
    case 'browse: product':
      a = await request(
        agent,
        `${api}/ExpoAggregator/NoToken/ExhibitClient/Detail?id=${pick(w.productIds)}`,
        'GET',
        json,
      );
      break;
    case 'browse: search':
      a = await request(
        agent,
        `${api}/SEARCHAPI/${Math.random() < 0.5 ? 'product/classify' : 'company/classify-v2'}?type=m`,
        'POST',
        { ...json, Language: 'zh-CN' },
        JSON.stringify({
          bventId: DEMO_EVENT_ID,
          searchValue: pick(['机器', '电子', 'robot', 'LED', 'smart']),
          pageNo: 1,
          pageSize: 10,
        }),
      );
      break;
    case 'browse: /m/ page':
      a = await request(agent, `${w.url}/m/zh-CN/exhibitor/${pick(w.exhibitorIds)}`, 'GET', {
        'user-agent': PHONE_UA,
        'accept-encoding': 'gzip, deflate, br',
      });
      return {
        ms: a.ms,
        outcome: a.status === 200 ? 'ok' : 'error',
        sample: a.status === 200 ? '' : `${family}: ${a.status} ${a.body.slice(0, 160)}`,
      };
    case 'favorites': {
      const target =
        Math.random() < 0.5 ? `Exhibitor:${pick(w.exhibitorIds)}` : `Product:${pick(w.productIds)}`;
      const [targetType, targetId] = target.split(':');
      const had = v.favorites.has(target);
      if (had) v.favorites.delete(target);
      else v.favorites.add(target);
      a = await request(
        agent,
        `${api}/ExpoAggregator/Favorite/${had ? 'Cancel' : 'Add'}`,
        'POST',
        auth,
        JSON.stringify({ bventId: DEMO_EVENT_ID, targetType, targetId }),
      );
      break;
    }
    case 'reserve': {
      const index = w.visitors.indexOf(v);
      const slot = w.slots[(index + v.reserves++) % w.slots.length]!;
      a = await request(
        agent,
        w.url + RESERVE_PATH,
        'POST',
        { ...auth, [HEADERS.currentOrg]: ':Attendee', [IDEMPOTENCY_HEADER]: randomUUID() },
        reserveBody(w.fair, slot, 'Mixed load'),
      );
      break;
    }
    case 'messages: send':
      a = await request(
        agent,
        `${api}/ExpoAggregator/MessageCenter/send`,
        'POST',
        auth,
        JSON.stringify({
          bventId: DEMO_EVENT_ID,
          conversationId: v.conversationId,
          clientId: randomUUID(),
          content: { kind: 'text', text: 'Is the booth open tomorrow morning?' },
        }),
      );
      break;
    case 'messages: list':
      a = await request(
        agent,
        `${api}/ExpoAggregator/MessageCenter/conversations?bventId=${DEMO_EVENT_ID}&pageNo=1&pageSize=20`,
        'GET',
        auth,
      );
      break;
  }
  let env: { isSuccess?: boolean; businessCode?: number } = {};
  try {
    env = JSON.parse(a.body) as typeof env;
  } catch {
    // not JSON: an error below
  }
  if (a.status === 200 && env.isSuccess) return { ms: a.ms, outcome: 'ok', sample: '' };
  // Reserve's business answers (slot full, a clash with the visitor's own meeting, too many attempts).
  const business: number[] = [ErrorCode.SlotEngaged, ErrorCode.MeetingConflict, ErrorCode.TooManyAttempts];
  if (family === 'reserve' && typeof env.businessCode === 'number' && business.includes(env.businessCode))
    return { ms: a.ms, outcome: 'refused', sample: '' };
  return { ms: a.ms, outcome: 'error', sample: `${family}: ${a.status} ${a.body.slice(0, 200)}` };
}

/** `CONNECTIONS` closed loops for `seconds`; per family the latencies and outcomes. */
async function run(w: World, seconds: number): Promise<Map<Family, Tally>> {
  const tallies = new Map<Family, Tally>(
    MIX.map(([f]) => [f, { times: [], ok: 0, refused: 0, errors: 0, sample: '' }]),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const family = pickFamily();
        const r = await callOnce(agent, w, family);
        const t = tallies.get(family)!;
        t.times.push(r.ms);
        if (r.outcome === 'ok') t.ok++;
        else if (r.outcome === 'refused') t.refused++;
        else {
          t.errors++;
          t.sample ||= r.sample;
        }
      }
    }),
  );
  agent.destroy();
  for (const t of tallies.values()) t.times.sort((a, b) => a - b);
  return tallies;
}

async function main(): Promise<void> {
  const loadBefore = loadNote();
  const dbName = 'showfloor_bench_mixed';
  const pgUrl = await postgresUrlForBench(dbName);
  if (!pgUrl) throw new Error('PostgreSQL unreachable (TEST_DATABASE_URL)');
  let gateway: Awaited<ReturnType<typeof startGateway>> | null = null;
  try {
    const database = await openDemoDatabase({ databaseUrl: pgUrl });
    const { db } = database;
    const fair = await demoFair(db);
    const ids = await createVisitors(db, VISITORS);
    // Each visitor has a conversation with one of the first open exhibitors (whose organizations exist).
    const teams = await db
      .select({ id: exhibitors.id, orgId: exhibitors.orgId })
      .from(exhibitors)
      .where(and(eq(exhibitors.bventId, DEMO_EVENT_ID), eq(exhibitors.status, 'normal')))
      .limit(10);
    await db
      .insert(organizations)
      .values(teams.map((t) => ({ id: t.orgId, name: `Bench team ${t.orgId.slice(-4)}` })))
      .onConflictDoNothing();
    const now = new Date();
    const convIds = ids.map(() => randomUUID());
    for (let i = 0; i < ids.length; i += 500)
      await db.insert(conversations).values(
        ids.slice(i, i + 500).map((visitorAccountId, k) => {
          const team = teams[(i + k) % teams.length]!;
          return {
            id: convIds[i + k]!,
            bventId: DEMO_EVENT_ID,
            visitorAccountId,
            exhibitorId: team.id,
            orgId: team.orgId,
            createdAt: now,
            lastAt: now,
          };
        }),
      );
    const slots = await createSlots(
      db,
      fair,
      Array.from({ length: SLOTS }, (_, k) => k),
      10_000,
    );
    const tokens = await mintTokens(database, ids);
    console.log(`prepared ${ids.length} visitors, their conversations and tokens, ${slots.length} slots`);
    await database.close();

    gateway = await startGateway(WORKERS, pgUrl);
    // Only what an anonymous visitor may open (some exhibitors show themselves to overseas buyers only: 403).
    const opens = async (path: string) => {
      const r = await fetch(`${gateway!.url}/api${path}`);
      return r.ok && ((await r.json()) as { isSuccess: boolean }).isSuccess;
    };
    const exhibitorIds: string[] = [];
    for (const id of Array.from({ length: DEMO_EXHIBITOR_COUNT }, (_, k) => k + 1)
      .filter((n) => exhibitorStatus(n) === 'normal')
      .map((n) => exhibitorId(n)))
      if (await opens(`/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${id}&lang=en-US`))
        exhibitorIds.push(id);
    const list = (await (
      await fetch(`${gateway.url}/api/ExpoAggregator/NoToken/ExhibitClient/List`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bventId: DEMO_EVENT_ID, pageNo: 1, pageSize: 50, lang: 'en-US' }),
      })
    ).json()) as { returnObj: { id: string }[] };
    const productIds: string[] = [];
    for (const { id } of list.returnObj)
      if (await opens(`/ExpoAggregator/NoToken/ExhibitClient/Detail?id=${id}`)) productIds.push(id);
    if (productIds.length === 0) throw new Error('the demo fair lists no products');
    const world: World = {
      url: gateway.url,
      fair,
      visitors: tokens.map((token, i) => ({
        token,
        conversationId: convIds[i]!,
        reserves: 0,
        favorites: new Set<string>(),
      })),
      slots,
      exhibitorIds,
      productIds,
    };

    const pids = gateway.workerPids();
    console.log(`gateway ${gateway.url}: supervisor ${gateway.pid}, workers ${pids.join(', ')}`);
    const warm = await run(world, WARMUP_SECONDS);
    const warmErrors = [...warm.values()].reduce((a, t) => a + t.errors, 0);
    console.log(
      `warm-up: ${[...warm.values()].reduce((a, t) => a + t.times.length, 0)} calls, ${warmErrors} errors`,
    );
    for (const t of warm.values()) if (t.sample) console.log(`  warm-up error: ${t.sample}`);
    await sleep(1000);
    const rssStart = pids.map(rssKb);
    const peak = [...rssStart];
    const sampler = setInterval(() => pids.forEach((p, i) => (peak[i] = Math.max(peak[i]!, rssKb(p)))), 1000);
    const loadAtStart = loadNote();
    const t0 = performance.now();
    const tallies = await run(world, SECONDS);
    const elapsed = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const rssEnd = pids.map(rssKb);
    // The same workers after 20 s without requests (V8 shrinks a heap it grew under load only lazily).
    await sleep(20_000);
    const rssIdle = pids.map(rssKb);
    const stillThere = gateway.workerPids();
    const loadAtEnd = loadNote();

    const total = [...tallies.values()].reduce((a, t) => a + t.times.length, 0);
    const errors = [...tallies.values()].reduce((a, t) => a + t.errors, 0);
    const rows = [...tallies].map(
      ([f, t]) =>
        `| ${f} | ${t.times.length.toLocaleString('en-US')} | ${percentile(t.times, 50).toFixed(0)} | ` +
        `${percentile(t.times, 99).toFixed(0)} | ${(t.times.at(-1) ?? NaN).toFixed(0)} | ${t.refused} | ${t.errors} |`,
    );
    const all = [...tallies.values()].flatMap((t) => t.times).sort((a, b) => a - b);
    const rssRows = pids.map((p, i) => {
      const growth = (rssEnd[i]! - rssStart[i]!) / rssStart[i]!;
      return (
        `| worker ${i + 1} (pid ${p}) | ${(rssStart[i]! / 1024).toFixed(1)} MB | ${(rssEnd[i]! / 1024).toFixed(1)} MB | ` +
        `${(peak[i]! / 1024).toFixed(1)} MB | ${(growth * 100).toFixed(1)} % | ${growth <= RSS_GROWTH_TARGET ? 'met' : 'NOT met'} | ` +
        `${(rssIdle[i]! / 1024).toFixed(1)} MB (${(((rssIdle[i]! - rssStart[i]!) / rssStart[i]!) * 100).toFixed(1)} %) |`
      );
    });
    const samples = [...tallies]
      .filter(([, t]) => t.sample)
      .map(([, t]) => `- ${t.sample.replace(/\n/g, ' ')}`);
    const section = `## Workers: 60 s mixed load

Measured by \`npm run bench:mixed-load -w @showfloor/bench\` (bench/mixed-load.ts) on ${new Date().toISOString().slice(0, 16)}Z
(${cpus().length} cores, Node ${process.version}; load average 1/5/15 min ${loadBefore} before the set-up, ${loadAtStart}
at the start of the measured ${SECONDS} s, ${loadAtEnd} at its end: other work ran on the machine meanwhile). The built
gateway with WORKERS=${WORKERS} (node:cluster, PostgreSQL + Redis, rate limit off) takes ${CONNECTIONS} connections in closed loops
(each one request at a time, keep-alive) for ${WARMUP_SECONDS} s of warm-up and then ${SECONDS} s measured. Each call is drawn at random
(shares: ${MIX.map(([f, w]) => `${f} ${w}`).join(', ')}) for one of ${VISITORS.toLocaleString('en-US')} registered
visitors (own token): home picks, exhibitor and product detail, search (products / companies), the server-rendered
/m/zh-CN/ exhibitor page, Favorite Add or Cancel (a cancel only of what that visitor added), Reserve (idempotency
key; a slot the visitor has not asked for, ${SLOTS} roomy slots), a message into the visitor's conversation with an
exhibitor, the conversation list. The 2 cores carry both workers, the supervisor, PostgreSQL, Redis and this load
generator (one Node thread) together, so the latencies are those of a machine loaded well past its cores.

${total.toLocaleString('en-US')} calls in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)}/s); errors ${errors} =
**${((errors / total) * 100).toFixed(2)} %**; all calls p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms.
Business refusals of Reserve (slot full, clash, too many attempts) are answers, not errors. The latencies are
queueing: ${CONNECTIONS} connections each waiting for its answer, served at ${(total / elapsed).toFixed(0)}/s, wait
${CONNECTIONS} / ${(total / elapsed).toFixed(0)} = ${(CONNECTIONS / (total / elapsed)).toFixed(1)} s a call on average (Little's law), whatever the call: the
throughput is what the shared 2 cores give both workers, PostgreSQL and the generator together.
${stillThere.length === pids.length && stillThere.every((p, i) => p === pids[i]) ? 'No worker was replaced during the run.' : `The workers changed during the run: ${pids.join(', ')} -> ${stillThere.join(', ')}.`}

| call family | calls | p50 ms | p99 ms | max ms | refused | errors |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

RSS (VmRSS of each worker; "start" after the warm-up, "end" right after the ${SECONDS} s; target: growth <= ${RSS_GROWTH_TARGET * 100} %):

| worker | start | end | peak | growth | | 20 s later, idle (vs start) |
| --- | --- | --- | --- | --- | --- | --- |
${rssRows.join('\n')}

The RSS growth is ${pids.map((_, i) => `${((rssEnd[i]! - rssStart[i]!) / 1024).toFixed(1)} MB`).join(' and ')} over about
${Math.round(total / pids.length).toLocaleString('en-US')} calls a worker (${pids.map((_, i) => `${((rssEnd[i]! - rssStart[i]!) / (total / pids.length)).toFixed(1)} kB`).join(' / ')} a call), and it is
not given back after 20 s idle. ${SECONDS} s cannot tell a heap that V8 is still growing to its working size under
${CONNECTIONS / pids.length} requests in flight per worker from a leak: that needs a longer run (RSS sampled over many minutes).
${samples.length ? `\nFirst error of each family that had one:\n\n${samples.join('\n')}\n` : ''}`;
    console.log(section);
    const out = gateway.output().trim();
    if (out) console.log(`gateway output (last part):\n${out.slice(-3000)}`);
    if (WRITE) {
      const file = join(repoRoot, 'bench/RESULTS.md');
      writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
    }
  } finally {
    await gateway?.stop().catch(() => {});
    const drop = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await drop.end();
  }
}

await main();
