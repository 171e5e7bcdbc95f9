// `npm test`: lint, typecheck, unit, server and end-to-end tests, in that order, then one closing line
// "tests: N passed, N failed, N skipped". Any failing step fails the run; later steps still run so one
// report shows everything. `npm test -- --only=unit,server` runs a subset.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.tmp/test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
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
  { name: 'web', vitest: 'apps/web', group: 'unit' },
  { name: 'server', vitest: 'apps/server', group: 'server' },
  { name: 'build', cmd: ['npm', 'run', 'build', '--silent', '-w', '@showfloor/web'], group: 'e2e' },
  { name: 'e2e', vitest: 'e2e', group: 'e2e' },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const skippedFiles = new Set();

for (const s of suites) {
  if (only && !only.includes(s.name) && !only.includes(s.group ?? s.name)) continue;
  console.log(`\n=== ${s.name} ===`);
  let r;
  if (s.vitest) {
    const json = join(out, `${s.name}.json`);
    r = spawnSync(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
      {
        cwd: join(root, s.vitest),
        stdio: 'inherit',
      },
    );
    if (existsSync(json)) {
      const report = JSON.parse(readFileSync(json, 'utf8'));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
      for (const file of report.testResults) {
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
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
