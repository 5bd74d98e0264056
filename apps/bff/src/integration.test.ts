/** The gateway in front of the real api (PGlite in memory) over real HTTP on random ports. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildApi, loadConfig as loadApiConfig } from '@bazaar/api';
import {
  avatarUrl,
  coverUrl,
  displayNickname,
  WORKS_IMAGE_SIZES,
  worksImageSrcSet,
  worksImageUrl,
  worksWatermark,
} from '@bazaar/domain/format';
import { HOMEPAGE_WORKS_PAGE_SIZE, pageDataCalls } from '@bazaar/domain/api/page-data';
import { buildApp } from './app.js';
import { makeWebDist, testConfig } from './test/harness.js';

let api: FastifyInstance;
let apiUrl: string;
let bff: FastifyInstance;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bazaar-bff-it-'));
  api = await buildApi(
    loadApiConfig({ DATA_DIR: dataDir, PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', DATABASE_URL: '' }),
  );
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
  // The link-card tests ask for bazaar.test: a host the gateway answers (issue 34), beside supertest's own.
  bff = await buildApp(
    testConfig({ UPSTREAM_URL: apiUrl, WEB_DIST: makeWebDist(), ALLOWED_HOSTS: 'bazaar.test,127.0.0.1,localhost' }),
  );
  await bff.ready();
});
afterAll(async () => {
  await bff?.close();
  await api?.close();
});

describe('BFF → api', () => {
  it('serves getAllWorksPage through the gateway exactly as the api answers it', async () => {
    const path = '/api/common/getAllWorksPage?current=1&pageSize=16';
    const viaBff = await request(bff.server).get(path);
    const direct = await fetch(apiUrl + path).then((r) => r.json());
    expect(viaBff.status).toBe(200);
    expect(viaBff.body.success).toBe(true);
    expect(viaBff.body.data.rows).toHaveLength(16);
    expect(viaBff.body.data.total).toBeGreaterThanOrEqual(300);
    expect(viaBff.body).toEqual(direct);
  });

  it('passes the api validation error (400, Chinese message) through unchanged', async () => {
    const res = await request(bff.server).get('/api/common/getAllWorksPage?current=abc');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, resultCode: 'E010001' });
    expect(res.body.resultMessage).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers an unknown API path with the api 404 envelope', async () => {
    const res = await request(bff.server).get('/api/common/noSuchCall');
    expect(res.status).toBe(404);
    expect(res.body.resultCode).toBe('E010004');
  });

  it('proxies resized images from the image service with long-lived caching', async () => {
    const works = await request(bff.server).get('/api/common/getAllWorksPage?pageSize=1');
    const cover: string = works.body.data.rows[0].cover;
    const res = await request(bff.server).get(`${cover}?w=548&h=411&q=80&fill=1`).set('Accept', 'image/webp,*/*');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Number(res.headers['content-length'] ?? res.body.length)).toBeGreaterThan(100);
  });
});

