import http from 'node:http';
import { connect, createServer, type Server } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { makeWebDist, startEchoUpstream, testConfig } from './test/harness.js';

let upstream: Awaited<ReturnType<typeof startEchoUpstream>>;
let bff: FastifyInstance;
const last = () => upstream.seen[upstream.seen.length - 1];
/** A browser that already has its id (a first visit's page is private: see the browser id tests). */
const RETURNING = `bazaar_bid=${'r'.repeat(22)}`;
let address: Promise<string> | undefined;
/** The gateway on a real port (for tests that need a socket of their own), opened once. */
const listening = () => (address ??= bff.listen({ port: 0, host: '127.0.0.1' }));

beforeAll(async () => {
  upstream = await startEchoUpstream();
  bff = await buildApp(testConfig({ UPSTREAM_URL: upstream.url, WEB_DIST: makeWebDist(), UPSTREAM_TIMEOUT_MS: '300' }));
  await bff.ready();
});
afterAll(async () => {
  await bff.close();
  await upstream.app.close();
});

describe('proxy', () => {
  it('forwards /api calls with their query and answers the upstream envelope', async () => {
    const res = await request(bff.server).get('/api/common/getAllWorksPage?current=2&pageSize=16');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { echo: '/api/common/getAllWorksPage?current=2&pageSize=16' },
      resultCode: 'S000001',
      resultMessage: '操作成功',
    });
  });

  it('never forwards the browser Cookie or Authorization header upstream, and tells it the client IP', async () => {
    await request(bff.server)
      .get('/api/common/getTaskPage')
      .set('Cookie', 'bazaar_session=secret-token; other=1')
      .set('Authorization', 'Bearer forged');
    const seen = last();
    expect(seen?.headers.cookie).toBeUndefined();
    expect(seen?.headers.authorization).toBeUndefined();
    expect(seen?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });

  it('gives each browser an httpOnly id cookie and passes it (never a forged one) to the api', async () => {
    const first = await request(bff.server)
      .get('/api/common/getTaskPage')
      .set('x-browser-id', 'forged-forged-forged-1');
    const cookie = String(first.headers['set-cookie']);
    const id = /bazaar_bid=([\w-]{22});/.exec(cookie)?.[1];
    expect(id).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(last()?.headers['x-browser-id']).toBe(id);
    // The next call with the cookie keeps the id and sets no new cookie.
    const again = await request(bff.server).get('/api/common/getTaskPage').set('Cookie', `bazaar_bid=${id}`);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(last()?.headers['x-browser-id']).toBe(id);
  });

  it('sets the browser id on a page too, then privately, so the first api calls share it', async () => {
    const page = await request(bff.server).get('/works');
    const id = /bazaar_bid=([\w-]{22});/.exec(String(page.headers['set-cookie']))?.[1];
    expect(id).toBeDefined();
    expect(page.headers['cache-control']).toBe('private, no-cache');
    await request(bff.server).get('/api/common/getTaskPage').set('Cookie', `bazaar_bid=${id}`);
    expect(last()?.headers['x-browser-id']).toBe(id);
    // A returning browser's page keeps the ordinary caching and gets no new cookie.
    const again = await request(bff.server).get('/works').set('Cookie', `bazaar_bid=${id}`);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-cache');
    // Assets and images never carry it.
    const asset = await request(bff.server).get('/assets/index-abc123.js');
    expect(asset.headers['set-cookie']).toBeUndefined();
  });

  it('streams POST bodies through unchanged', async () => {
    await request(bff.server)
      .post('/api/common/visit')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ id: 1, visitType: 10141010, sourceType: 10111010 });
    expect(last()?.method).toBe('POST');
    expect(last()?.body).toEqual({ id: 1, visitType: 10141010, sourceType: 10111010 });
  });

  it('passes a compressed body on as sent: the gateway never inflates it for the api', async () => {
    const bytes = gzipSync(Buffer.from(JSON.stringify({ note: '压缩的请求体'.repeat(50) })));
    const res = await request(bff.server)
      .post('/api/common/visit')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Content-Type', 'application/octet-stream')
      .set('Content-Encoding', 'gzip')
      .send(bytes);
    expect(res.status).toBe(200);
    expect(last()?.headers['content-encoding']).toBe('gzip');
    expect(Buffer.compare(last()?.body as Buffer, bytes)).toBe(0);
  });

  it('compresses a JSON answer in one call as the browser accepts it: sized, with Vary (issue 34 item 6)', async () => {
    const url = `/api/common/getAllWorksPage?keyword=${'a'.repeat(2_000)}`;
    const asked = (encoding: string) => bff.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    // One buffer, so its length is known (@fastify/compress's stream sends it chunked, without one).
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(1_000);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data.echo).toBe(url);
    const gz = await asked('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).data.echo).toBe(url);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.echo).toBe(url);
    // Under 1 KB it is not worth the header.
    const small = await bff.inject({ method: 'GET', url: '/api/common/x', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('passes an upstream 401 on as is', async () => {
    const res = await request(bff.server).get('/api/status/401');
    expect(res.status).toBe(401);
    expect(res.body.resultCode).toBe('E010401');
  });

  it('proxies /img to the upstream image service', async () => {
    const res = await request(bff.server).get('/img/works/1-1.svg?w=548');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('cancels the upstream image request when the browser goes away first (the api then frees its render)', async () => {
    const browser = new AbortController();
    const asked = fetch(`${await listening()}/img/slow/works/1-1.svg?w=548`, { signal: browser.signal });
    await new Promise((r) => setTimeout(r, 50));
    const left = Date.now();
    browser.abort();
    await expect(asked).rejects.toThrow();
    // Closed well before the gateway's own 300 ms upstream timeout would have closed it.
    await vi.waitFor(() => expect(upstream.gone).toContain('/img/slow/works/1-1.svg?w=548'), { timeout: 1_000 });
    expect(Date.now() - left).toBeLessThan(200);
  });

  it('answers a 504 envelope at the upstream timeout when the upstream hangs', async () => {
    const started = Date.now();
    const res = await request(bff.server).get('/api/slow');
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ success: false, data: null, resultCode: 'E050002' });
    expect(res.body.resultMessage).toMatch(/[\u4e00-\u9fa5]/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('upstream down', () => {
  let closedPort: number;
  let down: FastifyInstance;
  beforeAll(async () => {
    const probe: Server = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    down = await buildApp(testConfig({ UPSTREAM_URL: `http://127.0.0.1:${closedPort}`, WEB_DIST: makeWebDist() }));
    await down.ready();
  });
  afterAll(() => down.close());

  it('answers a 502 envelope with a Chinese message at once, never a hang', async () => {
    const started = Date.now();
    const res = await request(down.server).get('/api/common/getAllWorksPage');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      data: null,
      resultCode: 'E050002',
      resultMessage: '服务暂时不可用，请稍后再试',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('SPA', () => {
  it('serves index.html for a deep link with no-cache and a strict CSP (history fallback)', async () => {
    const res = await request(bff.server)
      .get('/works/12?from=home')
      .set('Accept', 'text/html')
      .set('Cookie', RETURNING);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves / as index.html', async () => {
    const res = await request(bff.server).get('/').set('Cookie', RETURNING);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('设计集市');
  });

  it('preloads the home page data and its first banner (the LCP image) on / only', async () => {
    const res = await request(bff.server).get('/');
    const link = String(res.headers.link);
    expect(link).toContain(
      '</api/common/getCmsConfigInfos?channel=pc&page=home&position=banner>; rel=preload; as=fetch; crossorigin',
    );
    expect(link).toContain('</img/banners/1.svg?w=800&q=80>; rel=preload; as=image');
    expect(link).toContain('imagesrcset="/img/banners/1.svg?w=800&q=80 800w, /img/banners/1.svg?w=1600&q=80 1600w');
    expect(link).toContain('fetchpriority=high');
    const other = await request(bff.server).get('/help/qa');
    expect(other.headers.link).toBeUndefined();
  });

  it('preloads a browse page’s first data calls with the exact URLs the web requests (issue 6)', async () => {
    // The fixture has no build manifest: only the data hints (page-preload.test.ts covers the chunks).
    const cases: [string, string[]][] = [
      ['/works', ['/api/common/getAllWorksPage?current=1&pageSize=16&sortType=1']],
      ['/designer', ['/api/common/getAllTalentsPage?current=1&pageSize=12&sortType=1']],
      ['/u/2', ['/api/common/getTalentHomepageInfo?userId=2']],
      [
        `/search/works?keyword=${encodeURIComponent('插画')}`,
        [
          '/api/common/getAllWorksPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=16',
          '/api/common/getAllTalentsPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=1',
        ],
      ],
    ];
    for (const [page, urls] of cases) {
      const res = await request(bff.server).get(page);
      expect(res.headers.link, page).toBe(urls.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin`).join(', '));
    }
    for (const page of ['/works?sortType=2', '/search/works', '/u/abc', '/help/qa']) {
      expect((await request(bff.server).get(page)).headers.link, page).toBeUndefined();
    }
  });

  it('paints the first banner in the static shell of / so the largest paint does not wait for the JS', async () => {
    const home = await request(bff.server).get('/');
    expect(home.text).toContain(
      '<div class="boot-hero"><div><img src="/img/banners/1.svg?w=800&amp;q=80" srcset="/img/banners/1.svg?w=800&amp;q=80 800w',
    );
    expect(home.text).toContain('alt="发现好设计" fetchpriority="high">');
    expect(home.text).not.toContain('<!--home-hero');
    const other = await request(bff.server).get('/works');
    expect(other.text).not.toContain('boot-hero');
    expect(other.text).not.toContain('<!--home-hero');
  });

  it('inlines the entry stylesheet and compresses the page, so the shell paints with the HTML alone', async () => {
    const res = await request(bff.server).get('/works').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.text).toContain('<style>.boot-shell{color:#1f2329}</style>');
    // …and its link stays for the web's chunk loader, disabled: nothing fetches the file.
    expect(res.text).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc123.css" disabled>');
  });

  it('caches hashed assets for a year, immutable, and compresses them', async () => {
    const res = await request(bff.server).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the app for a path no page answers, with status 404 (no soft 404)', async () => {
    const missing = await request(bff.server).get('/nonexistent-page-xyz');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<div id="root">');
    for (const page of ['/', '/works/12', '/u', '/help/qa', '/zt/tiktok101', '/search/works?keyword=插画']) {
      expect((await request(bff.server).get(encodeURI(page))).status, page).toBe(200);
    }
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const res = await request(bff.server).get('/assets/missing-123.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it('answers /healthz', async () => {
    const res = await request(bff.server).get('/healthz');
    expect(res.body).toEqual({ ok: true });
  });
});

describe('config', () => {
  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', UPSTREAM_URL: 'ftp://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/UPSTREAM_URL/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });

  it('uses documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.UPSTREAM_URL).toBe('http://127.0.0.1:3001');
  });
});

describe('a request too malformed for any route', () => {
  it('is answered with the envelope in Chinese, not English JSON', async () => {
    const address = new URL(await listening());
    // Raw UTF-8 in the request line (browsers percent-encode it): Node's parser refuses it before Fastify.
    const socket = connect(Number(address.port), '127.0.0.1', () =>
      socket.end('GET /api/common/search?k=插画 HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of socket) chunks.push(chunk as Buffer);
    const [head, body] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(body!)).toEqual({
      success: false,
      data: null,
      resultCode: 'E010001',
      resultMessage: '请求格式有误，请检查链接是否完整',
    });
  });
});

describe('an upload the api refuses before reading it', () => {
  it('passes the refusal on at once and closes the connection instead of reading the rest', async () => {
    // An api that answers 413 as soon as the headers arrive, reading nothing.
    const refuser = http.createServer((_req, res) => {
      const body = JSON.stringify({ success: false, data: null, resultCode: 'E010001', resultMessage: '图片过大' });
      res.writeHead(413, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    await new Promise<void>((resolve) => refuser.listen(0, '127.0.0.1', resolve));
    const gateway = await buildApp(
      testConfig({
        UPSTREAM_URL: `http://127.0.0.1:${(refuser.address() as { port: number }).port}`,
        WEB_DIST: makeWebDist(),
      }),
    );
    const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
    try {
      // 20 MB announced, 64 KB sent: the answer must come without the rest.
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(`${address}/api/file/upload`, {
          method: 'POST',
          headers: {
            'content-type': 'application/octet-stream',
            'content-length': String(20 * 1024 * 1024),
            'x-requested-with': 'XMLHttpRequest',
          },
        });
        req.on('response', resolve);
        req.on('error', reject);
        req.write(Buffer.alloc(64 * 1024));
      });
      expect(answer.statusCode).toBe(413);
      expect(answer.headers.connection).toBe('close');
      answer.destroy();
    } finally {
      await gateway.close();
      await new Promise<void>((resolve) => refuser.close(() => resolve()));
    }
  });
});
