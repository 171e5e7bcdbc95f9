import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { generateSW } from 'workbox-build';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

/**
 * After `vite build`: the service worker (Workbox generateSW) and precompressed .br/.gz siblings, so the
 * gateway can serve assets compressed without compressing per request.
 */
export function postBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'showfloor-post-build',
    apply: 'build',
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      await buildServiceWorker(outDir, config.base);
      const written = await precompress(outDir);
      config.logger.info(`post-build: service-worker.js and ${written} precompressed files`);
    },
  };
}

async function buildServiceWorker(outDir: string, base: string): Promise<void> {
  await generateSW({
    swDest: join(outDir, 'service-worker.js'),
    globDirectory: outDir,
    // The app shell: every hashed asset and the offline page. index.html is left out on purpose: the
    // gateway fills it per request (boot data, CSP nonce), so a cached copy would be wrong.
    globPatterns: ['assets/**/*.{js,css,svg,png,webp,woff2}', 'offline.html', 'favicon.svg'],
    // OpenCC's tables (about 1 MB) are only for zh-HK visitors; they are fetched when needed.
    // The sign-in redirect pages (callback.html, silent.html) are never cached: each answer is single-use.
    globIgnores: ['**/cn2t-*.js', '**/*.br', '**/*.gz', '.vite/**', 'callback.html', 'silent.html'],
    modifyURLPrefix: { '': base },
    // Hashed file names change with their content: no revision query needed.
    dontCacheBustURLsMatching: /-[\w-]{8,}\.\w+$/,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    // Pages always come from the network (they carry fresh boot data); when it is down, the offline page.
    // Nothing under /api is routed, so API answers are never cached.
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        // NetworkFirst only for its timeout (Workbox allows none on NetworkOnly): a network that takes more than
        // 3 s to start answering a page is as good as gone on a phone (a dead connection would otherwise spin for
        // a minute), so the offline page shows, and reloads itself when the network is back. The plugin keeps
        // every page out of the cache, so "first" never finds one: it is the network or the offline page.
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages-never-stored',
          networkTimeoutSeconds: 3,
          plugins: [{ cacheWillUpdate: async () => null }],
          precacheFallback: { fallbackURL: `${base}offline.html` },
        },
      },
    ],
  });
}

async function precompress(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += await precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || (await stat(path)).size === 0) continue;
    const data = await readFile(path);
    await writeFile(
      `${path}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 2;
  }
  return count;
}
