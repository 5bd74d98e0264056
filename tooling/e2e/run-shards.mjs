// `pnpm --filter @bazaar/e2e run e2e` (what `npm test` runs): the suite split by file into E2E_SHARDS
// Playwright runs at once (default 2), each with its own api, gateway and fresh PGlite database on its own
// ports (E2E_PORT + 10 × shard), so no shard sees another's rows, sessions or SMS windows. The browser mostly
// waits on the servers, so the cores are seldom both busy with one shard (docs/benchmarks.md, CI time).
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

const shards = Math.max(1, Number(process.env.E2E_SHARDS || 2));
const basePort = Number(process.env.E2E_PORT || 3200);
const args = process.argv.slice(2);

/**
 * Seconds each file took (a clean-clone CI run, both shards at once: 2026-11-26). Only their ratios matter: they
 * balance the shards. A file not listed counts DEFAULT_SECONDS; re-measure with the list reporter's times when a file
 * grows or a new long one lands.
 */
const SECONDS = {
  'a11y-routes.spec.ts': 152,
  'mobile-a11y.spec.ts': 76,
  'layout.spec.ts': 54,
  'zt.spec.ts': 46,
  'mobile.spec.ts': 37,
  'mobile-speed.spec.ts': 35,
  'search.spec.ts': 30,
  'failures.spec.ts': 29,
  'auth.spec.ts': 29,
  'foundation.spec.ts': 23,
  'money.spec.ts': 23,
  'help-join.spec.ts': 21,
  'homepage.spec.ts': 20,
  'mobile-account.spec.ts': 20,
  'mobile-centre.spec.ts': 18,
  'discovery.spec.ts': 18,
  'disputes.spec.ts': 17,
  'task-work.spec.ts': 16,
  'my-works.spec.ts': 15,
  'tasks-hall.spec.ts': 14,
  'clips.spec.ts': 13,
  'brands.spec.ts': 12,
  'a11y.spec.ts': 11,
  'mobile-messages.spec.ts': 9,
  'admin.spec.ts': 8,
  'reviews.spec.ts': 8,
  'messages.spec.ts': 8,
  'growth.spec.ts': 8,
  'mobile-pages.spec.ts': 5,
  // Issue 33, measured alone on a loaded machine (2026-11-28).
  'cashier.spec.ts': 40,
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
