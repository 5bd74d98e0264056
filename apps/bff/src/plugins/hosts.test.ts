/**
 * Issue 34: share cards trusted the `Host` header when PUBLIC_ORIGIN was unset (`Host: evil.example` put it in
 * og:url and og:image). Now such a host answers 421 before anything reads it; an allowed host gets its card on
 * its own origin, and with PUBLIC_ORIGIN set the card is on that origin whatever the host.
 */
import { networkInterfaces } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { makeWebDist, testConfig } from '../test/harness.js';
import { hostAllowed, hostRulesOf, machineHosts, parseHost } from './hosts.js';

const EVIL = 'evil.example';
const MISDIRECTED = '请求的域名不属于本站，请通过本站的网址访问';

/** An api that knows one work (with a cover, so its card has og:image) and records what reached it. */
let api: FastifyInstance;
let apiUrl = '';
const seen: string[] = [];
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  api = Fastify();
  api.all('/api/*', async (request) => {
    seen.push(request.url);
    const data = request.url.startsWith('/api/common/getWorksInfo?worksId=12')
      ? { worksId: 12, title: '山间茶包装', nickName: '小林', cover: '/img/works/12/cover.png', images: [] }
      : null;
    return { success: true, data, resultCode: 'S000001', resultMessage: '操作成功' };
  });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await api.close();
});

async function gateway(env: Record<string, string> = {}, site: 'web' | 'mobile' = 'web'): Promise<FastifyInstance> {
  const dist = makeWebDist();
  const app = await buildApp(
    testConfig({ UPSTREAM_URL: apiUrl, WEB_DIST: dist, MOBILE_DIST: dist, MOBILE_PORT: '3002', ...env }),
    site,
  );
  apps.push(app);
  await app.ready();
  return app;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
/** Everything a client gets back: status line aside, the headers and the body. */
const answer = (res: { headers: object; body: string }) => JSON.stringify(res.headers) + res.body;

describe('a request for another host (issue 34)', () => {
  it('answers 421 with the Chinese envelope, and nothing it sent comes back', async () => {
    const app = await gateway();
    const before = seen.length;
    for (const url of ['/works/12', '/', '/api/common/getAllWorksPage?current=1', '/assets/index-abc123.js']) {
      const res = await get(app, url, { host: EVIL });
      expect(res.statusCode).toBe(421);
      expect(res.json()).toEqual({ success: false, data: null, resultCode: 'E010001', resultMessage: MISDIRECTED });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(answer(res)).not.toContain(EVIL);
    }
    // With a port, and forwarded by a trusted proxy (nginx on loopback) in front of an allowed Host.
    expect((await get(app, '/works/12', { host: `${EVIL}:3000` })).statusCode).toBe(421);
    const forwarded = await get(app, '/works/12', { host: 'localhost:3000', 'x-forwarded-host': EVIL });
    expect(forwarded.statusCode).toBe(421);
    expect(answer(forwarded)).not.toContain(EVIL);
    // Refused before the proxy: the api never saw these.
    expect(seen.slice(before)).toEqual([]);
  });

  it('answers the phone port the same', async () => {
    const phone = await gateway({}, 'mobile');
    const res = await get(phone, '/works/12', { host: EVIL });
    expect(res.statusCode).toBe(421);
    expect(answer(res)).not.toContain(EVIL);
  });

  it('still answers health and metrics (balancers ask by address; those name no origin)', async () => {
    const app = await gateway();
    for (const url of ['/healthz', '/readyz', '/metrics']) {
      expect((await get(app, url, { host: '10.9.8.7:3000' })).statusCode).toBe(200);
    }
    expect((await get(app, '/healthz?x=1', { host: EVIL })).statusCode).toBe(200);
  });
});

describe('an allowed host', () => {
  it('gets the share card on its own origin (npm start: localhost and 127.0.0.1, any port)', async () => {
    const app = await gateway();
    for (const host of ['localhost:3000', '127.0.0.1:3200', '[::1]:3000', 'LOCALHOST:3000']) {
      const res = await get(app, '/works/12', { host });
      expect(res.statusCode).toBe(200);
      const origin = `http://${host.toLowerCase()}`;
      expect(res.body).toContain(`<meta property="og:url" content="${origin}/works/12" />`);
      expect(res.body).toMatch(
        new RegExp(`<meta property="og:image" content="${origin.replace(/[.[\]]/g, '\\$&')}/img/works/12/cover\\.png`),
      );
    }
    // The phone site's port too, on the phone's origin.
    const phone = await gateway({}, 'mobile');
    const res = await get(phone, '/works/12', { host: 'localhost:3002' });
    expect(res.body).toContain('<meta property="og:url" content="http://localhost:3002/works/12" />');
  });

  it('is one of ALLOWED_HOSTS when that is set: a name at any port, host:port at that port only', async () => {
    const app = await gateway({ ALLOWED_HOSTS: 'www.example.com, 127.0.0.1:8080' });
    const card = await get(app, '/works/12', { host: 'www.example.com' });
    expect(card.statusCode).toBe(200);
    expect(card.body).toContain('<meta property="og:url" content="http://www.example.com/works/12" />');
    expect((await get(app, '/works/12', { host: 'www.example.com:8443' })).statusCode).toBe(200);
    expect((await get(app, '/works/12', { host: '127.0.0.1:8080' })).statusCode).toBe(200);
    expect((await get(app, '/works/12', { host: '127.0.0.1:8081' })).statusCode).toBe(421);
    // The list replaces the defaults.
    expect((await get(app, '/works/12', { host: 'localhost:3000' })).statusCode).toBe(421);
    expect((await get(app, '/works/12', { host: EVIL })).statusCode).toBe(421);
  });
});

describe('with PUBLIC_ORIGIN set', () => {
  it('writes the card on PUBLIC_ORIGIN whatever the host', async () => {
    const app = await gateway({ PUBLIC_ORIGIN: 'https://www.example.com' });
    const asked: Record<string, string>[] = [{ host: EVIL }, { host: '127.0.0.1:3000', 'x-forwarded-host': EVIL }];
    for (const headers of asked) {
      const res = await get(app, '/works/12', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta property="og:url" content="https://www.example.com/works/12" />');
      expect(res.body).toContain(
        '<meta property="og:image" content="https://www.example.com/img/works/12/cover.png?w=1200',
      );
      expect(answer(res)).not.toContain(EVIL);
    }
  });

  it('still checks the phone port, whose origin (MOBILE_ORIGIN unset) is the request’s: the site’s host passes', async () => {
    const phone = await gateway({ PUBLIC_ORIGIN: 'https://www.example.com' }, 'mobile');
    expect((await get(phone, '/works/12', { host: EVIL })).statusCode).toBe(421);
    const res = await get(phone, '/works/12', { host: 'www.example.com:3002' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:url" content="http://www.example.com:3002/works/12" />');
  });

  it('checks ALLOWED_HOSTS too when that is set, PUBLIC_ORIGIN’s host included', async () => {
    const app = await gateway({ PUBLIC_ORIGIN: 'https://www.example.com', ALLOWED_HOSTS: 'example.com' });
    expect((await get(app, '/works/12', { host: EVIL })).statusCode).toBe(421);
    expect((await get(app, '/works/12', { host: 'example.com' })).statusCode).toBe(200);
    expect((await get(app, '/works/12', { host: 'www.example.com' })).statusCode).toBe(200);
  });
});

describe('ALLOWED_HOSTS and NODE_ENV=production', () => {
  it('parses host names and host:port, and refuses anything else naming the variable', () => {
    expect(loadConfig({ ALLOWED_HOSTS: 'WWW.Example.com,127.0.0.1:8080,[::1]' }).ALLOWED_HOSTS).toEqual([
      { hostname: 'www.example.com', port: null },
      { hostname: '127.0.0.1', port: 8080 },
      { hostname: '[::1]', port: null },
    ]);
    for (const bad of ['https://www.example.com', 'www.example.com/shop', 'a b', 'x:99999', 'x:', 'u@x', ',']) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS/);
    }
  });

  it('requires PUBLIC_ORIGIN or ALLOWED_HOSTS in production, with a message naming both', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN: .*ALLOWED_HOSTS/)]);
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.com' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOWED_HOSTS: 'www.example.com' })).not.toThrow();
    expect(() => loadConfig({})).not.toThrow();
  });
});

