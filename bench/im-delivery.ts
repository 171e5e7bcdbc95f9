// `npm run bench:im-delivery -w @showfloor/bench`: instant messages under load (issue 12). 2,000 signed-in sockets
// (1,000 buyers, each in a conversation with an exhibitor, and 1,000 members of 150 exhibitors' teams) watch their
// messages while 50 messages a second in all are sent for 60 s over HTTP, half by buyers, half by members. Run
// three ways side by side: one gateway on PGlite (the default), one on PostgreSQL, two on PostgreSQL fanning out
// through Redis (each pair's buyer on one process, its member on the other). Delivery time: from the send to the
// other side's socket, one clock; every socket that should hear a message (the buyer and every member of the
// team) is checked for it: lost and doubled. Writes the "Instant messages" section of bench/RESULTS.md.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEADERS, sendMessage } from '@showfloor/contracts';
import { clockFrom } from '@showfloor/domain';
import { and, eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { buildApp } from '../apps/server/src/app.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import {
  accounts,
  attendees,
  conversations,
  exhibitors,
  orgMembers,
  organizations,
  roleGrants,
} from '../apps/server/src/db/schema/index.ts';
import { DEMO_EVENT_ID } from '../apps/server/src/db/seed/demo-ids.ts';
import { openDemoDatabase } from '../e2e/harness/database.ts';
import { E2E_NOW } from '../e2e/harness/clock.ts';
import { newDataDir, repoRoot, type RunningServer, startServer } from '../e2e/harness/server.ts';
import { replaceSection } from './pages.ts';
import { percentile } from './percentile.ts';
import { processCpu } from './cpu-time.ts';
import { postgresUrlForBench } from './postgres.ts';

const PAIRS = Number(process.env.PAIRS ?? 1000);
const TEAMS = 140;
const RATE = Number(process.env.RATE ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 60);
const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379';
const HEADING = '## Instant messages';
const TARGET_MS = 50;

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

interface Pair {
  buyer: string;
  member: string;
  orgId: string;
  conversationId: string;
  buyerToken: string;
  memberToken: string;
}

/** Buyers, members of the exhibitors' teams, one conversation per pair, and every token (minted in-process). */
async function prepare(database: Database): Promise<Pair[]> {
  const { db } = database;
  const teams = await db
    .select({ id: exhibitors.id, orgId: exhibitors.orgId })
    .from(exhibitors)
    .where(and(eq(exhibitors.bventId, DEMO_EVENT_ID), eq(exhibitors.status, 'normal')))
    .limit(TEAMS);
  if (teams.length < TEAMS)
    throw new Error(`the demo fair has ${teams.length} open exhibitors, not ${TEAMS}`);
  // A member belongs to an organization the platform knows (role grants and memberships refer to it); the demo
  // fair has accounts for a few of its exhibitors' organizations only.
  await db
    .insert(organizations)
    .values(teams.map((t) => ({ id: t.orgId, name: `Bench team ${t.orgId.slice(-4)}` })))
    .onConflictDoNothing();
  const pairs: Omit<Pair, 'buyerToken' | 'memberToken'>[] = [];
  const now = new Date();
  for (let i = 0; i < PAIRS; i += 200) {
    const batch = Array.from({ length: Math.min(200, PAIRS - i) }, (_, k) => {
      const team = teams[(i + k) % teams.length]!;
      return { buyer: randomUUID(), member: randomUUID(), team, conversationId: randomUUID() };
    });
    await db.insert(accounts).values(
      batch.flatMap((b) => [
        {
          id: b.buyer,
          email: `im-${b.buyer}@bench.showfloor.test`,
          passwordHash: '!',
          fullName: 'Bench buyer',
        },
        {
          id: b.member,
          email: `im-${b.member}@bench.showfloor.test`,
          passwordHash: '!',
          fullName: 'Bench member',
        },
      ]),
    );
    await db.insert(roleGrants).values(
      batch.flatMap((b) => [
        { accountId: b.buyer, bventId: DEMO_EVENT_ID, registerType: 'Attendee' },
        { accountId: b.member, bventId: DEMO_EVENT_ID, orgId: b.team.orgId, registerType: 'Exhibition' },
      ]),
    );
    await db.insert(attendees).values(
      batch.map((b) => ({
        id: randomUUID(),
        bventId: DEMO_EVENT_ID,
        accountId: b.buyer,
        status: 'Registered',
      })),
    );
    await db.insert(orgMembers).values(batch.map((b) => ({ orgId: b.team.orgId, accountId: b.member })));
    await db.insert(conversations).values(
      batch.map((b) => ({
        id: b.conversationId,
        bventId: DEMO_EVENT_ID,
        visitorAccountId: b.buyer,
        exhibitorId: b.team.id,
        orgId: b.team.orgId,
        createdAt: now,
        lastAt: now,
      })),
    );
    pairs.push(
      ...batch.map((b) => ({
        buyer: b.buyer,
        member: b.member,
        orgId: b.team.orgId,
        conversationId: b.conversationId,
      })),
    );
  }
  const app = await buildApp({
    database,
    webDist: mkdtempSync(join(tmpdir(), 'showfloor-empty-')),
    logLevel: 'warn',
    rateLimitMax: false,
    // The servers' clock (the harness's fair day): the tokens it mints must be alive by theirs.
    clock: clockFrom(E2E_NOW),
  });
  try {
    await app.ready();
    const origin = 'http://127.0.0.1';
    const out: Pair[] = [];
    for (const p of pairs)
      out.push({
        ...p,
        buyerToken: (await app.sso.issueTokens(p.buyer, origin)).access_token,
        memberToken: (await app.sso.issueTokens(p.member, origin)).access_token,
      });
    return out;
  } finally {
    await app.close();
  }
}

