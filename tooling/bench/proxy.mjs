// Benchmark (issue 3 budgets), one run, alternating targets, autocannon with a session cookie:
// (a) getAllWorksPage at pageSize 16 through the BFF vs directly on the api: BFF req/s as a share of
//     direct, and the p99 the gateway adds;
// (b) the gateway's own cost on a trivial upstream route: CPU microseconds per proxied request (process
//     CPU time ÷ requests) for the BFF and for nginx doing the same cookie → Authorization work.
// (c) the cluster (issue 10): getAllWorksPage at pageSize 16 through nginx → 2 gateways → 2 api processes
//     on PostgreSQL vs one of those api processes directly: req/s ratio (budget ≥ 0.9), and where the CPU
//     goes: every process's CPU time during a round ÷ its requests, summed per tier (api, PostgreSQL,
//     gateways, nginx, Redis, the load generator). Needs PostgreSQL (DATABASE_URL, default
//     postgres://postgres@127.0.0.1:5432/test, own schema dropped after) and Redis.
//     Two reference shapes on the same 2 api processes say where the cluster's gap is (not product code):
//     `no-gateway`, nginx → 2 apis with the cookie → Authorization done by nginx (the cluster without its
//     Node hop), and `bare-node`, nginx → 2 minimal Node proxies (http server + undici pool, cookie →
//     Authorization and nothing else) → 2 apis (the cheapest Node hop there can be). --references off
//     leaves them out.
// Requests carry what a browser's would after its first page: the session and the browser id cookie (the
// gateway would otherwise mint and set a new id on every call); the direct api gets the same two as headers.
// nginx is Debian's package (installed here when missing and running as root).
// (d) issue 34 item 6, what one request waits for the gateway: sequential requests on one keep-alive
//     connection (no load), getAllWorksPage at pageSize 16 (~5 kB of JSON) and getUserInfo (small), directly
//     on the api and through the gateway without compression and with the browser's
//     `Accept-Encoding: gzip, deflate, br`; p50 of each, and the p50 the gateway adds (budget ≤ 0.5 ms with
//     the browser's compression, for the 5 kB answer). Targets interleave request by request.
// Usage: node proxy.mjs [--seconds 8] [--rounds 3] [--connections 10] [--warmups 3] [--only a|b|c|d]
//        [--references on|off] [--requests 600]
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freeBasePort, missingServices, startCluster } from '../scripts/cluster.mjs';
import {
  bareProxy,
  benchNginx,
  cpuMicros,
  cpuPerRequest,
  ensureNginx,
  formatTiers,
  nginxWorkers,
  tierCpu,
  trivialUpstream,
  waitUp,
} from './proxy-processes.mjs';
import { arg, CLIENT_AUTH, median, root, startStack } from './stack.mjs';

const seconds = Number(arg('seconds', 8));
const rounds = Number(arg('rounds', 3));
const connections = Number(arg('connections', 10));
/** Warm-up rounds of each target before the measured ones (part c). */
const warmups = Number(arg('warmups', 3));
const only = arg('only', 'abc');
/** Part d: measured requests per target and round. */
const requests = Number(arg('requests', 600));
const references = arg('references', 'on') !== 'off';
const TOKEN = 'bench_0123456789abcdef0123456789abcdef';
/** A browser id as the gateway mints them (16 random bytes, base64url). */
const BROWSER_ID = randomBytes(16).toString('base64url');
const COOKIE = `bazaar_session=${TOKEN}; bazaar_bid=${BROWSER_ID}`;
/** The session both ways: cookies for a gateway, the headers the gateway makes of them for the api. */
const sessionHeaders = (token) => ({
  direct: { authorization: `Bearer ${token}`, 'x-browser-id': BROWSER_ID },
  gateway: { cookie: `bazaar_session=${token}; bazaar_bid=${BROWSER_ID}` },
});
function cannon(url, headers = { cookie: COOKIE }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, r) => {
      if (err) return reject(err);
      // A socket error or two at the end of a timed run is autocannon closing connections mid-request.
      if (r.non2xx > 0 || r.errors > r.requests.total * 0.001)
        return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ rps: r.requests.average, total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99 });
    });
  });
}

