// The cost of logging every request (issue 20): the exhibitor detail (one hot exhibitor, cached, so the request's
// own overhead shows) at LOG_LEVEL=info, this build against a baseline build (default HEAD: run it before
// committing a change), both served at once on the demo fair, runs interleaved, median of 5 rounds of 10 s.
// `npm run bench:request-log -w @showfloor/bench -- [--base=<git ref>]` writes the "Request logging" section.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newDataDir, repoRoot, startServer } from '../e2e/harness/server.ts';
import { baselineCheckout } from './baseline.ts';
import { HOT_DETAIL } from './demo.ts';
import { loadTest } from './load.ts';
import { replaceSection } from './pages.ts';

const BASE = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? 'HEAD';
const ROUNDS = 5;
const env = { RATE_LIMIT: 'off', LOG_LEVEL: 'info' };

const checkout = baselineCheckout(BASE);
const runs = { base: [] as number[], ours: [] as number[] };
try {
  const ours = await startServer(env);
  const base = await startServer(env, newDataDir(), checkout.root);
  try {
    for (const s of [base, ours]) await loadTest(s.url, HOT_DETAIL); // warm
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 ? (['ours', 'base'] as const) : (['base', 'ours'] as const);
      for (const which of order)
        runs[which].push(await loadTest((which === 'base' ? base : ours).url, HOT_DETAIL));
    }
  } finally {
    await ours.stop();
    await base.stop();
  }
} finally {
  checkout.remove();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const [b, o] = [median(runs.base), median(runs.ours)];
const section = `## Request logging

\`npm run bench:request-log -w @showfloor/bench\`, ${new Date().toISOString().slice(0, 10)}: ExhibitorClient/detail of one exhibitor
(cached), 10 connections, LOG_LEVEL=info, median of ${ROUNDS} rounds of 10 s, this build against \`${BASE}\` served at the same
time, runs interleaved. The baseline writes two lines a request at info; this build one at debug (slow requests at
warn, errors at error).

| baseline req/s | this build req/s | ratio |
| --- | --- | --- |
| ${b.toFixed(0)} | ${o.toFixed(0)} | ${(o / b).toFixed(2)}x |
`;
const file = join(repoRoot, 'bench', 'RESULTS.md');
writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
console.log(section);
