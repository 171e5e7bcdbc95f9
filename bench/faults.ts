// Faults under load (issue 16): `npm run bench:faults -w @showfloor/bench [-- --only=worker,pglite,postgres,redis]
// [--smoke]`. Four runs, each against the built gateway as `npm start` runs it, each writing its own section of
// bench/RESULTS.md:
// - worker: two workers (PostgreSQL + Redis), one killed with kill -9 in the middle of a mixed load (browse,
//   favorites, reserves with idempotency keys, messages; a client retries a write that got no answer with the
//   same key); then no slot over its seats, no visitor with two meetings of one slot, every acknowledged write
//   in the database, the other worker serving through the kill, and the time until the replacement serves.
// - pglite: one PGlite gateway killed (kill -9) during a stream of acknowledged writes, 20 times; after each, the
//   gateway starts again on the directory and answers, and every write ever acknowledged is in it.
// - postgres: PostgreSQL stopped (pg_ctl stop -m fast) for a while and started again under load: what the
//   gateway answers meanwhile, whether a worker died, whether it recovers by itself.
// - redis: Redis killed and restarted under load, sockets watching messages on both workers: what the gateway
//   answers meanwhile, which sockets hear each message before, during and after.
// PostgreSQL and Redis are this run's own (a cluster in a temp directory, a redis-server child), never the
// machine's shared ones. Every process, cluster and directory it made is removed at the end.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { openDemoDatabase } from '../e2e/harness/database.ts';
import { repoRoot } from '../e2e/harness/server.ts';
import {
  buildGateway,
  type Gateway,
  type OwnPostgres,
  type OwnRedis,
  ownPostgres,
  ownRedis,
  spawnGateway,
} from './fault-infra.ts';
import {
  type Attempt,
  type Fixture,
  Load,
  type LoadOptions,
  prepareFixture,
  statusCounts,
  successesPerSecond,
  type Verdict,
  verify,
  watchMessages,
} from './fault-load.ts';
import { replaceSection } from './pages.ts';
import { TOKEN_ORIGIN } from './bench-visitors.ts';

const SMOKE = process.argv.includes('--smoke');
const ONLY = (
  process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? 'worker,pglite,postgres,redis'
).split(',');
const S = SMOKE
  ? { visitors: 60, clients: 6, warm: 3, after: 5, outage: 4, pgliteRounds: 2, sockets: 4 }
  : { visitors: 400, clients: 16, warm: 8, after: 12, outage: 8, pgliteRounds: 20, sockets: 6 };
const MIX: LoadOptions['mix'] = { browse: 40, favorite: 20, reserve: 15, message: 25 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const s1 = (ms: number) => (ms / 1000).toFixed(1);
const today = new Date().toISOString().slice(0, 10);
const machine = `${availableParallelism()} cores shared with other work, Node ${process.version}`;
const cleanups: (() => Promise<unknown>)[] = [];

/** The gateway's whole output, kept beside the results for the evidence (not committed). */
function keepLog(name: string, gw: Gateway): string {
  const file = join(tmpdir(), `showfloor-faults-${name}.log`);
  writeFileSync(file, gw.lines.map((l) => `${(l.at / 1000).toFixed(3)} ${l.text}`).join('\n'));
  return file;
}

function writeSection(section: string): void {
  const file = join(repoRoot, 'bench/RESULTS.md');
  if (!SMOKE) writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
  console.log(section);
}

/** The writes' verdict as table rows. */
function verdictRows(v: Verdict): string {
  return [
    `| favorites acknowledged / missing | ${v.favorites.acked} / ${v.favorites.missing} |`,
    `| reservations acknowledged / missing | ${v.reserves.acked} / ${v.reserves.missing} |`,
    `| idempotency keys answered with two different meetings | ${v.reserves.keysAnsweredTwoIds} |`,
    `| messages acknowledged / missing / stored twice | ${v.messages.acked} / ${v.messages.missing} / ${v.messages.duplicated} |`,
    `| slots checked / over their seats / free seats miscounted | ${v.slots.checked} / ${v.slots.overCapacity} / ${v.slots.seatsMiscounted} (${v.slots.meetings} active meetings) |`,
    `| visitors with two meetings of one slot | ${v.doubleBooked} |`,
  ].join('\n');
}

const clean = (v: Verdict) =>
  v.favorites.missing +
    v.reserves.missing +
    v.reserves.keysAnsweredTwoIds +
    v.messages.missing +
    v.messages.duplicated +
    v.slots.overCapacity +
    v.slots.seatsMiscounted +
    v.doubleBooked ===
  0;

const byOp = (attempts: readonly Attempt[], from: number, to: number) =>
  (['browse', 'favorite', 'reserve', 'message'] as const)
    .map(
      (op) =>
        `| ${op} | ${statusCounts(
          attempts.filter((a) => a.op === op),
          from,
          to,
        )} |`,
    )
    .join('\n');

/** Gateway lines worth showing (warnings, errors), at most `max`, each shortened. */
function notable(gw: Gateway, from = 0, max = 8): string[] {
  return gw.lines
    .filter(
      (l) =>
        l.at >= from &&
        l.text.trim() &&
        !/^\s*(http|Showfloor is| {2})/.test(l.text) &&
        !/"msg":"(slow request|database unavailable)"/.test(l.text),
    )
    .slice(0, max)
    .map((l) => l.text.slice(0, 300));
}

async function waitForLine(
  gw: Gateway,
  pattern: RegExp,
  after: number,
  timeoutMs: number,
): Promise<number | null> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const line = gw.lines.find((l) => l.at >= after && pattern.test(l.text));
    if (line) return line.at;
    await sleep(20);
  }
  return null;
}

