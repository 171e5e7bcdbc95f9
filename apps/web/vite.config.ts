import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { postBuild } from './scripts/post-build.ts';

// The web app is served under /m/ by the gateway, which also answers /api on the same origin.
export default defineConfig({
  base: '/m/',
  plugins: [react(), postBuild()],
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
});
