// `npm test`: lint, typecheck, unit, server and end-to-end tests, in that order, then the time-dependent suites again
// under a moved clock and a far time zone, then one closing line "tests: N passed, N failed, N skipped". Any
// failing step fails the run; later steps still run so one report shows everything. `npm test -- --only=unit,server`
// runs a subset (`--only=time` the moved-clock and far-zone runs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reexecOnLts } from './lts-node.mjs';

// On a Node older than the LTS this runs again on the LTS (scripts/lts-node.mjs).
await reexecOnLts(import.meta.url);

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// What failed end-to-end tests leave (e2e/harness/browser.ts): cleared here, printed at the end.
const failures = join(root, 'e2e/screenshots/failures');
rmSync(failures, { recursive: true, force: true });
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');

const suites = [
  { name: 'lint', cmd: ['npx', 'eslint', '.'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.'] },
  {
    name: 'dependencies',
    cmd: ['npx', 'depcruise', '--config', '.dependency-cruiser.cjs', 'packages', 'apps', 'e2e', 'bench'],
  },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck', '--silent'] },
  { name: 'contracts', vitest: 'packages/contracts', group: 'unit' },
  { name: 'domain', vitest: 'packages/domain', group: 'unit' },
  { name: 'locales', vitest: 'packages/locales', group: 'unit' },
  { name: 'web', vitest: 'apps/web', group: 'unit' },
  { name: 'server', vitest: 'apps/server', group: 'server' },
  { name: 'build', cmd: ['npm', 'run', 'build', '--silent'], group: 'e2e' },
  // In a network namespace of its own that has only loopback (DESIGN.md §5): the browsers and the gateway reach
  // nothing else, so the rooms' WebRTC finds its candidates on loopback and no journey can lean on the network.
  { name: 'e2e', vitest: 'e2e', group: 'e2e', loopbackOnly: true },
];

// The product must work on any date and for a viewer anywhere. The suites that read the time run again with the
// whole process's clock moved (Debian's faketime: the clock starts there and runs on) and in a zone far from
// Beijing on the other side of the date line. The suites set their own clock where they need one, so they must
// pass unchanged. e2e: the booking journeys (slots, days, the zone line) and the start on another date.
const FAKETIME = '@2030-03-01 10:00:00';
const TIME_SUITES = [
  { name: 'domain', vitest: 'packages/domain' },
  { name: 'web', vitest: 'apps/web' },
  { name: 'server', vitest: 'apps/server' },
];
for (const t of TIME_SUITES) {
  suites.push({ ...t, name: `${t.name} (clock ${FAKETIME.slice(1)})`, group: 'time', faketime: FAKETIME });
}
for (const t of TIME_SUITES) {
  suites.push({
    ...t,
    name: `${t.name} (TZ=Pacific/Auckland)`,
    group: 'time',
    env: { TZ: 'Pacific/Auckland' },
  });
}
suites.push({
  name: 'e2e (TZ=America/Los_Angeles)',
  vitest: 'e2e',
  args: ['journeys/booking.test.ts', 'journeys/any-date.test.ts'],
  group: 'time',
  env: { TZ: 'America/Los_Angeles' },
});

const hasFaketime = spawnSync('faketime', ['-f', '+0', 'true']).status === 0;
// A new network namespace needs root (CI and these machines run as root) and iproute2 to bring its lo up.
const LOOPBACK_ONLY = ['unshare', '--net', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh'];
const hasNetns = spawnSync(LOOPBACK_ONLY[0], [...LOOPBACK_ONLY.slice(1), 'true']).status === 0;

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const skippedFiles = new Set();
// The failures again at the very end: CI keeps only the tail of a long log, and a red run must say what failed there.
const failedTests = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);

for (const s of suites) {
  if (only && !only.includes(s.name) && !only.includes(s.group ?? s.name)) continue;
  console.log(`\n=== ${s.name} ===`);
  if (s.faketime && !hasFaketime) {
    // .ci/run installs it; a developer's machine may lack it. Said aloud and failed in CI, never passed unseen.
    console.log('faketime is not installed (apt-get install -y faketime): this step did NOT run');
    if (process.env.CI) failedSteps.push(s.name);
    else totals.skipped += 1;
    continue;
  }
  let r;
  if (s.vitest) {
    const json = join(out, `${s.name.replace(/[^\w.-]+/g, '_')}.json`);
    const vitest = [
      'vitest',
      'run',
      ...(s.args ?? []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ];
    let command = s.faketime ? ['faketime', '-f', s.faketime, 'npx', ...vitest] : ['npx', ...vitest];
    if (s.loopbackOnly && hasNetns) command = [...LOOPBACK_ONLY, ...command];
    else if (s.loopbackOnly) {
      // Said aloud, and a failure in CI: there the journeys must run with loopback only.
      console.log('no loopback-only network namespace here (unshare --net needs root): running in this one');
      if (process.env.CI) failedSteps.push(`${s.name} (loopback-only namespace)`);
    }
    const [cmd, ...args] = command;
    r = spawnSync(cmd, args, {
      cwd: join(root, s.vitest),
      stdio: 'inherit',
      env: { ...process.env, ...s.env },
    });
    if (existsSync(json)) {
      const report = JSON.parse(readFileSync(json, 'utf8'));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
      for (const file of report.testResults) {
        for (const a of file.assertionResults.filter((t) => t.status === 'failed')) {
          failedTests.push(
            `${s.name} ${file.name.replace(root, '')} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
          );
        }
        if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
          failedTests.push(`${s.name} ${file.name.replace(root, '')}: ${firstLine(file.message)}`);
        }
        if (file.assertionResults.some((a) => a.status === 'pending' || a.status === 'skipped')) {
          skippedFiles.add(file.name.replace(root, ''));
        }
      }
    } else {
      totals.failed += 1;
    }
  } else {
    r = spawnSync(s.cmd[0], s.cmd.slice(1), { cwd: root, stdio: 'inherit' });
  }
  if (r.status !== 0) failedSteps.push(s.name);
}

console.log('');
if (skippedFiles.size)
  console.log(`Skipped tests in: ${[...skippedFiles].join(', ')} (see the reasons printed above)`);
if (existsSync(failures)) {
  for (const f of readdirSync(failures).filter((n) => n.endsWith('.log'))) {
    const lines = readFileSync(join(failures, f), 'utf8').split('\n');
    console.log(
      `\n--- what the browser saw before ${f} failed (last ${Math.min(lines.length, 30)} lines) ---`,
    );
    console.log(lines.slice(-30).join('\n'));
  }
}
for (const t of failedTests) console.log(`FAILED ${t}`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
