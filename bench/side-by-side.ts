import { availableParallelism } from 'node:os';
import type { RunningServer } from '../e2e/harness/server.ts';
import { backendsCpu, backendsSpent, processCpu } from './cpu-time.ts';
import { type LoadRequest, loadRun } from './load.ts';

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
