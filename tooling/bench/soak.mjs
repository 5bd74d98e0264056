// Soak (issue 10 budget): the cluster (tooling/scripts/cluster.mjs: nginx → 2 gateways → 2 api processes
// on PostgreSQL, Redis, shared storage) at saturation for 60 s of mixed browse traffic — visitors and
// logged-in sessions on lists, details, pages and images — through nginx. Budget: 0 errors, p99 reported,
// the RSS of every process within +15 % of its level after the warm-up.
// Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a schema of its own,
// dropped after) and Redis (REDIS_URL). Usage: node soak.mjs [--seconds 60] [--warmup 15] [--connections 32]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { freeBasePort, missingServices, startCluster } from '../scripts/cluster.mjs';
import { arg } from './stack.mjs';

const seconds = Number(arg('seconds', 60));
const warmup = Number(arg('warmup', 15));
const connections = Number(arg('connections', 32));
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const problems = await missingServices({ databaseUrl: DATABASE_URL, redisUrl: REDIS_URL });
if (problems.length) {
  console.error(`soak needs:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}

const rssKb = (pid) => {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);
  } catch {
    return 0;
  }
};
const children = (pid) =>
  spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);

/** RSS in kB of every cluster process (nginx: master and workers together). */
function sampleRss(cluster) {
  const out = {};
  for (const [name, proc] of cluster.procs) {
    const pids = name === 'nginx' ? [proc.child.pid, ...children(proc.child.pid)] : [proc.child.pid];
    out[name] = pids.reduce((s, p) => s + rssKb(p), 0);
  }
  return out;
}

async function login(base, mobile) {
  const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const sms = await (
    await fetch(`${base}/api/auth/code/sms`, { method: 'POST', headers: json, body: JSON.stringify({ mobile }) })
  ).json();
  const res = await fetch(`${base}/api/auth/authentication/mobile`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ mobile, smsCode: sms.data }),
  });
  if (!(await res.json()).success) throw new Error('soak login failed');
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function run(url, duration, requests, headers, conns) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: conns, duration, requests, headers }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

const schema = `soak_${randomBytes(4).toString('hex')}`;
const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-soak-'));
const port = Number(process.env.SOAK_PORT || (await freeBasePort()));
let cluster;
try {
  console.log(`starting the cluster on ${port} (schema ${schema}) …`);
  cluster = await startCluster({
    port,
    dataDir: dir,
    databaseUrl: DATABASE_URL,
    databaseSchema: schema,
    redisUrl: REDIS_URL,
    logDir: null,
    apiEnv: { LOG_LEVEL: 'warn' },
    gatewayEnv: { LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    restartAfterSeed: true,
  });
  const cookie = await login(cluster.url, `139${String(Date.now()).slice(-8)}`);
  const list = await (await fetch(`${cluster.url}/api/common/getAllWorksPage?current=1&pageSize=16`)).json();
  const works = Array.isArray(list.data) ? list.data : (Object.values(list.data).find(Array.isArray) ?? []);
  const ids = works.map((w) => w.worksId).filter(Boolean);
  const images = works.map((w) => w.cover).filter((u) => typeof u === 'string' && u.startsWith('/img/'));
  if (ids.length < 4 || images.length < 4) throw new Error('the seeded works list has no ids or covers');
  const browse = [
    { path: '/api/common/getAllWorksPage?current=1&pageSize=16' },
    { path: '/api/common/getAllWorksPage?current=2&pageSize=16' },
    ...ids.slice(0, 4).map((id) => ({ path: `/api/common/getWorksInfo?worksId=${id}` })),
    ...images.slice(0, 4).map((u) => ({ path: `${u}?w=548`, headers: { accept: 'image/webp' } })),
    { path: '/works' },
    { path: '/' },
  ];
  const member = [{ path: '/api/user/getUserInfo' }, ...browse];
  const traffic = (duration) =>
    Promise.all([
      run(cluster.url, duration, browse, {}, Math.ceil(connections / 2)),
      run(cluster.url, duration, member, { cookie }, Math.floor(connections / 2)),
    ]);

  console.log(`warm-up ${warmup} s …`);
  // A process's level after warm-up is the highest RSS it reached while warming up (the api that seeded
  // the database swings by ~100 MB as V8 collects the seed's garbage and grows again).
  const base = sampleRss(cluster);
  const warmSampler = setInterval(() => {
    for (const [k, v] of Object.entries(sampleRss(cluster))) base[k] = Math.max(base[k], v);
  }, 500);
  await traffic(warmup);
  clearInterval(warmSampler);
  for (const [k, v] of Object.entries(sampleRss(cluster))) base[k] = Math.max(base[k], v);
  console.log(`soak ${seconds} s at ${connections} connections …`);
  const peak = { ...base };
  const sampler = setInterval(() => {
    for (const [k, v] of Object.entries(sampleRss(cluster))) peak[k] = Math.max(peak[k], v);
  }, 1000);
  const [visitors, members] = await traffic(seconds);
  clearInterval(sampler);
  const end = sampleRss(cluster);

  const total = visitors.requests.total + members.requests.total;
  const non2xx = visitors.non2xx + members.non2xx;
  const socketErrors = visitors.errors + members.errors;
  // autocannon ends a timed run by closing its connections, mid-request for some: at most one socket
  // error per connection at the deadline is that, not the cluster (every answer's status is listed).
  const errors = non2xx + Math.max(0, socketErrors - connections);
  const codes = { ...visitors.statusCodeStats };
  for (const [code, v] of Object.entries(members.statusCodeStats))
    codes[code] = { count: (codes[code]?.count ?? 0) + v.count };
  const rps = visitors.requests.average + members.requests.average;
  console.log(
    `\nrequests ${total}, ${rps.toFixed(0)} req/s, non-2xx ${non2xx}, socket errors/timeouts ${socketErrors} (budget 0)`,
  );
  console.log(
    `status codes: ${Object.entries(codes)
      .map(([c, v]) => `${c}×${v.count}`)
      .join(', ')}`,
  );
  console.log(
    `latency p50 ${visitors.latency.p50}/${members.latency.p50} ms, p99 ${visitors.latency.p99}/${members.latency.p99} ms (visitors/members)`,
  );
  let ok = errors === 0;
  for (const name of Object.keys(base)) {
    const growth = (end[name] - base[name]) / base[name];
    if (growth > 0.15) ok = false;
    console.log(
      `RSS ${name.padEnd(9)} after warm-up ${(base[name] / 1024).toFixed(0)} MB, end ${(end[name] / 1024).toFixed(0)} MB (${(growth * 100).toFixed(1)} %), peak ${(peak[name] / 1024).toFixed(0)} MB`,
    );
  }
  console.log(ok ? '\n✅ soak within budget' : '\n✖ soak over budget');
  process.exitCode = ok ? 0 : 1;
} finally {
  await cluster?.stop();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  await client.end();
  rmSync(dir, { recursive: true, force: true });
}
