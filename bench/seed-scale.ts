import { spawnSync } from 'node:child_process';
import { repoRoot } from '../e2e/harness/server.ts';
import { SCALE_EXHIBITORS } from './demo.ts';

/** Adds the benchmark exhibitors to a database (the seed CLI, as `npm run seed -- --scale N` runs it). */
export function seedScale(env: Record<string, string>): void {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts', '--scale', String(SCALE_EXHIBITORS)],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) throw new Error('seeding the benchmark exhibitors failed');
}