/** A real session for a seeded employer: SMS code from the dev driver, then the mobile login. */
async function login(api) {
  const mobile = '13900000001';
  const json = { 'content-type': 'application/json' };
  const sms = await fetch(`${api}/api/auth/code/sms`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile }),
  }).then((r) => r.json());
  const res = await fetch(`${api}/api/auth/authentication/mobile`, {
    method: 'POST',
    headers: { ...json, authorization: CLIENT_AUTH },
    body: JSON.stringify({ mobile, smsCode: sms.data }),
  }).then((r) => r.json());
  if (!res.success) throw new Error(`bench login failed: ${res.resultMessage}`);
  return res.data.token;
}

async function partA() {
  const stack = await startStack();
  const PATH = '/api/common/getAllWorksPage?current=1&pageSize=16';
  // The same logged-in user both ways: the BFF gets the session cookie, the api the header it makes of it.
  const token = await login(stack.api);
  const both = sessionHeaders(token);
  const headers = { direct: both.direct, bff: both.gateway };
  try {
    await cannon(stack.api + PATH, headers.direct);
    await cannon(stack.bff + PATH, headers.bff);
    const res = { direct: [], bff: [] };
    for (let i = 0; i < rounds; i++) {
      for (const t of i % 2 ? ['bff', 'direct'] : ['direct', 'bff']) {
        const r = await cannon((t === 'bff' ? stack.bff : stack.api) + PATH, headers[t]);
        res[t].push(r);
        console.log(`(a) round ${i + 1} ${t.padEnd(6)} ${r.rps.toFixed(0)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`);
      }
    }
    const rps = { direct: median(res.direct.map((r) => r.rps)), bff: median(res.bff.map((r) => r.rps)) };
    const p99 = { direct: median(res.direct.map((r) => r.p99)), bff: median(res.bff.map((r) => r.p99)) };
    console.log(
      `(a) medians: direct ${rps.direct.toFixed(0)} req/s, BFF ${rps.bff.toFixed(0)} req/s → BFF/direct ${(rps.bff / rps.direct).toFixed(3)} (budget ≥ 0.90)`,
    );
    console.log(
      `(a) p99 direct ${p99.direct} ms, BFF ${p99.bff} ms → added ${(p99.bff - p99.direct).toFixed(2)} ms (budget ≤ 2 ms)`,
    );
  } finally {
    await stack.stop();
  }
}

