// `npm start`: build the web client when it is missing or older than its sources, then run the gateway in
// this same Node process (one process serves /api, /m/ and /pc/).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
  'packages/domain/src',
]
  .map((p) => join(root, p))
  .filter(existsSync);
const sourceTime = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the web client (apps/web/dist)…');
  const r = spawnSync('npm', ['run', 'build', '-w', '@showfloor/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('The web client did not build; see the errors above.');
    process.exit(r.status ?? 1);
  }
}

register();
await import('../apps/server/src/server.ts');
