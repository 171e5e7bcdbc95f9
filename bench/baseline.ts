import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
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
  const remove = () =>
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot, stdio: 'ignore' });
  try {
    addDroppedPackages(root);
  } catch (e) {
    remove();
    throw e;
  }
  return { root, remove };
}

/**
 * The packages the baseline's lockfile installs at the top level that this checkout no longer has (a dependency
 * dropped since, e.g. i18next): installed at the baseline's versions into the worktree and linked in beside the
 * shared ones (other platforms' optional builds are not missing). Peers are not installed (--legacy-peer-deps): they resolve to the shared React, as the baseline's did.
 */
function addDroppedPackages(root: string): void {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; link?: boolean; optional?: boolean }>;
  };
  const dropped = Object.entries(lock.packages)
    .filter(
      ([path, p]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(path) && !p.link && !p.optional && p.version,
    )
    .map(([path, p]) => ({ name: path.slice('node_modules/'.length), version: p.version! }))
    .filter(({ name }) => !existsSync(join(root, 'node_modules', name)));
  if (dropped.length === 0) return;
  const extra = join(root, '.baseline-packages');
  mkdirSync(extra);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      extra,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--legacy-peer-deps',
      '--no-audit',
      '--no-fund',
    ].concat(dropped.map((d) => `${d.name}@${d.version}`)),
    { cwd: extra, stdio: 'ignore' },
  );
  for (const { name } of dropped) {
    const scope = name.startsWith('@') ? join(root, 'node_modules', name.split('/')[0]!) : null;
    // A scope folder linked to this checkout's: made a folder of the worktree's own, so nothing lands in ours.
    if (scope && existsSync(scope) && lstatSync(scope).isSymbolicLink()) {
      const shared = readlinkSync(scope);
      rmSync(scope);
      mkdirSync(scope);
      for (const member of readdirSync(shared)) symlinkSync(join(shared, member), join(scope, member));
    }
    if (scope) mkdirSync(scope, { recursive: true });
    symlinkSync(join(extra, 'node_modules', name), join(root, 'node_modules', name));
  }
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
