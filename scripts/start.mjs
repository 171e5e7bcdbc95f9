// `npm start`: build what is missing or older than its sources (the web client into apps/web/dist, the gateway
// into apps/server/dist/server.mjs), then run the built gateway in this same Node process (one process serves
// /api, /m/ and /pc/). Running built JavaScript means no TypeScript is compiled at each start.
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { reexecOnLts } from './lts-node.mjs';

// On a Node older than the LTS this runs again on the LTS (scripts/lts-node.mjs).
await reexecOnLts(import.meta.url);

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources` (paths from the repository root). */
function stale(output, sources) {
  const out = join(root, output);
  if (!existsSync(out)) return true;
  const newest = Math.max(
    ...sources
      .map((p) => join(root, p))
      .filter(existsSync)
      .map(newestMtime),
  );
  return statSync(out).mtimeMs < newest;
}

function build(what, workspace) {
  console.log(`Building ${what}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`${what} did not build; see the errors above.`);
    process.exit(r.status ?? 1);
  }
}

const packages = ['packages/contracts/src', 'packages/domain/src', 'packages/locales', 'package-lock.json'];
// WORKERS=N runs this file again in each gateway worker (node:cluster): only the first process builds.
if (
  cluster.isPrimary &&
  stale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    ...packages,
  ])
)
  build('the web client (apps/web/dist)', '@showfloor/web');
if (
  cluster.isPrimary &&
  stale('apps/server/dist/server.mjs', ['apps/server/src', 'apps/server/scripts/build.mjs', ...packages])
)
  build('the gateway (apps/server/dist)', '@showfloor/server');

// Errors in the log point into the TypeScript sources (the build writes a source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(root, 'apps/server/dist/server.mjs')).href);