/** A signed-in socket watching the event's messages; `heard` is told each message's number. */
function watch(url: string, token: string, heard: (n: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws?lang=en-US`);
    socket.on('message', (data) => {
      const f = JSON.parse(data.toString()) as { type: string; ref?: string; message?: { text: string } };
      if (f.type === 'hello') socket.send(JSON.stringify({ v: 1, type: 'auth', ref: 'a', token }));
      else if (f.type === 'ok' && f.ref === 'a')
        socket.send(JSON.stringify({ v: 1, type: 'im.watch', ref: 'w', bventId: DEMO_EVENT_ID }));
      else if (f.type === 'ok' && f.ref === 'w') resolve(socket);
      else if (f.type === 'error') reject(new Error(JSON.stringify(f)));
      else if (f.type === 'im.message' && f.message) heard(Number(f.message.text));
    });
    socket.once('error', reject);
  });
}

interface Figures {
  mode: string;
  sent: number;
  failed: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  doubled: number;
  perSocketKb: number;
  cpuMsPerMessage: number;
}

async function measure(mode: string, servers: RunningServer[], pairs: Pair[]): Promise<Figures> {
  const before = servers.map((s) => rss(s.pid));
  // Who hears what: message n goes to its pair's buyer and to every member of the team.
  const sentAt = new Map<number, number>();
  const recipientOf = new Map<number, number>();
  const latencies: number[] = [];
  const heardBy = new Map<number, Map<number, number>>();
  const socketsOfTeam = new Map<string, number[]>();
  const sockets: WebSocket[] = [];
  const hear = (socket: number) => (n: number) => {
    const seen = heardBy.get(n) ?? new Map<number, number>();
    heardBy.set(n, seen);
    seen.set(socket, (seen.get(socket) ?? 0) + 1);
    if (recipientOf.get(n) === socket && seen.get(socket) === 1)
      latencies.push(performance.now() - sentAt.get(n)!);
  };
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = pairs.slice(i, i + 50);
    const opened = await Promise.all(
      batch.flatMap((p, k) => {
        const index = (i + k) * 2;
        const [a, b] = servers.length > 1 ? [servers[0]!, servers[1]!] : [servers[0]!, servers[0]!];
        return [watch(a.url, p.buyerToken, hear(index)), watch(b.url, p.memberToken, hear(index + 1))];
      }),
    );
    sockets.push(...opened);
    batch.forEach((p, k) => {
      const list = socketsOfTeam.get(p.orgId) ?? [];
      list.push((i + k) * 2 + 1);
      socketsOfTeam.set(p.orgId, list);
    });
  }
  const perSocketKb =
    (servers.reduce((sum, s, k) => sum + rss(s.pid) - before[k]!, 0) * 1024) / sockets.length;

  let failed = 0;
  const total = RATE * SECONDS;
  const cpu0 = servers.map((s) => processCpu(s.pid));
  const sends: Promise<void>[] = [];
  const start = performance.now();
  for (let n = 1; n <= total; n++) {
    const due = start + ((n - 1) * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const pairIndex = (n * 7919) % pairs.length;
    const p = pairs[pairIndex]!;
    const byBuyer = n % 2 === 0;
    recipientOf.set(n, pairIndex * 2 + (byBuyer ? 1 : 0));
    const server = servers.length > 1 && !byBuyer ? servers[1]! : servers[0]!;
    sentAt.set(n, performance.now());
    sends.push(
      fetch(`${server.url}/api${sendMessage.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HEADERS.authorization]: `Bearer ${byBuyer ? p.buyerToken : p.memberToken}`,
          [HEADERS.language]: 'en-US',
        },
        body: JSON.stringify({
          bventId: DEMO_EVENT_ID,
          conversationId: p.conversationId,
          clientId: `bench-${servers.length}-${n}`,
          content: { kind: 'text', text: String(n) },
        }),
      }).then(
        async (r) => {
          const answer = await r.text();
          if (!r.ok) {
            failed++;
            if (failed === 1) console.warn(`${mode}: a send was refused: ${r.status} ${answer}`);
          }
        },
        () => {
          failed++;
        },
      ),
    );
  }
  await Promise.all(sends);
  await new Promise((r) => setTimeout(r, 3000));
  // The gateways' own CPU per message sent (its HTTP request, gate, statements, and every frame of it); on PGlite
  // the database engine runs inside the gateway's process, so its work is in this figure too.
  const cpu1 = servers.map((s) => processCpu(s.pid));
  const cpuSeconds =
    cpu0.every((c) => c !== null) && cpu1.every((c) => c !== null)
      ? cpu1.reduce((sum, c, k) => sum + c! - cpu0[k]!, 0)
      : NaN;
  let lost = 0;
  let doubled = 0;
  let delivered = 0;
  for (let n = 1; n <= total; n++) {
    const pairIndex = (n * 7919) % pairs.length;
    const expected = [pairIndex * 2, ...(socketsOfTeam.get(pairs[pairIndex]!.orgId) ?? [])];
    const seen = heardBy.get(n) ?? new Map<number, number>();
    for (const s of expected) {
      const times = seen.get(s) ?? 0;
      if (times === 0) lost++;
      else delivered++;
      if (times > 1) doubled += times - 1;
    }
  }
  for (const s of sockets) s.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    mode,
    sent: total,
    failed,
    delivered,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    lost,
    doubled,
    perSocketKb,
    cpuMsPerMessage: (cpuSeconds * 1000) / total,
  };
}

