// Benchmark (issue 34 item 3): one client floods the image service with 4000-px renders while another client
// asks for thumbnails nobody asked before. Budget: no answer is a 504 (the gateway gave up waiting), and the
// other client's thumbnails answer with p95 ≤ 1 s (median of the rounds' p95s), every one of them an image.
//
// Run as `node image-flood.mjs --mode fairness`. The built stack (api on a fresh seeded PGlite directory +
// the gateway, stack.mjs), everything through the gateway as a browser's requests arrive. The two clients
// are two addresses: the gateway believes X-Forwarded-For from loopback (TRUST_PROXY, as from nginx) and
// passes the address on to the api.
// - Flood (client A): `--width` (12) requests always in flight, each `w=4000&h=4000&fill=1` of a seeded
//   cover with a `q` none of the other 11 in flight has (the covers in turn, so few are cache hits).
// - Thumbnails (client B): one after another, 150 ms apart, each a size no request asked before
//   (`w=200…` of the covers in turn).
// Each round runs `--seconds` (20). The api's image settings come from this shell's environment
// (IMAGE_RENDER_CONCURRENCY, IMAGE_RENDER_QUEUE, IMAGE_RENDER_BUDGET_MS, IMAGE_CACHE_MAX_BYTES).
// Usage: node image-flood.mjs --mode fairness [--rounds 3] [--seconds 20] [--width 12]
// Exits 1 when the budget is not met.
import { arg, median, numberArg, percentile, startStack } from './stack.mjs';

const rounds = numberArg('rounds', 3);
const seconds = numberArg('seconds', 20);
const width = numberArg('width', 12);
const COVERS = 40; // seeded works 1…40 each have a cover works/<id>-1.svg
const FLOODER = '203.0.113.10';
const OTHER = '203.0.113.20';
const ACCEPT = 'image/avif,image/webp,*/*';

const stack = await startStack({ apiEnv: arg('api-env') ? JSON.parse(arg('api-env')) : {} });

/** GET through the gateway as `ip`; the answer's status, Retry-After and time (ms, body read). */
async function get(path, ip) {
  const started = performance.now();
  const res = await fetch(stack.bff + path, { headers: { accept: ACCEPT, 'x-forwarded-for': ip } });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
}

let floodN = 0;
let thumbN = 0;

async function round() {
  const until = performance.now() + seconds * 1000;
  const flood = { ok: 0, busy: 0, timeout: 0, other: 0, maxMs: 0 };
  const thumbs = [];
  const lane = async (slot) => {
    while (performance.now() < until) {
      const n = floodN++;
      const cover = 1 + (Math.floor(n / width) % COVERS);
      // Distinct q among the requests in flight (slot) and from one pass over the covers to the next.
      const q = 1 + ((slot * 8 + Math.floor(n / (width * COVERS))) % 100);
      const r = await get(`/img/works/${cover}-1.svg?w=4000&h=4000&q=${q}&fill=1`, FLOODER);
      flood.maxMs = Math.max(flood.maxMs, r.ms);
      if (r.status === 200) flood.ok++;
      else if (r.status === 503 && Number(r.retryAfter) >= 1) flood.busy++;
      else if (r.status === 504) flood.timeout++;
      else flood.other++;
    }
  };
  const other = async () => {
    await new Promise((r) => setTimeout(r, 500)); // the flood is under way
    while (performance.now() < until) {
      const n = thumbN++;
      const r = await get(`/img/works/${1 + (n % COVERS)}-1.svg?w=${200 + Math.floor(n / COVERS)}&q=80`, OTHER);
      thumbs.push(r);
      await new Promise((res) => setTimeout(res, 150));
    }
  };
  await Promise.all([...Array.from({ length: width }, (_, slot) => lane(slot)), other()]);
  const ms = thumbs.map((t) => t.ms);
  return {
    flood,
    thumbs: thumbs.length,
    thumbP95: percentile(ms, 95),
    thumbP50: percentile(ms, 50),
    thumbMax: Math.max(...ms),
    thumbNot200: thumbs.filter((t) => t.status !== 200).length,
    thumb504: thumbs.filter((t) => t.status === 504).length,
  };
}

const results = [];
try {
  await get('/img/works/1-1.svg?w=100', OTHER); // warm-up: the render process starts, the font loads
  for (let i = 1; i <= rounds; i++) {
    const r = await round();
    results.push(r);
    const f = r.flood;
    console.log(
      `round ${i}: other client's thumbnails p95 ${r.thumbP95.toFixed(0)} ms (p50 ${r.thumbP50.toFixed(0)}, max ${r.thumbMax.toFixed(0)}; ${r.thumbs} asked, ${r.thumbNot200} not 200, ${r.thumb504} × 504) | flood: ${f.ok} × 200, ${f.busy} × 503 + Retry-After, ${f.timeout} × 504, ${f.other} other, slowest ${f.maxMs.toFixed(0)} ms`,
    );
  }
} finally {
  await stack.stop();
}

const p95 = median(results.map((r) => r.thumbP95));
const timeouts = results.reduce((sum, r) => sum + r.flood.timeout + r.thumb504, 0);
const thumbsFailed = results.reduce((sum, r) => sum + r.thumbNot200, 0);
console.log(`\nover ${rounds} rounds of ${seconds} s (${width}-wide 4000-px flood from one client):`);
console.log(`  504 answers: ${timeouts} (budget 0)`);
console.log(`  other client's thumbnail p95 (median of rounds): ${p95.toFixed(0)} ms (budget ≤ 1000)`);
console.log(`  other client's thumbnails not served: ${thumbsFailed} (budget 0)`);
const met = timeouts === 0 && p95 <= 1000 && thumbsFailed === 0;
console.log(`  budget: ${met ? 'met' : 'NOT met'}`);
if (!met) process.exitCode = 1;
