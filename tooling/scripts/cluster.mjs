// The production shape on one machine (issue 10): nginx (deploy/nginx/bazaar.conf) → 2 gateways → 2 api
// processes → PostgreSQL, Redis and an S3-compatible store (or one shared storage directory). Used by
// `npm run start:cluster`, the cluster test (tooling/cluster) and the soak/proxy benches. Plain Node, no
// dependencies: it needs the built apps (apps/*/dist) and nginx.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createSupervisor, SUPERVISION, waitReady } from './supervisor.mjs';

export { SUPERVISION, waitReady };

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const NGINX_CONF = path.join(root, 'deploy/nginx/bazaar.conf');

/** nginx's binary: on PATH, or Debian's /usr/sbin (not on a non-root PATH). */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/**
 * deploy/nginx/bazaar.conf with this machine's ports and paths: the lines marked `# @gateway`, `# @listen`,
 * `# @cache` and `# @access_log` are replaced; everything else is the operators' file as is.
 */
export function renderNginxConf({ listenPort, tls, gatewayPorts, cacheDir, accessLog }) {
  const lines = readFileSync(NGINX_CONF, 'utf8').split('\n');
  const out = [];
  let gatewaysWritten = false;
  for (const line of lines) {
    const indent = line.match(/^\s*/)[0];
    if (line.endsWith('# @gateway')) {
      if (!gatewaysWritten) {
        for (const port of gatewayPorts) out.push(`${indent}server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`);
        gatewaysWritten = true;
      }
    } else if (line.endsWith('# @listen')) {
      out.push(`${indent}listen 127.0.0.1:${listenPort};`);
      if (tls) {
        out.push(`${indent}listen 127.0.0.1:${tls.port} ssl;`);
        out.push(`${indent}ssl_certificate ${tls.cert};`);
        out.push(`${indent}ssl_certificate_key ${tls.key};`);
      }
    } else if (line.endsWith('# @cache')) {
      out.push(line.replace('/var/cache/nginx/bazaar', cacheDir).replace(/\s*# @cache$/, ''));
    } else if (line.endsWith('# @access_log')) {
      out.push(`${indent}access_log ${accessLog ?? 'off'}${accessLog ? ' bazaar' : ''};`);
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** A whole nginx.conf around the rendered server block, everything under `prefix` (no system paths). */
export function writeNginxFiles(prefix, options) {
  for (const dir of ['tmp', 'cache', 'logs']) mkdirSync(path.join(prefix, dir), { recursive: true });
  const site = path.join(prefix, 'bazaar.conf');
  writeFileSync(
    site,
    renderNginxConf({ ...options, cacheDir: path.join(prefix, 'cache'), accessLog: options.accessLog }),
  );
  const mime = existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  const main = path.join(prefix, 'nginx.conf');
  writeFileSync(
    main,
    [
      // As root, nginx's workers would otherwise run as `nobody`, who cannot write this private prefix.
      process.getuid?.() === 0 ? 'user root;' : '',
      `worker_processes ${options.workers ?? 'auto'};`,
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `  ${mime}`,
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  tcp_nodelay on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${path.join(prefix, 'tmp', t)};`,
      ),
      `  include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  chmodSync(prefix, 0o755);
  return main;
}

/** `nginx -t` on a config file; answers { ok, output }. */
export function nginxCheck(nginx, prefix, conf) {
  const res = spawnSync(nginx, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  return { ok: res.status === 0, output: `${res.stdout}${res.stderr}` };
}

/** A self-signed certificate for 127.0.0.1/localhost (openssl), for the https listener. */
export function selfSignedCert(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const res = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`openssl could not make a test certificate: ${res.stderr || res.error}`);
  return { cert, key };
}

function tcpProbe(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (error) => {
      socket.destroy();
      resolve(error);
    };
    socket.setTimeout(timeoutMs, () => done(new Error('timed out')));
    socket.once('connect', () => done(null));
    socket.once('error', (e) => done(e));
  });
}

/** Redis answers PING with +PONG (RESP, no client library). */
function redisPing(url, timeoutMs = 1500) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    let answer = '';
    const done = (error) => {
      socket.destroy();
      resolve(error);
    };
    socket.setTimeout(timeoutMs, () => done(new Error('timed out')));
    socket.once('connect', () => {
      const auth = u.password
        ? `AUTH ${u.username ? `${decodeURIComponent(u.username)} ` : ''}${decodeURIComponent(u.password)}\r\n`
        : '';
      socket.write(`${auth}PING\r\n`);
    });
    socket.on('data', (d) => {
      answer += d.toString();
      if (answer.includes('+PONG')) done(null);
      else if (answer.startsWith('-')) done(new Error(answer.trim()));
    });
    socket.once('error', (e) => done(e));
  });
}

/**
 * What the cluster needs and does not find, as sentences for a person (empty when all is there).
 * `s3Endpoint` may be unset (then the api processes share one storage directory).
 */
export async function missingServices({ databaseUrl, redisUrl, s3Endpoint }) {
  const problems = [];
  if (!findNginx()) problems.push('nginx is not installed: sudo apt-get install -y nginx (Debian package).');
  const pgUrl = new URL(databaseUrl);
  const pgError = await tcpProbe(pgUrl.hostname, Number(pgUrl.port || 5432));
  if (pgError)
    problems.push(
      `PostgreSQL at ${pgUrl.hostname}:${pgUrl.port || 5432} is not reachable (${pgError.code ?? pgError.message}): start it, or set DATABASE_URL.`,
    );
  const redisError = await redisPing(redisUrl);
  if (redisError)
    problems.push(
      `Redis at ${redisUrl} does not answer PING (${redisError.code ?? redisError.message}): start it, or set REDIS_URL.`,
    );
  if (s3Endpoint) {
    const s3 = new URL(s3Endpoint);
    const s3Error = await tcpProbe(s3.hostname, Number(s3.port || (s3.protocol === 'https:' ? 443 : 80)));
    if (s3Error)
      problems.push(
        `The S3-compatible store at ${s3Endpoint} is not reachable (${s3Error.code ?? s3Error.message}): start it, or unset S3_ENDPOINT to share a local storage directory.`,
      );
  }
  return problems;
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port whose next `count` ports are all free right now (benches start a cluster there). */
export async function freeBasePort(count = 6) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    let free = true;
    for (let i = 0; i < count && free; i++) free = await portFree(base + i);
    if (free) return base;
  }
  throw new Error('no run of free ports found');
}

/**
 * Files `npm run start:cluster` keeps in its data directory: the pid `cluster:reload` signals, and the
 * status of the last reload (`{ id, state: running|done|failed, … }`) it waits on.
 */
export function clusterFiles(dataDir) {
  return { pid: path.join(dataDir, 'cluster.pid'), reload: path.join(dataDir, 'reload.json') };
}

/**
 * After each replacement in a reload, before draining the next: past nginx's `fail_timeout` (2 s) and the
 * gateways' pass-over (2 s) for the process that was just away, so the next one's drain never leaves
 * nginx or a gateway with every process marked down (a burst of 502s: measured 7 371 in one bench run).
 */
export const RELOAD_SETTLE_MS = 2_500;

/**
 * Starts the whole shape. Ports: nginx on `port` (https on port+5 with `tls`), gateways on port+1, +2,
 * api processes on port+3, +4. `logDir` set → each process logs to <logDir>/<name>.log; unset → to this
 * terminal, each line prefixed with the process name. Answers handles to kill and restart processes.
 *
 * Supervised (decision 021): a process that exits without being asked (`proc.kill`, `reload`, `stop`) is
 * restarted per SUPERVISION (`options.supervision` overrides a field); `onGiveUp(name, reason)` hears of a
 * crash loop, `log(line)` of every exit and restart (default: this terminal). `supervise: false` → no
 * restarts, `onExit(name, code, signal)` hears of every unexpected exit instead.
 */
export async function startCluster(options) {
  const {
    port,
    dataDir,
    databaseUrl,
    databaseSchema,
    redisUrl,
    s3,
    logDir,
    tls = false,
    apiEnv = {},
    gatewayEnv = {},
    nginxWorkers,
    // The production shape runs in production mode (issue 22). This build has no production payment or
    // WeChat/QQ provider, so the api runs only as a declared demonstration (BAZAAR_DEMO=1): SMS codes on
    // screen, sandbox payments, `dev-<openid>` logins. `demo: false` → the api refuses to start unless
    // apiEnv names real drivers.
    demo = true,
  } = options;
  mkdirSync(dataDir, { recursive: true });
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const shared = {
    // Every api process must sign and check the same grants and SMS codes.
    SMS_CODE_PEPPER: process.env.SMS_CODE_PEPPER ?? randomBytes(24).toString('hex'),
    UPLOAD_SIGNING_KEY: process.env.UPLOAD_SIGNING_KEY ?? randomBytes(24).toString('hex'),
  };
  const apiPorts = [port + 3, port + 4];
  const gatewayPorts = [port + 1, port + 2];
  const storage = s3
    ? {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_REGION: s3.region ?? 'us-east-1',
        ...(s3.accessKeyId ? { S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey } : {}),
      }
    : { STORAGE_DRIVER: 'local', STORAGE_DIR: path.join(dataDir, 'storage') };

  const procs = new Map();
  let stopping = false;
  const onExit = options.onExit ?? (() => {});
  const supervise = options.supervise ?? true;
  const rules = { ...SUPERVISION, ...options.supervision };
  const log = options.log ?? ((line) => console.error(`[supervisor] ${line}`));
  const onGiveUp = options.onGiveUp ?? (() => {});
  // While the cluster starts, a process that gives up fails the start itself (its readiness wait ends, and
  // everything started is stopped); `onGiveUp` is for a cluster that runs.
  let started = false;
  const { restartLater } = createSupervisor({
    rules,
    log,
    giveUp: (name, reason) => {
      if (started) onGiveUp(name, reason);
    },
    stopping: () => stopping,
  });

  function makeProc(name, cmd, args, env, readyUrl) {
    const proc = {
      name,
      child: null,
      readyUrl,
      /** Restarts by the supervisor since the cluster started. */
      restarts: 0,
      exits: [],
      backoff: rules.backoffMs,
      restartTimer: null,
      resetTimer: null,
      start() {
        const stdio = logDir
          ? ['ignore', openSync(path.join(logDir, `${name}.log`), 'a'), openSync(path.join(logDir, `${name}.log`), 'a')]
          : ['ignore', 'pipe', 'pipe'];
        const child = spawn(cmd, args, {
          cwd: root,
          stdio,
          env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
        });
        if (!logDir) {
          for (const stream of [child.stdout, child.stderr]) {
            createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
          }
        }
        child.on('exit', (code, signal) => {
          // Asked to exit (kill, reload, stop), or already replaced: nothing to heal.
          if (stopping || proc.child !== child || child.asked) return;
          if (supervise) restartLater(proc, signal ?? `code ${code}`);
          else onExit(name, code, signal);
        });
        proc.child = child;
        return child;
      },
      alive() {
        return proc.child !== null && proc.child.exitCode === null && proc.child.signalCode === null;
      },
      async ready(timeoutMs = 120_000) {
        return waitReady(readyUrl, timeoutMs, () => proc.alive());
      },
      /**
       * Sends `signal` as an order (the supervisor does not restart it; a pending restart is dropped);
       * answers when the process has exited. To play a crash, signal `proc.child.pid` directly.
       */
      async kill(signal = 'SIGTERM') {
        clearTimeout(proc.restartTimer);
        proc.restartTimer = null;
        const child = proc.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        child.asked = true;
        const exited = new Promise((r) => child.once('exit', r));
        child.kill(signal);
        await exited;
      },
      async restart(signal = 'SIGTERM') {
        await proc.kill(signal);
        proc.start();
        if (!(await proc.ready())) throw new Error(`${name} did not come back`);
      },
    };
    procs.set(name, proc);
    return proc;
  }

  const apiEnvOf = (i) => ({
    NODE_ENV: 'production',
    BAZAAR_DEMO: demo ? '1' : '0',
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPorts[i]),
    DATABASE_URL: databaseUrl,
    ...(databaseSchema ? { DATABASE_SCHEMA: databaseSchema } : {}),
    DATA_DIR: path.join(dataDir, `api-${i + 1}`),
    IMAGE_CACHE_DIR: path.join(dataDir, `api-${i + 1}`, 'img-cache'),
    // A reload drains an api for this long while it still listens: the gateways poll /readyz (every
    // 400 ms) and stop choosing it before its listener closes.
    DRAIN_DELAY_MS: '1000',
    ...storage,
    ...shared,
    ...apiEnv,
  });
  const apis = apiPorts.map((p, i) =>
    makeProc(
      `api-${i + 1}`,
      process.execPath,
      ['apps/api/dist/server.js'],
      apiEnvOf(i),
      `http://127.0.0.1:${p}/readyz`,
    ),
  );
  const gateways = gatewayPorts.map((p, i) =>
    makeProc(
      `gateway-${i + 1}`,
      process.execPath,
      ['apps/bff/dist/server.js'],
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(p),
        UPSTREAM_URL: apiPorts.map((a) => `http://127.0.0.1:${a}`).join(','),
        REDIS_URL: redisUrl,
        TRUST_PROXY: 'loopback',
        // A reload drains a gateway: /readyz 503 for this long, then its listener closes while open
        // connections are still served (apps/bff/src/server.ts).
        DRAIN_DELAY_MS: '1000',
        ...gatewayEnv,
      },
      `http://127.0.0.1:${p}/readyz`,
    ),
  );

  const nginxPrefix = path.join(dataDir, 'nginx');
  const nginxOptions = {
    listenPort: port,
    tls: tls ? { port: port + 5, ...selfSignedCert(dataDir) } : null,
    gatewayPorts,
    workers: nginxWorkers,
    accessLog: logDir ? path.join(logDir, 'nginx.access.log') : null,
  };
  const conf = writeNginxFiles(nginxPrefix, nginxOptions);
  const check = nginxCheck(nginx, nginxPrefix, conf);
  if (!check.ok) throw new Error(`nginx -t failed:\n${check.output}`);
  const front = makeProc(
    'nginx',
    nginx,
    ['-p', nginxPrefix, '-c', conf, '-g', 'daemon off;'],
    {},
    `http://127.0.0.1:${port}/readyz`,
  );

  const cluster = {
    url: `http://127.0.0.1:${port}`,
    tlsUrl: tls ? `https://127.0.0.1:${port + 5}` : null,
    apiUrls: apiPorts.map((p) => `http://127.0.0.1:${p}`),
    gatewayUrls: gatewayPorts.map((p) => `http://127.0.0.1:${p}`),
    procs,
    nginxConf: conf,
    async stop() {
      stopping = true;
      for (const p of procs.values()) clearTimeout(p.resetTimer);
      await Promise.all([...procs.values()].map((p) => p.kill('SIGTERM')));
    },
    /**
     * A rolling replacement with the build on disk now (decision 021): every api process, then every
     * gateway, one at a time — SIGTERM, its drain (DRAIN_DELAY_MS of /readyz 503: the gateways stop
     * choosing an api; then the listener closes and in-flight requests finish), its exit, then the new process on the same port
     * until /readyz answers — before the next. The other process of each pair serves meanwhile. Answers
     * each replacement's duration; throws when a new process does not become ready (the rest stay as they are).
     */
    async reload() {
      if (reloading) throw new Error('a reload is already under way');
      reloading = true;
      const took = [];
      try {
        for (const p of [...apis, ...gateways]) {
          if (stopping) throw new Error('the cluster is stopping');
          const started = Date.now();
          log(`reload: draining ${p.name}…`);
          await p.kill('SIGTERM');
          p.start();
          if (!(await p.ready(rules.readyTimeoutMs)))
            throw new Error(`${p.name} did not become ready after the reload`);
          took.push({ name: p.name, ms: Date.now() - started });
          log(`reload: ${p.name} replaced in ${Date.now() - started} ms.`);
          await new Promise((r) => setTimeout(r, RELOAD_SETTLE_MS));
        }
      } finally {
        reloading = false;
      }
      return took;
    },
  };
  let reloading = false;

  try {
    // The first api migrates and seeds an empty database; the second starts on the finished one.
    apis[0].start();
    if (!(await apis[0].ready(180_000))) throw new Error('api-1 did not become ready (see its log)');
    // `restartAfterSeed`: the seeding process starts again, so every process is measured from a plain
    // start (the soak compares memory; seeding leaves garbage V8 collects at its own pace).
    if (options.restartAfterSeed) await apis[0].restart();
    apis[1].start();
    for (const g of gateways) g.start();
    for (const p of [apis[1], ...gateways]) {
      if (!(await p.ready(120_000))) throw new Error(`${p.name} did not become ready (see its log)`);
    }
    front.start();
    if (!(await front.ready(30_000))) throw new Error('nginx did not start (see its error log)');
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  started = true;
  return cluster;
}
