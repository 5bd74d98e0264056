// Starts the built stack (api on a fresh PGlite directory + BFF) on bench ports for a benchmark run.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx, nginxCheck, writeNginxFiles } from '../scripts/nginx.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** A port nobody listens on right now (so a bench never measures someone else's server). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function mustStayUp(child, name) {
  child.once('exit', (code) => {
    if (!child.stopping) {
      console.error(`${name} exited early (${code})`);
      process.exit(1);
    }
  });
}

/**
 * The built api alone on a spare port, with `env` on top of this process's environment (e.g. DATABASE_URL
 * or PGLITE_DIR of a scale database). Its migrations run on start; SEED=auto seeds an empty database.
 * BENCH_API_PORT picks its port (on a shared machine, a range you were given); else a spare one.
 */
export async function startApi(env = {}, timeoutMs = 600_000) {
  const port = process.env.BENCH_API_PORT ? Number(process.env.BENCH_API_PORT) : await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-'));
  const api = spawn('node', ['dist/server.js'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  mustStayUp(api, 'api');
  await waitFor(`http://127.0.0.1:${port}/healthz`, timeoutMs);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: api.pid,
    async stop() {
      api.stopping = true;
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One built gateway on `port` (a spare one unless given) in front of `apiUrl`. `stop()` ends it with SIGTERM,
 * `kill()` with SIGKILL (a crash: its open connections drop without an end).
 */
export async function startGateway(apiUrl, env = {}, port = undefined) {
  port ??= await freePort();
  const bff = spawn('node', ['dist/server.js'], {
    cwd: path.join(root, 'apps/bff'),
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: apiUrl,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  mustStayUp(bff, 'bff');
  await waitFor(`http://127.0.0.1:${port}/healthz`, 30_000);
  const end = async (signal) => {
    if (bff.exitCode !== null || bff.signalCode !== null) return;
    bff.stopping = true;
    bff.kill(signal);
    await new Promise((r) => bff.once('exit', r));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: bff.pid,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/**
 * nginx on a spare port with the operators' config (deploy/nginx/bazaar.conf, rendered by
 * tooling/scripts/nginx.mjs as the cluster does) in front of the gateways on `gatewayPorts`.
 */
export async function startNginx(gatewayPorts) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  const [port, phonePort] = [await freePort(), await freePort()];
  const prefix = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-nginx-'));
  // The bench's gateways have no phone port: the phone site's upstream names the same gateways (unused).
  const options = { listenPort: port, phonePort, gatewayPorts, phoneGatewayPorts: gatewayPorts };
  const conf = writeNginxFiles(prefix, options);
  const check = nginxCheck(nginx, prefix, conf);
  if (!check.ok) throw new Error(`nginx -t failed:\n${check.output}`);
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  mustStayUp(child, 'nginx');
  await waitFor(`http://127.0.0.1:${port}/readyz`, 30_000);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.stopping = true;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

export async function startStack({ bffEnv = {}, apiEnv = {} } = {}) {
  // The embedded database, whatever DATABASE_URL this shell has (unless `apiEnv` names one).
  const api = await startApi({ DATABASE_URL: '', ...apiEnv }, 120_000);
  const bff = await startGateway(api.url, bffEnv);
  return {
    api: api.url,
    bff: bff.url,
    pids: { api: api.pid, bff: bff.pid },
    async stop() {
      await bff.stop();
      await api.stop();
    },
  };
}

/** `--name value` from the command line, or `dflt`. */
export const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
export const numberArg = (name, dflt) => Number(arg(name, dflt));

/** The fixed client header the gateway adds to login calls (CLIENT_ID / CLIENT_SECRET, their defaults). */
export const CLIENT_AUTH = `Basic ${Buffer.from(
  `${process.env.CLIENT_ID ?? 'bazaar-web'}:${process.env.CLIENT_SECRET ?? 'bazaar-web-dev-secret'}`,
).toString('base64')}`;

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