// ---- PostgreSQL databases of this run's own cluster: the demo fair seeded once, copied for each run ----

let cluster: OwnPostgres | null = null;
async function freshDatabase(name: string): Promise<string> {
  if (!cluster) {
    cluster = await ownPostgres();
    const own = cluster;
    cleanups.push(() => own.remove());
    const admin = new pg.Client({ connectionString: own.adminUrl });
    await admin.connect();
    await admin.query('CREATE DATABASE faults_template');
    await admin.end();
    const seeded = await openDemoDatabase({ databaseUrl: own.urlOf('faults_template') });
    await seeded.close();
  }
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE faults_template`);
  await admin.end();
  return cluster.urlOf(name);
}

let redis: OwnRedis | null = null;
async function theRedis(): Promise<OwnRedis> {
  if (!redis) {
    redis = await ownRedis();
    const own = redis;
    cleanups.push(() => own.kill());
  }
  if (!redis.running()) await redis.start();
  return redis;
}

async function fixtureOn(url: string, tag: string): Promise<Fixture> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await prepareFixture(database, { tag, visitors: S.visitors, exhibitors: 8, capacity: 2 });
  } finally {
    await database.close();
  }
}

async function verifyOn(url: string, fx: Fixture, loads: Load[]): Promise<Verdict> {
  const database = await openDatabase({ databaseUrl: url, migrate: false });
  try {
    return await verify(database, fx, loads);
  } finally {
    await database.close();
  }
}

/** Two workers on `url` with this run's Redis, started and both serving. */
async function twoWorkers(url: string, env: Record<string, string> = {}): Promise<Gateway> {
  const r = await theRedis();
  const gw = await spawnGateway({
    WORKERS: '2',
    DATABASE_URL: url,
    REDIS_URL: r.url,
    PUBLIC_ORIGINS: TOKEN_ORIGIN,
    RATE_LIMIT: 'off',
    ...env,
  });
  cleanups.push(() => gw.stop());
  if (!(await gw.ready()) || (await waitForLine(gw, /gateway workers share the port/, 0, 60_000)) === null)
    throw new Error(`the two workers did not start:\n${gw.output()}`);
  return gw;
}

// ---- 1. A worker killed under load ----

async function workerKilled(): Promise<void> {
  const url = await freshDatabase('faults_worker');
  const fx = await fixtureOn(url, 'w');
  const gw = await twoWorkers(url);
  const before = gw.workerPids();
  const load = new Load(gw.url, fx, { clients: S.clients, mix: MIX, pauseMs: 0, retryForMs: 30_000 });
  const t0 = performance.now();
  load.start();
  await sleep(S.warm * 1000);
  const victim = before[0]!;
  const tKill = performance.now();
  process.kill(victim, 'SIGKILL');
  const replaced = await waitForLine(gw, /replacement gateway worker .* is serving/, tKill, 60_000);
  await sleep(S.after * 1000);
  await load.stop();
  const after = gw.workerPids();
  const stopped = await gw.stop();
  console.log('gateway output:', keepLog('worker', gw));
  const v = await verifyOn(url, fx, [load]);
  const attempts = load.attempts;
  const perSecond = successesPerSecond(attempts, tKill, 5);
  const noAnswer = attempts.filter((a) => a.status === 0).length;
  const retried = attempts.filter((a) => a.retry);
  const okBefore = attempts.filter((a) => a.outcome === 'ok' && a.at < tKill).length;
  const ok = clean(v) && load.gaveUp === 0 && perSecond.every((n) => n > 0) && replaced !== null;
  console.log({ before, after, victim, stopped, notable: notable(gw, t0) });
  writeSection(`## Faults: worker killed

\`npm run bench:faults -w @showfloor/bench -- --only=worker\`, ${today}, ${machine}: \`WORKERS=2\` on PostgreSQL 15 and Redis
(this run's own), ${S.clients} clients sending one request after another as fast as answered, ${fx.visitors.length} visitors: 40 % exhibitor
pages, 20 % favorites added, 15 % Reserve (${fx.slots.length} half-hour slots of 2 seats at 8 exhibitors, a fresh idempotency key
each, so most are refused as full or overlapping), 25 % messages (sent with a clientId). A write that gets no answer or a 5xx is sent
again with the same key and body (every 200 ms, up to 30 s). After ${S.warm} s one worker (pid ${victim}) gets kill -9; the load goes on
${S.after} s more. Afterwards the database is read: every acknowledged write, every slot's seats. ${ok ? 'Result: nothing lost, nothing booked twice, the other worker served through the kill.' : '**Result: see the failures below.**'}

Statuses of the whole run, each request or retry counted (refusals: a full slot or an overlap is 409, each visitor's Reserve
limit of 20 a minute is 429):

| call | statuses |
| --- | --- |
${byOp(attempts, 0, Infinity)}

| | |
| --- | --- |
| requests answered before the kill / in all | ${okBefore} successes / ${attempts.length} attempts |
| attempts without an answer (all at the kill) | ${noAnswer} (${statusCounts(
    attempts.filter((a) => a.status === 0),
    0,
    Infinity,
  )}) |
| writes retried with the same key, and their outcome | ${retried.length}: ${statusCounts(retried, 0, Infinity)} |
| writes given up after 30 s of retries | ${load.gaveUp} |
| successes in each of the 5 seconds after the kill | ${perSecond.join(', ')} |
| statuses in the 2 s after the kill | ${statusCounts(attempts, tKill, tKill + 2000)} |
| replacement worker serving after the kill | ${replaced === null ? 'NOT within 60 s' : `${s1(replaced - tKill)} s (the supervisor's "is serving" line)`} |
| worker pids before / after | ${before.join(', ')} / ${after.join(', ')} |
${verdictRows(v)}
| the supervisor's stop afterwards | ${stopped} |
`);
}

// ---- 2. The PGlite gateway killed 20 times ----

/**
 * Closes a PGlite database this process opened. A hold of the data directory longer than a minute ends with
 * proper-lockfile's "Lock is already released" (ERELEASED) from the lock's release, after PGlite itself has
 * closed: the lock's directory mtime is changed by the owner file written into it (db/lock.ts), so the minute's
 * refresh calls the lock compromised. Reported as a product bug; here it only leaves the lock directory behind,
 * which the next start moves aside (its owner is gone).
 */
let lockReleasedErrors = 0;
async function closeHeld(database: { close(): Promise<void> }): Promise<void> {
  try {
    await database.close();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ERELEASED') throw err;
    lockReleasedErrors++;
  }
}

async function pgliteKilled(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'showfloor-faults-pglite-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const seeded = await openDemoDatabase({ dataDir });
  const fx = await prepareFixture(seeded, {
    tag: 'p',
    visitors: Math.min(S.visitors, 100),
    exhibitors: 4,
    capacity: 2,
  });
  await closeHeld(seeded);
  const env = { DATA_DIR: dataDir, PUBLIC_ORIGINS: TOKEN_ORIGIN, RATE_LIMIT: 'off' };
  const loads: Load[] = [];
  const rows: string[] = [];
  const problems: string[] = [];
  let allClean = true;
  for (let round = 1; round <= S.pgliteRounds; round++) {
    const gw = await spawnGateway(env);
    cleanups.push(() => gw.stop());
    if (!(await gw.ready())) {
      problems.push(`round ${round}: the gateway did not start:\n${gw.output()}`);
      allClean = false;
      break;
    }
    const load = new Load(gw.url, fx, {
      clients: 6,
      mix: { browse: 0, favorite: 30, reserve: 20, message: 50 },
      pauseMs: 0,
      retryForMs: 0,
    });
    loads.push(load);
    const started = performance.now();
    load.start();
    // Killed in the middle of the stream: once it is flowing (15 writes acknowledged, or 15 s), then 0-1 s later.
    const ackedCount = () =>
      load.acked.favorites.length + load.acked.reserves.length + load.acked.messages.length;
    while (ackedCount() < 15 && performance.now() - started < 15_000) await sleep(20);
    await sleep(Math.random() * 1000);
    const runMs = performance.now() - started;
    const stopping = load.stop();
    await gw.kill9();
    await stopping;
    // The restart on the directory the killed process left: it must open, answer, and hold every acknowledged write.
    const t = performance.now();
    const again = await spawnGateway(env);
    cleanups.push(() => again.stop());
    const answered = await again.ready();
    const restartMs = performance.now() - t;
    let page = 0;
    if (answered) {
      const r = await fetch(
        `${again.url}/api/ExpoAggregator/NoToken/ExhibitorClient/detail?id=${fx.exhibitorIds[0]}&lang=en-US`,
      );
      page = r.status;
    }
    const lines = notable(again);
    const stopped = await again.stop();
    let v: Verdict | null = null;
    if (answered) {
      const database = await openDatabase({ dataDir, migrate: false });
      try {
        v = await verify(database, fx, loads);
      } finally {
        await closeHeld(database);
      }
    }
    const { acked } = load;
    const good = answered && page === 200 && v !== null && clean(v);
    allClean &&= good;
    if (!good || lines.length > 0)
      problems.push(
        `round ${round}: ${answered ? '' : 'did not answer; '}page ${page}; ${lines.join(' / ')}`,
      );
    rows.push(
      `| ${round} | ${s1(runMs)} s | ${acked.favorites.length} / ${acked.reserves.length} / ${acked.messages.length} | ${load.unanswered} | ${answered ? `yes, ${s1(restartMs)} s, page ${page}` : '**no**'} | ${v ? `${v.favorites.missing + v.reserves.missing + v.messages.missing} of ${v.favorites.acked + v.reserves.acked + v.messages.acked}` : 'not checked'} | ${v ? `${v.slots.overCapacity + v.slots.seatsMiscounted + v.doubleBooked}` : ''} | ${stopped} |`,
    );
    console.log(rows.at(-1));
    if (!answered) break;
  }
  writeSection(`## Faults: PGlite killed 20 times

\`npm run bench:faults -w @showfloor/bench -- --only=pglite\`, ${today}, ${machine}: one gateway on PGlite with its data directory
on disk (no WORKERS), 6 clients writing as fast as answered (30 % favorites, 20 % Reserve with an idempotency key, 50 % messages;
${fx.visitors.length} visitors). Once the writes flow (15 acknowledged), 0-1 s later (random), the process gets kill -9 with writes in flight; the gateway is started again on the
same directory (it must open it and answer /readyz and an exhibitor page), stopped with SIGTERM, and the directory is opened to
check every write acknowledged in this round and all earlier ones. ${rows.length} rounds. ${allClean && rows.length === S.pgliteRounds ? 'Result: every restart opened cleanly and answered, no acknowledged write was missing.' : '**Result: see the failures below.**'}

| round | killed after | acknowledged: favorites / reservations / messages | in flight at the kill (no answer) | restart answered | acknowledged writes missing (all rounds so far) | slot problems | the restarted gateway's stop |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
${lockReleasedErrors > 0 ? `\nThis process's own closes of the directory (the seeding, the checks) failed ${lockReleasedErrors} times with proper-lockfile's "Lock is already released" after holding it over a minute (db/lock.ts: the owner file written into the lock's directory changes its mtime, so the lock's first refresh calls it compromised); PGlite had closed by then and the next start moved the orphaned lock aside.\n` : ''}${problems.length > 0 ? `\nWhat the restarts printed or failed with:\n\n${problems.map((p) => `- ${p.replace(/\n/g, ' ')}`).join('\n')}\n` : ''}`);
}

