// Benchmark (issue 22 budget): one client floods the image service with distinct, uncached sizes of
// watermarked work covers while a user logs in with a password. Budget: password-login p95 during the
// flood ≤ 2 × its idle p95, and /healthz answers within 100 ms throughout.
//
// The built api alone on a fresh PGlite directory (seeded), logins straight to the api (with the client's
// Basic header, as the BFF sends it; the BFF's per-IP login limit is not what is measured here).
// Each round: sequential password logins with a /healthz probe every 50 ms beside them for `--seconds`
// (idle), then the same again during the flood: waves of
// `--concurrency` simultaneous requests, each for a size no request asked before (w = 300…1199 over the
// seeded covers, mk = a watermark), the next wave as soon as one is answered; meanwhile sequential
// logins and probes. The api's image settings come from this shell's environment
// (IMAGE_RENDER_CONCURRENCY, IMAGE_RENDER_QUEUE, IMAGE_CACHE_MAX_BYTES).
// Usage: node image-flood.mjs [--rounds 3] [--seconds 12] [--concurrency 200] [--api <url>]
// Exits 1 when the budget is not met (on the medians over the rounds).
//
// `--mode fairness` measures issue 34's budget instead (image-fairness.mjs): one client's 4000-px flood
// through the gateway against another client's thumbnails.
import { Worker } from 'node:worker_threads';
import { arg, CLIENT_AUTH, median, numberArg, percentile, startApi } from './stack.mjs';

if (arg('mode', 'logins') === 'fairness') {
  await import('./image-fairness.mjs');
  process.exit();
}

const rounds = numberArg('rounds', 3);
const seconds = numberArg('seconds', 12);
const concurrency = numberArg('concurrency', 200);

const DEMO = { username: '13800000001', password: 'bazaar-demo-2026' };
const MARK = encodeURIComponent('设计集市 版权所有');
const COVERS = 40; // seeded works 1…40 each have a cover works/<id>-1.svg

// --api <url>: an api already running (seeded, with the demo designer), e.g. one started with --cpu-prof.
const given = process.argv.includes('--api') ? process.argv[process.argv.indexOf('--api') + 1] : null;
const api = given ? { url: given, stop: async () => {} } : await startApi({ DATABASE_URL: '' }, 180_000);

/**
 * Logins and /healthz probes run on a worker thread of this script: the flood's 200 sockets keep this
 * thread's event loop busy, which would otherwise be counted as the api's latency.
 */