describe('clip videos through the gateway (issue 9)', () => {
  it('passes Range through: 206 with Content-Range and the exact bytes, 200 whole, 416 past the end', async () => {
    const page = await request(bff.server).get('/api/common/clip/getClipPage?pageSize=1');
    const videoUrl: string = page.body.data.rows[0].videoUrl;
    const direct = Buffer.from(new Uint8Array(await (await fetch(apiUrl + videoUrl)).arrayBuffer()));
    const binary = (res: request.Test) =>
      res.buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });

    const part = await binary(request(bff.server).get(videoUrl).set('Range', 'bytes=10-209'));
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-209/${direct.length}`);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect((part.body as Buffer).equals(direct.subarray(10, 210))).toBe(true);

    const whole = await binary(request(bff.server).get(videoUrl));
    expect(whole.status).toBe(200);
    expect(whole.headers['cache-control']).toContain('max-age=31536000');
    expect((whole.body as Buffer).equals(direct)).toBe(true);

    const beyond = await request(bff.server).get(videoUrl).set('Range', `bytes=${direct.length}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${direct.length}`);
  });
});

describe('SMS login through the gateway (real api)', () => {
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

  it('logs in by SMS, keeps the token in an httpOnly cookie only, authorises later calls, and logs out', async () => {
    const mobile = '13912345678';
    const sms = await request(bff.server).post('/api/auth/code/sms').set(xhr).send({ mobile });
    expect(sms.body.success).toBe(true);
    expect(sms.body.data).toMatch(/^\d{6}$/); // the dev driver returns the code (docs/product.md §7)

    const login = await request(bff.server)
      .post('/api/auth/authentication/mobile')
      .set(xhr)
      .field('mobile', mobile)
      .field('smsCode', sms.body.data);
    expect(login.body.success).toBe(true);
    expect(JSON.stringify(login.body)).not.toMatch(/token/);
    const setCookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('bazaar_session='));
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = setCookie!.split(';')[0]!;

    const me = await request(bff.server).get('/api/user/getUserInfo').set('Cookie', cookie);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ isDesigner: false, whetherToReadNote: 0 });

    const out = await request(bff.server).post('/api/logout').set(xhr).set('Cookie', cookie);
    expect(out.body.success).toBe(true);
    // The upstream revoked the token: the old cookie no longer works, and the gateway clears it.
    const after = await request(bff.server).get('/api/user/getUserInfo').set('Cookie', cookie);
    expect(after.status).toBe(401);
    expect(String(after.headers['set-cookie'])).toMatch(/bazaar_session=;/);
  });

  it("passes a broken multipart body on and answers the api's 400, never a 5xx of its own (issue 34)", async () => {
    const broken = {
      success: false,
      resultCode: 'E010001',
      resultMessage: expect.stringMatching(/multipart\/form-data/),
      data: null,
    };
    // A login without a boundary: the gateway's own login route forwards the bytes.
    const login = await request(bff.server)
      .post('/api/auth/authentication/mobile')
      .set(xhr)
      .set('content-type', 'multipart/form-data')
      .send('--x\r\nContent-Disposition: form-data; name="mobile"\r\n\r\n13912345678\r\n--x--\r\n');
    expect([login.status, login.body]).toEqual([400, broken]);

    // An upload cut off mid-file (the scan's "Part terminated early"), through the streaming proxy.
    const mobile = '13912345679';
    const sms = await request(bff.server).post('/api/auth/code/sms').set(xhr).send({ mobile });
    const session = await request(bff.server)
      .post('/api/auth/authentication/mobile')
      .set(xhr)
      .field('mobile', mobile)
      .field('smsCode', sms.body.data);
    const cookie = (session.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const upload = await request(bff.server)
      .post('/api/plat/volc/tos/upload')
      .set(xhr)
      .set('Cookie', cookie)
      .set('content-type', 'multipart/form-data; boundary=x')
      .send(
        '--x\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
      );
    expect([upload.status, upload.body]).toEqual([400, broken]);
  });

  it('refuses a login without the gateway: the api wants the client header the browser never has', async () => {
    const res = await fetch(`${apiUrl}/api/auth/authentication/mobile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13912345678', smsCode: '123456' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('compression', () => {
  it('compresses the API JSON for a browser that accepts it', async () => {
    const res = await request(bff.server)
      .get('/api/common/getAllWorksPage?pageSize=16')
      .set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(res.body.data.rows).toHaveLength(16);
  });
});