// The tokens were minted by an authority answering as http://127.0.0.1 (prepare): the servers vouch for that issuer.
const ENV = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
  PUBLIC_ORIGINS: 'http://127.0.0.1',
  // PROF=1: each gateway writes a CPU profile to /tmp/prof (chrome://inspect, or speedscope).
  ...(process.env.PROF ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' } : {}),
};
/** RUNS=pglite,postgres,redis: which of the three runs (all by default). */
const RUNS = (process.env.RUNS ?? 'pglite,postgres,redis').split(',');

async function onPglite(): Promise<Figures> {
  const dataDir = newDataDir();
  const database = await openDemoDatabase({ dataDir });
  const pairs = await prepare(database);
  await database.close();
  const server = await startServer(ENV, dataDir);
  try {
    return await measure('one gateway, PGlite', [server], pairs);
  } finally {
    await server.stop();
  }
}

async function onPostgres(processes: 1 | 2): Promise<Figures | null> {
  const url = await postgresUrlForBench(`showfloor_bench_im_${processes}`);
  if (!url) return null;
  const database = await openDemoDatabase({ databaseUrl: url });
  const pairs = await prepare(database);
  await database.close();
  const env = {
    ...ENV,
    DATABASE_URL: url,
    ...(processes === 2 ? { REDIS_URL } : {}),
  };
  const servers = [await startServer(env, newDataDir())];
  if (processes === 2) servers.push(await startServer(env, newDataDir()));
  try {
    return await measure(
      processes === 2 ? 'two gateways, PostgreSQL + Redis' : 'one gateway, PostgreSQL',
      servers,
      pairs,
    );
  } finally {
    for (const s of servers) await s.stop();
  }
}

const rows = [
  RUNS.includes('pglite') ? await onPglite() : null,
  RUNS.includes('postgres') ? await onPostgres(1) : null,
  RUNS.includes('redis') ? await onPostgres(2) : null,
].filter((r): r is Figures => r !== null);
const row = (f: Figures) =>
  `| ${f.mode} | ${f.sent} | ${f.failed} | ${f.delivered} | ${f.p50.toFixed(1)} ms | ${f.p99.toFixed(1)} ms | ${f.max.toFixed(0)} ms | ${f.p99 <= TARGET_MS ? 'met' : 'NOT met'} | ${f.lost} | ${f.doubled} | ${f.cpuMsPerMessage.toFixed(1)} ms | ${f.perSocketKb.toFixed(0)} KB |`;
const section = `${HEADING}

\`npm run bench:im-delivery -w @showfloor/bench\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: ${PAIRS * 2} signed-in sockets
(${PAIRS} buyers, each in a conversation with one of ${TEAMS} exhibitors, and ${PAIRS} members of those teams) watch their
messages while ${RATE} messages a second in all are sent over HTTP for ${SECONDS} s, half by buyers, half by members (the
load process on the same 2 cores). A message reaches its buyer and every member of the team (about
${Math.round(PAIRS / TEAMS)} members each): ${(RATE * (1 + PAIRS / TEAMS)).toFixed(0)} frames/s in all. Delivery: from the send (the HTTP request: token,
gate, the conversation's row lock and insert) to the other side's socket, one clock. Lost and doubled: every socket
that should hear a message is checked for it. Two gateways: each pair's buyer on one process and its member on the
other, so every delivery crosses Redis. Targets: delivery p99 <= ${TARGET_MS} ms, lost 0, doubled 0.

| run | sent | refused | deliveries | p50 | p99 | max | p99 <= ${TARGET_MS} ms | lost | doubled | gateway CPU / message | gateway memory per socket |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.map(row).join('\n')}
`;
const results = join(repoRoot, 'bench/RESULTS.md');
writeFileSync(results, replaceSection(readFileSync(results, 'utf8'), section));
console.log(section);
