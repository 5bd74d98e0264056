/**
 * Issue 26 (docs/decisions/025): phones are redirected to the phone site with the same path and query, and the
 * gateway serves that site on its phone port with the same /api proxy, session cookie and CSRF check.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { isMobileUserAgent } from './plugins/page-rules.js';
import { LOGIN_FLAG_COOKIE } from './plugins/session.js';
import { createGatewayUpstreams } from './plugins/upstreams.js';
import { makeWebDist, startEchoUpstream, testConfig, type Seen } from './test/harness.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT_ANDROID_PAD =
  'Mozilla/5.0 (Linux; Android 13; SM-X700 Build/TP1A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Safari/537.36 MicroMessenger/8.0.42.2460(0x28002A37) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const QQ_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) QQ/8.9.78.612 V1_IPD_SQ_8.9.78_1_APP_A Pixel/1620 Core/WKWebView';
const WECHAT_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A directory that looks like apps/mobile/dist after a build. */
function makeMobileDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-mobile-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="zh-CN"><head><title>设计集市</title><meta name="description" content="默认" /><script type="module" crossorigin src="/assets/index-m1.js"></script><link rel="stylesheet" crossorigin href="/assets/m1.css"></head><body><div id="root">手机版<!--phone-shell--></div></body></html>`,
  );
  writeFileSync(path.join(dir, 'assets', 'm1.css'), '.m-topbar{height:48px}');
  writeFileSync(path.join(dir, 'assets', 'index-m1.js'), 'console.log("m")');
  // The build manifest (trimmed): the entry, the shell boot, and two lazy pages sharing a small chunk.
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-m1.js', isEntry: true, css: ['assets/m1.css'] },
      '../web/src/shell-boot.ts': { file: 'assets/shell-boot-b1.js', name: 'shell-boot', isEntry: true },
      '_cards.js': { file: 'assets/cards-c1.js' },
      'src/pages/home.tsx': { file: 'assets/home-h1.js', imports: ['_cards.js', 'index.html'] },
      'src/pages/works.tsx': { file: 'assets/works-w1.js', imports: ['_cards.js'], css: ['assets/works-w1.css'] },
    }),
  );
  return dir;
}

/** The desktop and the phone ports of one gateway process, over one set of upstreams (server.ts). */
async function bothPorts(upstreamUrl: string) {
  const config = testConfig({
    UPSTREAM_URL: upstreamUrl,
    MOBILE_PORT: '3002',
    WEB_DIST: makeWebDist(),
    MOBILE_DIST: makeMobileDist(),
  });
  const upstreams = createGatewayUpstreams(config);
  return {
    upstreams,
    desktop: await buildApp(config, 'web', upstreams),
    phone: await buildApp(config, 'mobile', upstreams),
  };
}

let upstream: { app: FastifyInstance; url: string; seen: Seen[] };
let web: FastifyInstance;
let mobile: FastifyInstance;
let fixedWeb: FastifyInstance;

beforeAll(async () => {
  upstream = await startEchoUpstream();
  const config = testConfig({
    UPSTREAM_URL: upstream.url,
    PORT: '3000',
    MOBILE_PORT: '3002',
    WEB_DIST: makeWebDist(),
    MOBILE_DIST: makeMobileDist(),
    // 192.168.1.20 stands for this machine's LAN address (allowed by default when it is one, plugins/hosts.ts).
    ALLOWED_HOSTS: 'localhost,127.0.0.1,192.168.1.20',
  });
  web = await buildApp(config);
  mobile = await buildApp(config, 'mobile');
  fixedWeb = await buildApp({ ...config, MOBILE_ORIGIN: ['https://m.example.com'] });
  await Promise.all([web.ready(), mobile.ready(), fixedWeb.ready()]);
});
afterAll(async () => {
  await Promise.all([web.close(), mobile.close(), fixedWeb.close()]);
  await upstream.app.close();
});

describe('phones on the desktop origin', () => {
  it('counts WeChat and QQ in-app browsers as phones, not WeChat on a desktop', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent(WECHAT_ANDROID_PAD)).toBe(true);
    expect(isMobileUserAgent(QQ_IPAD)).toBe(true);
    expect(isMobileUserAgent(WECHAT_WINDOWS)).toBe(false);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it.each([
    [IPHONE, '/works/12?worksType=2&srt=x', 'http://localhost:3002/works/12?worksType=2&srt=x'],
    [WECHAT_ANDROID_PAD, '/', 'http://localhost:3002/'],
    [QQ_IPAD, '/admin/tasks', 'http://localhost:3002/admin/tasks'],
    [IPHONE, '/no-such-page', 'http://localhost:3002/no-such-page'],
  ])('%#: lands on the phone port of the same host with the same path and query', async (ua, url, target) => {
    const res = await request(web.server).get(url).set('Host', 'localhost:3000').set('User-Agent', ua);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(target);
    expect(res.headers.vary).toMatch(/User-Agent/);
  });

  it('keeps the host a phone used (a LAN address stays a LAN address)', async () => {
    const res = await request(web.server).get('/task').set('Host', '192.168.1.20:3000').set('User-Agent', IPHONE);
    expect(res.headers.location).toBe('http://192.168.1.20:3002/task');
  });

  it('goes to MOBILE_ORIGIN when it is set', async () => {
    const res = await request(fixedWeb.server).get('/designer?x=1').set('User-Agent', IPHONE);
    expect(res.headers.location).toBe('https://m.example.com/designer?x=1');
  });

  it('behind nginx, goes to the MOBILE_ORIGIN like the origin the phone used (scheme and host name)', async () => {
    const behind = await buildApp({
      ...testConfig({
        UPSTREAM_URL: upstream.url,
        WEB_DIST: makeWebDist(),
        MOBILE_DIST: makeMobileDist(),
        ALLOWED_HOSTS: 'localhost,127.0.0.1,192.168.1.20',
      }),
      MOBILE_ORIGIN: [
        'http://127.0.0.1:8088',
        'http://localhost:8088',
        'https://127.0.0.1:8089',
        'https://localhost:8089',
      ],
    });
    await behind.ready();
    try {
      const phoneOn = async (host: string, proto: string) =>
        (
          await request(behind.server)
            .get('/works?sortType=2')
            .set('X-Forwarded-Host', host)
            .set('X-Forwarded-Proto', proto)
            .set('User-Agent', IPHONE)
        ).headers.location;
      expect(await phoneOn('localhost:8080', 'http')).toBe('http://localhost:8088/works?sortType=2');
      expect(await phoneOn('127.0.0.1:8085', 'https')).toBe('https://127.0.0.1:8089/works?sortType=2');
      expect(await phoneOn('192.168.1.20:8080', 'http')).toBe('http://127.0.0.1:8088/works?sortType=2');
    } finally {
      await behind.close();
    }
  });

  it.each([
    [IPHONE, '/qr/join'],
    [IPHONE, '/zt/vivo'],
    [IPHONE, '/zt/oppo'],
    [WECHAT_WINDOWS, '/works'],
    [DESKTOP, '/works'],
  ])('%#: does not redirect %s on %s', async (ua, url) => {
    const res = await request(web.server).get(url).set('Host', 'localhost:3000').set('User-Agent', ua);
    expect(res.status).toBe(200);
    // The desktop app (its fixture's entry script), not a redirect.
    expect(res.text).toContain('/assets/index-abc123.js');
  });
});

describe('the phone port', () => {
  it('serves the phone site to phones (no redirect loop), its stylesheet inlined and the desktop origin named', async () => {
    const res = await request(mobile.server)
      .get('/works?categoryId=3')
      .set('Host', 'localhost:3002')
      .set('User-Agent', IPHONE);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-cache/);
    expect(res.text).toContain('手机版');
    expect(res.text).toContain('<style>.m-topbar{height:48px}</style>');
    expect(res.text).toContain('<meta name="bazaar-desktop-origin" content="http://localhost:3000" />');
  });

  it('answers every page of the product, and 404 for paths no page answers', async () => {
    for (const url of ['/admin/cms', '/exam/logo', '/help/qa', '/uc/bill', '/zt/rank', '/pay/cashier/3']) {
      const res = await request(mobile.server).get(url).set('User-Agent', IPHONE);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain('手机版');
    }
    const missing = await request(mobile.server).get('/no-such-page').set('User-Agent', IPHONE);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('手机版');
  });

  it('serves hashed assets immutable and unknown files as 404 envelopes', async () => {
    const asset = await request(mobile.server).get('/assets/index-m1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gone = await request(mobile.server).get('/assets/gone.js');
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, resultCode: 'E010004' });
  });

  it('paints the home banner in the static shell and hints its chunks, data calls and banner (LCP budget)', async () => {
    const res = await request(mobile.server).get('/').set('User-Agent', IPHONE);
    const links = String(res.headers.link);
    // The banner with the candidates the phone's page gives its first banner: the same file, fetched once.
    expect(links).toMatch(
      /^<\/img\/banners\/1\.svg\?w=960&q=80>; rel=preload; as=image; imagesrcset="\/img\/banners\/1\.svg\?w=480&q=80 480w, [^"]+ 1280w"; imagesizes="calc\(100vw - 32px\)"; fetchpriority=high, /,
    );
    expect(links).toContain(
      '</api/common/getCmsConfigInfos?channel=pc&page=home&position=banner>; rel=preload; as=fetch; crossorigin',
    );
    expect(links).toContain('</api/common/getTaskPage?current=1&pageSize=4>; rel=preload; as=fetch; crossorigin');
    expect(res.text).toMatch(
      /<div class="boot-shell" aria-hidden="true"><div class="boot-banner"><div><img src="\/img\/banners\/1\.svg\?w=960&amp;q=80" srcset="[^"]+ 1280w" sizes="calc\(100vw - 32px\)" alt="发现好设计" fetchpriority="high"><\/div><\/div><\/div>/,
    );
    // The app starts after the shell's paint: the shell boot, with the entry and the page's chunks to load.
    expect(res.text).toContain(
      '<script type="module" crossorigin src="/assets/shell-boot-b1.js" data-entry="/assets/index-m1.js" data-preload="/assets/home-h1.js /assets/cards-c1.js"></script>',
    );
    expect(res.text).not.toContain('<!--phone-shell-->');
  });

  it('hints a list page’s chunks and first page, and nothing of its data when filtered; no shell there', async () => {
    const plain = await request(mobile.server).get('/works').set('User-Agent', IPHONE);
    expect(String(plain.headers.link).split(', ')).toEqual([
      '</api/common/getAllWorksPage?current=1&pageSize=12>; rel=preload; as=fetch; crossorigin',
      '</assets/works-w1.js>; rel=modulepreload; crossorigin',
      '</assets/cards-c1.js>; rel=modulepreload; crossorigin',
      '</assets/works-w1.css>; rel=preload; as=style; crossorigin',
    ]);
    expect(plain.text).toContain('<script type="module" crossorigin src="/assets/index-m1.js"></script>');
    expect(plain.text).not.toContain('boot-shell');
    const filtered = await request(mobile.server).get('/works?categoryId=3').set('User-Agent', IPHONE);
    expect(String(filtered.headers.link)).not.toContain('as=fetch');
  });

  it('preloads a signed-in page’s user and first calls beside the entry, only with the login flag (issue 34 item 5)', async () => {
    const signedIn = await request(mobile.server)
      .get('/u/bill')
      .set('User-Agent', IPHONE)
      .set('Cookie', `${LOGIN_FLAG_COOKIE}=1`);
    const links = String(signedIn.headers.link).split(', ');
    expect(links).toEqual([
      '</api/user/getUserInfo>; rel=preload; as=fetch; crossorigin',
      '</api/plat/getMyAccountKeepSummary>; rel=preload; as=fetch; crossorigin',
      '</api/plat/getMyAccountKeepPage?current=1&pageSize=12>; rel=preload; as=fetch; crossorigin',
    ]);
    const visitor = await request(mobile.server).get('/u/bill').set('User-Agent', IPHONE);
    expect(visitor.headers.link).toBeUndefined();
  });

  it('writes the page share card (the desktop lookups) with the phone origin', async () => {
    const res = await request(mobile.server).get('/works/12').set('Host', 'localhost:3002');
    expect(res.text).toContain('<meta property="og:url" content="http://localhost:3002/works/12" />');
    expect(res.text).not.toContain('content="默认"');
    expect(upstream.seen.some((s) => s.url.startsWith('/api/common/getWorksInfo?worksId=12'))).toBe(true);
  });

  it('proxies /api with the session cookie and the CSRF check of the desktop', async () => {
    const login = await request(mobile.server)
      .post('/api/auth/authentication/mobile')
      .set('X-Requested-With', 'XMLHttpRequest')
      .field('mobile', '13800138000')
      .field('smsCode', '123456');
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/bazaar_session=tok_/);
    expect(cookie).toMatch(/HttpOnly/);

    await request(mobile.server).get('/api/user/getUserInfo').set('Cookie', cookie.split(';')[0]!);
    expect(upstream.seen.at(-1)?.headers.authorization).toBe('Bearer tok_0123456789abcdef0123456789abcdef');

    const forged = await request(mobile.server)
      .post('/api/plat/likeWorks')
      .set('Host', 'localhost:3002')
      .set('Origin', 'https://evil.example')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ worksId: 1 });
    expect(forged.status).toBe(403);
    const own = await request(mobile.server)
      .post('/api/plat/likeWorks')
      .set('Host', 'localhost:3002')
      .set('Origin', 'http://localhost:3002')
      .set('X-Requested-With', 'XMLHttpRequest')
      .send({ worksId: 1 });
    expect(own.status).toBe(200);
  });
});

describe('behind nginx', () => {
  it('names PUBLIC_ORIGIN’s like origin as the desktop, and takes MOBILE_ORIGIN’s as the phone port’s own', async () => {
    const config = testConfig({
      UPSTREAM_URL: upstream.url,
      MOBILE_PORT: '8087',
      WEB_DIST: makeWebDist(),
      MOBILE_DIST: makeMobileDist(),
      PUBLIC_ORIGIN: 'http://127.0.0.1:8080,https://127.0.0.1:8085',
      MOBILE_ORIGIN: 'http://127.0.0.1:8088,https://127.0.0.1:8089',
    });
    const phone = await buildApp(config, 'mobile');
    await phone.ready();
    try {
      const page = await request(phone.server)
        .get('/help/qa')
        .set('X-Forwarded-Host', '127.0.0.1:8089')
        .set('X-Forwarded-Proto', 'https');
      expect(page.text).toContain('<meta name="bazaar-desktop-origin" content="https://127.0.0.1:8085" />');
      const like = (origin: string) =>
        request(phone.server)
          .post('/api/plat/likeWorks')
          .set('X-Forwarded-Host', '127.0.0.1:8088')
          .set('Origin', origin)
          .set('X-Requested-With', 'XMLHttpRequest')
          .send({ worksId: 1 });
      expect((await like('http://127.0.0.1:8088')).status).toBe(200);
      // The desktop's origin is not the phone site's: a write from there is refused here.
      expect((await like('http://127.0.0.1:8080')).status).toBe(403);
    } finally {
      await phone.close();
    }
  });

  it('shares one set of api pools between the two ports; their owner closes them, not the apps', async () => {
    const { upstreams, desktop, phone } = await bothPorts(upstream.url);
    await Promise.all([desktop.ready(), phone.ready()]);
    const ports = new Set<number | undefined>();
    const seenPort = () => ports.add(upstream.seen.at(-1)?.remotePort);
    try {
      await request(desktop.server).get('/api/common/one');
      seenPort();
      await request(phone.server).get('/api/common/two');
      seenPort();
      // One keep-alive connection served both ports' calls: one pool, not two.
      expect(ports.size).toBe(1);
      await desktop.close();
      // The desktop app closing leaves the phone port's pools open.
      expect((await request(phone.server).get('/api/common/three')).status).toBe(200);
    } finally {
      await Promise.all([desktop.close(), phone.close()]);
      await upstreams.close();
    }
  });
});

describe('the gateway’s own reads of the api', () => {
  it('asks the api once for a page’s share card and its shell, and once for what both ports show', async () => {
    const counted = await startEchoUpstream();
    const { upstreams, desktop, phone } = await bothPorts(counted.url);
    const asked = (url: string) => counted.seen.filter((s) => s.url === url).length;
    try {
      // Both ports warm the home banner: one lookup.
      await Promise.all([desktop.ready(), phone.ready()]);
      expect(asked('/api/common/getCmsConfigInfos?channel=pc&page=home&position=banner')).toBe(1);
      // A work's and a task's page on the phone, then on the desktop: the card and the shell read one answer.
      for (const [app, ua] of [
        [phone, IPHONE],
        [desktop, DESKTOP],
      ] as const) {
        await request(app.server).get('/works/31').set('User-Agent', ua).expect(200);
        await request(app.server).get('/task/32?all=1').set('User-Agent', ua).expect(200);
      }
      expect(asked('/api/common/getWorksInfo?worksId=31')).toBe(1);
      expect(asked('/api/common/getTaskInfo?orderId=32')).toBe(1);
    } finally {
      await Promise.all([desktop.close(), phone.close()]);
      await upstreams.close();
      await counted.app.close();
    }
  });
});

describe('MOBILE_PORT', () => {
  it('is optional and must be a real port', () => {
    expect(loadConfig({}).MOBILE_PORT).toBeUndefined();
    expect(loadConfig({ MOBILE_PORT: '3002' }).MOBILE_PORT).toBe(3002);
    expect(() => loadConfig({ MOBILE_PORT: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ MOBILE_PORT: 'x' })).toThrow(ConfigError);
  });
});