describe('link cards for shared pages (real api)', () => {
  const page = (url: string) => request(bff.server).get(url).set('Host', 'bazaar.test');
  const first = async <T>(url: string): Promise<T> =>
    ((await (await fetch(apiUrl + url)).json()) as { data: { rows: T[] } }).data.rows[0]!;

  it('renders a work page with its title, description and watermarked image as Open Graph tags', async () => {
    const work = await first<{ worksId: number; title: string; nickName: string }>(
      '/api/common/getAllWorksPage?pageSize=1',
    );
    const res = await page(`/works/${work.worksId}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${work.title} - ${work.nickName}的作品 - 设计集市</title>`);
    expect(res.text).toContain(
      `<meta property="og:title" content="${work.title} - ${work.nickName}的作品 - 设计集市" />`,
    );
    expect(res.text).toContain(`<meta property="og:url" content="http://bazaar.test/works/${work.worksId}" />`);
    expect(res.text).toMatch(/<meta property="og:image" content="http:\/\/bazaar\.test\/img\/[^"]+w=1200[^"]*mk=/);
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text.match(/name="description"/g)).toHaveLength(1);
  });

  it('writes share cards on PUBLIC_ORIGIN when it is set, whatever Host the proxy sent (issue 24)', async () => {
    const behind = await buildApp(
      testConfig({ UPSTREAM_URL: apiUrl, WEB_DIST: makeWebDist(), PUBLIC_ORIGIN: 'https://www.example.com' }),
    );
    try {
      const work = await first<{ worksId: number }>('/api/common/getAllWorksPage?pageSize=1');
      const res = await behind.inject({ url: `/works/${work.worksId}`, headers: { host: '127.0.0.1:3000' } });
      expect(res.body).toContain(`<meta property="og:url" content="https://www.example.com/works/${work.worksId}" />`);
      expect(res.body).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.com\/img\//);
    } finally {
      await behind.close();
    }
  });

  it("renders a designer's homepage and a task page with their own cards", async () => {
    const designer = await first<{ userId: number; name: string }>('/api/common/getAllTalentsPage?pageSize=1');
    const home = await page(`/u/${designer.userId}`);
    expect(home.text).toContain(`<title>${designer.name}的设计主页 - 设计集市</title>`);
    expect(home.text).toContain('<meta property="og:type" content="profile" />');
    const task = await first<{ orderId: number; taskName: string }>('/api/common/getTaskPage?pageSize=1');
    const res = await page(`/task/${task.orderId}`);
    expect(res.text).toContain(`<meta property="og:title" content="${task.taskName} - 设计任务 - 设计集市" />`);
  });

  it('writes a nickname with $ patterns literally into the title and og:title (issue 22)', async () => {
    // `String.prototype.replace` with user text as the replacement would expand $' and $& into the page.
    const body = (await (await fetch(`${apiUrl}/api/common/getAllTalentsPage?pageSize=3`)).json()) as {
      data: { rows: { userId: number }[] };
    };
    const designer = body.data.rows[2]!;
    const nickName = "测试$'昵称$&";
    await api.database.db
      .updateTable('users')
      .set({ nick_name: nickName })
      .where('user_id', '=', designer.userId)
      .execute();
    const home = await page(`/u/${designer.userId}`);
    expect(home.status).toBe(200);
    const escaped = '测试$&#39;昵称$&amp;';
    expect(home.text).toContain(`<title>${escaped}的设计主页 - 设计集市</title>`);
    expect(home.text).toContain(`<meta property="og:title" content="${escaped}的设计主页 - 设计集市" />`);
    expect(home.text.match(/<title>/g)).toHaveLength(1);
  });

  it("preloads a work's first two images exactly as the work page renders them (issue 6)", async () => {
    const listed = await first<{ worksId: number }>('/api/common/getAllWorksPage?pageSize=1');
    const work = (
      (await (await fetch(`${apiUrl}/api/common/getWorksInfo?worksId=${listed.worksId}`)).json()) as {
        data: { nickName: string | null; images: { url: string; width: number }[] };
      }
    ).data;
    expect(work.images.length).toBeGreaterThanOrEqual(1);
    const mk = worksWatermark(displayNickname(work.nickName));
    const expected = work.images
      .slice(0, 2)
      .map(
        (image) =>
          `<${worksImageUrl(image.url, mk)}>; rel=preload; as=image; imagesrcset="${worksImageSrcSet(image.url, image.width, mk)}"; imagesizes="${WORKS_IMAGE_SIZES}"; fetchpriority=high`,
      );
    const res = await page(`/works/${listed.worksId}`);
    expect(String(res.headers.link)).toBe(
      [...expected, `</api/common/getWorksInfo?worksId=${listed.worksId}>; rel=preload; as=fetch; crossorigin`].join(
        ', ',
      ),
    );
  });

  it("preloads a list's first image (the first cover, the first avatar) once the gateway has looked it up", async () => {
    const works = (
      (await (await fetch(`${apiUrl}/api/common/getAllWorksPage?current=1&pageSize=16&sortType=1`)).json()) as {
        data: { rows: { cover: string }[] };
      }
    ).data.rows;
    const designer = await first<{ picture: string }>('/api/common/getAllTalentsPage?current=1&pageSize=12&sortType=1');
    // /works and /designer are warmed when the gateway starts; a keyword is looked up on its first visit.
    // The four eager cards' covers, in order, then the data call.
    expect(String((await page('/works')).headers.link)).toContain(
      `${works
        .slice(0, 4)
        .map((w) => `<${coverUrl(w.cover)}>; rel=preload; as=image; fetchpriority=high`)
        .join(', ')}, </api/common/getAllWorksPage?`,
    );
    expect(String((await page('/designer')).headers.link)).toContain(
      `<${avatarUrl(designer.picture)}>; rel=preload; as=image; fetchpriority=high, </api/common/getAllTalentsPage?`,
    );
    const search = `/search/works?keyword=${encodeURIComponent('插画')}`;
    expect(String((await page(search)).headers.link)).not.toContain('as=image');
    await new Promise((r) => setTimeout(r, 300));
    const found = await first<{ cover: string }>(
      `/api/common/getAllWorksPage?current=1&keyword=${encodeURIComponent('插画')}&pageSize=16`,
    );
    expect(String((await page(search)).headers.link)).toMatch(
      new RegExp(`^<${coverUrl(found.cover).replace(/[?.]/g, '\\$&')}>; rel=preload; as=image; fetchpriority=high, `),
    );
  });

  it('keeps the default tags for an unknown id and for other pages', async () => {
    for (const url of ['/works/2000000000', '/designer']) {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>设计集市</title>');
      expect(res.text).not.toContain('og:title');
    }
  });
});

