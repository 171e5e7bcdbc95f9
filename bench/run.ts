// `npm run bench`: builds the web client, starts the real server (PGlite, and PostgreSQL when reachable),
// and writes bench/RESULTS.md: per page Lighthouse (mobile, median of 5) and the first route's JS/CSS gzip
// size (bench/pages.ts), and autocannon on ExhibitorClient/detail. Targets are the issue's; a miss is
// reported, not hidden. `--only=pages` measures just the pages on a fresh demo server (no 20k-scale seeding,
// no load tests, no rebuild when apps/web/dist exists) and replaces only that section of RESULTS.md.
// `--only=first-screen --base=<git ref>` measures that build's pages too, in the same runs; `--only=documents
// --base=<git ref>` that build's gateway and server render; `--only=documents --workers=2` 1 and 2 gateway workers
// on PostgreSQL.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEMO_EXHIBITOR_ID,
  HOT_DETAIL,
  ROTATING_DETAIL,
  SCALED_DETAIL,
  SCALED_DOCUMENTS,
  SCALE_EXHIBITORS,
} from './demo.ts';
import { loadTest } from './load.ts';
import { measurePages, PAGES, replaceSection } from './pages.ts';
import { baselineCheckout, buildBaselineGateway, buildBaselineWeb, copyDataDir } from './baseline.ts';
import { measureDocuments } from './documents.ts';
import { measureDocumentsWorkers } from './documents-workers.ts';
import { argOf, type Gateway, startGateway } from './workers.ts';
import { measureFirstScreen } from './first-screen.ts';
import { postgresUrlForBench } from './postgres.ts';
import { searchRows } from './search.ts';
import { seedScale } from './seed-scale.ts';
import { newDataDir, repoRoot, type RunningServer, startServer } from '../e2e/harness/server.ts';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
if (ONLY !== undefined && !['pages', 'first-screen', 'documents'].includes(ONLY))
  throw new Error(`--only=${ONLY}: the parts that run alone are pages, first-screen and documents`);
const DIST = join(repoRoot, 'apps/web/dist');
const RESULTS = join(repoRoot, 'bench/RESULTS.md');
const previous = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';

if (!ONLY || !existsSync(join(DIST, '.vite/manifest.json'))) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@showfloor/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const lines: string[] = [];
const row = (what: string, value: string, target: string, met: boolean | null) =>
  lines.push(`| ${what} | ${value} | ${target} | ${met === null ? 'n/a' : met ? 'met' : 'NOT met'} |`);

/**
 * ExhibitorClient/detail, 10 connections for 10 s: one hot exhibitor (a shared link), the demo fair's
 * exhibitors in turn (browsing), and the scaled fair's in turn (every request a database read).
 */
async function measureDetail(db: string, origin: string, target: number): Promise<void> {
  for (const [label, paths] of [
    ['one exhibitor', HOT_DETAIL],
    [`${ROTATING_DETAIL.length} exhibitors in turn`, ROTATING_DETAIL],
    [`${SCALE_EXHIBITORS.toLocaleString('en-US')} exhibitors in turn (cache misses)`, SCALED_DETAIL],
  ] as const) {
    const rps = await loadTest(origin, paths);
    row(
      `detail req/s, ${db}, ${label}`,
      rps.toFixed(0),
      `>= ${target.toLocaleString('en-US')}`,
      rps >= target,
    );
  }
}

// Rate limiting is switched off: the load test measures the call, not the limiter.
const benchEnv = { RATE_LIMIT: 'off', LOG_LEVEL: 'warn' };

