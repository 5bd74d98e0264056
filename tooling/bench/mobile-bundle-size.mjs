// Benchmark (issue 26 budget): first-load JS of the phone site's home page, gzip, per chunk — the entry chunk, its
// static imports, and the home page's lazy chunk with its static imports (apps/mobile/dist/.vite/manifest.json).
// Exits 1 when over budget. Usage: (cd apps/mobile && npx vite build) && node tooling/bench/mobile-bundle-size.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './stack.mjs';

const dist = path.join(root, 'apps/mobile/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 90;

const entryKey = Object.keys(manifest).find((key) => key === 'index.html' && manifest[key].isEntry);
const routeKey = Object.keys(manifest).find((key) => key === 'src/pages/home.tsx' && manifest[key].isDynamicEntry);
if (!entryKey || !routeKey) throw new Error('entry or home chunk not found in the manifest');

const files = new Map();
const walk = (key, why) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, why);
  for (const dep of chunk.imports ?? []) walk(dep, why);
};
walk(entryKey, 'entry');
walk(routeKey, 'home page');

let total = 0;
console.log('chunk'.padEnd(32), 'loaded by'.padEnd(12), 'raw KiB'.padStart(8), 'gzip KiB'.padStart(8));
for (const [file, why] of files) {
  if (!file.endsWith('.js')) continue;
  const buf = readFileSync(path.join(dist, file));
  const gz = gzipSync(buf, { level: 9 }).length;
  total += gz;
  console.log(
    file.padEnd(32),
    why.padEnd(12),
    (buf.length / 1024).toFixed(1).padStart(8),
    (gz / 1024).toFixed(1).padStart(8),
  );
}
const met = total / 1000 <= BUDGET_KB;
console.log(
  `\nphone home first-load JS: ${(total / 1024).toFixed(1)} KiB = ${(total / 1000).toFixed(1)} kB gzip -9 (budget ≤ ${BUDGET_KB} kB: ${met ? 'met' : 'NOT met'})`,
);
if (!met) process.exit(1);
