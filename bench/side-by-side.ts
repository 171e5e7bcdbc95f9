import { cpSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { newDataDir, type RunningServer, startServer } from '../e2e/harness/server.ts';
import { backendsCpu, backendsSpent, processCpu } from './cpu-time.ts';
import { type LoadRequest, loadRun } from './load.ts';
import { postgresUrlForBench } from './postgres.ts';
import { seedScale } from './seed-scale.ts';

// Two builds measured on one call at the same time (bench/exhibitor-read.ts, bench/product-list.ts): runs
// interleaved, medians, and the CPU time a request costs each process, which moves much less than req/s when the
// machine is shared.

export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One measured run: req/s and the CPU time each process spent per request (µs; null where it cannot be read). */
export interface Run {
  rps: number;
  server: number | null;
  backends: number | null;
  loader: number;
}

export async function measure(
  s: RunningServer,
  requests: readonly LoadRequest[],
  pgDatabase?: string,
): Promise<Run> {
  let server0: number | null = null;
  let server1: number | null = null;
  let backends0 = new Map<number, number>();
  let backends1 = new Map<number, number>();
  let loader0 = process.cpuUsage();
  let loader1 = loader0;
  const { average, total } = await loadRun(s.url, requests, {
    before: () => {
      server0 = processCpu(s.pid);
      if (pgDatabase) backends0 = backendsCpu(pgDatabase);
      loader0 = process.cpuUsage();
    },
    after: () => {
      // The load generator (autocannon runs in this process) first: the readings below cost it too.
      loader1 = process.cpuUsage();
      server1 = processCpu(s.pid);
      if (pgDatabase) backends1 = backendsCpu(pgDatabase);
    },
  });
  const perRequest = (seconds: number) => (seconds * 1e6) / total;
  const spentByLoader = (loader1.user - loader0.user + loader1.system - loader0.system) / 1e6;
  return {
    rps: average,
    server: server0 !== null && server1 !== null ? perRequest(server1 - server0) : null,
    backends: pgDatabase && backends1.size > 0 ? perRequest(backendsSpent(backends0, backends1)) : null,
    loader: perRequest(spentByLoader),
  };
}

/** Medians of each figure over runs. */
export function medianRun(runs: Run[]): Run {
  const of = (k: keyof Run) => {
    const xs = runs.map((r) => r[k]).filter((x): x is number => x !== null);
    return xs.length === runs.length ? median(xs) : null;
  };
  return { rps: of('rps')!, server: of('server'), backends: of('backends'), loader: of('loader')! };
}

/** `rounds` runs of each build, the order alternating each round so neither always runs first. */
export async function interleaved(
  base: RunningServer,
  ours: RunningServer,
  requests: readonly LoadRequest[],
  rounds: number,
  pgDatabase?: string,
): Promise<{ base: Run; ours: Run }> {
  const runs = { base: [] as Run[], ours: [] as Run[] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? (['ours', 'base'] as const) : (['base', 'ours'] as const);
    for (const which of order)
      runs[which].push(await measure(which === 'base' ? base : ours, requests, pgDatabase));
  }
  return { base: medianRun(runs.base), ours: medianRun(runs.ours) };
}

export const us = (x: number | null): string => (x === null ? 'n/a' : x.toFixed(0));
export const count = (x: number): string => Math.round(x).toLocaleString('en-US');

/**
 * What 2 cores can do at these costs, when a target is not met: every request needs the server's thread, the
 * backends and the load generator, all on this machine. `ceiling` names a no-database figure to set beside it.
 */
export function costArithmetic(db: string, r: Run, target: number, ceiling: string): string {
  const spent = r.server! + (r.backends ?? 0) + r.loader;
  const cores = availableParallelism();
  return (
    `${db}: a request costs this build ${us(r.server)} µs of server CPU` +
    (r.backends === null ? '' : ` + ${us(r.backends)} µs in the backends`) +
    ` + ${us(r.loader)} µs in the load generator = ${us(spent)} µs; ${cores} cores give at most ` +
    `${cores},000,000 / ${us(spent)} = ${count((cores * 1e6) / spent)} req/s, the server's one thread at most ` +
    `1,000,000 / ${us(r.server)} = ${count(1e6 / r.server!)}. ${count(target)} req/s needs at most ` +
    `${us((cores * 1e6) / target)} µs in all a request; ${ceiling}.`
  );
}

export type Engine = 'PGlite' | 'PostgreSQL';

/**
 * Serves this build and the baseline checkout at `baseRoot` from the same seeded data and hands the pair to `run`:
 * on PGlite (one seeded directory, this build's migrations, copied for the baseline), then on PostgreSQL (one
 * seeded database both use, named `pgName` so other checkouts' benchmarks on the shared server are not touched;
 * `run` gets its name to read the backends' CPU). Returns false when no PostgreSQL server answers.
 */
export async function onBothEngines(
  baseRoot: string,
  env: Record<string, string>,
  pgName: string | undefined,
  run: (engine: Engine, base: RunningServer, ours: RunningServer, pgDatabase?: string) => Promise<void>,
): Promise<{ postgres: boolean }> {
  const seeded = newDataDir();
  seedScale({ DATA_DIR: seeded, DATABASE_URL: '' });
  const copy = newDataDir();
  cpSync(seeded, copy, { recursive: true });
  await servedPair(env, seeded, copy, baseRoot, (base, ours) => run('PGlite', base, ours));

  const pgUrl = await postgresUrlForBench(pgName);
  if (!pgUrl) return { postgres: false };
  seedScale({ DATABASE_URL: pgUrl });
  const pgEnv = { ...env, DATABASE_URL: pgUrl };
  await servedPair(pgEnv, newDataDir(), newDataDir(), baseRoot, (base, ours) =>
    run('PostgreSQL', base, ours, new URL(pgUrl).pathname.slice(1)),
  );
  return { postgres: true };
}

async function servedPair(
  env: Record<string, string>,
  oursDir: string,
  baseDir: string,
  baseRoot: string,
  use: (base: RunningServer, ours: RunningServer) => Promise<void>,
): Promise<void> {
  const ours = await startServer(env, oursDir);
  const base = await startServer(env, baseDir, baseRoot);
  try {
    await use(base, ours);
  } finally {
    await ours.stop();
    await base.stop();
  }
}
