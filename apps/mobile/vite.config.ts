/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The phone site (docs/decisions/025). Dev and preview send /api and /img to the gateway's mobile port, so the
 * session cookie and the CSRF check work as in production (the gateway trusts X-Forwarded-Host from loopback).
 */
const gateway = { target: 'http://127.0.0.1:3002', xfwd: true };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@/': new URL('./src/', import.meta.url).pathname } },
  server: { port: 5174, proxy: { '/api': gateway, '/img': gateway } },
  preview: { port: 4174, proxy: { '/api': gateway, '/img': gateway } },
  build: {
    target: 'es2022',
    // Written for error reports, never linked or served in production (the web's vite.config.ts says why).
    sourcemap: 'hidden',
    // tooling/bench/mobile-bundle-size.mjs reads the manifest to sum the home page's first load.
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The shell boot is a second entry the gateway serves in place of the entry script on a page whose static
      // shell shows its largest image (apps/bff mobile-spa.ts): the web's file, one for both sites — a build
      // input of a few hundred bytes that imports nothing, not an import of the web's code.
      input: { index: 'index.html', 'shell-boot': fileURLToPath(new URL('../web/src/shell-boot.ts', import.meta.url)) },
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css')) ? 'assets/[hash].css' : 'assets/[name]-[hash][extname]',
      },
    },
  },
  // Component tests (*.test.tsx) run in happy-dom by their own `@vitest-environment` line (decision 028).
  test: { environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
