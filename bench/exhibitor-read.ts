// The uncached exhibitor read (issue 10 item 8), side by side: the detail call with 20,000 exhibitors read in turn
// (every request a database read), this build against a baseline build (a git ref, default HEAD: run it before
// committing a change to measure the change), on PGlite (two copies of one seeded data directory) and on PostgreSQL
// (one seeded database, both servers on it), runs interleaved, median of 3 rounds of 10 s each. Beside req/s it
// records the CPU time a request costs each process (the machine is shared, and req/s moves with whatever else
// runs) and the same call answered from this build's cache, the most this machine serves of the call: together
// they say what a target asks of 2 cores.
// `npm run bench:exhibitor-read -w @showfloor/bench -- [--base=<git ref>]` writes the "Uncached exhibitor read"
// section of bench/RESULTS.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot, type RunningServer } from '../e2e/harness/server.ts';
import { HOT_DETAIL, SCALE_EXHIBITORS, SCALED_DETAIL } from './demo.ts';
import { loadTest } from './load.ts';
import { replaceSection } from './pages.ts';
import { baselineCheckout } from './baseline.ts';
import { costArithmetic, count, interleaved, median, onBothEngines, us } from './side-by-side.ts';

const BASE = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? 'HEAD';
const ROUNDS = 3;
const env = { RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };
const TARGET = { PGlite: 2000, PostgreSQL: 8000 };

async function sideBySide(base: RunningServer, ours: RunningServer, pgDatabase?: string) {
  const { base: b, ours: o } = await interleaved(base, ours, SCALED_DETAIL, ROUNDS, pgDatabase);
  // The same call for one exhibitor, answered from this build's few-second cache: no database work, so no
  // build can read the database per request faster than this on this machine.
  const cached: number[] = [];
  for (let i = 0; i < ROUNDS; i++) cached.push(await loadTest(ours.url, HOT_DETAIL));
  return { base: b, ours: o, cached: median(cached) };
}

type Result = Awaited<ReturnType<typeof sideBySide>>;
const rows: string[] = [];
const costs: string[] = [];
const notes: string[] = [];

function report(db: string, r: Result, target: number) {
  const met = r.ours.rps >= target;
  rows.push(
    `| ${db} | ${r.base.rps.toFixed(0)} | ${r.ours.rps.toFixed(0)} | ${(r.ours.rps / r.base.rps).toFixed(2)}x | >= ${count(target)} | ${met ? 'met' : 'NOT met'} |`,
  );
  const backends =
    r.ours.backends === null ? 'in the server' : `${us(r.base.backends)} / ${us(r.ours.backends)}`;
  costs.push(
    `| ${db} | ${us(r.base.server)} / ${us(r.ours.server)} | ${backends} | ${us(r.ours.loader)} | ${count(r.cached)} |`,
  );
  if (met || r.ours.server === null) return;
  notes.push(
    costArithmetic(
      db,
      r.ours,
      target,
      `the same call from the cache (no database) answers ${count(r.cached)} req/s here`,
    ),
  );
}

const checkout = baselineCheckout(BASE);
try {
  const ran = await onBothEngines(checkout.root, env, undefined, async (engine, base, ours, pgDatabase) => {
    for (const s of [base, ours]) await loadTest(s.url, SCALED_DETAIL.slice(0, 200)); // warm
    report(engine, await sideBySide(base, ours, pgDatabase), TARGET[engine]);
  });
  if (!ran.postgres) rows.push('| PostgreSQL | not run: no server at TEST_DATABASE_URL | | | | |');
} finally {
  checkout.remove();
}

const section = `## Uncached exhibitor read

\`npm run bench:exhibitor-read -w @showfloor/bench\`, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, Node ${process.version}: ExhibitorClient/detail with
${SCALE_EXHIBITORS.toLocaleString('en-US')} exhibitors read in turn (every request a database read), 10 connections, median of
${ROUNDS} rounds of 10 s, this build against the baseline \`${BASE}\` served at the same time from the same data, runs
interleaved (req/s).

| database | baseline | this build | ratio | target | |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

CPU time per request in the same runs (µs, medians; user + system from /proc): the server process (baseline / this
build), PostgreSQL's backends of the benchmark database, the load generator (autocannon, in the benchmark's process);
and the same call for one exhibitor answered from this build's few-second cache (no database read), req/s: what
this machine serves of this call at most.

| database | server | backends | load generator | from the cache |
| --- | --- | --- | --- | --- |
${costs.join('\n')}
${notes.length > 0 ? `\n${notes.join('\n\n')}\n` : ''}`;
const file = join(repoRoot, 'bench', 'RESULTS.md');
writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
console.log(section);
