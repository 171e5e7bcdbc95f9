import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../e2e/harness/server.ts';

/**
 * A baseline build's sources (a git ref) in a temporary worktree, sharing this checkout's installed packages, so a
 * benchmark can serve it beside this build and compare them in one run. The workspace's own packages
 * (node_modules/@showfloor) are linked to the worktree's copies: a link to this checkout's node_modules as a whole
 * would resolve them to this build's sources, and a baseline web build would be this build again.
 */
export function baselineCheckout(ref: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'showfloor-base-'));
  execFileSync('git', ['worktree', 'add', '--detach', root, ref], { cwd: repoRoot, stdio: 'ignore' });
  const modules = join(repoRoot, 'node_modules');
  mkdirSync(join(root, 'node_modules/@showfloor'), { recursive: true });
  for (const name of readdirSync(modules)) {
    if (name !== '@showfloor') symlinkSync(join(modules, name), join(root, 'node_modules', name));
  }
  for (const name of readdirSync(join(modules, '@showfloor'))) {
    // Each link is relative (../../packages/contracts): made again inside the worktree, it names the worktree's.
    const target = readlinkSync(join(modules, '@showfloor', name));
    symlinkSync(target, join(root, 'node_modules/@showfloor', name));
  }
  for (const dir of ['apps/server/node_modules', 'apps/web/node_modules']) {
    if (existsSync(join(repoRoot, dir))) symlinkSync(join(repoRoot, dir), join(root, dir));
  }
  return {
    root,
    remove: () =>
      execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot, stdio: 'ignore' }),
  };
}

/** Builds the baseline's web client (browser and server entries) in its worktree, as `npm run build` would. */
export function buildBaselineWeb(root: string): void {
  execFileSync('npm', ['run', 'build', '-w', '@showfloor/web', '--silent'], { cwd: root, stdio: 'inherit' });
}

/** Builds the baseline's gateway and web client (its own server render and compression), as `npm run build`. */
export function buildBaselineGateway(root: string): void {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}

/** A copy of a stopped gateway's data directory, for a second gateway (PGlite is held by one process). */
export function copyDataDir(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'showfloor-base-data-'));
  cpSync(dir, copy, { recursive: true });
  return copy;
}
