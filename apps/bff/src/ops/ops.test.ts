/**
 * Issue 10 on the gateway: request ids, /metrics, /readyz while draining, several api processes (a GET
 * moves on when one refuses connections, a POST is never sent twice) and the auth limit shared in Redis.
 * The Redis test needs the server at REDIS_URL (default 127.0.0.1:6379) and says so when it is missing.
 */
import { createServer as createNetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { makeWebDist, startEchoUpstream, testConfig, type Seen } from '../test/harness.js';

async function closedPort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let upstream: { app: FastifyInstance; url: string; seen: Seen[] };
let bff: FastifyInstance;
let deadUrl: string;

beforeAll(async () => {
  upstream = await startEchoUpstream();
  deadUrl = `http://127.0.0.1:${await closedPort()}`;
  // One live api process and one that refuses connections.
  bff = await buildApp(testConfig({ UPSTREAM_URL: `${deadUrl},${upstream.url}`, WEB_DIST: makeWebDist() }));
  await bff.ready();
});
afterAll(async () => {
  await bff.close();
  await upstream.app.close();
});

describe('request ids', () => {
  it('passes the edge id to the api and answers it', async () => {
    const id = 'edge-0123456789abcdef';
    const res = await request(bff.server).get('/api/common/getAllWorksPage').set('x-request-id', id);
    expect(res.headers['x-request-id']).toBe(id);
    expect(upstream.seen.at(-1)?.headers['x-request-id']).toBe(id);
  });

  it('makes one when the edge sent none (or garbage)', async () => {
    const res = await request(bff.server).get('/api/common/getAllWorksPage').set('x-request-id', 'a b<');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.seen.at(-1)?.headers['x-request-id']).toBe(res.headers['x-request-id']);
  });
});

describe('several api processes', () => {
  it('moves a small JSON POST on when a process refuses the connection (nothing was sent): exactly once', async () => {
    const before = upstream.seen.filter((s) => s.method === 'POST').length;
    for (let i = 0; i < 6; i++) {
      const res = await request(bff.server)
        .post('/api/user/favorite')
        .set('x-requested-with', 'XMLHttpRequest')
        .send({ id: i });
      expect(res.status).toBe(200);
    }
    const posts = upstream.seen.filter((s) => s.method === 'POST').slice(before);
    expect(posts.map((p) => p.body)).toEqual([0, 1, 2, 3, 4, 5].map((id) => ({ id })));
  });

  it('passes a body that is not JSON after all through untouched, once', async () => {
    const gateway = await buildApp(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist() }));
    await gateway.ready();
    try {
      const before = upstream.seen.length;
      const res = await gateway.inject({
        method: 'POST',
        url: '/api/user/favorite',
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
        payload: '{"id": 1',
      });
      // The echo upstream (Fastify) refuses the broken JSON itself: the bytes reached it as sent.
      expect(res.statusCode).toBe(400);
      expect(upstream.seen.length).toBe(before);
    } finally {
      await gateway.close();
    }
  });

  it('sends every GET to a live one when another refuses connections', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await request(bff.server).get(`/api/common/getAllWorksPage?i=${i}`);
      expect(res.status).toBe(200);
    }
  });
});

/** An api process that reads a request, counts it and drops the connection without answering. */
async function startResetter(): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0;
  const server = createNetServer((socket) => {
    socket.once('data', () => {
      hits++;
      socket.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url, hits: () => hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('api processes that drop connections mid-request', () => {
  it('retries a GET on the next one, never a POST', async () => {
    const [one, two] = [await startResetter(), await startResetter()];
    const gateway = await buildApp(testConfig({ UPSTREAM_URL: `${one.url},${two.url}`, WEB_DIST: makeWebDist() }));
    await gateway.ready();
    // (The gateway's page preloads already asked the first one at start.)
    const before = one.hits() + two.hits();
    const hits = () => one.hits() + two.hits() - before;
    try {
      const get = await request(gateway.server).get('/api/common/getAllWorksPage');
      expect(get.status).toBe(502);
      // Once, then once more per process (a reused connection may just have closed), and once more (a process
      // that died mid-answer is not marked down yet).
      expect(hits()).toBe(4);
      const post = await request(gateway.server)
        .post('/api/user/favorite')
        .set('x-requested-with', 'XMLHttpRequest')
        .send({ id: 1 });
      expect(post.status).toBe(502);
      expect(post.body).toMatchObject({ success: false, resultCode: 'E050002' });
      expect(hits()).toBe(5);
      const metrics = (await gateway.inject('/metrics')).body;
      expect(metrics).toMatch(/upstream_errors_total\{[^}]*kind="other"[^}]*\} 2\n/);
    } finally {
      await gateway.close();
      await one.close();
      await two.close();
    }
  });
});

describe('/metrics and /readyz', () => {
  it('counts requests by route and status, latency and upstream errors, in Prometheus text', async () => {
    const res = await request(bff.server).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const line = (name: string, ...labels: string[]) =>
      res.text.split('\n').find((l) => l.startsWith(name + '{') && labels.every((x) => l.includes(x)));
    expect(line('http_requests_total', 'method="GET"', 'route="/api/*"', 'status="200"', 'app="bff"')).toMatch(/ \d+$/);
    expect(line('http_request_duration_seconds_bucket', 'le="0.05"', 'route="/api/*"')).toBeDefined();
    expect(res.text).toMatch(/# TYPE upstream_errors_total counter/);
    expect(line('process_resident_memory_bytes', 'app="bff"')).toBeDefined();
  });

  it('is ready until it drains, then answers 503; once its listener has closed it closes connections after each answer', async () => {
    expect((await request(bff.server).get('/readyz')).status).toBe(200);
    bff.gatewayOps.draining = true;
    try {
      // inject: no client of its own that asks for `Connection: close` (supertest's does).
      const ready = await bff.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      // Still listening: keep-alive as usual, so nginx opens no new connections that a closing listener resets.
      expect(ready.headers.connection).not.toBe('close');
      bff.gatewayOps.closing = true;
      expect((await bff.inject({ url: '/readyz' })).headers.connection).toBe('close');
    } finally {
      bff.gatewayOps.draining = false;
      bff.gatewayOps.closing = false;
    }
  });
});

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const hasRedis = await redisAnswers(REDIS_URL);
if (!hasRedis) console.warn(`Redis at ${REDIS_URL} does not answer: the shared-limit test is skipped.`);

describe.skipIf(!hasRedis)('auth limit shared in Redis', () => {
  it('spends one budget across two gateways', async () => {
    const redis = new Redis(REDIS_URL);
    await redis.del('bazaar:rl:auth:203.0.113.7');
    const config = { UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), AUTH_RATE_LIMIT_PER_MINUTE: '4' };
    const a = await buildApp(testConfig({ ...config, REDIS_URL, TRUST_PROXY: 'true' }));
    const b = await buildApp(testConfig({ ...config, REDIS_URL, TRUST_PROXY: 'true' }));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const gateway = i % 2 ? b : a;
        const res = await gateway.inject({
          method: 'GET',
          url: '/api/auth/sms/code?mobile=13800000000',
          headers: { 'x-forwarded-for': '203.0.113.7' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
      expect(Number(await redis.get('bazaar:rl:auth:203.0.113.7'))).toBe(6);
    } finally {
      await redis.del('bazaar:rl:auth:203.0.113.7');
      redis.disconnect();
      await a.close();
      await b.close();
    }
  });
});
