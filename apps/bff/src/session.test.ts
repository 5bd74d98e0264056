import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { mobileRedirectTarget } from './plugins/page-rules.js';
import { makeWebDist, startEchoUpstream, testConfig, type Seen } from './test/harness.js';

let upstream: { app: FastifyInstance; url: string; seen: Seen[] };
let bff: FastifyInstance;
const TOKEN = 'tok_0123456789abcdef0123456789abcdef';
const last = () => upstream.seen[upstream.seen.length - 1];
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

beforeAll(async () => {
  upstream = await startEchoUpstream();
  bff = await buildApp(
    testConfig({
      UPSTREAM_URL: upstream.url,
      WEB_DIST: makeWebDist(),
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
      MOBILE_ORIGIN: 'https://m.example.com',
      // The same-origin tests name their own host (supertest's is 127.0.0.1): one the gateway answers (issue 34).
      ALLOWED_HOSTS: 'bazaar.test,127.0.0.1,localhost',
    }),
  );
  await bff.ready();
});
afterAll(async () => {
  await bff.close();
  await upstream.app.close();
});

const login = () =>
  request(bff.server)
    .post('/api/auth/authentication/mobile')
    .set(xhr)
    .set('X-Forwarded-For', `10.0.0.${Math.floor(Math.random() * 250)}`)
    .field('mobile', '13800138000')
    .field('smsCode', '123456');

