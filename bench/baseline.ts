import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../e2e/harness/server.ts';

/**
 * A baseline build's sources (a git ref) in a temporary worktree, sharing this checkout's installed packages, so a
 * benchmark can serve it beside this build and compare them in one run.
 */
export function baselineCheckout(ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'showfloor-base-'));
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { cwd: repoRoot, stdio: 'ignore' });
  for (const dir of ['node_modules', 'apps/server/node_modules']) {
    if (existsSync(join(repoRoot, dir))) symlinkSync(join(repoRoot, dir), join(root, dir));
  }
  return {
    root,
    remove: () =>
      execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot, stdio: 'ignore' }),
  };
}
