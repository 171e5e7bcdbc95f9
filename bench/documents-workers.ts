// The server-rendering cost of bench/RESULTS.md with the gateway in several processes (issue 10's documents/s on
// issue 16's workers): the scaled fair's exhibitor pages in turn on PostgreSQL, served by 1 and by 2 workers
// (WORKERS, node:cluster, with Redis) started side by side on one database, rounds interleaved. CPU per document
// is the workers', PostgreSQL's backends' and the load generator's, so the arithmetic covers the whole machine.
// `npx tsx bench/run.ts --only=documents --workers=2` (PostgreSQL at TEST_DATABASE_URL, Redis at REDIS_URL).
import { availableParallelism } from 'node:os';
import { backendsCpu, backendsSpent, processCpu } from './cpu-time.ts';
import {
  checkRendered,
  type DocumentsRun,
  type DocumentsTarget,
  documentsRun,
  medians,
  ROUNDS,
  TARGET_P99,
  TARGET_RPS,
} from './documents.ts';
import { us } from './side-by-side.ts';
import type { Gateway } from './workers.ts';

export const DOCUMENTS_WORKERS_HEADING = '## Server rendering cost: workers on PostgreSQL';

/** The gateway's processes: its workers and, with several, the supervisor that hands them connections. */
function gatewayTarget(gateway: Gateway, db: string): DocumentsTarget {
  return {
    url: gateway.url,
    databaseMeter: () => {
      const before = backendsCpu(db);
      return () => backendsSpent(before, backendsCpu(db));
    },
    cpu: () => {
      let used = 0;
      for (const pid of new Set([gateway.pid, ...gateway.workerPids()])) {
        const cpu = processCpu(pid);
        if (cpu === null) return null;
        used += cpu;
      }
      return used;
    },
  };
}

export async function measureDocumentsWorkers(
  gateways: readonly { workers: number; gateway: Gateway }[],
  paths: readonly string[],
  db: string,
): Promise<string> {
  for (const g of gateways) await checkRendered(g.gateway.url, paths);
  const runs = gateways.map(() => [] as DocumentsRun[]);
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [...gateways.keys()].reverse() : [...gateways.keys()];
    for (const i of order) runs[i]!.push(await documentsRun(gatewayTarget(gateways[i]!.gateway, db), paths));
  }
  const cores = availableParallelism();
  const rows = gateways.map((g, i) => {
    const d = medians(runs[i]!);
    const backends = d.database ?? Number.NaN;
    const spent = (d.server ?? Number.NaN) + backends + d.loader;
    return {
      workers: g.workers,
      d,
      spent,
      row:
        `| ${g.workers} | ${d.rps.toFixed(0)} | ${d.p50} ms | ${d.p99} ms | ${us(d.server)} | ${us(backends)} | ` +
        `${us(d.loader)} | ${us(spent)} | ${((cores * 1e6) / spent).toFixed(0)} |`,
    };
  });
  const best = rows.reduce((a, b) => (b.d.rps > a.d.rps ? b : a));
  return `${DOCUMENTS_WORKERS_HEADING}

Measured by \`npx tsx bench/run.ts --only=documents --workers=${gateways.at(-1)!.workers}\` on
${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores: PostgreSQL seeded with
\`npm run seed -- --scale ${paths.length}\`, the exhibitor pages of those ${paths.length.toLocaleString('en-US')}
exhibitors in turn (every document a server render over database reads that miss the per-process caches), served
by the built gateway with WORKERS=1 and WORKERS=${gateways.at(-1)!.workers} (with Redis), both started on the same
database, rounds interleaved. Asked as a phone asks (compressed), 10 connections, 10 s after 2 s of warm-up, medians
of ${ROUNDS} rounds; every answer checked to be a compressed 200. CPU per document (µs) from /proc: the gateway's
processes, PostgreSQL's backends of the benchmark database, and the load generator; the ceiling is what the
cores give at that cost.

| workers | documents/s | p50 | p99 | gateway CPU | PostgreSQL CPU | load generator CPU | in all | ${cores} cores give at most |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.map((r) => r.row).join('\n')}

Targets with ${best.workers} worker(s), the best here: >= ${TARGET_RPS}/s ${best.d.rps >= TARGET_RPS ? 'met' : 'NOT met'}, p99 <= ${TARGET_P99} ms ${best.d.p99 <= TARGET_P99 ? 'met' : 'NOT met'}.
`;
}
