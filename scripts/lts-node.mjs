// Showfloor runs on Node 22 LTS (engines: >=22.12). Node 20, which some machines still have, reached its end of
// life in April 2026, and parts of the stack already say so (oidc-provider at every start, cookie@2 at install).
// On such a machine the scripts run on Node 22 instead: the official build, as the npm registry publishes it
// (package node-<platform>-<arch>, checked against the registry's integrity by npm), kept in .node/. Nothing is
// installed system-wide.
//   node scripts/lts-node.mjs        prints the folder of a Node >= 22.12 (bin/node, include/node)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LTS_VERSION = '22.23.3';
const MINIMUM = [22, 12];
const root = fileURLToPath(new URL('..', import.meta.url));

/** True when the running Node is new enough. */
export function runningOnLts(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
}

/** The folder of a Node that is new enough: this one's, else Node LTS_VERSION in .node/ (fetched the first time). */
export function ltsNodeDir() {
  if (runningOnLts()) return dirname(dirname(process.execPath));
  const platform = { linux: 'linux', darwin: 'darwin' }[process.platform];
  if (!platform || !['x64', 'arm64'].includes(process.arch)) {
    throw new Error(
      `Showfloor needs Node ${MINIMUM.join('.')} or newer (this is ${process.version}); install Node 22 LTS from nodejs.org.`,
    );
  }
  const name = `node-${platform}-${process.arch}`;
  const dir = join(root, '.node', `${name}-${LTS_VERSION}`);
  if (existsSync(join(dir, 'bin', 'node'))) return dir;
  console.error(
    `Node ${process.version} is past its end of life: fetching Node ${LTS_VERSION} (${name}) into .node/`,
  );
  mkdirSync(join(root, '.node'), { recursive: true });
  const tmp = mkdtempSync(join(root, '.node', 'fetch-'));
  try {
    const pack = spawnSync('npm', ['pack', `${name}@${LTS_VERSION}`, '--pack-destination', tmp, '--silent'], {
      encoding: 'utf8',
    });
    if (pack.status !== 0) throw new Error(`npm pack ${name}@${LTS_VERSION} failed:\n${pack.stderr}`);
    const tgz = readdirSync(tmp).find((f) => f.endsWith('.tgz'));
    const untar = spawnSync('tar', ['xzf', join(tmp, tgz), '-C', tmp], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`unpacking ${tgz} failed:\n${untar.stderr}`);
    renameSync(join(tmp, 'package'), dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

/**
 * For a script that must run on the LTS: on an older Node, runs the same script again on the LTS (its bin first
 * on PATH, so the npm, npx and node the script starts run on it too) and exits with its code; on the LTS, returns.
 */
export async function reexecOnLts(scriptUrl) {
  if (runningOnLts()) return;
  const dir = ltsNodeDir();
  const env = {
    ...process.env,
    PATH: `${join(dir, 'bin')}:${process.env.PATH ?? ''}`,
    // Native addons built on the fly compile against this Node's headers, not the machine's.
    npm_config_nodedir: dir,
  };
  const child = spawn(join(dir, 'bin', 'node'), [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env,
  });
  // Ctrl-C reaches both processes; this one waits for the child to close cleanly (PGlite flushes) and exits with it.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
  process.exit(code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(ltsNodeDir());