describe('login → httpOnly cookie', () => {
  it('adds the fixed client header itself, sets an httpOnly SameSite=Lax 7-day cookie and drops the token from the body', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    expect(last()?.headers.authorization).toMatch(/^Basic /);
    expect(String(last()?.body)).toContain('13800138000');
    expect(res.body).toEqual({ success: true, data: {}, resultCode: 'S000001', resultMessage: '登录成功' });
    expect(JSON.stringify(res.body)).not.toContain(TOKEN);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`bazaar_session=${TOKEN}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/);
    // The script-readable companion flag carries no secret.
    const flag = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('bazaar_login='));
    expect(flag).toMatch(/^bazaar_login=1;/);
    expect(flag).not.toMatch(/HttpOnly/i);
  });

  it('uses the __Host- prefix and Secure behind an https proxy', async () => {
    const res = await login().set('X-Forwarded-Proto', 'https');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`__Host-bazaar_session=${TOKEN}`);
    expect(cookie).toMatch(/Secure/);
  });

  it('sets no cookie when the login fails and passes the message on', async () => {
    const res = await request(bff.server)
      .post('/api/auth/authentication/mobile')
      .set(xhr)
      .field('mobile', '13800138000')
      .field('smsCode', '000000');
    expect(res.body).toMatchObject({ success: false, resultMessage: '验证码错误' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('injects Authorization from the cookie and never forwards the Cookie header', async () => {
    await request(bff.server).get('/api/user/getUserInfo').set('Cookie', `bazaar_session=${TOKEN}; theme=dark`);
    expect(last()?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(last()?.headers.cookie).toBeUndefined();
  });

  it('clears the cookie when the upstream answers 401', async () => {
    const res = await request(bff.server).get('/api/status/401').set('Cookie', `bazaar_session=${TOKEN}`);
    expect(res.status).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/bazaar_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(String(res.headers['set-cookie'])).toMatch(/bazaar_login=;/);
  });

  it('logout revokes upstream and clears the cookie', async () => {
    const res = await request(bff.server).post('/api/logout').set(xhr).set('Cookie', `bazaar_session=${TOKEN}`);
    expect(res.body.success).toBe(true);
    expect(last()?.url).toBe('/api/logout');
    expect(last()?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(String(res.headers['set-cookie'])).toMatch(/bazaar_session=;/);
  });
});

describe('CSRF', () => {
  it('rejects a POST without the X-Requested-With header with a 403 envelope', async () => {
    const before = upstream.seen.length;
    const res = await request(bff.server).post('/api/plat/applyTask').send({ orderId: 1 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, resultCode: 'E010403' });
    expect(upstream.seen.length).toBe(before);
  });

  it('rejects a cross-site POST even with the header', async () => {
    const res = await request(bff.server)
      .post('/api/plat/applyTask')
      .set(xhr)
      .set('Origin', 'https://evil.example')
      .send({ orderId: 1 });
    expect(res.status).toBe(403);
  });

  it('accepts a same-origin POST with the header', async () => {
    const res = await request(bff.server)
      .post('/api/plat/applyTask')
      .set(xhr)
      .set('Host', 'bazaar.test')
      .set('Origin', 'http://bazaar.test')
      .send({ orderId: 1 });
    expect(res.status).toBe(200);
  });

  it('lets the page-view beacon (no custom header possible) through only with a same-origin Origin', async () => {
    const body = JSON.stringify({ views: [{ path: '/', referrer: '' }] });
    const beacon = () =>
      request(bff.server).post('/api/common/pageView').set('Host', 'bazaar.test').set('Content-Type', 'text/plain');
    expect((await beacon().set('Origin', 'http://bazaar.test').send(body)).status).toBe(200);
    expect((await beacon().set('Origin', 'https://evil.example').send(body)).status).toBe(403);
    // Without an Origin it is not a beacon: the header rule applies.
    expect((await beacon().send(body)).status).toBe(403);
    // The exemption is for that one path only.
    const other = await request(bff.server)
      .post('/api/plat/applyTask')
      .set('Host', 'bazaar.test')
      .set('Origin', 'http://bazaar.test')
      .send({ orderId: 1 });
    expect(other.status).toBe(403);
  });

  it('grants no CORS to other origins', async () => {
    const res = await request(bff.server)
      .options('/api/plat/applyTask')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await request(bff.server).get('/api/common/getTaskPage').set('Origin', 'https://evil.example');
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the public origin behind proxies (issue 24)', () => {
  const apps: FastifyInstance[] = [];
  const gateway = async (env: Record<string, string> = {}) => {
    const app = await buildApp(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), ...env }));
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });
  const post = (
    app: FastifyInstance,
    headers: Record<string, string>,
    remoteAddress = '127.0.0.1',
  ): Promise<{ statusCode: number; json: () => { resultMessage: string } }> =>
    app.inject({
      method: 'POST',
      url: '/api/plat/applyTask',
      remoteAddress,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...headers },
      payload: '{"orderId":1}',
    });
  const loginAt = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/authentication/mobile',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...headers },
      payload: '{"mobile":"13800138000","smsCode":"123456"}',
    });

  it('accepts a POST through nginx on a non-default port (Host and Origin with :8080)', async () => {
    const app = await gateway();
    const res = await post(app, {
      host: 'localhost:8080',
      origin: 'http://localhost:8080',
      'x-forwarded-host': 'localhost:8080',
      'x-forwarded-proto': 'http',
    });
    expect(res.statusCode).toBe(200);
    // A default port written out is the same origin as none (browsers omit it in Origin).
    expect((await post(app, { host: 'localhost:80', origin: 'http://localhost' })).statusCode).toBe(200);
    // The edge that dropped the port (the old nginx `Host $host`) is refused, in Chinese.
    const dropped = await post(app, { host: 'localhost', origin: 'http://localhost:8080' });
    expect(dropped.statusCode).toBe(403);
    expect(dropped.json().resultMessage).toBe('请求来源校验失败，请刷新页面后重试');
  });

  it('ignores X-Forwarded-Host and -Proto from an untrusted peer', async () => {
    const app = await gateway({ ALLOWED_HOSTS: 'bazaar.test' });
    const forged = { host: 'bazaar.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    // From the internet (not loopback): the forged host does not make evil.example this site…
    expect((await post(app, { ...forged, origin: 'https://evil.example' }, '203.0.113.9')).statusCode).toBe(403);
    // …the socket and Host decide…
    expect((await post(app, { ...forged, origin: 'http://bazaar.test' }, '203.0.113.9')).statusCode).toBe(200);
    // …and the forged https does not make cookies Secure.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/authentication/mobile',
      remoteAddress: '203.0.113.9',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...forged },
      payload: '{"mobile":"13800138000","smsCode":"123456"}',
    });
    expect(String(login.headers['set-cookie'])).toMatch(/(^|,)bazaar_session=/);
    expect(String(login.headers['set-cookie'])).not.toMatch(/Secure/i);
  });

  it('with PUBLIC_ORIGIN accepts that origin and refuses another, whatever the headers say', async () => {
    const app = await gateway({ PUBLIC_ORIGIN: 'https://www.example.com, https://example.com' });
    expect((await post(app, { host: '127.0.0.1:3000', origin: 'https://www.example.com' })).statusCode).toBe(200);
    expect((await post(app, { host: '127.0.0.1:3000', origin: 'https://example.com' })).statusCode).toBe(200);
    // The request's own host is not enough once the origin is configured, nor is a forwarded one.
    expect((await post(app, { host: 'bazaar.test', origin: 'http://bazaar.test' })).statusCode).toBe(403);
    const forwarded = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect((await post(app, { ...forwarded, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post(app, { host: 'x', origin: 'http://www.example.com' })).statusCode).toBe(403);
    // Its https makes the session cookie Secure and __Host- even on the plain-http hop from the proxy.
    const login = await loginAt(app, { host: '127.0.0.1:3000', origin: 'https://www.example.com' });
    expect(login.statusCode).toBe(200);
    const session = String(login.headers['set-cookie']);
    expect(session).toMatch(/__Host-bazaar_session=/);
    expect(session).toMatch(/Secure/i);
  });

  it('rejects a PUBLIC_ORIGIN with a path', () => {
    expect(() => testConfig({ PUBLIC_ORIGIN: 'https://www.example.com/shop' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('believes a second proxy’s X-Forwarded-Host and -Proto when the peer is trusted', async () => {
    // The balancer's host is one the gateway answers (issue 34: else 421, whatever the origin check says).
    const app = await gateway({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8', ALLOWED_HOSTS: 'www.example.com' });
    const behindBalancer = {
      host: 'gateway.internal:3000',
      'x-forwarded-host': 'www.example.com',
      'x-forwarded-proto': 'https',
      origin: 'https://www.example.com',
    };
    expect((await post(app, behindBalancer, '10.1.2.3')).statusCode).toBe(200);
    expect(
      (await post(app, { ...behindBalancer, origin: 'http://gateway.internal:3000' }, '10.1.2.3')).statusCode,
    ).toBe(403);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/authentication/mobile',
      remoteAddress: '10.1.2.3',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...behindBalancer },
      payload: '{"mobile":"13800138000","smsCode":"123456"}',
    });
    expect(String(login.headers['set-cookie'])).toMatch(/__Host-bazaar_session=.*Secure/i);
  });
});

describe('Cache-Control on /api answers (issue 22)', () => {
  it('marks every session-dependent answer private, no-store: proxied calls with and without a session, login, logout', async () => {
    const signedIn = await request(bff.server).get('/api/user/getUserInfo').set('Cookie', `bazaar_session=${TOKEN}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const visitor = await request(bff.server).get('/api/common/getTaskPage');
    expect(visitor.headers['cache-control']).toBe('private, no-store');
    const gone = await request(bff.server).get('/api/status/401').set('Cookie', `bazaar_session=${TOKEN}`);
    expect(gone.headers['cache-control']).toBe('private, no-store');
    expect((await login()).headers['cache-control']).toBe('private, no-store');
    const out = await request(bff.server).post('/api/logout').set(xhr).set('Cookie', `bazaar_session=${TOKEN}`);
    expect(out.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves images their own policy', async () => {
    const image = await request(bff.server).get('/img/works/1-1.svg');
    expect(image.headers['cache-control']).toBeUndefined();
  });
});

