/**
 * The gateway's per-IP limit on /api/auth/*: past it an answer is 429 with a Chinese message, however the
 * path is spelled (issue 22). Sessions, CSRF and the other page rules are in session.test.ts.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { makeWebDist, startEchoUpstream, testConfig, type Seen } from './test/harness.js';

let upstream: { app: FastifyInstance; url: string; seen: Seen[] };
let bff: FastifyInstance;
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

beforeAll(async () => {
  upstream = await startEchoUpstream();
  bff = await buildApp(
    testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), AUTH_RATE_LIMIT_PER_MINUTE: '5' }),
  );
  await bff.ready();
});
afterAll(async () => {
  await bff.close();
  await upstream.app.close();
});

describe('rate limit on /api/auth/*', () => {
  it('answers 429 with a Chinese message past the per-IP limit', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await request(bff.server)
        .post('/api/auth/code/sms')
        .set(xhr)
        .set('X-Forwarded-For', ip)
        .send({ mobile: '13800138000' });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body.resultMessage).toMatch(/操作过于频繁/);
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('rate limit on the path as routed (issue 22)', () => {
  beforeAll(async () => {
    if (!bff.server.listening) await bff.listen({ port: 0, host: '127.0.0.1' });
  });

  /** One request as sent, byte for byte: no client library normalises the path. */
  const rawPost = (path: string, ip: string) =>
    new Promise<number>((resolve, reject) => {
      const { port } = bff.server.address() as AddressInfo;
      const body = JSON.stringify({ username: '13800138000', password: 'wrong-password' });
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: {
            ...xhr,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-forwarded-for': ip,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it.each([
    '/%61pi/auth/authentication/form',
    '/api/%61uth/authentication/form',
    '/%61%70%69/%61%75%74%68/authentication/form',
    '//api/auth/authentication/form',
    '/api//auth/authentication/form',
    '/api/./auth/authentication/form',
    '/api/x/../auth/authentication/form',
    '/API/auth/authentication/form',
    '/api/AUTH/authentication/form',
    '/api/auth/authentication/form',
  ])('counts %s against the per-IP limit: nothing past it reaches the api', async (path) => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const before = upstream.seen.length;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push(await rawPost(path, ip));
    // The limit is 5 a minute: the 6th call on is answered 429 here, however the path is spelled.
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(upstream.seen.length - before).toBeLessThanOrEqual(5);
  });
});
