// `pnpm --filter @bazaar/e2e run e2e` (what `npm test` runs): the suite split by file into E2E_SHARDS
// Playwright runs at once (default 2), each with its own api, gateway and fresh PGlite database on its own
// ports (E2E_PORT + 10 × shard), so no shard sees another's rows, sessions or SMS windows. On the two-core
// CI machine two shards take the suite from ≈ 10 to ≈ 6 minutes (docs/benchmarks.md); the browser mostly
// waits on the servers, so the cores are seldom both busy with one shard. `npx playwright test …` in this
// folder still runs one file or the whole suite in a single process, as before.
import { spawn } from 'node:child_process';

const shards = Math.max(1, Number(process.env.E2E_SHARDS || 2));
const basePort = Number(process.env.E2E_PORT || 3200);
const args = process.argv.slice(2);

function runShard(index) {
  const label = `[e2e ${index}/${shards}]`;
  const child = spawn('npx', ['playwright', 'test', `--shard=${index}/${shards}`, ...args], {
    cwd: new URL('.', import.meta.url),
    env: {
      // Playwright cuts the files in order into equal test counts; the first shard holds a11y-routes' four
      // long walks (≈ 45 s each), so it gets a smaller share. PWTEST_SHARD_WEIGHTS is Playwright 1.65's
      // (pinned) knob for this; a version without it splits evenly, which is only slower.
      ...(shards === 2 ? { PWTEST_SHARD_WEIGHTS: '45:55' } : {}),
      ...process.env,
      E2E_PORT: String(basePort + 10 * (index - 1)),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${label} ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`${label} ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ index, code: code ?? signal })));
}

const started = Date.now();
const results = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = results.filter((r) => r.code !== 0);
console.log(`\ne2e: ${shards} shard(s) in ${Math.round((Date.now() - started) / 1000)} s`);
for (const r of failed) console.error(`✖ e2e shard ${r.index}/${shards} failed (exit ${r.code})`);
process.exit(failed.length ? 1 : 0);
