// `npm run audit`: the production dependencies (`npm audit --omit=dev`) must have no high or critical advisory.
// Run by .ci/run after `npm ci`, so a dependency that becomes vulnerable turns CI red until it is upgraded (every
// version is pinned in package.json and package-lock.json: nothing changes under us between two runs). When the
// registry's audit service cannot be reached (a mirror without it answers 405), that is said plainly and the run
// goes on: AUDIT_REQUIRED=1 makes it a failure instead.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.message ?? report?.error?.summary ?? `npm audit exit ${run.status}`;
  const line = `audit: the registry's audit service did not answer (${why}); production dependencies NOT checked`;
  if (process.env.AUDIT_REQUIRED === '1') {
    console.error(line);
    process.exit(1);
  }
  console.warn(line);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `audit: production dependencies: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
    if (v.severity === 'high' || v.severity === 'critical')
      console.error(`  ${v.severity}: ${name} ${v.range}`);
  process.exit(1);
}