// ---- 3. PostgreSQL stopped and started under load ----

async function postgresRestarted(): Promise<void> {
  const url = await freshDatabase('faults_pgrestart');
  const fx = await fixtureOn(url, 'g');
  const gw = await twoWorkers(url);
  const pids = gw.workerPids();
  const load = new Load(gw.url, fx, { clients: S.clients, mix: MIX, pauseMs: 5, retryForMs: 60_000 });
  const t0 = performance.now();
  load.start();
  await sleep(S.warm * 1000);
  const tStop = performance.now();
  await cluster!.stop();
  const tStopped = performance.now();
  await sleep(S.outage * 1000);
  const tStart = performance.now();
  await cluster!.start();
  const tStarted = performance.now();
  await sleep(S.after * 1000);
  const tEnd = performance.now();
  await load.stop();
  const pidsAfter = gw.workerPids();
  const alive = !gw.exited();
  const lines = notable(gw, t0);
  const stopped = await gw.stop();
  console.log('gateway output:', keepLog('postgres', gw), { tStop, tStarted });
  const supervisor = gw.lines
    .filter((l) => /worker .*stopped|replacement|cannot start|failed to start|died/i.test(l.text))
    .map((l) => `${s1(l.at - tStop)} s after the stop: ${l.text.replace(/\|/g, '/')}`);
  const v = await verifyOn(url, fx, [load]);
  const a = load.attempts;
  const firstOk = (op: string) => a.find((x) => x.at >= tStarted && x.outcome === 'ok' && x.op === op);
  const firstWrite = a.find((x) => x.at >= tStarted && x.outcome === 'ok' && x.op !== 'browse');
  const recovered = successesPerSecond(
    a.filter((x) => x.op !== 'browse'),
    tStarted,
    Math.floor(S.after),
  );
  const sameWorkers = pids.join() === pidsAfter.join();
  const ok = alive && sameWorkers && firstWrite !== undefined && clean(v) && load.gaveUp === 0;
  const clientCrash = gw.lines.some((l) => l.text.includes("Emitted 'error' event on Client instance"));
  const gaveUpStarting = gw.lines.some((l) => l.text.includes('a gateway worker stopped while starting'));
  const why = [
    clientCrash
      ? "A worker died of an unhandled 'error' event on a node-postgres Client: a connection checked out of the pool (a drizzle transaction between two statements) has no 'error' listener (pg-pool removes its idle listener on checkout), so the server's goodbye (57P01, or the socket closing) ends the process. The pool's own listener (db/client.ts) covers idle connections only."
      : '',
    gaveUpStarting
      ? 'The supervisor started a replacement while PostgreSQL was still away; it could not connect, and a worker that stops while starting makes the supervisor stop them all (supervisor.ts), so the surviving worker was stopped too and nothing served after PostgreSQL came back.'
      : '',
    a.some((x) => x.status === 401 && x.at >= tStop && x.at < tStarted)
      ? "401s while PostgreSQL was away: a token this worker had not verified yet is looked up in the database, and the authority's verifyAccessToken (sso/authority.ts) turns any failure into 'no such token', so a signed-in visitor is told they are signed out instead of 503."
      : '',
  ].filter(Boolean);
  writeSection(`## Faults: PostgreSQL restarted

\`npm run bench:faults -w @showfloor/bench -- --only=postgres\`, ${today}, ${machine}: \`WORKERS=2\` on this run's own PostgreSQL
15 cluster and Redis, the mixed load of "Faults: worker killed" (${S.clients} clients with a 5 ms pause between requests, ${fx.visitors.length} visitors; writes retried with the same
key, honouring Retry-After up to 2 s, for up to 60 s). After ${S.warm} s PostgreSQL is stopped (\`pg_ctl stop -m fast\`: it took
${s1(tStopped - tStop)} s), left down ${S.outage} s, then started (\`pg_ctl start -w\`: ${s1(tStarted - tStart)} s); the load goes on
${S.after} s more. The gateway is not touched. ${ok ? 'Result: no worker died, the gateway recovered by itself, nothing acknowledged was lost.' : '**Result: see the failures below.**'}

What the gateway answered while PostgreSQL was away (from the stop until it accepted connections again, ${s1(tStarted - tStop)} s), each request or
retry counted (exhibitor pages can come from the gateway's few-second cache):

| call | statuses |
| --- | --- |
${byOp(a, tStop, tStarted)}

| | |
| --- | --- |
| statuses before the stop | ${statusCounts(a, t0, tStop)} |
| statuses after PostgreSQL was back | ${statusCounts(a, tStarted, tEnd + 60_000)} |
| first successful write after it was back | ${firstWrite ? `${s1(firstWrite.at - tStarted)} s (${firstWrite.op})` : '**none**'} |
| first success after it was back: favorite / reserve / message | ${(
    ['favorite', 'reserve', 'message'] as const
  )
    .map((op) => {
      const f = firstOk(op);
      return f ? `${s1(f.at - tStarted)} s` : 'none';
    })
    .join(' / ')} |
| successful writes in each second after it was back | ${recovered.join(', ')} |
| writes given up after 60 s of retries | ${load.gaveUp} |
| worker pids before / after; gateway alive | ${pids.join(', ')} / ${pidsAfter.join(', ')}; ${alive ? 'yes' : '**no**'} |
| 'database unavailable' warnings the workers logged (one per 503) | ${gw.lines.filter((l) => l.text.includes('"msg":"database unavailable"')).length} |
| what the supervisor said | ${supervisor.join('; ') || 'nothing'} |
${verdictRows(v)}
| the supervisor's stop afterwards | ${stopped} |
${why.length > 0 ? `\n${why.join('\n\n')}\n` : ''}${lines.length > 0 ? `\nWhat the gateway printed (first ${lines.length} lines from the start of the load):\n\n${lines.map((l) => `- \`${l.replace(/`/g, "'")}\``).join('\n')}\n` : ''}`);
}