const PROBE_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, auth, demo } = workerData;
const timed = async (fn) => { const t = performance.now(); await fn(); return performance.now() - t; };
async function login() {
  const res = await fetch(url + '/api/auth/authentication/form', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: auth },
    body: JSON.stringify(demo),
  });
  const body = await res.json();
  if (!body.success) throw new Error('login failed: ' + res.status + ' ' + JSON.stringify(body));
}
const health = () => fetch(url + '/healthz').then((r) => r.arrayBuffer());
parentPort.on('message', async ({ logins, ms }) => {
  const out = { logins: [], health: [] };
  if (logins) {
    for (let i = 0; i < logins; i++) out.logins.push(await timed(login));
    for (let i = 0; i < 20; i++) out.health.push(await timed(health));
  } else {
    const until = performance.now() + ms;
    await Promise.all([
      (async () => { while (performance.now() < until) out.logins.push(await timed(login)); })(),
      (async () => {
        while (performance.now() < until) {
          out.health.push(await timed(health));
          await new Promise((r) => setTimeout(r, 50));
        }
      })(),
    ]);
  }
  parentPort.postMessage(out);
});
`;
const probe = new Worker(PROBE_SOURCE, { eval: true, workerData: { url: api.url, auth: CLIENT_AUTH, demo: DEMO } });
const measure = (job) =>
  new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.once('message', (result) => {
      probe.off('error', reject);
      resolve(result);
    });
    probe.postMessage(job);
  });

/** The api's own largest event-loop delay since the last scrape (prom-client's default metrics). */
async function apiLoopLagMax() {
  const text = await fetch(`${api.url}/metrics`).then((r) => r.text());
  const m = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})?\s+(\S+)/m.exec(text);
  return m ? Number(m[1]) * 1000 : NaN;
}

let sizeCounter = 0;
/** A URL no request has asked for before in this run. */
function distinctUrl() {
  const n = sizeCounter++;
  const id = 1 + (n % COVERS);
  const w = 300 + (Math.floor(n / COVERS) % 900);
  if (n >= COVERS * 900) throw new Error('out of distinct sizes');
  return `${api.url}/img/works/${id}-1.svg?w=${w}&mk=${MARK}`;
}

async function flood(untilMs, counts) {
  while (performance.now() < untilMs) {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const res = await fetch(distinctUrl(), { headers: { accept: 'image/webp,*/*' } });
        await res.arrayBuffer();
        if (res.status === 200) counts.rendered++;
        else if (res.status === 503 && Number(res.headers.get('retry-after')) >= 1) counts.refused++;
        else counts.other++;
      }),
    );
  }
}

const results = [];
try {
  await measure({ logins: 5 }); // warm-up (JIT, the hashing threads, PGlite)
  for (let round = 1; round <= rounds; round++) {
    // The same measurement without the flood: logins and /healthz probes side by side for as long.
    await apiLoopLagMax();
    const { logins: idle, health: idleHealth } = await measure({ ms: seconds * 1000 });
    const idleLoopLag = await apiLoopLagMax();

    const counts = { rendered: 0, refused: 0, other: 0 };
    await apiLoopLagMax(); // resets the api's lag gauge
    const started = performance.now();
    const [{ logins: during, health }] = await Promise.all([
      measure({ ms: seconds * 1000 }),
      flood(started + seconds * 1000, counts),
    ]);
    const floodSeconds = (performance.now() - started) / 1000;
    const loopLag = await apiLoopLagMax();

    const r = {
      idleP95: percentile(idle, 95),
      floodP95: percentile(during, 95),
      floodLogins: during.length,
      healthMax: Math.max(...health),
      healthP99: percentile(health, 99),
      idleHealthMax: Math.max(...idleHealth),
      ...counts,
      floodSeconds,
      loopLag,
      idleLoopLag,
    };
    r.ratio = r.floodP95 / r.idleP95;
    results.push(r);
    console.log(
      `round ${round}: login p95 idle ${r.idleP95.toFixed(1)} ms, flood ${r.floodP95.toFixed(1)} ms (×${r.ratio.toFixed(2)}, ${r.floodLogins} logins) | /healthz max ${r.healthMax.toFixed(1)} ms, p99 ${r.healthP99.toFixed(1)} ms (idle max ${r.idleHealthMax.toFixed(1)}), api event-loop lag max ${r.loopLag.toFixed(1)} ms (idle ${r.idleLoopLag.toFixed(1)}) | images: ${r.rendered} rendered, ${r.refused} refused 503 + Retry-After, ${r.other} other in ${r.floodSeconds.toFixed(1)} s`,
    );
    if (r.other > 0) throw new Error(`${r.other} image answers were neither 200 nor 503 with Retry-After`);
  }
} finally {
  await probe.terminate();
  await api.stop();
}

const med = (k) => median(results.map((r) => r[k]));
const ratio = med('floodP95') / med('idleP95');
const healthMax = med('healthMax');
console.log(`\nmedians over ${rounds} rounds (${concurrency} concurrent distinct sizes, ${seconds}s each):`);
console.log(
  `  password login p95: idle ${med('idleP95').toFixed(1)} ms, during the flood ${med('floodP95').toFixed(1)} ms`,
);
console.log(`  ratio flood/idle: ${ratio.toFixed(2)} (budget ≤ 2)`);
console.log(`  /healthz max during the flood: ${healthMax.toFixed(1)} ms (budget ≤ 100)`);
console.log(`  /healthz max without the flood (same logins): ${med('idleHealthMax').toFixed(1)} ms`);
console.log(
  `  api event-loop lag max: ${med('loopLag').toFixed(1)} ms during the flood, ${med('idleLoopLag').toFixed(1)} ms without`,
);
console.log(`  images per round: ${med('rendered')} rendered, ${med('refused')} refused with 503 + Retry-After`);
const met = ratio <= 2 && healthMax <= 100;
console.log(`  budget: ${met ? 'met' : 'NOT met'}`);
if (!met) process.exitCode = 1;
