/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from 'vite';

/**
 * CSS module class names: the class, then a short id of its file (`card_k3x9q`). Every class of a file shares
 * the suffix, so the class maps that first-load chunks carry compress better than with Vite's hash and line per
 * class (≈ 0.3 kB gzip of the home first load). Two files whose ids collide fail the build rather than share names.
 */
const fileIds = new Map<string, string>();
function scopedName(name: string, filename: string): string {
  const file = path.relative(import.meta.dirname, filename.split('?')[0]!);
  let id = fileIds.get(file);
  if (!id) {
    id = createHash('sha1').update(file).digest('base64url').replace(/[-_]/g, '').slice(0, 5);
    const taken = [...fileIds].find(([, other]) => other === id);
    if (taken) throw new Error(`CSS module id ${id} of ${file} collides with ${taken[0]}`);
    fileIds.set(file, id);
  }
  return `${name}_${id}`;
}

/**
 * Dev and preview servers send /api and /img to the BFF (not the api): logins, the session cookie and the
 * CSRF check live there, exactly as in production. `xfwd` passes the page's own host as X-Forwarded-Host
 * (the gateway trusts it from loopback), so its same-origin check compares with http://localhost:5173.
 */
const gateway = { target: 'http://127.0.0.1:3000', xfwd: true };

export default defineConfig({
  plugins: [react()],
  css: { modules: { generateScopedName: scopedName } },
  resolve: { alias: { '@/': new URL('./src/', import.meta.url).pathname } },
  server: { port: 5173, proxy: { '/api': gateway, '/img': gateway } },
  preview: { port: 4173, proxy: { '/api': gateway, '/img': gateway } },
  // The manifest lets tooling/bench/bundle-size.mjs find the home route's chunks.
  build: {
    target: 'es2022',
    // Written for error reports, never linked: no `//# sourceMappingURL` in the served JS, and the gateway does
    // not serve `.map` files in production (issue 34: they are the whole source).
    sourcemap: 'hidden',
    manifest: true,
    // Every browser we serve supports <link rel=modulepreload>; the polyfill would ship in the entry chunk.
    // A lazy chunk's JS dependencies are not listed for preloading: the list of every route's chunk names
    // sat in the entry (≈ 1 kB gzip of hashes, home first-load budget) while the browser fetches a chunk's
    // imports itself as soon as the chunk arrives, and the gateway preloads the landing route's chunks
    // (apps/bff page-preload). CSS stays listed: Vite loads a lazy chunk's CSS through that list.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      // The shell boot (src/shell-boot.ts) is a second entry the gateway serves in place of index.html's
      // entry script on pages whose static shell shows the largest image (apps/bff spa.ts).
      input: { index: 'index.html', 'shell-boot': 'src/shell-boot.ts' },
      output: {
        // Chunks and stylesheets by hash alone: the entry names every lazy chunk and its CSS (imports and the
        // preload helper's list), and those names cost the home first load ≈ 0.5 kB gzip. Nothing looks a
        // file up by name — the gateway and the bench read the build manifest; the (hidden) sourcemaps keep the sources.
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css')) ? 'assets/[hash].css' : 'assets/[name]-[hash][extname]',
        // Everything the first load needs anyway (framework + the one API client) in one chunk: several
        // small shared chunks compress worse and cost requests (home first-load budget).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // …except useMutation and its observer: only lazy pages (uploads, homepage editing) mutate, and
              // they cost ≈ 0.5 kB gzip here (the QueryClient's MutationCache stays: it needs it).
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/](?!.*[\\/](useMutation|mutationObserver)\.js$)|src[\\/]shared[\\/]api[\\/]/,
            },
            {
              // The cards and their grids, shared by home and every list page: one chunk instead of four
              // tiny ones (each costs a request and its own gzip overhead on the home first load). The
              // quick-publish opener (雇佣TA on the cards) rides along for the same reason.
              name: 'cards',
              test: /src[\\/]shared[\\/](ui[\\/](cards[\\/]|empty-state)|quick-publish[\\/]quick-publish-store)/,
            },
          ],
        },
      },
    },
  },
  // Component tests (*.test.tsx) run in happy-dom by their own `@vitest-environment` line (decision 028).
  test: { environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
