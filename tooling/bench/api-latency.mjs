// Benchmark (issue 2 budget): getAllWorksPage at pageSize 16 over the seeded data on PGlite, through the
// BFF and directly on the api, alternating targets in one run. Reports req/s and latency percentiles per
// round, the medians, p95 (computed from every response time autocannon reports), and BFF/direct ratio.
// Usage: node api-latency.mjs [--rounds 3] [--seconds 8] [--connections 10]
import autocannon from 'autocannon';
import { median, percentile, startStack } from './stack.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const rounds = arg('rounds', 3);
const seconds = arg('seconds', 8);
const connections = arg('connections', 10);
const PATH = '/api/common/getAllWorksPage?current=1&pageSize=16';

function bench(url) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: seconds }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({
        rps: result.requests.average,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const stack = await startStack();
try {
  // Warm up both paths (JIT, PGlite caches, keep-alive pools).
  await bench(stack.api + PATH);
  await bench(stack.bff + PATH);
  const results = { direct: [], bff: [] };
  for (let i = 0; i < rounds; i++) {
    for (const target of i % 2 ? ['bff', 'direct'] : ['direct', 'bff']) {
      const r = await bench((target === 'bff' ? stack.bff : stack.api) + PATH);
      results[target].push(r);
      console.log(
        `round ${i + 1} ${target.padEnd(6)} ${r.rps.toFixed(0)} req/s  p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`,
      );
    }
  }
  const summary = Object.fromEntries(
    Object.entries(results).map(([k, rs]) => [
      k,
      { rps: median(rs.map((r) => r.rps)), p95: median(rs.map((r) => r.p95)), p99: median(rs.map((r) => r.p99)) },
    ]),
  );
  console.log('\nmedians over rounds (connections %d, %ds each):', connections, seconds);
  for (const [k, v] of Object.entries(summary)) {
    console.log(`  ${k.padEnd(6)} ${v.rps.toFixed(0)} req/s  p95 ${v.p95.toFixed(2)} ms  p99 ${v.p99.toFixed(2)} ms`);
  }
  console.log(`  BFF/direct throughput ratio: ${(summary.bff.rps / summary.direct.rps).toFixed(3)}`);
  console.log(`  budget p95 ≤ 20 ms at pageSize 16 (direct): ${summary.direct.p95 <= 20 ? 'met' : 'NOT met'}`);
} finally {
  await stack.stop();
}
