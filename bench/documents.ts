// The server-rendering cost of bench/RESULTS.md (issue 10): exhibitor documents per second with the scaled fair's
// exhibitors in turn (every document a render over database reads the per-process caches miss), and beside it, in
// the same run with the rounds interleaved, one exhibitor's document over and over (its reads answered from the
// caches: the render and the compression alone). Each with the CPU time a document costs the server's process and
// the load generator, which moves much less than documents/s on this shared machine, and the arithmetic of what
// the cores can give at that cost.
import type { IncomingHttpHeaders } from 'node:http';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import type { RunningServer } from '../e2e/harness/server.ts';
import { processCpu } from './cpu-time.ts';
import { PHONE_UA } from './first-screen.ts';
import { median, us } from './side-by-side.ts';

export const DOCUMENTS_HEADING = '## Server rendering cost';

/** What a phone's browser asks with: the documents are compressed as they would be for it. */
const ENCODED = /^(?:gzip|br)$/;
const PHONE_HEADERS = { 'user-agent': PHONE_UA, 'accept-encoding': 'gzip, deflate, br' };
export const ROUNDS = 3;
export const TARGET_RPS = 300;
export const TARGET_P99 = 50;

export interface DocumentsRun {
  rps: number;
  p50: number;
  p99: number;
  /** CPU µs per document: the server's processes, and the load generator (autocannon, in this process). */
  server: number | null;
  loader: number;
  /** CPU µs per document in the database's own processes (PostgreSQL's backends), where measured. */
  database: number | null;
}

/** A gateway to measure: where it answers, and the CPU seconds its processes have used so far. */
export interface DocumentsTarget {
  url: string;
  cpu(): number | null;
  /** Starts reading the database's own CPU (a separate server); the function answers the seconds since. */
  databaseMeter?(): () => number;
}

const targetOf = (server: RunningServer): DocumentsTarget => ({
  url: server.url,
  cpu: () => processCpu(server.pid),
});

/** Every answer must be a compressed 200 whose page holds its hydration data (a sample, read first). */
export async function checkRendered(origin: string, paths: readonly string[]): Promise<void> {
  for (const path of paths.slice(0, 20)) {
    const res = await fetch(origin + path, { headers: PHONE_HEADERS });
    const body = await res.text();
    if (
      res.status !== 200 ||
      !ENCODED.test(res.headers.get('content-encoding') ?? '') ||
      !body.includes('id="ssr-data"')
    ) {
      throw new Error(`documents: ${path} answered ${res.status} without a compressed rendered page`);
    }
  }
}

/** `paths` in turn, 10 connections, 10 s after 2 s of warm-up, with the CPU each side spent meanwhile. */
export async function documentsRun(server: DocumentsTarget, paths: readonly string[]): Promise<DocumentsRun> {
  let i = 0;
  let failures = 0;
  const requests = [
    {
      setupRequest: (req: autocannon.Request) => ({
        ...req,
        path: paths[i++ % paths.length],
        headers: { ...req.headers, ...PHONE_HEADERS },
      }),
      onResponse: (status: number, _body: string, _context: object, headers?: IncomingHttpHeaders) => {
        if (status !== 200 || !ENCODED.test(String(headers?.['content-encoding'] ?? ''))) failures++;
      },
    },
  ];
  await autocannon({ url: server.url, connections: 10, duration: 2, requests });
  failures = 0;
  const server0 = server.cpu();
  const database = server.databaseMeter?.();
  const loader0 = process.cpuUsage();
  const result = await autocannon({ url: server.url, connections: 10, duration: 10, requests });
  const loader1 = process.cpuUsage();
  const server1 = server.cpu();
  const databaseSpent = database?.();
  if (result.non2xx > 0 || result.errors > 0 || failures > 0) {
    throw new Error(`documents: ${result.non2xx} non-2xx, ${result.errors} errors, ${failures} not rendered`);
  }
  const total = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    server: server0 !== null && server1 !== null ? ((server1 - server0) * 1e6) / total : null,
    loader: (loader1.user - loader0.user + loader1.system - loader0.system) / total,
    database: databaseSpent === undefined ? null : (databaseSpent * 1e6) / total,
  };
}

