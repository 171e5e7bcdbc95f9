import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { inlineEntryCss } from './scripts/inline-entry-css.ts';
import { postBuild } from './scripts/post-build.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The web app is served under /m/ by the gateway, which also answers /api on the same origin.
export default defineConfig(({ command }) => ({
  base: '/m/',
  plugins: [react(), inlineEntryCss(), postBuild()],
  resolve: {
    // One React 19 for everything (root package.json overrides antd-mobile's peers asking for React 18).
    dedupe: ['react', 'react-dom', 'scheduler'],
    alias:
      command === 'build'
        ? [
            // Contracts give the client types, methods and paths; their zod schemas are never run here.
            { find: /^zod$/, replacement: here('./src/lib/zod-runtime-stub.ts') },
            // react-router's default export condition is its development build.
            {
              find: /^react-router$/,
              replacement: here('../../node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : [],
  },
  build: {
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    rollupOptions: {
      output: {
        // Route modules keep their file names as chunk names: the gateway finds the exhibitor page's chunk
        // in the manifest by the name 'exhibitor-page' to preload it.
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
}));
