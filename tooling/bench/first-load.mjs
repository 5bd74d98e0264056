// First-load JS of a Vite app's page, gzip -9, per chunk: the entries given (and every chunk they import
// statically) and the page's lazy chunk with its static imports, read from the build manifest
// (<dist>/.vite/manifest.json). bundle-size.mjs (the desktop web) and mobile-bundle-size.mjs (the phone
// site) both report through it; it exits 1 when the total is over the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @param {{ dist: string, entries: { match: (key: string) => boolean, why: string }[],
 *   page: { match: (key: string) => boolean, why: string }, budgetKb: number, label: string }} o
 */
export function reportFirstLoad({ dist, entries, page, budgetKb, label }) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const keys = Object.keys(manifest);
  const files = new Map();
  const walk = (key, why) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, why);
    for (const dep of chunk.imports ?? []) walk(dep, why);
  };
  for (const entry of entries) {
    const key = keys.find((k) => entry.match(k) && manifest[k].isEntry);
    if (key) walk(key, entry.why);
    else if (entry.why === 'entry') throw new Error(`no entry chunk in ${dist}'s manifest`);
  }
  const pageKey = keys.find((k) => page.match(k) && manifest[k].isDynamicEntry);
  if (!pageKey) throw new Error(`no ${page.why} chunk in ${dist}'s manifest`);
  walk(pageKey, page.why);

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
  const met = total / 1000 <= budgetKb;
  console.log(
    `\n${label} first-load JS: ${(total / 1024).toFixed(1)} KiB = ${(total / 1000).toFixed(1)} kB gzip -9 (budget ≤ ${budgetKb} kB: ${met ? 'met' : 'NOT met'})`,
  );
  if (!met) process.exit(1);
}
