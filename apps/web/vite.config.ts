import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { inlineEntryCss } from './scripts/inline-entry-css.ts';
import { postBuild } from './scripts/post-build.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The server-rendering bundle (`vite build --ssr`): the same routes for Node, every dependency bundled in (the
 * gateway loads this one file, and antd-mobile's modules import CSS that Node cannot). It lands in dist/.ssr, a
 * dot-folder the gateway never serves.
 */
const SSR_OUT_DIR = 'dist/.ssr';

// The web app is served under /m/ by the gateway, which also answers /api on the same origin.
export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/m/',
  plugins: isSsrBuild ? [react()] : [react(), inlineEntryCss(), postBuild()],
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true, target: 'node' as const },
        // React's production build: the gateway's NODE_ENV says nothing about the bundle.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  resolve: {
    // One React 19 for everything (root package.json overrides antd-mobile's peers asking for React 18).
    dedupe: ['react', 'react-dom', 'scheduler'],
    alias:
      command === 'build'
        ? [
            // react-router's default export condition is its development build.
            {
              find: /^react-router$/,
              replacement: here('../../node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : [],
  },
  build: isSsrBuild
    ? {
        outDir: SSR_OUT_DIR,
        target: 'node22',
        // The gateway reads these files from disk once; no browser downloads them, so their size is no warning
        // (the Simplified-to-Traditional dictionary alone is 1.1 MB).
        chunkSizeWarningLimit: 4096,
        emptyOutDir: true,
        copyPublicDir: false,
        // A hashed entry, found by the gateway in the manifest: a rebuild is a new module URL, so the gateway
        // picks it up without a restart and without query strings (which loaders would pass on to the chunks).
        manifest: true,
        rollupOptions: {
          output: { entryFileNames: 'entry-server-[hash].js' },
          // The browser's lazy imports (a toast's code, the sign-in client) split nothing the gateway needs:
          // that one of them is also imported directly somewhere is expected here, not a warning.
          checks: { ineffectiveDynamicImport: false },
        },
      }
    : {
        manifest: true,
        target: 'es2022',
        // One chunk is larger than Vite's 500 kB: OpenCC's Simplified-to-Traditional tables (1.1 MB), loaded only
        // when a zh-HK page lacks a wording of its own (lib/i18n.ts). The first route's size is watched by
        // bench/bundle-size.ts, not by this warning.
        chunkSizeWarningLimit: 1200,
        // One stylesheet, inlined in the document (scripts/inline-entry-css.ts): a server-rendered page is styled
        // before any script runs (and without JavaScript); split CSS would arrive with the route chunks, after it.
        cssCodeSplit: false,
        rollupOptions: {
          // Multi-page: the app, and the sign-in client's two redirect pages (served as /m/callback.html and
          // /m/silent.html, the exact redirect URIs registered at the authority).
          input: {
            index: here('./index.html'),
            callback: here('./callback.html'),
            silent: here('./silent.html'),
          },
          output: {
            // Route modules keep their file names as chunk names: the gateway finds the exhibitor page's chunk
            // in the manifest by the name 'exhibitor-page' to preload it.
            chunkFileNames: 'assets/[name]-[hash].js',
            // What the first screen runs in one chunk. Without this, the lazy session chunks (which share the
            // api-client and query cache with the entry but do not import it) make the bundler split these
            // modules into many small chunks: more requests and about 4 KB gzip more on the first route.
            codeSplitting: {
              groups: [
                // Shared with callback.html and silent.html, which must not load the app's core.
                { name: 'oidc-store', test: /apps\/web\/src\/lib\/oidc-store\.ts/, priority: 2 },
                {
                  name: 'core',
                  priority: 1,
                  test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query))\/|apps\/web\/src\/(config\/|lib\/(api-client|query-client|event-session|language|i18n|translator|storage|auth-session|query-string|device|boot-data|toast|theme|lazy-with-timeout|time-zone)\.ts)/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
  },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
}));
