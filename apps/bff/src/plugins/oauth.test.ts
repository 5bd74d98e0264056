/**
 * The gateway's part of WeChat/QQ login (issue 33): the state cookie bound to the browser, checked once on the
 * way back, and what the browser is sent to afterwards. The api is a small stand-in that records its calls.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { makeWebDist, testConfig } from '../test/harness.js';
import { OAUTH_MESSAGES } from './oauth.js';

const TOKEN = 'tok_0123456789abcdef0123456789abcdef';
const TICKET = 'T'.repeat(43);
const CLIENT = `Basic ${Buffer.from('bazaar-web:bazaar-web-dev-secret').toString('base64')}`;

interface ApiCall {
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

let api: FastifyInstance;
let apiUrl: string;
let bff: FastifyInstance;
const calls: ApiCall[] = [];

beforeAll(async () => {
  api = Fastify();
  api.addHook('preHandler', async (req) => {
    calls.push({
      path: req.url,
      body: req.body as Record<string, unknown>,
      authorization: req.headers.authorization,
    });
  });
  api.post('/api/auth/oauth/authorize', async (req) => {
    const body = req.body as { kind: string; state: string; origin: string };
    return {
      success: true,
      data: { url: `https://open.example/connect?state=${body.state}&kind=${body.kind}` },
      resultCode: 'S000001',
      resultMessage: 'ok',
    };
  });
  api.post('/api/auth/oauth/callback', async (req) => {
    const body = req.body as { code: string; want: string };
    if (req.headers.authorization !== CLIENT) return { success: false, data: null, resultMessage: '客户端认证失败' };
    if (body.code === 'known' && body.want === 'session')
      return { success: true, data: { token: TOKEN, ticket: null }, resultMessage: 'ok' };
    if (body.code === 'bad') return { success: false, data: null, resultMessage: '授权已失效，请重新登录' };
    return { success: true, data: { token: null, ticket: TICKET }, resultMessage: 'ok' };
  });
  api.post('/api/auth/oauth/linkMp', async () => ({ success: true, data: null, resultMessage: 'ok' }));
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  bff = await buildApp(testConfig({ UPSTREAM_URL: apiUrl, WEB_DIST: makeWebDist() }));
  await bff.ready();
});
afterAll(async () => {
  await bff?.close();
  await api?.close();
});
beforeEach(() => {
  calls.length = 0;
});

/** Starts a flow; answers the state cookie (as the browser would send it back) and the state the company got. */
async function start(kind: string, redirect = '/task/3', proto?: string) {
  const req = request(bff.server).get(`/oauth/${kind}/start?redirect=${encodeURIComponent(redirect)}`);
  if (proto) void req.set('X-Forwarded-Proto', proto);
  const res = await req;
  expect(res.status).toBe(302);
  const location = new URL(res.headers.location as string);
  // The browser-id plugin sets its own cookie beside ours.
  const setCookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => /^(__Host-)?bazaar_oauth=/.test(c))!;
  expect(setCookie).toBeDefined();
  return { res, state: location.searchParams.get('state')!, setCookie, cookie: setCookie.split(';')[0]! };
}