async function partB() {
  const upstreamPort = 3341;
  const upstream = trivialUpstream(upstreamPort);
  await waitUp(`http://127.0.0.1:${upstreamPort}/`);
  const bff = spawn('node', ['dist/server.js'], {
    cwd: path.join(root, 'apps/bff'),
    env: {
      ...process.env,
      PORT: '3340',
      HOST: '127.0.0.1',
      UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUp('http://127.0.0.1:3340/healthz');
  const hasNginx = ensureNginx();
  const master = hasNginx
    ? benchNginx({ port: 3342, servers: [`http://127.0.0.1:${upstreamPort}`], workers: 1, sessionToHeader: true })
    : null;
  const nginx = master ? { master } : null;
  if (nginx) await waitUp('http://127.0.0.1:3342/api/ping');
  const targets = { bff: { url: 'http://127.0.0.1:3340/api/ping', pids: () => [bff.pid] } };
  if (nginx)
    targets.nginx = {
      url: 'http://127.0.0.1:3342/api/ping',
      pids: () => [nginx.master.pid, ...nginxWorkers(nginx.master.pid)],
    };
  const per = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  try {
    for (const t of Object.values(targets)) await cannon(t.url); // warm-up
    for (let i = 0; i < rounds; i++) {
      for (const name of i % 2 ? Object.keys(targets).reverse() : Object.keys(targets)) {
        const t = targets[name];
        const pids = t.pids();
        const before = pids.reduce((s, p) => s + cpuMicros(p), 0);
        const r = await cannon(t.url);
        const after = pids.reduce((s, p) => s + cpuMicros(p), 0);
        const us = (after - before) / r.total;
        per[name].push(us);
        console.log(`(b) round ${i + 1} ${name.padEnd(6)} ${r.rps.toFixed(0)} req/s  ${us.toFixed(1)} µs CPU/request`);
      }
    }
    for (const [name, xs] of Object.entries(per))
      console.log(`(b) median ${name}: ${median(xs).toFixed(1)} µs CPU per proxied request`);
    if (!nginx) console.log('(b) nginx not available (not root?): install nginx-light to compare.');
  } finally {
    bff.kill('SIGTERM');
    upstream.kill('SIGTERM');
    if (nginx) nginx.master.kill('SIGQUIT');
  }
}

async function partC() {
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const problems = await missingServices({ databaseUrl, redisUrl });
  if (problems.length) return console.log(`(c) skipped:\n  - ${problems.join('\n  - ')}`);
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-cluster-bench-'));
  const cluster = await startCluster({
    port: await freeBasePort(),
    dataDir: dir,
    databaseUrl,
    databaseSchema: schema,
    redisUrl,
    logDir: null,
    apiEnv: { LOG_LEVEL: 'warn' },
    gatewayEnv: { LOG_LEVEL: 'warn' },
  });
  const PATH = '/api/common/getAllWorksPage?current=1&pageSize=16';
  const helpers = [];
  try {
    // The same logged-in user both ways: nginx gets the session cookie, the api the header it stands for.
    const token = await login(cluster.apiUrls[0]);
    const both = sessionHeaders(token);
    const targets = {
      direct: { url: cluster.apiUrls[0] + PATH, headers: both.direct },
      cluster: { url: cluster.url + PATH, headers: both.gateway },
    };
    if (references) {
      const base = await freeBasePort(4);
      const [noGateway, bareFront, ...bare] = [base, base + 1, base + 2, base + 3];
      helpers.push(benchNginx({ port: noGateway, servers: cluster.apiUrls, workers: 'auto', sessionToHeader: true }));
      helpers.push(...bare.map((p) => bareProxy(p, cluster.apiUrls)));
      const bareUrls = bare.map((p) => `http://127.0.0.1:${p}`);
      helpers.push(benchNginx({ port: bareFront, servers: bareUrls, workers: 'auto', sessionToHeader: false }));
      targets['no-gateway'] = { url: `http://127.0.0.1:${noGateway}${PATH}`, headers: both.gateway };
      targets['bare-node'] = { url: `http://127.0.0.1:${bareFront}${PATH}`, headers: both.gateway };
      for (const p of [...bare, noGateway, bareFront]) await waitUp(`http://127.0.0.1:${p}/api/ping`);
    }
    const names = Object.keys(targets);
    // Warm-up until steady: the cluster's processes each see half the load, so their JIT (and each pooled
    // connection's prepared statements) settle later than one api's — its first rounds measured 25 % lower.
    for (let i = 0; i < warmups; i++) for (const t of Object.values(targets)) await cannon(t.url, t.headers);
    const res = Object.fromEntries(names.map((n) => [n, []]));
    const cpu = Object.fromEntries(names.map((n) => [n, []]));
    for (let i = 0; i < rounds; i++) {
      for (const name of i % 2 ? [...names].reverse() : names) {
        const before = tierCpu();
        const r = await cannon(targets[name].url, targets[name].headers);
        const perRequest = cpuPerRequest(before, tierCpu(), r.total);
        res[name].push(r);
        cpu[name].push(perRequest);
        console.log(
          `(c) round ${i + 1} ${name.padEnd(10)} ${r.rps.toFixed(0)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  CPU µs/request: ${formatTiers(perRequest)}`,
        );
      }
    }
    const rps = Object.fromEntries(names.map((n) => [n, median(res[n].map((r) => r.rps))]));
    console.log(
      `(c) medians: one api directly ${rps.direct.toFixed(0)} req/s, nginx → 2 gateways → 2 apis ${rps.cluster.toFixed(0)} req/s → cluster/direct ${(rps.cluster / rps.direct).toFixed(3)} (budget ≥ 0.90)`,
    );
    for (const name of names.filter((n) => n !== 'direct' && n !== 'cluster'))
      console.log(
        `(c) reference ${name}: ${rps[name].toFixed(0)} req/s → ${name}/direct ${(rps[name] / rps.direct).toFixed(3)}`,
      );
    for (const name of names) {
      const tiers = Object.keys(cpu[name][0]);
      const medians = Object.fromEntries(tiers.map((t) => [t, median(cpu[name].map((c) => c[t]))]));
      const total = Object.values(medians).reduce((a, b) => a + b, 0);
      console.log(`(c) median CPU µs per request, ${name}: ${formatTiers(medians)} — ${total.toFixed(0)} in all`);
    }
  } finally {
    for (const h of helpers) h.kill(h.spawnargs[0].endsWith('nginx') ? 'SIGQUIT' : 'SIGTERM');
    await cluster.stop();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}

/** One GET on a keep-alive agent, the whole body read: milliseconds, and the bytes that came. */
function timedGet(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
          resolve({ ms: performance.now() - started, bytes, encoding: res.headers['content-encoding'] ?? 'none' });
        });
      })
      .on('error', reject);
  });
}