describe('host rules', () => {
  it('matches a host without a port on the protocol’s default port', () => {
    const rules = [parseHost('www.example.com:443')!, parseHost('m.example.com')!];
    expect(hostAllowed(rules, 'www.example.com', 'https')).toBe(true);
    expect(hostAllowed(rules, 'www.example.com', 'http')).toBe(false);
    expect(hostAllowed(rules, 'M.Example.com:8088', 'http')).toBe(true);
    for (const host of ['', 'www.example.com:', 'www.example.com.evil.example', 'm.example.com@evil.example']) {
      expect(hostAllowed(rules, host, 'https'), host).toBe(false);
    }
  });

  it('by default allows loopback and this machine’s own addresses (a phone on the LAN), at any port', () => {
    const names = machineHosts().map((r) => r.hostname);
    expect(names).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '[::1]']));
    for (const a of Object.values(networkInterfaces()).flat()) {
      if (a) expect(names).toContain(a.family === 'IPv6' ? `[${a.address}]` : a.address);
    }
    expect(machineHosts().every((r) => r.port === null)).toBe(true);
  });

  it('checks a port only when its origin comes from the request, or ALLOWED_HOSTS is set', () => {
    const lan = () => [{ hostname: '192.168.1.20', port: null }];
    const config = { PUBLIC_ORIGIN: ['https://www.example.com'], MOBILE_ORIGIN: undefined, ALLOWED_HOSTS: undefined };
    expect(hostRulesOf(config, 'web', lan)).toBeNull();
    expect(hostRulesOf(config, 'mobile', lan)).toEqual([...lan(), { hostname: 'www.example.com', port: null }]);
    expect(hostRulesOf({ ...config, ALLOWED_HOSTS: [{ hostname: 'a.test', port: 80 }] }, 'web', lan)).toEqual([
      { hostname: 'a.test', port: 80 },
      { hostname: 'www.example.com', port: null },
    ]);
  });
});
