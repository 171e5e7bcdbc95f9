// The uncached product list (issue 20), side by side: ExhibitClient/List of one exhibitor's products tab (first
// page of 12, as the shop page asks it) for 20,000 exhibitors in turn, so every request reads the database, this
// build against a baseline build (a git ref, default 3c6a89a: the last build before the one-statement list), on
// PGlite (two copies of one seeded data directory) and on PostgreSQL (one seeded database, both servers on it),
// runs interleaved, median of 3 rounds of 10 s each. Beside req/s it records the CPU time a request costs each
// process, and this build's uncached exhibitor detail measured in the same session: the figure the list aims at,
// on the machine as it is today.
// `npm run bench:product-list -w @showfloor/bench -- [--base=<git ref>]` writes the "Uncached product list"
// section of bench/RESULTS.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot, type RunningServer } from '../e2e/harness/server.ts';
import { baselineCheckout } from './baseline.ts';
import { SCALE_EXHIBITORS, SCALED_DETAIL, SCALED_PRODUCT_LISTS } from './demo.ts';
import { loadTest } from './load.ts';
import { replaceSection } from './pages.ts';
import { costArithmetic, count, interleaved, measure, medianRun, onBothEngines, us } from './side-by-side.ts';

const BASE = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? '3c6a89a';
const ROUNDS = 3;
const env = { RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };
/** The uncached exhibitor detail's figures in this file's "Uncached exhibitor read" section: what to aim for. */
const TARGET = { PGlite: 4546, PostgreSQL: 4231 };

async function sideBySide(base: RunningServer, ours: RunningServer, pgDatabase?: string) {
  for (const s of [base, ours]) await loadTest(s.url, SCALED_PRODUCT_LISTS.slice(0, 200)); // warm
  const lists = await interleaved(base, ours, SCALED_PRODUCT_LISTS, ROUNDS, pgDatabase);
  const detail = [];
  for (let i = 0; i < ROUNDS; i++) detail.push(await measure(ours, SCALED_DETAIL, pgDatabase));
  return { ...lists, detail: medianRun(detail) };
}

type Result = Awaited<ReturnType<typeof sideBySide>>;
const rows: string[] = [];
const costs: string[] = [];
const notes: string[] = [];

function report(db: keyof typeof TARGET, r: Result) {
  const target = TARGET[db];
  const met = r.ours.rps >= target;
  rows.push(
    `| ${db} | ${r.base.rps.toFixed(0)} | ${r.ours.rps.toFixed(0)} | ${(r.ours.rps / r.base.rps).toFixed(2)}x | ${r.detail.rps.toFixed(0)} | >= ${count(target)} | ${met ? 'met' : 'NOT met'} |`,
  );
  const backends =
    r.ours.backends === null ? 'in the server' : `${us(r.base.backends)} / ${us(r.ours.backends)}`;
  const detailBackends = r.detail.backends === null ? '' : ` + ${us(r.detail.backends)}`;
  costs.push(
    `| ${db} | ${us(r.base.server)} / ${us(r.ours.server)} | ${backends} | ${us(r.ours.loader)} | ${us(r.detail.server)}${detailBackends} |`,
  );
  if (met || r.ours.server === null) return;
  notes.push(
    costArithmetic(
      db,
      r.ours,
      target,
      `this build's uncached exhibitor detail answers ${count(r.detail.rps)} req/s in the same session`,
    ),
  );
}

const checkout = baselineCheckout(BASE);
try {
  // A database of its own: other checkouts' benchmarks may use the shared server's showfloor_bench meanwhile.
  const ran = await onBothEngines(
    checkout.root,
    env,
    'showfloor_bench_product_list',
    async (engine, base, ours, pgDatabase) => report(engine, await sideBySide(base, ours, pgDatabase)),
  );
  if (!ran.postgres) rows.push('| PostgreSQL | not run: no server at TEST_DATABASE_URL | | | | | |');
} finally {
  checkout.remove();
}

const section = `## Uncached product list

\`npm run bench:product-list -w @showfloor/bench -- --base=${BASE}\`, ${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, Node ${process.version}:
ExhibitClient/List of one exhibitor's products tab (page 1 of 12) for ${SCALE_EXHIBITORS.toLocaleString('en-US')} exhibitors in turn (every request a
database read), 10 connections, median of ${ROUNDS} rounds of 10 s, this build against the baseline \`${BASE}\` served at
the same time from the same data, runs interleaved (req/s). The target is the uncached exhibitor detail's figure in
"Uncached exhibitor read"; beside it, this build's uncached exhibitor detail measured in the same session (the
machine is shared and its speed moves from day to day). Not measured here: the fair-wide, pavilion, category and
keyword lists, which still run the general page and count queries over the whole event.

| database | baseline | this build | ratio | exhibitor detail, same session | target | |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

CPU time per request in the same runs (µs, medians; user + system from /proc): the server process (baseline / this
build), PostgreSQL's backends of the benchmark database (baseline / this build), the load generator (autocannon, in
the benchmark's process), and this build's uncached exhibitor detail (server + backends).

| database | server | backends | load generator | exhibitor detail |
| --- | --- | --- | --- | --- |
${costs.join('\n')}
${notes.length > 0 ? `\n${notes.join('\n\n')}\n` : ''}`;
const file = join(repoRoot, 'bench', 'RESULTS.md');
writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
console.log(section);
