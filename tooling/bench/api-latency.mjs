// Benchmark (issue 2 budget): getAllWorksPage at pageSize 16 over the seeded data on PGlite, through the
// BFF and directly on the api, alternating targets in one run. Reports req/s and latency percentiles per
// round, the medians, p95 (computed from every response time autocannon reports), and BFF/direct ratio.
// Latency is measured at 1 connection (what one user waits; PGlite is single-threaded, so with N
// concurrent connections every request also queues behind N-1 others) and throughput at --connections.
// Usage: node api-latency.mjs [--rounds 3] [--seconds 8] [--connections 10]
import autocannon from 'autocannon';
import { median, numberArg, percentile, startStack } from './stack.mjs';

const rounds = numberArg('rounds', 3);
const seconds = numberArg('seconds', 8);
const connections = numberArg('connections', 10);
const PATH = '/api/common/getAllWorksPage?current=1&pageSize=16';

function bench(url, conns = connections) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections: conns, duration: seconds }, (err, result) => {
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
      const url = (target === 'bff' ? stack.bff : stack.api) + PATH;
      const one = await bench(url, 1);
      const many = await bench(url);
      results[target].push({ p50: one.p50, p95: one.p95, p99: one.p99, rps: many.rps, p95many: many.p95 });
      console.log(
        `round ${i + 1} ${target.padEnd(6)} 1 conn: p50 ${one.p50.toFixed(2)} ms  p95 ${one.p95.toFixed(2)} ms  p99 ${one.p99.toFixed(2)} ms | ${connections} conns: ${many.rps.toFixed(0)} req/s  p95 ${many.p95.toFixed(2)} ms`,
      );
    }
  }
  const med = (rs, k) => median(rs.map((r) => r[k]));
  console.log(`\nmedians over ${rounds} rounds (${seconds}s each):`);
  for (const [k, rs] of Object.entries(results)) {
    console.log(
      `  ${k.padEnd(6)} p50 ${med(rs, 'p50').toFixed(2)} ms  p95 ${med(rs, 'p95').toFixed(2)} ms  p99 ${med(rs, 'p99').toFixed(2)} ms | ${med(rs, 'rps').toFixed(0)} req/s at ${connections} conns`,
    );
  }
  console.log(`  BFF/direct throughput ratio: ${(med(results.bff, 'rps') / med(results.direct, 'rps')).toFixed(3)}`);
  console.log(
    `  budget p95 ≤ 20 ms at pageSize 16 (direct, 1 conn): ${med(results.direct, 'p95') <= 20 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `  budget p95 ≤ 20 ms at pageSize 16 (via BFF, 1 conn): ${med(results.bff, 'p95') <= 20 ? 'met' : 'NOT met'}`,
  );
} finally {
  await stack.stop();
}