if (ONLY === 'first-screen') {
  // `--base=<git ref>`: that build's pages measured in the same runs, interleaved (TBT moves with the machine).
  const baseRef = process.argv.find((a) => a.startsWith('--base='))?.slice(7);
  const checkout = baseRef ? baselineCheckout(baseRef) : null;
  // `--pages=home,product`: some of the pages (a baseline whose client asks calls another way than today's).
  const only = process.argv
    .find((a) => a.startsWith('--pages='))
    ?.slice(8)
    .split(',');
  let server: RunningServer | null = null;
  let base: RunningServer | null = null;
  let section: string;
  try {
    if (checkout) buildBaselineWeb(checkout.root);
    server = await startServer(benchEnv);
    // The baseline's pages are served by this gateway (its own process and data, WEB_DIST at the baseline's
    // build): TBT is the page's, and an older gateway may need packages this checkout no longer installs.
    base = checkout
      ? await startServer({ ...benchEnv, WEB_DIST: join(checkout.root, 'apps/web/dist') })
      : null;
    section = await measureFirstScreen(
      server.url,
      RUNS,
      base && baseRef ? { origin: base.url, ref: baseRef } : undefined,
      only ? PAGES.filter((p) => only.includes(p.name)) : PAGES,
    );
  } finally {
    // The worktree goes whatever failed (a build, a server that did not start): none is left behind.
    await server?.stop();
    await base?.stop();
    checkout?.remove();
  }
  writeFileSync(RESULTS, replaceSection(previous, section));
  console.log(section);
} else if (ONLY === 'documents' && argOf('workers')) {
  // `--workers=N`: 1 and N gateway workers on PostgreSQL (and Redis), side by side on one database.
  const workers = Number(argOf('workers'));
  const db = 'showfloor_bench_documents';
  const pgUrl = await postgresUrlForBench(db);
  if (!pgUrl) throw new Error('--workers needs PostgreSQL at TEST_DATABASE_URL (default 127.0.0.1:5432)');
  seedScale({ DATABASE_URL: pgUrl });
  const gateways: { workers: number; gateway: Gateway }[] = [];
  let section: string;
  try {
    for (const n of [1, workers]) gateways.push({ workers: n, gateway: await startGateway(n, pgUrl) });
    section = await measureDocumentsWorkers(gateways, SCALED_DOCUMENTS, db);
  } finally {
    for (const g of gateways) await g.gateway.stop();
  }
  writeFileSync(RESULTS, replaceSection(previous, section));
  console.log(section);
} else if (ONLY === 'documents') {
  // `--base=<git ref>`: that build's gateway and pages measured in the same rounds, on a copy of the same data.
  const baseRef = process.argv.find((a) => a.startsWith('--base='))?.slice(7);
  const checkout = baseRef ? baselineCheckout(baseRef) : null;
  const dir = newDataDir();
  seedScale({ DATA_DIR: dir, DATABASE_URL: '' });
  let server: RunningServer | null = null;
  let base: RunningServer | null = null;
  let section: string;
  try {
    if (checkout) buildBaselineGateway(checkout.root);
    const baseDir = checkout ? copyDataDir(dir) : null;
    server = await startServer(benchEnv, dir);
    base = checkout && baseDir ? await startServer(benchEnv, baseDir, checkout.root) : null;
    section = await measureDocuments(
      server,
      SCALED_DOCUMENTS,
      base && baseRef ? { server: base, ref: baseRef } : undefined,
    );
  } finally {
    await server?.stop();
    await base?.stop();
    checkout?.remove();
  }
  writeFileSync(RESULTS, replaceSection(previous, section));
  console.log(section);
} else if (ONLY === 'pages') {
  const server = await startServer(benchEnv);
  let pages: string;
  try {
    pages = await measurePages(server.url, DIST, RUNS);
  } finally {
    await server.stop();
  }
  // Page figures used to be rows of the first table; they live in their own section now.
  const kept = previous
    .split('\n')
    .filter((l) => !/^\| (First route|Lighthouse)/.test(l))
    .join('\n');
  writeFileSync(RESULTS, replaceSection(kept, pages));
  console.log(pages);
} else {
  await fullRun();
}

async function fullRun(): Promise<void> {
  let pages = '';
  let firstScreen = '';
  let documents = '';
  const pgliteDir = newDataDir();
  seedScale({ DATA_DIR: pgliteDir, DATABASE_URL: '' });
  const pglite = await startServer(benchEnv, pgliteDir);
  try {
    // A server that has just seeded and started is cold (JIT, first queries); warm it as traffic would.
    const pageUrl = `${pglite.url}/m/en-US/exhibitor/${DEMO_EXHIBITOR_ID}`;
    for (let i = 0; i < 30; i++) await (await fetch(pageUrl)).text();
    await loadTest(pglite.url, HOT_DETAIL);
    pages = await measurePages(pglite.url, DIST, RUNS);
    documents = await measureDocuments(pglite, SCALED_DOCUMENTS);
    firstScreen = await measureFirstScreen(pglite.url, RUNS);
    await measureDetail('PGlite', pglite.url, 2000);
  } finally {
    await pglite.stop();
  }

  const pgUrl = await postgresUrlForBench();
  if (pgUrl) {
    seedScale({ DATABASE_URL: pgUrl });
    const pg = await startServer({ ...benchEnv, DATABASE_URL: pgUrl });
    try {
      await measureDetail('PostgreSQL', pg.url, 8000);
      lines.push(...(await searchRows(pg.url, `PostgreSQL, --scale ${SCALE_EXHIBITORS}`)));
    } finally {
      await pg.stop();
    }
  } else {
    row('detail req/s, PostgreSQL', 'not run: no server at TEST_DATABASE_URL', '>= 8,000', null);
  }

  const top = `# Benchmark results

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, on this ${process.platform} machine
(${(await import('node:os')).cpus().length} cores, Node ${process.version}). The load tests run against
a fair seeded with \`npm run seed -- --scale ${SCALE_EXHIBITORS}\`, with rate limiting off; the page figures
(Lighthouse, first-route sizes) are in the Pages section.

| what | measured | target | |
| --- | --- | --- | --- |
${lines.join('\n')}
`;
  // Sections other runs write (Search, by bench/search.ts) are kept.
  const firstSection = previous.indexOf('\n## ');
  const rest = firstSection >= 0 ? `\n${previous.slice(firstSection + 1)}` : '';
  const report = replaceSection(
    replaceSection(replaceSection(`${top}${rest}`, pages), firstScreen),
    documents,
  );
  writeFileSync(RESULTS, report);
  console.log(report);
}
