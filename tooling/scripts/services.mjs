// What the cluster needs around it (issue 10): nginx, PostgreSQL, Redis and, when set, an S3-compatible
// store, probed without client libraries; and free ports for the benches. Used by cluster.mjs (which
// re-exports it). Plain Node.
import net from 'node:net';
import { findNginx } from './nginx.mjs';

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
export async function freeBasePort(count = 10) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    let free = true;
    for (let i = 0; i < count && free; i++) free = await portFree(base + i);
    if (free) return base;
  }
  throw new Error('no run of free ports found');
}
