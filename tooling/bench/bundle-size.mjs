// Benchmark (issue 2 budget): first-load JS of the home route, gzip, per chunk. Reads Vite's build
// manifest (apps/web/dist/.vite/manifest.json): the entry chunk, every chunk it imports statically, and
// the home page's route chunk with its static imports. Usage: node bundle-size.mjs [--route features/home/]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './stack.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const k = process.argv.indexOf('--route');
const routeMatch = k > 0 ? process.argv[k + 1] : 'features/home/';
const BUDGET_KB = 130;

const entryKey = Object.keys(manifest).find((key) => key === 'index.html' && manifest[key].isEntry);
// The shell boot (second entry) starts the app on pages whose static shell shows images, the home page's
// first banner among them: it belongs to the home page's first load.
const bootKey = Object.keys(manifest).find((key) => key.endsWith('shell-boot.ts') && manifest[key].isEntry);
const routeKey = Object.keys(manifest).find((key) => key.includes(routeMatch) && manifest[key].isDynamicEntry);
if (!entryKey || !routeKey) throw new Error(`entry or route chunk (${routeMatch}) not found in the manifest`);

const files = new Map();
const walk = (key, why) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.set(chunk.file, why);
  for (const dep of chunk.imports ?? []) walk(dep, why);
};
walk(entryKey, 'entry');
if (bootKey) walk(bootKey, 'shell boot');
walk(routeKey, 'home route');

let total = 0;
let totalRaw = 0;
console.log('chunk'.padEnd(48), 'loaded by'.padEnd(12), 'raw KiB'.padStart(8), 'gzip KiB'.padStart(8));
for (const [file, why] of files) {
  if (!file.endsWith('.js')) continue;
  const buf = readFileSync(path.join(dist, file));
  const gz = gzipSync(buf, { level: 9 }).length;
  total += gz;
  totalRaw += buf.length;
  console.log(
    file.padEnd(48),
    why.padEnd(12),
    (buf.length / 1024).toFixed(1).padStart(8),
    (gz / 1024).toFixed(1).padStart(8),
  );
}
console.log('total'.padEnd(61), (totalRaw / 1024).toFixed(1).padStart(8), (total / 1024).toFixed(1).padStart(8));
// Reported both ways: KiB (1024 B) and kB (1000 B, as Vite prints); the budget must hold in both.
const met = total / 1000 <= BUDGET_KB;
console.log(
  `\nhome first-load JS: ${(total / 1024).toFixed(1)} KiB = ${(total / 1000).toFixed(1)} kB gzip -9 (budget ≤ ${BUDGET_KB} kB: ${met ? 'met' : 'NOT met'})`,
);