async function partD() {
  const stack = await startStack();
  const token = await login(stack.api);
  const both = sessionHeaders(token);
  const BROWSER = 'gzip, deflate, br';
  const paths = {
    works: '/api/common/getAllWorksPage?current=1&pageSize=16',
    userInfo: '/api/user/getUserInfo',
  };
  const targets = {
    direct: [stack.api, both.direct],
    'bff identity': [stack.bff, { ...both.gateway, 'accept-encoding': 'identity' }],
    'bff browser': [stack.bff, { ...both.gateway, 'accept-encoding': BROWSER }],
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const [name, path] of Object.entries(paths)) {
      const rows = Object.fromEntries(Object.keys(targets).map((t) => [t, []]));
      const seen = {};
      for (let round = 0; round < rounds; round++) {
        const times = Object.fromEntries(Object.keys(targets).map((t) => [t, []]));
        for (const [base, headers] of Object.values(targets))
          for (let i = 0; i < 50; i++) await timedGet(agent, base + path, headers); // warm
        // Interleaved, in a rotating order: drift on a shared box falls on every target alike.
        const order = Object.keys(targets);
        for (let i = 0; i < requests; i++) {
          for (let k = 0; k < order.length; k++) {
            const t = order[(i + k) % order.length];
            const [base, headers] = targets[t];
            const r = await timedGet(agent, base + path, headers);
            times[t].push(r.ms);
            seen[t] = `${r.bytes} B ${r.encoding}`;
          }
        }
        const p50s = Object.fromEntries(Object.entries(times).map(([t, xs]) => [t, median(xs)]));
        for (const t of order) rows[t].push(p50s[t]);
        console.log(
          `(d) ${name} round ${round + 1}: ${Object.entries(p50s)
            .map(([t, v]) => `${t} p50 ${v.toFixed(2)} ms`)
            .join(' · ')}`,
        );
      }
      const m = Object.fromEntries(Object.entries(rows).map(([t, xs]) => [t, median(xs)]));
      console.log(
        `(d) ${name} medians: ${Object.entries(m)
          .map(([t, v]) => `${t} ${v.toFixed(2)} ms (${seen[t]})`)
          .join(' · ')} → the gateway adds ${(m['bff identity'] - m.direct).toFixed(2)} ms uncompressed, ${(
          m['bff browser'] - m.direct
        ).toFixed(2)} ms as a browser asks (budget ≤ 0.5 ms for works)`,
      );
    }
  } finally {
    agent.destroy();
    await stack.stop();
  }
}

if (only.includes('a')) await partA();
if (only.includes('b')) await partB();
if (only.includes('c')) await partC();
if (only.includes('d')) await partD();