export function medians(runs: DocumentsRun[]): DocumentsRun {
  const of = (k: keyof DocumentsRun) => median(runs.map((r) => r[k] ?? Number.NaN));
  const orNull = (n: number) => (Number.isNaN(n) ? null : n);
  return {
    rps: of('rps'),
    p50: of('p50'),
    p99: of('p99'),
    server: orNull(of('server')),
    loader: of('loader'),
    database: orNull(of('database')),
  };
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** Another build served beside this one from a copy of the same data (`--base=<git ref>`). */
export interface DocumentsBaseline {
  server: RunningServer;
  ref: string;
}

/**
 * The section of RESULTS.md: `paths` (every exhibitor in turn) against the first of them alone, rounds
 * interleaved, medians of 3; with a baseline, its build's runs interleaved with this build's in the same rounds.
 */
export async function measureDocuments(
  server: RunningServer,
  paths: readonly string[],
  baseline?: DocumentsBaseline,
): Promise<string> {
  await checkRendered(server.url, paths);
  if (baseline) await checkRendered(baseline.server.url, paths);
  const one = paths.slice(0, 1);
  const kinds = [
    { key: 'all', server: targetOf(server), paths },
    { key: 'one', server: targetOf(server), paths: one },
    ...(baseline
      ? [
          { key: 'baseAll', server: targetOf(baseline.server), paths },
          { key: 'baseOne', server: targetOf(baseline.server), paths: one },
        ]
      : []),
  ];
  const runs = new Map<string, DocumentsRun[]>(kinds.map((k) => [k.key, []]));
  for (let r = 0; r < ROUNDS; r++) {
    // Each round in another order, so neither build always runs on a warmer (or busier) machine.
    const order = r % 2 ? [...kinds].reverse() : kinds;
    for (const k of order) runs.get(k.key)!.push(await documentsRun(k.server, k.paths));
  }
  const all = medians(runs.get('all')!);
  const cached = medians(runs.get('one')!);
  const baseAll = baseline ? medians(runs.get('baseAll')!) : null;
  const baseCached = baseline ? medians(runs.get('baseOne')!) : null;
  const cores = availableParallelism();
  const row = (label: string, d: DocumentsRun) =>
    `| ${label} | ${d.rps.toFixed(0)} | ${d.p50} ms | ${d.p99} ms | ${us(d.server)} | ${us(d.loader)} |`;
  // The process's CPU time counts its helper threads too (compression on libuv's pool, the garbage collector), so
  // the ceiling is the cores', not one thread's.
  const spent = all.server === null ? null : all.server + all.loader;
  const arithmetic =
    spent === null
      ? ''
      : `\n\nThe arithmetic: a document with its reads costs the server's process ${us(all.server)} µs of CPU (its ` +
        `helper threads included), of which the render and the compression alone (the same document from the ` +
        `caches) ${us(cached.server)} µs, and the load generator ${us(all.loader)} µs: ${us(spent)} µs in all, so ` +
        `${cores} cores give at most ${cores},000,000 / ${us(spent)} = ${((cores * 1e6) / spent).toFixed(0)} ` +
        `documents/s. ${TARGET_RPS} documents/s needs at most ${cores},000,000 / ${TARGET_RPS} = ` +
        `${us((cores * 1e6) / TARGET_RPS)} µs a document in all.`;
  const ratio = (a: number | null, b: number | null) => (a && b ? `${(a / b).toFixed(2)}x` : 'n/a');
  const compared =
    baseline && baseAll && baseCached
      ? `\n\nThe baseline \`${baseline.ref}\` (that commit's gateway and web build from a worktree, on a copy of the ` +
        `same data) in the same rounds:\n\n` +
        `| documents | documents/s | p50 | p99 | server CPU µs / document | load generator µs / document |\n` +
        `| --- | --- | --- | --- | --- | --- |\n` +
        `${row(`${paths.length.toLocaleString('en-US')} exhibitors in turn, \`${baseline.ref}\``, baseAll)}\n` +
        `${row(`one exhibitor (reads cached), \`${baseline.ref}\``, baseCached)}\n\n` +
        `This build against the baseline: documents/s ${ratio(all.rps, baseAll.rps)} (every exhibitor in turn), ` +
        `${ratio(cached.rps, baseCached.rps)} (one exhibitor); server CPU per document ` +
        `${ratio(all.server, baseAll.server)} and ${ratio(cached.server, baseCached.server)}.`
      : '';
  return `${DOCUMENTS_HEADING}

Measured by \`npx tsx bench/run.ts --only=documents${baseline ? ` --base=${baseline.ref}` : ''}\` (also part of \`npm run bench\`) on
${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores: PGlite seeded with
\`npm run seed -- --scale ${paths.length}\`, the exhibitor pages of those ${paths.length.toLocaleString('en-US')}
exhibitors in turn (every document a server render over database reads that miss the per-process caches), and in
the same run, rounds interleaved, the first of them alone (its reads answered from the caches: the render and the
compression). Asked as a phone asks (so each is compressed), 10 connections, 10 s after 2 s of warm-up, medians of
${ROUNDS} rounds; every answer checked to be a compressed 200, and the first 20 pages, read before, to hold their
hydration data. CPU time per document from /proc (user + system). Targets: >= ${TARGET_RPS} documents/s, p99 <=
${TARGET_P99} ms, with every exhibitor in turn.

| documents | documents/s | p50 | p99 | server CPU µs / document | load generator µs / document |
| --- | --- | --- | --- | --- | --- |
${row(`${paths.length.toLocaleString('en-US')} exhibitors in turn`, all)}
${row('one exhibitor (reads cached)', cached)}

Targets, every exhibitor in turn: >= ${TARGET_RPS}/s ${met(all.rps >= TARGET_RPS)}, p99 <= ${TARGET_P99} ms ${met(all.p99 <= TARGET_P99)}.${arithmetic}${compared}
`;
}
