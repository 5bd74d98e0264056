/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const upstream = 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@/': new URL('./src/', import.meta.url).pathname } },
  // Dev only: the BFF does this in production (ARCHITECTURE.md).
  server: { port: 5173, proxy: { '/api': upstream, '/img': upstream } },
  preview: { port: 4173, proxy: { '/api': upstream, '/img': upstream } },
  // The manifest lets tooling/bench/bundle-size.mjs find the home route's chunks.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every browser we serve supports <link rel=modulepreload>; the polyfill would ship in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first load needs anyway (framework + the one API client) in one chunk: several
        // small shared chunks compress worse and cost requests (home first-load budget).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]|src[\\/]shared[\\/]api[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
