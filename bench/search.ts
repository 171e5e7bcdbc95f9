// Search latency (issue 4 item 3): p95 of single search calls on a fair seeded with `--scale N`.
// `npx tsx bench/search.ts [--scale=50000] [--keep]` seeds its own database on the TEST_DATABASE_URL server
// (showfloor_search_bench), starts the real server on it, measures, writes the "Search" section of
// bench/RESULTS.md and drops the database. run.ts also calls searchRows() on its own PostgreSQL fair.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_EVENT_ID } from '../apps/server/src/db/seed/demo-ids.ts';
import { repoRoot, startServer } from '../e2e/harness/server.ts';
import { percentile } from './percentile.ts';

/** The calls measured: Chinese 2-character terms and English words, on both result lists. */
export const SEARCH_CASES = [
  { label: 'companies, Chinese 2-char 电子', path: '/SEARCHAPI/company/classify-v2', keyword: '电子' },
  { label: 'products, Chinese 2-char 机器', path: '/SEARCHAPI/product/classify', keyword: '机器' },
  {
    label: 'companies, English "electronics"',
    path: '/SEARCHAPI/company/classify-v2',
    keyword: 'electronics',
  },
  { label: 'products, English "robot"', path: '/SEARCHAPI/product/classify', keyword: 'robot' },
  // The broadest term there is: every scaled company name holds 有限 (有限公司).
  {
    label: 'companies, Chinese 2-char 有限 (matches all)',
    path: '/SEARCHAPI/company/classify-v2',
    keyword: '有限',
  },
  // The other parameters on the broadest term: a filter checked on the candidates, an order read from the
  // catalogue for each candidate, and a search restricted to names (a weight-labelled tsquery).
  {
    label: 'companies, 有限, special booths, newest first',
    path: '/SEARCHAPI/company/classify-v2',
    keyword: '有限',
    extra: { selectAndMap: { boothType: 'SpecialBooth' }, orderModel: 'newest' },
  },
  {
    label: 'products, 机器 in names, most favorited',
    path: '/SEARCHAPI/product/classify',
    keyword: '机器',
    extra: { searchKeys: ['name'], orderModel: 'mostFavorited' },
  },
] as const satisfies readonly SearchCase[];

interface SearchCase {
  label: string;
  path: string;
  keyword: string;
  /** The rest of the body: searchKeys, orderModel, selectAndMap. */
  extra?: Record<string, unknown>;
}

const WARMUP = 20;
const SAMPLES = 200;

export interface SearchFigure {
  label: string;
  p50: number;
  p95: number;
  total: number;
}

/** One call at a time (the latency a visitor sees, not throughput), page 1 of 10, languages alternating. */
export async function measureSearch(origin: string): Promise<SearchFigure[]> {
  const out: SearchFigure[] = [];
  for (const c of SEARCH_CASES) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      const lang = i % 2 ? 'en-US' : 'zh-CN';
      const started = performance.now();
      const extra: SearchCase['extra'] = 'extra' in c ? c.extra : {};
      const res = await fetch(`${origin}/api${c.path}?type=m`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Language: lang },
        body: JSON.stringify({
          bventId: DEMO_EVENT_ID,
          searchValue: c.keyword,
          pageNo: 1,
          pageSize: 10,
          ...extra,
        }),
      });
      const body = (await res.json()) as { isSuccess: boolean; pager: { total: number } | null };
      const ms = performance.now() - started;
      if (!res.ok || !body.isSuccess) throw new Error(`${c.label}: HTTP ${res.status}`);
      total = body.pager?.total ?? 0;
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    out.push({ label: c.label, p50: percentile(times, 50), p95: percentile(times, 95), total });
  }
  return out;
}

/** Rows for RESULTS.md's table: p95 against the 30 ms target, p50 and the match count beside it. */
export async function searchRows(origin: string, db: string): Promise<string[]> {
  return (await measureSearch(origin)).map(
    (f) =>
      `| search p95, ${db}, ${f.label} (${f.total.toLocaleString('en-US')} matches; p50 ${f.p50.toFixed(1)} ms) | ` +
      `${f.p95.toFixed(1)} ms | <= 30 ms | ${f.p95 <= 30 ? 'met' : 'NOT met'} |`,
  );
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const scale = Number(process.argv.find((a) => a.startsWith('--scale='))?.slice(8) ?? 50_000);
  const keep = process.argv.includes('--keep');
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(adminUrl);
  url.pathname = '/showfloor_search_bench';
  const dbUrl = url.toString();
  if (!process.argv.includes('--reuse')) {
    await admin(adminUrl, 'DROP DATABASE IF EXISTS showfloor_search_bench WITH (FORCE)');
    await admin(adminUrl, 'CREATE DATABASE showfloor_search_bench');
    const started = performance.now();
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--scale', String(scale)],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: dbUrl }, stdio: 'inherit' },
    );
    if (r.status !== 0) throw new Error('seeding failed');
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const server = await startServer({ RATE_LIMIT: 'off', LOG_LEVEL: 'warn', DATABASE_URL: dbUrl });
  let rows: string[];
  try {
    rows = await searchRows(server.url, 'PostgreSQL 15');
  } finally {
    await server.stop();
  }
  if (!keep) await admin(adminUrl, 'DROP DATABASE IF EXISTS showfloor_search_bench WITH (FORCE)');
  const section = `## Search

Measured by \`npx tsx bench/search.ts --scale=${scale}\` on ${new Date().toISOString().slice(0, 10)}: PostgreSQL 15
seeded with \`npm run seed -- --scale ${scale}\` (${scale.toLocaleString('en-US')} more exhibitors, about ten
products each, all in the search index), the real server over HTTP on the same machine, one call at a time,
${SAMPLES} calls per row after ${WARMUP} warm-up calls, page 1 of 10, zh-CN and en-US alternating.

| what | measured | target | |
| --- | --- | --- | --- |
${rows.join('\n')}
`;
  const file = join(repoRoot, 'bench/RESULTS.md');
  const current = readFileSync(file, 'utf8');
  const i = current.indexOf('\n## Search\n');
  writeFileSync(file, (i >= 0 ? current.slice(0, i) : current.trimEnd()) + '\n\n' + section);
  console.log(section);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) await main();