describe("a work page's static shell (real api)", () => {
  it("paints the work's first image before the JS, the same URL the page and its preload use", async () => {
    const work = (
      (await (await fetch(`${apiUrl}/api/common/getAllWorksPage?pageSize=1`)).json()) as {
        data: { rows: { worksId: number; title: string }[] };
      }
    ).data.rows[0]!;
    const res = await request(bff.server).get(`/works/${work.worksId}`).set('Host', 'bazaar.test');
    const shell = /<div class="boot-work"><div style="aspect-ratio: (\d+) \/ (\d+)"><img src="([^"]+)"/.exec(res.text);
    expect(shell).not.toBeNull();
    const src = shell![3]!.replace(/&amp;/g, '&');
    expect(src).toMatch(/^\/img\/.+mk=/);
    // The same image is the first one the gateway preloads (and the page renders).
    expect(String(res.headers.link)).toContain(`<${src}>; rel=preload; as=image`);
    // Other pages keep an empty slot.
    const other = await request(bff.server).get('/designer').set('Host', 'bazaar.test');
    expect(other.text).not.toContain('boot-work');
  });
});

describe("a task page's static shell (real api, issue 7)", () => {
  it("paints the task's cover before the JS, the URL the page and its preload use", async () => {
    const rows = (
      (await (await fetch(`${apiUrl}/api/common/getTaskPage?pageSize=20`)).json()) as {
        data: { rows: { orderId: number; taskName: string; cover: string | null }[] };
      }
    ).data.rows;
    const task = rows.find((t) => t.cover)!;
    expect(task).toBeDefined();
    const res = await request(bff.server).get(`/task/${task.orderId}?all=1`).set('Host', 'bazaar.test');
    const src = coverUrl(task.cover!);
    expect(res.text).toContain(
      `<div class="boot-task"><div style="aspect-ratio: 4 / 3"><img src="${src.replace(/&/g, '&amp;')}" alt="${task.taskName}" fetchpriority="high">`,
    );
    expect(String(res.headers.link)).toContain(`<${src}>; rel=preload; as=image; fetchpriority=high`);
    expect(String(res.headers.link)).toContain(`</api/common/getTaskInfo?orderId=${task.orderId}>; rel=preload`);
  });

  it("paints a coverless task's name instead (its largest paint), escaped", async () => {
    const rows = (
      (await (await fetch(`${apiUrl}/api/common/getTaskPage?pageSize=50`)).json()) as {
        data: { rows: { orderId: number; taskName: string; cover: string | null }[] };
      }
    ).data.rows;
    const bare = rows.find((t) => !t.cover);
    expect(bare).toBeDefined();
    const text = (await request(bff.server).get(`/task/${bare!.orderId}?all=1`)).text;
    expect(text).toContain(`<div class="boot-task"><p class="boot-title">${bare!.taskName}</p></div>`);
    expect(text).not.toContain('boot-task"><div');
  });
});