const back = (kind: string, query: string, cookie?: string) => {
  const req = request(bff.server).get(`/oauth/${kind}/callback?${query}`);
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('starting a WeChat or QQ login', () => {
  it('redirects to the company with fresh random state kept in an HttpOnly SameSite=Lax cookie', async () => {
    const a = await start('wechat');
    const b = await start('wechat');
    expect(a.state).toMatch(/^[\w-]{43}$/);
    expect(a.state).not.toBe(b.state);
    expect(a.res.headers.location).toContain('https://open.example/connect');
    expect(a.setCookie).toMatch(/^bazaar_oauth=/);
    expect(a.setCookie).toMatch(/HttpOnly/i);
    expect(a.setCookie).toMatch(/SameSite=Lax/i);
    expect(a.setCookie).toMatch(/Max-Age=600/);
    expect(a.setCookie).toContain(a.state);
    // The api was asked with this site's origin, and never with the client credentials.
    expect(calls[0]).toMatchObject({ path: '/api/auth/oauth/authorize', body: { kind: 'wechat', state: a.state } });
    expect(calls[0]?.authorization).toBeUndefined();
  });

  it('uses the __Host- prefix and Secure over https', async () => {
    const { setCookie } = await start('qq', '/', 'https');
    expect(setCookie).toMatch(/^__Host-bazaar_oauth=/);
    expect(setCookie).toMatch(/Secure/);
  });
});

describe('coming back from the company', () => {
  it('logs a known person in: the session cookie, the state cookie cleared, the safe redirect path', async () => {
    const { state, cookie } = await start('wechat', '/task/3');
    const res = await back('wechat', `code=known&state=${state}`, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/task/3');
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toContain(`bazaar_session=${TOKEN}`);
    expect(cookies).toMatch(/bazaar_oauth=;/);
    const exchange = calls.find((c) => c.path === '/api/auth/oauth/callback');
    expect(exchange).toMatchObject({ body: { kind: 'wechat', code: 'known', want: 'session' }, authorization: CLIENT });
  });

  it('sends an unknown person to /login/third with the ticket in the fragment only', async () => {
    const { state, cookie } = await start('qq', '/works');
    const res = await back('qq', `code=new&state=${state}`, cookie);
    expect(res.headers.location).toBe(`/login/third?redirect=%2Fworks#ticket=${TICKET}&type=qq`);
    expect(String(res.headers['set-cookie'])).not.toContain('bazaar_session=');
  });

  it('refuses a wrong state, a missing cookie and another kind’s cookie without asking the api', async () => {
    const { state, cookie } = await start('wechat');
    const forged = await back('wechat', `code=known&state=${'x'.repeat(43)}`, cookie);
    const missing = await back('wechat', `code=known&state=${state}`);
    const { state: qqState, cookie: qqCookie } = await start('qq');
    const crossed = await back('wechat', `code=known&state=${qqState}`, qqCookie);
    for (const res of [forged, missing, crossed]) {
      expect(res.status).toBe(302);
      expect(res.headers.location).toContain(`#oauthError=${encodeURIComponent(OAUTH_MESSAGES.state)}`);
      expect(String(res.headers['set-cookie'] ?? '')).not.toContain('bazaar_session=');
    }
    expect(calls.some((c) => c.path === '/api/auth/oauth/callback')).toBe(false);
  });

  it('takes a state once: the same callback replayed with the same cookie is refused', async () => {
    const { state, cookie } = await start('wechat');
    const first = await back('wechat', `code=known&state=${state}`, cookie);
    expect(first.headers.location).toBe('/task/3');
    // The browser dropped the cookie (cleared above); an attacker replaying the URL has no cookie either.
    const replay = await back('wechat', `code=known&state=${state}`);
    expect(replay.headers.location).toContain('#oauthError=');
  });

  it('never redirects off the site after login', async () => {
    const { state, cookie } = await start('wechat', 'https://evil.example/steal');
    const res = await back('wechat', `code=known&state=${state}`, cookie);
    expect(res.headers.location).toBe('/');
  });

  it('passes the api’s refusal to the login page', async () => {
    const { state, cookie } = await start('wechat', '/works');
    const res = await back('wechat', `code=bad&state=${state}`, cookie);
    expect(res.headers.location).toBe(
      `/login?redirect=%2Fworks#oauthError=${encodeURIComponent('授权已失效，请重新登录')}`,
    );
  });

  it('inside WeChat with a session: links the official-account open id as that user and returns to the page', async () => {
    const { state, cookie } = await start('wechat_mp', '/works/7');
    const res = await back('wechat_mp', `code=known&state=${state}`, `${cookie}; bazaar_session=${TOKEN}`);
    expect(res.headers.location).toBe('/works/7');
    expect(calls.find((c) => c.path === '/api/auth/oauth/callback')?.body.want).toBe('ticket');
    expect(calls.find((c) => c.path === '/api/auth/oauth/linkMp')).toMatchObject({
      body: { ticket: TICKET },
      authorization: `Bearer ${TOKEN}`,
    });
  });
});

describe('the JS-SDK in the content security policy', () => {
  it('lets the phone site load scripts from res.wx.qq.com, and the computer site not', async () => {
    const phone = await buildApp(testConfig({ UPSTREAM_URL: apiUrl, MOBILE_DIST: makeWebDist() }), 'mobile');
    await phone.ready();
    try {
      const mobileCsp = String((await request(phone.server).get('/healthz')).headers['content-security-policy']);
      expect(mobileCsp).toContain("script-src 'self' https://res.wx.qq.com;");
      const webCsp = String((await request(bff.server).get('/healthz')).headers['content-security-policy']);
      expect(webCsp).toContain("script-src 'self';");
      expect(webCsp).not.toContain('wx.qq.com');
    } finally {
      await phone.close();
    }
  });
});
