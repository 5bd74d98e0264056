// The processes proxy.mjs starts besides the product's — a trivial upstream, a bench nginx, the minimal
// Node proxy of the `bare-node` reference shape — and how it measures where CPU goes: every process's CPU
// time from /proc, by tier. Linux only; plain Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './stack.mjs';

const CLK_TCK = 100; // Linux USER_HZ
export function cpuMicros(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK; // utime + stime
}

export function trivialUpstream(port) {
  // A separate process so its CPU is not counted against either gateway.
  const src = `require('http').createServer((q, s) => { const b = '{"success":true,"data":{"auth":' + JSON.stringify(q.headers.authorization || null) + '},"resultCode":"S000001","resultMessage":"ok"}'; s.writeHead(200, {'content-type':'application/json','content-length':Buffer.byteLength(b)}); s.end(b); }).listen(${port}, '127.0.0.1');`;
  return spawn('node', ['-e', src], { stdio: 'ignore' });
}

export function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return true;
  if (process.getuid?.() !== 0) return false;
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync('/usr/sbin/nginx');
}

/**
 * A bench nginx: `/api/` on `port` → `servers` over keep-alive, with the gateway's forwarded headers, and
 * with `sessionToHeader` the gateway's cookie → header work done here (part b's comparison, and the
 * `no-gateway` reference shape of part c). Answers the master process.
 */
export function benchNginx({ port, servers, workers, sessionToHeader }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-nginx-'));
  const session = sessionToHeader
    ? `proxy_set_header Cookie ""; proxy_set_header Authorization $bazaar_auth; proxy_set_header X-Browser-Id $cookie_bazaar_bid;`
    : '';
  const conf = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream next_hop { ${servers.map((u) => `server ${new URL(u).host};`).join(' ')} keepalive 64; }
  map $cookie_bazaar_session $bazaar_auth { "" ""; default "Bearer $cookie_bazaar_session"; }
  server {
    listen 127.0.0.1:${port};
    location /api/ {
      proxy_pass http://next_hop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      ${session}
    }
  }
}`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  return spawn('/usr/sbin/nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
}

export const nginxWorkers = (masterPid) =>
  spawnSync('pgrep', ['-P', String(masterPid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);

export async function waitUp(url) {
  for (let i = 0; i < 100; i++) {
    try {
      await new Promise((res, rej) => http.get(url, (r) => (r.resume(), res())).on('error', rej));
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not come up`);
}

const TIERS = ['api', 'postgres', 'gateway', 'nginx', 'redis', 'loadgen'];

/** Marks the reference shape's minimal proxies in their command line (counted as the gateway tier). */
const BARE_PROXY_MARK = 'bazaar-bench-bare-proxy';

/**
 * The cheapest Node hop there can be (reference shape `bare-node`): an http server that forwards each
 * request over an undici keep-alive pool per api process, round robin, with the session cookie as
 * `Authorization` and the browser id as `x-browser-id` — no routing, hooks, retries, metrics or logs.
 */
export function bareProxy(port, apiUrls) {
  const undici = createRequire(path.join(root, 'apps/bff/package.json')).resolve('undici');
  const src = `/* ${BARE_PROXY_MARK} */
const http = require('http');
const { Pool } = require(${JSON.stringify(undici)});
const pools = ${JSON.stringify(apiUrls)}.map((u) => new Pool(u, { connections: 64 }));
let next = 0;
const cookie = (c, name) => (new RegExp('(?:^|; )' + name + '=([^;]+)').exec(c || '') || [])[1];
http.createServer((req, res) => {
  const headers = {};
  for (const k in req.headers) if (k !== 'cookie' && k !== 'connection') headers[k] = req.headers[k];
  const token = cookie(req.headers.cookie, 'bazaar_session');
  if (token) headers.authorization = 'Bearer ' + token;
  const bid = cookie(req.headers.cookie, 'bazaar_bid');
  if (bid) headers['x-browser-id'] = bid;
  pools[next++ % pools.length].request({ path: req.url, method: req.method, headers }).then(
    async (r) => {
      const body = Buffer.from(await r.body.arrayBuffer());
      res.writeHead(r.statusCode, { 'content-type': r.headers['content-type'], 'content-length': body.length });
      res.end(body);
    },
    () => { res.writeHead(502); res.end(); },
  );
}).listen(${port}, '127.0.0.1');`;
  return spawn(process.execPath, ['-e', src], { stdio: 'ignore' });
}

/** CPU time (µs) of every process of the stack on the machine, by pid: `{ tier, us }`. */
export function tierCpu() {
  const procs = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat, cmd;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const tier =
      Number(pid) === process.pid
        ? 'loadgen'
        : cmd.includes('apps/api/')
          ? 'api'
          : cmd.includes('apps/bff/') || cmd.includes(BARE_PROXY_MARK)
            ? 'gateway'
            : comm.startsWith('nginx')
              ? 'nginx'
              : comm.startsWith('postgres') || cmd.startsWith('postgres')
                ? 'postgres'
                : comm.startsWith('redis')
                  ? 'redis'
                  : null;
    if (tier) procs.set(pid, { tier, us: cpuMicros(pid) });
  }
  return procs;
}

/** Per request, per tier: a process that started during the round counts whole, one that ended not at all. */
export function cpuPerRequest(before, after, requests) {
  const tiers = Object.fromEntries(TIERS.map((t) => [t, 0]));
  for (const [pid, { tier, us }] of after) tiers[tier] += (us - (before.get(pid)?.us ?? 0)) / requests;
  return tiers;
}

export const formatTiers = (tiers) =>
  Object.entries(tiers)
    .map(([t, us]) => `${t} ${us.toFixed(0)}`)
    .join(', ');
