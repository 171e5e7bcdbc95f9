// The uncached exhibitor read (issue 10 item 8), side by side: the detail call with 20,000 exhibitors read in turn
// (every request a database read), this build against a baseline build (a git ref, default HEAD: run it before
// committing a change to measure the change), on PGlite (two copies of one seeded data directory) and on PostgreSQL
// (one seeded database, both servers on it), runs interleaved, median of 3 rounds of 10 s each.
// `npm run bench:exhibitor-read -w @showfloor/bench -- [--base=<git ref>]` writes the "Uncached exhibitor read"
// section of bench/RESULTS.md.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newDataDir, repoRoot, type RunningServer, startServer } from '../e2e/harness/server.ts';
import { SCALE_EXHIBITORS, SCALED_DETAIL } from './demo.ts';
import { loadTest } from './load.ts';
import { replaceSection } from './pages.ts';
import { postgresUrlForBench } from './postgres.ts';
import { seedScale } from './seed-scale.ts';
import { baselineCheckout } from './baseline.ts';

const BASE = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? 'HEAD';
const ROUNDS = 3;
const env = { RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function sideBySide(base: RunningServer, ours: RunningServer) {
  const runs = { base: [] as number[], ours: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 ? (['ours', 'base'] as const) : (['base', 'ours'] as const);
    for (const which of order)
      runs[which].push(await loadTest((which === 'base' ? base : ours).url, SCALED_DETAIL));
  }
  return { base: median(runs.base), ours: median(runs.ours) };
}

const rows: string[] = [];
const row = (db: string, r: { base: number; ours: number }, target: number) =>
  rows.push(
    `| ${db} | ${r.base.toFixed(0)} | ${r.ours.toFixed(0)} | ${(r.ours / r.base).toFixed(2)}x | >= ${target.toLocaleString('en-US')} | ${r.ours >= target ? 'met' : 'NOT met'} |`,
  );

const checkout = baselineCheckout(BASE);
try {
  // PGlite: one seeded directory (this build's migrations; the baseline reads the tables it knows), copied.
  const seeded = newDataDir();
  seedScale({ DATA_DIR: seeded, DATABASE_URL: '' });
  const copy = newDataDir();
  cpSync(seeded, copy, { recursive: true });
  const ours = await startServer(env, seeded);
  const base = await startServer(env, copy, checkout.root);
  try {
    for (const s of [base, ours]) await loadTest(s.url, SCALED_DETAIL.slice(0, 200)); // warm
    row('PGlite', await sideBySide(base, ours), 2000);
  } finally {
    await ours.stop();
    await base.stop();
  }

  const pgUrl = await postgresUrlForBench();
  if (pgUrl) {
    seedScale({ DATABASE_URL: pgUrl });
    const pgOurs = await startServer({ ...env, DATABASE_URL: pgUrl });
    const pgBase = await startServer({ ...env, DATABASE_URL: pgUrl }, newDataDir(), checkout.root);
    try {
      for (const s of [pgBase, pgOurs]) await loadTest(s.url, SCALED_DETAIL.slice(0, 200));
      row('PostgreSQL', await sideBySide(pgBase, pgOurs), 8000);
    } finally {
      await pgOurs.stop();
      await pgBase.stop();
    }
  } else rows.push('| PostgreSQL | not run: no server at TEST_DATABASE_URL | | | | |');
} finally {
  checkout.remove();
}

const section = `## Uncached exhibitor read

\`npm run bench:exhibitor-read -w @showfloor/bench\`, ${new Date().toISOString().slice(0, 10)}: ExhibitorClient/detail with
${SCALE_EXHIBITORS.toLocaleString('en-US')} exhibitors read in turn (every request a database read), 10 connections, median of
${ROUNDS} rounds of 10 s, this build against the baseline \`${BASE}\` served at the same time from the same data, runs
interleaved (req/s).

| database | baseline | this build | ratio | target | |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
const file = join(repoRoot, 'bench', 'RESULTS.md');
writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
console.log(section);
