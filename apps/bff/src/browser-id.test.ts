import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ID_COOKIE, BROWSER_ID_HEADER } from '@bazaar/domain/constants';
import { buildApp } from './app.js';
import { makeWebDist, startEchoUpstream, testConfig, type Seen } from './test/harness.js';

let upstream: { app: FastifyInstance; url: string; seen: Seen[] };
let bff: FastifyInstance;
const last = () => upstream.seen[upstream.seen.length - 1];

beforeAll(async () => {
  upstream = await startEchoUpstream();
  bff = await buildApp(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist() }));
  await bff.ready();
});
afterAll(async () => {
  await bff.close();
  await upstream.app.close();
});

describe('anonymous browser id', () => {
  it('is left out of calls that do not use it: no cookie, no header', async () => {
    const res = await request(bff.server).get('/api/common/getAllWorksPage');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(last()?.headers[BROWSER_ID_HEADER]).toBeUndefined();
  });

  it('sets an httpOnly id cookie on the first api call and passes the same id upstream', async () => {
    const res = await request(bff.server).get('/api/common/getRecentSearchKeyWords');
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(BROWSER_ID_COOKIE));
    expect(cookie).toMatch(/HttpOnly/i);
    const id = cookie?.split(';')[0]?.split('=')[1];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(last()?.headers[BROWSER_ID_HEADER]).toBe(id);
  });

  it('reuses the cookie, and never forwards an id the browser put in the header itself', async () => {
    const id = '0f4c3a52-8a9e-4f5e-9b0d-2c1e6d7a8b90';
    const res = await request(bff.server)
      .get('/api/common/getRecentSearchKeyWords')
      .set('Cookie', `${BROWSER_ID_COOKIE}=${id}`)
      .set(BROWSER_ID_HEADER, 'forged-forged-forged-forged');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(last()?.headers[BROWSER_ID_HEADER]).toBe(id);
  });
});
