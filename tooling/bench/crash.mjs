// Crashes and reloads under load (issue 24, decision 021): the cluster (tooling/scripts/cluster.mjs:
// nginx → 2 gateways → 2 api processes on PostgreSQL, Redis, shared storage), supervised as
// `npm run start:cluster` is.
// - crash: 20 s of browse load at 8 connections through nginx; at 2 s one api is SIGKILLed (as the OOM
//   killer would), and once it is back one gateway. Budget: at most 2 failed requests, each back within 10 s.
// - reload: `cluster.reload()` (what SIGHUP and `npm run cluster:reload` do) under GET + POST load at 8
//   connections. Budget: 0 failed requests.
// Prints each run and the medians. Needs PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test; a schema of its own, dropped after) and Redis (REDIS_URL).
// Usage: node crash.mjs [--runs 3] [--seconds 20] [--connections 8]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freeBasePort, missingServices, startCluster } from '../scripts/cluster.mjs';
import { median, numberArg } from './stack.mjs';

const runs = numberArg('runs', 3);
const seconds = numberArg('seconds', 20);
const connections = numberArg('connections', 8);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const problems = await missingServices({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
if (problems.length) {
  console.error(`crash needs:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const BROWSE = [
  { path: '/api/common/getAllWorksPage?current=1&pageSize=16' },
  { path: '/api/common/getTaskPage?current=1&pageSize=8' },
  { path: '/api/common/getAllTalentsPage?current=1&pageSize=8' },
  { path: '/works' },
  { path: '/' },
];
const POST = {
  method: 'POST',
  path: '/api/common/visit',
  headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  body: JSON.stringify({ id: 1, visitType: 1, sourceType: 1 }),
};

/** autocannon at `connections` for `duration` s (or until `.stop()`); answers { promise, instance }. */
function load(url, requests, duration) {
  let instance;
  const promise = new Promise((resolve, reject) => {
    instance = autocannon({ url, connections, duration, requests }, (err, r) => (err ? reject(err) : resolve(r)));
  });
  return { promise, instance };
}
const failedOf = (r) => r.non2xx + r.errors + r.timeouts;
/** The non-2xx answers by status, e.g. `502×1` (empty when none). */
const statuses = (r) =>
  Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`)
    .map((s) => ` ${s}`)
    .join('');

/** SIGKILL (a crash, not an order) and the ms until the supervisor's new process answers /readyz. */
async function crash(proc) {
  const { pid } = proc.child;
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  for (;;) {
    if (Date.now() - killedAt > 60_000) throw new Error(`${proc.name} did not come back within 60 s`);
    if (proc.child.pid !== pid && proc.alive()) {
      const res = await fetch(proc.readyUrl).catch(() => null);
      if (res?.ok) return Date.now() - killedAt;
    }
    await sleep(50);
  }
}

const schema = `crash_${randomBytes(4).toString('hex')}`;
const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-crash-'));
const log = [];
const gaveUp = [];
let cluster;
const results = { crash: [], reload: [] };
try {
  const port = await freeBasePort();
  console.log(`starting the cluster on ${port} (schema ${schema}) …`);
  cluster = await startCluster({
    port,
    dataDir: dir,
    databaseUrl: DATABASE_URL,
    databaseSchema: schema,
    redisUrl: REDIS_URL,
    logDir: null,
    apiEnv: { LOG_LEVEL: 'warn' },
    gatewayEnv: { LOG_LEVEL: 'warn' },
    log: (line) => log.push(line),
    onGiveUp: (name, reason) => gaveUp.push(reason),
  });
  // Warm the caches and the connections once.
  await load(cluster.url, BROWSE, 3).promise;
  for (let run = 1; run <= runs; run++) {
    const browse = load(cluster.url, BROWSE, seconds);
    await sleep(2_000);
    const apiBack = await crash(cluster.procs.get(`api-${((run - 1) % 2) + 1}`));
    await sleep(500);
    const gatewayBack = await crash(cluster.procs.get(`gateway-${((run - 1) % 2) + 1}`));
    const r = await browse.promise;
    results.crash.push({ requests: r.requests.total, failed: failedOf(r), apiBack, gatewayBack });
    console.log(
      `crash ${run}: ${r.requests.total} requests in ${seconds} s, ${failedOf(r)} failed (non-2xx ${r.non2xx}${statuses(r)}, errors ${r.errors}, timeouts ${r.timeouts}); api back in ${apiBack} ms, gateway in ${gatewayBack} ms`,
    );
    // Past the supervisor's reset (30 s ready) would be slower; 5 s lets the restarted processes settle.
    await sleep(5_000);

    const mixed = load(cluster.url, [...BROWSE, POST, POST], 600);
    await sleep(1_000);
    const started = Date.now();
    const took = await cluster.reload();
    const reloadMs = Date.now() - started;
    await sleep(1_000);
    mixed.instance.stop();
    const m = await mixed.promise;
    results.reload.push({ requests: m.requests.total, failed: failedOf(m), reloadMs });
    console.log(
      `reload ${run}: ${m.requests.total} requests, ${failedOf(m)} failed (non-2xx ${m.non2xx}${statuses(m)}, errors ${m.errors}, timeouts ${m.timeouts}); all four in ${reloadMs} ms (${took.map((t) => `${t.name} ${t.ms}`).join(', ')})`,
    );
    await sleep(2_000);
  }
  const med = (list, key) => median(list.map((x) => x[key]));
  console.log(
    `\nmedians of ${runs}: crash — ${med(results.crash, 'failed')} failed of ${med(results.crash, 'requests')}, api back in ${med(results.crash, 'apiBack')} ms, gateway in ${med(results.crash, 'gatewayBack')} ms (budget ≤ 2 failed, ≤ 10 000 ms); reload — ${med(results.reload, 'failed')} failed of ${med(results.reload, 'requests')}, ${med(results.reload, 'reloadMs')} ms (budget 0 failed)`,
  );
  console.log(
    `worst: crash ${Math.max(...results.crash.map((x) => x.failed))} failed, reload ${Math.max(...results.reload.map((x) => x.failed))} failed`,
  );
} finally {
  await cluster?.stop();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
  rmSync(dir, { recursive: true, force: true });
  if (process.env.CRASH_LOG) console.log(log.join('\n'));
}