// ---- 4. Redis killed and restarted under load ----

async function redisStopped(): Promise<void> {
  const url = await freshDatabase('faults_redis');
  const fx = await fixtureOn(url, 'r');
  // The per-call rate limit on (far above this load) so its counters live in Redis too.
  const gw = await twoWorkers(url, { RATE_LIMIT: '', RATE_LIMIT_MAX: '10000000' });
  const pids = gw.workerPids();
  // Sockets of one team member, opened one after another: the cluster hands connections to the workers in turn.
  const heard = new Map<number, Set<number>>();
  const sockets: WebSocket[] = [];
  for (let k = 0; k < S.sockets; k++)
    sockets.push(
      await watchMessages(gw.url, fx.team.memberToken, (n) => {
        const set = heard.get(n) ?? new Set<number>();
        set.add(k);
        heard.set(n, set);
      }),
    );
  const ackedAt = new Map<number, number>();
  const load = new Load(gw.url, fx, {
    clients: S.clients,
    mix: { browse: 30, favorite: 20, reserve: 10, message: 40 },
    pauseMs: 5,
    retryForMs: 30_000,
    onMessageAcked: (n, at) => ackedAt.set(n, at),
  });
  const t0 = performance.now();
  load.start();
  await sleep(S.warm * 1000);
  const r = redis!;
  const tKill = performance.now();
  await r.kill();
  // A socket opened while Redis is away: does signing in over /ws still work?
  await sleep(2000);
  const during = await Promise.race([
    watchMessages(gw.url, fx.team.memberToken, () => {}).then(
      (s) => {
        s.close();
        return 'signed in and watching';
      },
      (err: unknown) => `refused: ${(err as Error).message.slice(0, 120)}`,
    ),
    sleep(10_000).then(() => 'no answer within 10 s'),
  ]);
  await sleep(Math.max(0, S.outage * 1000 - (performance.now() - tKill)));
  await r.start();
  const tUp = performance.now();
  await sleep(S.after * 1000);
  await load.stop();
  await sleep(2000);
  for (const s of sockets) s.close();
  const pidsAfter = gw.workerPids();
  const alive = !gw.exited();
  const lines = notable(gw, t0);
  const stopped = await gw.stop();
  console.log('gateway output:', keepLog('redis', gw), { tKill, tUp });
  const v = await verifyOn(url, fx, [load]);
  const a = load.attempts;

  // Each acknowledged message by when it was acknowledged: heard by every socket, by some (its worker's), by none.
  const phases = [
    { name: 'before the kill', from: t0, to: tKill },
    { name: 'Redis away', from: tKill, to: tUp },
    { name: 'first 5 s after Redis was back', from: tUp, to: tUp + 5000 },
    { name: 'after that', from: tUp + 5000, to: Infinity },
  ];
  const groups = new Map<string, number>();
  const fanout = phases.map((p) => {
    let all = 0;
    let some = 0;
    let none = 0;
    for (const [n, at] of ackedAt) {
      if (at < p.from || at >= p.to) continue;
      const set = heard.get(n)?.size ?? 0;
      if (set === S.sockets) all++;
      else if (set === 0) none++;
      else {
        some++;
        if (p.name === 'Redis away') {
          const key = [...heard.get(n)!].sort().join(',');
          groups.set(key, (groups.get(key) ?? 0) + 1);
        }
      }
    }
    return `| ${p.name} | ${all + some + none} | ${all} | ${some} | ${none} |`;
  });
  const partialAfter = [...ackedAt].filter(([n, at]) => at >= tUp && (heard.get(n)?.size ?? 0) < S.sockets);
  const lastPartial = partialAfter.reduce((m, [, at]) => Math.max(m, at), tUp);
  const sameWorkers = pids.join() === pidsAfter.join();
  const afterRow = fanout[3]!.split('|').map((c) => c.trim());
  const fanoutBack = Number(afterRow[2]) > 0 && afterRow[4] === '0' && afterRow[5] === '0';
  const errorsDuring = a.filter((x) => x.at >= tKill && x.at < tUp && x.outcome === 'error').length;
  const ok = alive && sameWorkers && fanoutBack && clean(v) && load.gaveUp === 0;
  writeSection(`## Faults: Redis stopped

\`npm run bench:faults -w @showfloor/bench -- --only=redis\`, ${today}, ${machine}: \`WORKERS=2\` on this run's own PostgreSQL and
Redis (the per-call rate limit on, at 10,000,000 a minute, so its counters are in Redis as well), ${S.clients} clients (30 % exhibitor pages,
20 % favorites, 10 % Reserve, 40 % messages, all visitors' conversations with one exhibitor), and ${S.sockets} sockets of one member of that
exhibitor's team watching the messages, opened one after another (the cluster gives connections to the workers in turn). After ${S.warm} s
redis-server gets kill -9, stays away ${S.outage} s, then starts again on the same port (empty). ${ok ? 'Result: no worker died, every call kept working, and once Redis was back every socket heard every message again.' : '**Result: see the failures below.**'}

Statuses while Redis was away (${s1(tUp - tKill)} s), each request or retry counted:

| call | statuses |
| --- | --- |
${byOp(a, tKill, tUp)}

Acknowledged messages, by when they were acknowledged, and which of the ${S.sockets} sockets heard them (while Redis is away a
message reaches only the sockets on the worker that stored it: the documented degradation):

| when | messages | heard by every socket | by some (one worker's) | by none |
| --- | --- | --- | --- | --- |
${fanout.join('\n')}

| | |
| --- | --- |
| failed answers (5xx or none) while Redis was away | ${errorsDuring} |
| statuses after Redis was back | ${statusCounts(a, tUp, Infinity)} |
| fan-out across the workers back, after redis-server answered again | ${partialAfter.length === 0 ? 'at once' : `within ${s1(lastPartial - tUp)} s (the last message heard by one worker's sockets only was acknowledged then; ${partialAfter.length} such messages after Redis was back)`} |
| a new socket signing in while Redis was away | ${during} |
| sockets heard together while Redis was away (one set per worker) | ${[...groups.entries()].map(([k, n]) => `{${k}} ×${n}`).join(', ') || 'none'} |
| worker pids before / after; gateway alive | ${pids.join(', ')} / ${pidsAfter.join(', ')}; ${alive ? 'yes' : '**no**'} |
| writes given up after 30 s of retries | ${load.gaveUp} |
${verdictRows(v)}
| the supervisor's stop afterwards | ${stopped} |
${lines.length > 0 ? `\nWhat the gateway printed (first ${lines.length} lines from the start of the load):\n\n${lines.map((l) => `- \`${l.replace(/`/g, "'")}\``).join('\n')}\n` : ''}`);
}

try {
  if (!process.argv.includes('--no-build')) buildGateway();
  if (ONLY.includes('worker')) await workerKilled();
  if (ONLY.includes('pglite')) await pgliteKilled();
  if (ONLY.includes('postgres')) await postgresRestarted();
  if (ONLY.includes('redis')) await redisStopped();
} finally {
  for (const c of cleanups.reverse()) await c().catch((err: unknown) => console.warn('cleanup:', err));
}
