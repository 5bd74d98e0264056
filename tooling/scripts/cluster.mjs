// The production shape on one machine (issue 10): nginx (deploy/nginx/bazaar.conf) → 2 gateways (the desktop
// and, on their second port, the phone site: issue 26) → 2 api processes → PostgreSQL, Redis and an
// S3-compatible store (or one shared storage directory). Used by `npm run start:cluster`, the cluster test
// (tooling/cluster) and the soak/proxy benches. Plain Node, no dependencies: it needs the built apps
// (apps/*/dist) and nginx.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { findNginx, nginxCheck, selfSignedCert, writeNginxFiles } from './nginx.mjs';
import { createSupervisor, SUPERVISION, waitReady } from './supervisor.mjs';

export { SUPERVISION, waitReady };
export { findNginx, NGINX_CONF, nginxCheck, renderNginxConf, selfSignedCert, writeNginxFiles } from './nginx.mjs';
export { freeBasePort, missingServices } from './services.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));

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
 * The ports the cluster takes from its base `port`: nginx's desktop origin on `port` (https on +5 with `tls`)
 * and the phone site's (issue 26) on +8 (https +9); the gateways on +1, +2 and their phone ports (MOBILE_PORT)
 * on +6, +7; the api processes on +3, +4.
 */
export const CLUSTER_PORTS = 10;

/**
 * Starts the whole shape (ports: CLUSTER_PORTS). `logDir` set → each process logs to <logDir>/<name>.log; unset → to this
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
  const phoneGatewayPorts = [port + 6, port + 7];
  const phonePort = port + 8;
  const tlsPorts = tls ? { port: port + 5, phonePort: port + 9 } : null;
  // The origins a browser reaches nginx by (it listens on 127.0.0.1): the desktop's and the phone site's. The
  // gateways redirect phones to the phone site's origin like the one they used, and the phone site's
  // "open on a computer" link names the desktop's (decision 025).
  const originsOf = (httpPort, httpsPort) =>
    [
      ...['127.0.0.1', 'localhost'].map((h) => `http://${h}:${httpPort}`),
      ...(httpsPort ? ['127.0.0.1', 'localhost'].map((h) => `https://${h}:${httpsPort}`) : []),
    ].join(',');
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
        MOBILE_PORT: String(phoneGatewayPorts[i]),
        PUBLIC_ORIGIN: originsOf(port, tlsPorts?.port),
        MOBILE_ORIGIN: originsOf(phonePort, tlsPorts?.phonePort),
        UPSTREAM_URL: apiPorts.map((a) => `http://127.0.0.1:${a}`).join(','),
        REDIS_URL: redisUrl,
        TRUST_PROXY: 'loopback',
        // A reload drains a gateway: /readyz 503 for this long, then its listener closes while open
        // connections are still served (apps/bff/src/server.ts).
        DRAIN_DELAY_MS: '1000',
        ...gatewayEnv,
      },
      // Its phone port: the gateway listens there after its desktop port (apps/bff/src/server.ts), so this
      // answering means both do — a reload moves on only then.
      `http://127.0.0.1:${phoneGatewayPorts[i]}/readyz`,
    ),
  );

  const nginxPrefix = path.join(dataDir, 'nginx');
  const nginxOptions = {
    listenPort: port,
    phonePort,
    tls: tls ? { ...tlsPorts, ...selfSignedCert(dataDir) } : null,
    gatewayPorts,
    phoneGatewayPorts,
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
    tlsUrl: tls ? `https://127.0.0.1:${tlsPorts.port}` : null,
    /** The phone site through nginx (issue 26). */
    phoneUrl: `http://127.0.0.1:${phonePort}`,
    phoneTlsUrl: tls ? `https://127.0.0.1:${tlsPorts.phonePort}` : null,
    apiUrls: apiPorts.map((p) => `http://127.0.0.1:${p}`),
    gatewayUrls: gatewayPorts.map((p) => `http://127.0.0.1:${p}`),
    phoneGatewayUrls: phoneGatewayPorts.map((p) => `http://127.0.0.1:${p}`),
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
