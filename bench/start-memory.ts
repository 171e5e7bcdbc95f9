// The gateway's start and memory (issue 20): a warm start (the data directory already seeded) of this build, as
// `npm start` runs it (the built bundle), against a baseline build (default 3c6a89a: TypeScript through tsx at
// every start), each on its own copy of one seeded data directory, runs interleaved, median of 5. Measured: the
// time from spawning the process to the first answer of /api/health, the resident memory then, and after 200
// exhibitor documents. `npm run bench:start -w @showfloor/bench -- [--base=<git ref>]` writes the section.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '../e2e/harness/server.ts';
import { baselineCheckout } from './baseline.ts';
import { DEMO_EXHIBITOR_ID } from './demo.ts';
import { replaceSection } from './pages.ts';

const BASE = process.argv.find((a) => a.startsWith('--base='))?.slice(7) ?? '3c6a89a';
const ROUNDS = 5;

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The command of a checkout: its bundle when it has a build (built here first), else its sources through tsx. */
function command(root: string): string[] {
  if (!existsSync(join(root, 'apps/server/scripts/build.mjs')))
    return ['--import', 'tsx', 'apps/server/src/server.ts'];
  const r = spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the gateway did not build');
  return ['--enable-source-maps', 'apps/server/dist/server.mjs'];
}

interface Run {
  readyMs: number;
  rssReady: number;
  rssAfter: number;
}

async function once(root: string, args: string[], dataDir: string): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  const rssReady = rssMb(child.pid!);
  for (let i = 0; i < 200; i++) await (await fetch(`${url}/m/zh-CN/exhibitor/${DEMO_EXHIBITOR_ID}`)).text();
  const rssAfter = rssMb(child.pid!);
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return { readyMs, rssReady, rssAfter };
}

const checkout = baselineCheckout(BASE);
const dirs = { base: mkdtempSync(join(tmpdir(), 'showfloor-start-')), ours: '' };
const runs = { base: [] as Run[], ours: [] as Run[] };
try {
  const cmd = { base: command(checkout.root), ours: command(repoRoot) };
  // One seeded data directory (the first start of this build seeds it), copied for the other build.
  await once(repoRoot, cmd.ours, dirs.base);
  dirs.ours = mkdtempSync(join(tmpdir(), 'showfloor-start-'));
  cpSync(dirs.base, dirs.ours, { recursive: true });
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 ? (['ours', 'base'] as const) : (['base', 'ours'] as const);
    for (const which of order)
      runs[which].push(await once(which === 'base' ? checkout.root : repoRoot, cmd[which], dirs[which]));
  }
} finally {
  checkout.remove();
  for (const d of Object.values(dirs)) if (d) rmSync(d, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const row = (name: string, r: Run[]) =>
  `| ${name} | ${(median(r.map((x) => x.readyMs)) / 1000).toFixed(2)} s | ${median(r.map((x) => x.rssReady)).toFixed(0)} MB | ${median(r.map((x) => x.rssAfter)).toFixed(0)} MB |`;
const section = `## Start and memory

\`npm run bench:start -w @showfloor/bench\`, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}: a warm start of the
gateway on PGlite with the demo fair (data directory already seeded), this build as \`npm start\` runs it (the built
bundle) against the baseline \`${BASE}\` (TypeScript through tsx at every start), each on a copy of one data directory,
runs interleaved, median of ${ROUNDS}: from spawning the process to the first answer of /api/health, the resident
memory then and after 200 exhibitor documents.

| build | ready | memory when ready | after 200 documents |
| --- | --- | --- | --- |
${row(`baseline ${BASE}`, runs.base)}
${row('this build', runs.ours)}
`;
const file = join(repoRoot, 'bench/RESULTS.md');
writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), section));
console.log(section);
