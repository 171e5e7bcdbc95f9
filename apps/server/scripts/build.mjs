// Builds the gateway into one JavaScript file, dist/server.mjs, which `npm start` runs: no TypeScript is
// compiled at start. Our own workspace packages (TypeScript sources) are bundled in; every package from the
// registry stays an import of node_modules, where it is already JavaScript and reads its own files (PGlite's
// WebAssembly, argon2's native addon) relative to itself. dist/ sits beside src/, so paths the server works out
// from its own location (the repository root, migrations, the demo fair) are the same from either.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** A bare import ("fastify", "@electric-sql/pglite/live") stays external unless it is one of ours. */
const registryPackagesExternal = {
  name: 'registry-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@showfloor/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  await build({
    absWorkingDir: serverRoot,
    entryPoints: ['src/main.ts'],
    outfile: 'dist/server.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    // Stack traces in the log point into src/ through the source map (node --enable-source-maps).
    sourcesContent: false,
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [registryPackagesExternal],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
