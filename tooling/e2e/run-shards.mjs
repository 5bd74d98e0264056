// `pnpm --filter @bazaar/e2e run e2e` (what `npm test` runs): the suite split by file into E2E_SHARDS
// Playwright runs at once (default 3), each with its own api, gateway and fresh PGlite database on its own
// ports (E2E_PORT + 10 × shard), so no shard sees another's rows, sessions or SMS windows. The browser mostly
// waits on the servers, so the cores are seldom both busy with one shard: with two shards the two cores still idled
// a fifth of the phase, and a third shard took the phase from 384 to 349 s on two cores (docs/benchmarks.md, CI time).
//
// The files are dealt out by how long each takes (SECONDS below, longest first, each to the shard with the least
// so far), not by Playwright's `--shard`, which cuts the files in order into equal test counts: one file of 47
// quick tests weighed as much as forty files of one long test, and the shards finished minutes apart.
// `node run-shards.mjs <files or flags>` passes them to every shard; with a file named, Playwright's own
// `--shard` splits that selection. `npx playwright test …` in this folder still runs one file or the whole suite
// in a single process.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { prefixLines } from '../scripts/lib.mjs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS || 3));
const basePort = Number(process.env.E2E_PORT || 3200);
const args = process.argv.slice(2);

/**
 * Seconds each file took (a clean-clone CI run, two shards at once: 2026-11-29, mobile-speed after its pages
 * loaded side by side). Only their ratios matter: they balance the shards. A file not listed counts DEFAULT_SECONDS;
 * re-measure with the list reporter's times when a file grows or a new long one lands.
 */
const SECONDS = {
  'a11y-routes.spec.ts': 142,
  'mobile-a11y.spec.ts': 63,
  'layout.spec.ts': 47,
  'zt.spec.ts': 42,
  'search.spec.ts': 32,
  'auth.spec.ts': 30,
  'mobile.spec.ts': 27,
  'failures.spec.ts': 27,
  'foundation.spec.ts': 24,
  'help-join.spec.ts': 22,
  'money.spec.ts': 21,
  'cashier.spec.ts': 20,
  'disputes.spec.ts': 18,
  'discovery.spec.ts': 18,
  'homepage.spec.ts': 17,
  'my-works.spec.ts': 15,
  'mobile-account.spec.ts': 15,
  'mobile-centre.spec.ts': 13,
  'task-work.spec.ts': 12,
  'clips.spec.ts': 12,
  'tasks-hall.spec.ts': 11,
  'brands.spec.ts': 11,
  'a11y.spec.ts': 11,
  'mobile-speed.spec.ts': 9,
  'mobile-messages.spec.ts': 8,
  'reviews.spec.ts': 7,
  'messages.spec.ts': 6,
  'growth.spec.ts': 6,
  'mobile-pages.spec.ts': 5,
  'admin.spec.ts': 5,
};
const DEFAULT_SECONDS = 20;

/** The spec files dealt to `count` shards, longest first, each to the shard with the fewest seconds so far. */
function dealFiles(files, count) {
  const bins = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const weight = (file) => SECONDS[file] ?? DEFAULT_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const bin = bins.reduce((least, b) => (b.seconds < least.seconds ? b : least));
    bin.seconds += weight(file);
    bin.files.push(file);
  }
  return bins;
}

const named = args.some((arg) => !arg.startsWith('-'));
const files = readdirSync(new URL('./tests/', import.meta.url)).filter((f) => f.endsWith('.spec.ts'));
const bins = dealFiles(files, shards);

function runShard(index) {
  const label = `[e2e ${index}/${shards}]`;
  const selection = named ? [`--shard=${index}/${shards}`] : bins[index - 1].files.map((f) => `tests/${f}`);
  if (!named) console.log(`${label} ${selection.length} files, ≈ ${bins[index - 1].seconds} s`);
  const child = spawn('npx', ['playwright', 'test', ...selection, ...args], {
    cwd: new URL('.', import.meta.url),
    env: { ...process.env, E2E_PORT: String(basePort + 10 * (index - 1)) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, process.stdout, label);
  prefixLines(child.stderr, process.stderr, label);
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ index, code: code ?? signal })));
}

const started = Date.now();
const results = await Promise.all(
  Array.from({ length: named ? shards : bins.filter((b) => b.files.length).length }, (_, i) => runShard(i + 1)),
);
const failed = results.filter((r) => r.code !== 0);
console.log(`\ne2e: ${results.length} shard(s) in ${Math.round((Date.now() - started) / 1000)} s`);
for (const r of failed) console.error(`✖ e2e shard ${r.index}/${shards} failed (exit ${r.code})`);
process.exit(failed.length ? 1 : 0);
