// Benchmark (issue 34 item 7, "search at a million works under load"): what the search page and the search
// box ask, through the gateway, over a database filled by seed-scale.mjs (1 M works, 50 k designers on
// PostgreSQL), with one client and with 16.
//
// The mix, one request each in turn: for every keyword of 1 and 2 characters, the works tab's first page
// (getAllWorksPage keyword, pageSize 16), the designers tab's count (getAllTalentsPage keyword, pageSize 1)
// and the box's suggestions (getMatchSearchKeyWords, 4); between them the browse lists' first pages
// (/works newest and hottest, /designer). Requests carry no session: a visitor's search.
//
// (1) 1 client: sequential requests on one keep-alive connection through the gateway; p50/p95 (budget p95
//     ≤ 10 ms). (2) 16 clients: autocannon, 16 connections for --seconds, through the gateway and (for
//     reference) directly on the api; req/s and p95 (budget ≥ 700 req/s, p95 ≤ 50 ms through the gateway).
// (3) Recall: every keyword's first page (newest) equals what SQL `LIKE` finds on the same database —
//     the ids of the 16 newest works whose title holds the keyword, case-insensitively — once before the
//     load and once after it (the answers the cache serves then).
//
// Usage (after a build and seed-scale.mjs):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bazaar_scale node search-load.mjs [--seconds 10]
//     [--requests 400] [--connections 16] [--rounds 1]
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { median, numberArg, percentile, startApi, startGateway } from './stack.mjs';

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!databaseUrl) {
  console.error('set DATABASE_URL (PostgreSQL, filled by seed-scale.mjs)');
  process.exit(2);
}
const seconds = numberArg('seconds', 10);
const requests = numberArg('requests', 400);
const connections = numberArg('connections', 16);
const rounds = numberArg('rounds', 1);

const ONE = ['猫', '茶', '龙', '画', '包', '鹿', '星', '鲸', '麒', '拉'];
const TWO = ['插画', '包装', '熊猫', '国潮', '奶茶', '海报', '敦煌', '锦鲤', '林小', '北京'];
const q = (params) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const LISTS = [
  `/api/common/getAllWorksPage?${q({ current: 1, pageSize: 16, sortType: 1 })}`,
  `/api/common/getAllWorksPage?${q({ current: 1, pageSize: 16, sortType: 2 })}`,
  `/api/common/getAllTalentsPage?${q({ sortType: 1, current: 1, pageSize: 12 })}`,
];
const PATHS = [...ONE, ...TWO].flatMap((keyword, i) => [
  `/api/common/getAllWorksPage?${q({ keyword, current: 1, pageSize: 16 })}`,
  `/api/common/getAllTalentsPage?${q({ keyword, current: 1, pageSize: 1 })}`,
  `/api/common/getMatchSearchKeyWords?${q({ keyword, limit: 4 })}`,
  LISTS[i % LISTS.length],
]);

const api = await startApi({ DATABASE_URL: databaseUrl, SEED: 'off' });
const gateway = await startGateway(api.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the kept-alive connection: its status, body and milliseconds. */
function get(base, path) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks).toString(),
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      })
      .on('error', reject);
  });
}

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const schema = process.env.DATABASE_SCHEMA;
if (schema) await db.query(`set search_path to "${schema}"`);

/** Every keyword's first page (newest) equals SQL LIKE's 16 newest titles holding it. */
async function recall() {
  const misses = [];
  for (const keyword of [...ONE, ...TWO]) {
    const res = await get(gateway.url, `/api/common/getAllWorksPage?${q({ keyword, current: 1, pageSize: 16 })}`);
    const got = JSON.parse(res.body).data.rows.map((w) => w.worksId);
    const like = await db.query(
      `select works_id from works where lower(title) like '%' || lower($1) || '%'
       order by created_at desc, works_id desc limit 16`,
      [keyword],
    );
    const want = like.rows.map((r) => r.works_id);
    if (got.join() !== want.join()) misses.push(`${keyword}: api ${got.join()} / LIKE ${want.join()}`);
  }
  return misses;
}

function load(base) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: PATHS.map((path) => ({ method: 'GET', path })),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

const failed = [];
try {
  const before = await recall();
  if (before.length) failed.push(`recall before the load: ${before.join('; ')}`);

  // Warm: one pass of the mix, so both targets start from the same cache and connection state.
  for (const path of PATHS) await get(gateway.url, path);

  const ms = [];
  for (let i = 0; i < requests; i++) {
    const res = await get(gateway.url, PATHS[i % PATHS.length]);
    if (res.status !== 200) throw new Error(`${PATHS[i % PATHS.length]}: ${res.status}`);
    ms.push(res.ms);
  }
  const kinds = new Map();
  ms.forEach((t, i) => {
    const path = PATHS[i % PATHS.length];
    const kind = path.includes('keyword=')
      ? path.split('?')[0].split('/').pop()
      : `list ${path.split('?')[0].split('/').pop()}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), t]);
  });
  for (const [kind, xs] of kinds) {
    console.log(`  ${kind}: p50 ${median(xs).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`);
  }
  const p95one = percentile(ms, 95);
  console.log(
    `1 client through the gateway: p50 ${median(ms).toFixed(1)} ms, p95 ${p95one.toFixed(1)} ms (budget ≤ 10)`,
  );
  if (p95one > 10) failed.push(`1 client p95 ${p95one.toFixed(1)} ms > 10`);

  for (let round = 1; round <= rounds; round++) {
    const direct = await load(api.url);
    const through = await load(gateway.url);
    for (const [name, r] of [
      ['api directly', direct],
      ['through the gateway', through],
    ]) {
      const bad = r.non2xx + r.errors + r.timeouts;
      console.log(
        `${connections} clients, ${name}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, ` +
          `p97.5 ${r.latency.p97_5} ms, p99 ${r.latency.p99} ms, ${bad} failed (round ${round})`,
      );
    }
    // autocannon reports p90 and p97.5, not p95: p97.5 ≤ 50 is the stricter reading of the budget.
    if (through.requests.average < 700) failed.push(`${through.requests.average.toFixed(0)} req/s < 700`);
    if (through.latency.p97_5 > 50) failed.push(`p97.5 ${through.latency.p97_5} ms > 50`);
    if (through.non2xx + through.errors) failed.push(`${through.non2xx + through.errors} failed requests`);
  }

  const after = await recall();
  if (after.length) failed.push(`recall after the load: ${after.join('; ')}`);
  console.log(`recall: ${[...ONE, ...TWO].length} keywords, first pages equal SQL LIKE's before and after the load`);
} finally {
  agent.destroy();
  await db.end();
  await gateway.stop();
  await api.stop();
}
if (failed.length) {
  console.log(`not met: ${failed.join('; ')}`);
  process.exitCode = 1;
} else console.log('all budgets met');