describe("a list page's static shell (real api, issue 6/7 LCP)", () => {
  const shellImages = (html: string) =>
    [...html.matchAll(/<div class="boot-list[^"]*">(.*?)<\/div><\/div>/g)].flatMap((m) =>
      [...m[1]!.matchAll(/<img src="([^"]+)"/g)].map((i) => i[1]!.replace(/&amp;/g, '&')),
    );

  it("paints the first cards' covers on /works and /task: the images the page preloads", async () => {
    for (const path of ['/works', '/task']) {
      // The gateway warms both lists on start; the shell never waits for a lookup.
      const res = await request(bff.server).get(path);
      const images = shellImages(res.text);
      expect(images.length, path).toBeGreaterThan(0);
      expect(images.length, path).toBeLessThanOrEqual(4);
      for (const src of images) expect(String(res.headers.link), path).toContain(`<${src}>; rel=preload; as=image`);
      expect(res.text).toContain('<div class="boot-list">');
    }
  });

  it("paints the first designer's avatar on /designer", async () => {
    const [talents] = pageDataCalls('/designer', new URLSearchParams());
    const first = (
      (await (await fetch(apiUrl + talents!)).json()) as {
        data: { rows: { picture: string }[] };
      }
    ).data.rows[0]!;
    const res = await request(bff.server).get('/designer');
    expect(res.text).toContain('<div class="boot-list boot-avatar">');
    expect(shellImages(res.text)).toEqual([avatarUrl(first.picture)]);
  });

  it("paints a grid homepage's first covers once the gateway knows them", async () => {
    const url = pageDataCalls('/u/2', new URLSearchParams(), 'grid').find((c) => c.includes('getAllWorksPage'))!;
    expect(url).toContain(`pageSize=${HOMEPAGE_WORKS_PAGE_SIZE.grid}`);
    await request(bff.server).get('/u/2'); // the first view starts the lookup
    await new Promise((r) => setTimeout(r, 300));
    const rows = ((await (await fetch(apiUrl + url)).json()) as { data: { rows: { cover: string }[] } }).data.rows;
    const res = await request(bff.server).get('/u/2');
    expect(shellImages(res.text)).toEqual(rows.slice(0, 4).map((r) => coverUrl(r.cover)));
  });

  it('leaves other pages and unknown keywords without list images', async () => {
    expect((await request(bff.server).get('/login')).text).not.toContain('boot-list');
    const fresh = `/search/works?keyword=${encodeURIComponent('从未搜过的词')}`;
    expect((await request(bff.server).get(fresh)).text).not.toContain('boot-list');
  });
});