describe('mobile redirect', () => {
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

  it.each([
    [IPHONE, '/works/12?from=home', 'https://m.example.com/works/12?from=home'],
    [ANDROID, '/', 'https://m.example.com/'],
    [ANDROID, '/zt/rank', 'https://m.example.com/zt/rank'],
    [IPHONE, '/qr/5', null],
    [IPHONE, '/qr', null],
    [IPHONE, '/zt/vivo', null],
    [ANDROID, '/zt/oppo?x=1', null],
    [DESKTOP, '/works/12', null],
  ])('%#: %s on %s → %s', async (ua, path, target) => {
    const res = await request(bff.server).get(path).set('User-Agent', ua);
    if (target) {
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(target);
    } else {
      expect(res.status).toBe(200);
    }
  });

  it('never redirects API, image or asset requests', async () => {
    for (const path of ['/api/common/getTaskPage', '/img/works/1-1.svg', '/assets/index-abc123.js']) {
      const res = await request(bff.server).get(path).set('User-Agent', IPHONE);
      expect(res.status, path).not.toBe(302);
    }
  });

  it('is off when MOBILE_ORIGIN is unset', () => {
    expect(mobileRedirectTarget(undefined, '/works', IPHONE)).toBeNull();
  });
});

describe('page query cookies', () => {
  it('istest sets a 7-day test-allow cookie and srt stores the source title', async () => {
    const res = await request(bff.server).get('/?istest=1&srt=%E6%8A%96%E9%9F%B3');
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toMatch(/istest=1;.*Max-Age=604800/);
    expect(cookies).toMatch(/srt=%E6%8A%96%E9%9F%B3;.*Max-Age=604800/);
  });
});
