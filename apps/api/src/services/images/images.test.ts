import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { LocalStorage } from '../storage/local-storage';
import { glyphIndices, loadFont } from './font';
import { MAX_OUTPUT_PIXELS, snapQuality, targetSize } from './image-params';
import { IMAGES_BUSY } from './images.routes';

const WEBP = { accept: 'image/avif,image/webp,*/*' };

/** Every file under `dir` (the cache's two-level layout), with its size. */
async function cacheFiles(dir: string): Promise<{ file: string; bytes: number }[]> {
  const out: { file: string; bytes: number }[] = [];
  for (const entry of await readdir(dir, { recursive: true }).catch(() => [] as string[])) {
    const file = path.join(dir, entry);
    const s = await stat(file);
    if (s.isFile()) out.push({ file, bytes: s.size });
  }
  return out;
}

/** A PNG of random pixels (hard to compress, so renders take time and space in proportion to size). */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** Writes a source image straight into the app's storage (as the seed or an upload would). */
const putSource = (t: TestApp, key: string, data: Buffer) =>
  new LocalStorage(t.env.config().STORAGE_DIR).put(key, data);

describe('image sizes (w, h, l, s, p, fill)', () => {
  const size = (q: Parameters<typeof targetSize>[2]) => targetSize(1200, 900, q);
  it('fits inside w×h without enlarging, crops exactly with fill=1, and caps every edge at 4000', () => {
    expect(size({ q: 80, w: 300 })).toEqual({ width: 300, height: 225, crop: false });
    expect(size({ q: 80, w: 300, h: 300 })).toEqual({ width: 300, height: 225, crop: false });
    expect(size({ q: 80, w: 300, h: 300, fill: '1' })).toEqual({ width: 300, height: 300, crop: true });
    expect(size({ q: 80, w: 3000 })).toEqual({ width: 1200, height: 900, crop: false });
    expect(size({ q: 80, l: 400 })).toEqual({ width: 400, height: 300, crop: false });
    expect(size({ q: 80, s: 300 })).toEqual({ width: 400, height: 300, crop: false });
    expect(size({ q: 80, p: 50 })).toEqual({ width: 600, height: 450, crop: false });
  });

  it('caps an output at MAX_OUTPUT_PIXELS keeping its aspect, however large the request (issue 34)', () => {
    // 4000×3000 (the edge cap) is 12 MP: scaled down to the 8.3 MP of a 4K screen, still 4:3.
    const big = size({ q: 80, p: 1000 });
    expect(big.width * big.height).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    expect(big.width * big.height).toBeGreaterThan(MAX_OUTPUT_PIXELS * 0.999);
    expect(big.width / big.height).toBeCloseTo(4 / 3, 2);
    expect(size({ q: 80, w: 9000, h: 9000, fill: '1' })).toEqual({ width: 2880, height: 2880, crop: true });
    expect(size({ q: 80, w: 4000, h: 4000, fill: '1' })).toEqual({ width: 2880, height: 2880, crop: true });
    expect(size({ q: 80, w: 3840, h: 2160, fill: '1' })).toEqual({ width: 3840, height: 2160, crop: true });
  });

  it('snaps q to the nearest of a few steps, the default 80 among them', () => {
    // Halfway between two steps goes up.
    expect([1, 50, 59, 60, 70, 74, 75, 80, 84, 85, 90, 100].map(snapQuality)).toEqual([
      50, 50, 50, 70, 70, 70, 80, 80, 80, 90, 90, 90,
    ]);
  });
});

// The image service reads files only; the database driver does not matter, so PGlite alone is used.
describe('image service GET /img/*', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = WEBP) => t.app.inject({ url, headers });

  beforeAll(async () => {
    // The renders' deadline (render-gate.test.ts, and the fairness block below) is not what these tests are about:
    // on a loaded 2-core CI box the gate's estimate for the 4000-px render passed 8 s and refused it at once.
    t = await startTestApp('pglite', { IMAGE_RENDER_BUDGET_MS: '60000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('resizes a seeded SVG cover to w=300 as WebP when Accept has image/webp', async () => {
    const res = await get('/img/works/1-1.svg?w=300');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers.vary).toMatch(/Accept/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 225 });
  });

  it('answers JPEG when the client does not accept WebP', async () => {
    const res = await get('/img/works/1-1.svg?w=200', { accept: 'image/png,image/*' });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 150 });
  });

  it('crops to exactly w×h with fill=1', async () => {
    const res = await get('/img/avatars/3.svg?w=160&h=120&fill=1');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 160, height: 120 });
  });

  it('serves a repeated request from the cache without re-encoding, and 304s a known ETag', async () => {
    const url = '/img/works/2-1.svg?w=240&q=70';
    const first = await get(url);
    expect(first.headers['x-image-cache']).toBe('miss');
    const renders = t.app.images.stats.renders;
    const second = await get(url);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(t.app.images.stats.renders).toBe(renders);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = String(first.headers.etag);
    const again = await get(url, { ...WEBP, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
  });

  it('renders concurrent identical requests once', async () => {
    const url = '/img/works/3-1.svg?w=320&q=60';
    const renders = t.app.images.stats.renders;
    const answers = await Promise.all([get(url), get(url), get(url)]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(t.app.images.stats.renders).toBe(renders + 1);
  });

  it('shares one cache entry among requests that produce the same output (issue 22)', async () => {
    // Flat colour: cheap to encode even at 4000 px.
    const wide = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#4a7bd0' } })
      .png()
      .toBuffer();
    await putSource(t, 'tests/wide.png', wide);
    const dir = t.app.images.cache.dir;
    const before = (await cacheFiles(dir)).length;
    const renders = t.app.images.stats.renders;
    // All of these are the 1200×900 source itself: no enlarging past the source.
    const same = ['', 'w=1300', 'w=1400', 'w=1000000', 'h=5000', 'l=1200', 'p=100', 'w=1300&q=80'];
    const answers = [];
    for (const q of same) answers.push(await get(`/img/tests/wide.png?${q}`));
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.headers.etag).toBe(answers[0]!.headers.etag);
    }
    expect(await sharp(answers[0]!.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900 });
    expect((await cacheFiles(dir)).length).toBe(before + 1);
    expect(t.app.images.stats.renders).toBe(renders + 1);
    // Clamped to 4000 px, then to MAX_OUTPUT_PIXELS: p=1000 and p=500 with w=9000 are one output.
    const big = await get('/img/tests/wide.png?p=1000');
    const big2 = await get('/img/tests/wide.png?p=500&w=9000');
    expect(big2.headers['x-image-cache']).toBe('hit');
    expect(big2.headers.etag).toBe(big.headers.etag);
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ width: 3325, height: 2494 });
    // What changes the output is its own entry: quality, watermark, crop.
    const q = await get('/img/tests/wide.png?w=1300&q=70');
    const mk = await get(`/img/tests/wide.png?w=1300&mk=${encodeURIComponent('设计集市')}`);
    const crop = await get('/img/tests/wide.png?w=1200&h=900&fill=1');
    expect(new Set([answers[0]!.headers.etag, q.headers.etag, mk.headers.etag]).size).toBe(3);
    // A crop to exactly the source's size is still a crop (its own entry, though the pixels may agree).
    expect(crop.statusCode).toBe(200);
    expect((await cacheFiles(dir)).length).toBe(before + 5);
  });

  it('renders only the first frame of an animated source', async () => {
    // Three 40×30 frames: red, green, blue.
    const raw = Buffer.alloc(40 * 30 * 3 * 3);
    for (let i = 0; i < raw.length; i += 3) raw[i + Math.floor(i / (40 * 30 * 3))] = 255;
    const gif = await sharp(raw, { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(3);
    await putSource(t, 'tests/anim.gif', gif);
    for (const query of ['w=20', '']) {
      const res = await get(`/img/tests/anim.gif?${query}`);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload, { animated: true }).metadata();
      expect(meta.pages ?? 1).toBe(1);
      expect({ width: meta.width, height: meta.height }).toEqual(
        query ? { width: 20, height: 15 } : { width: 40, height: 30 },
      );
      const { dominant } = await sharp(res.rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.g + dominant.b).toBeLessThan(60);
    }
  });

  it('renders a 20000×20000 crop at the pixel cap, as one output with 4000×4000 (issue 34)', async () => {
    const renders = t.app.images.stats.renders;
    const huge = await get('/img/works/6-1.svg?w=20000&h=20000&fill=1');
    expect(huge.statusCode).toBe(200);
    const meta = await sharp(huge.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 2880, height: 2880 });
    expect(meta.width! * meta.height!).toBeLessThanOrEqual(MAX_OUTPUT_PIXELS);
    const edge = await get('/img/works/6-1.svg?w=4000&h=4000&fill=1');
    expect(edge.headers.etag).toBe(huge.headers.etag);
    expect(edge.headers['x-image-cache']).toBe('hit');
    expect(t.app.images.stats.renders).toBe(renders + 1);
  });

  it('snaps q to a few steps, so distinct q values share one cache entry and one render (issue 34)', async () => {
    const dir = t.app.images.cache.dir;
    const before = (await cacheFiles(dir)).length;
    const renders = t.app.images.stats.renders;
    const answers = [];
    // 76…84 and no q are all quality 80; 86…100 are all 90.
    for (const q of ['', '&q=76', '&q=78', '&q=80', '&q=83', '&q=84'])
      answers.push(await get(`/img/works/7-1.svg?w=330${q}`));
    const high = [];
    for (const q of [86, 90, 95, 100]) high.push(await get(`/img/works/7-1.svg?w=330&q=${q}`));
    for (const group of [answers, high]) {
      expect(group.every((a) => a.statusCode === 200)).toBe(true);
      expect(new Set(group.map((a) => a.headers.etag)).size).toBe(1);
      expect(group.slice(1).every((a) => a.headers['x-image-cache'] === 'hit')).toBe(true);
    }
    expect(answers[0]!.headers.etag).not.toBe(high[0]!.headers.etag);
    expect(t.app.images.stats.renders).toBe(renders + 2);
    expect((await cacheFiles(dir)).length).toBe(before + 2);
  });

  it('treats q=80 and no q as the same cached image', async () => {
    const a = await get('/img/works/4-1.svg?w=100');
    const b = await get('/img/works/4-1.svg?w=100&q=80');
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(b.headers['x-image-cache']).toBe('hit');
  });

  it.each([
    '/img/..%2F..%2F..%2Fetc%2Fpasswd',
    '/img/%2e%2e/%2e%2e/package.json',
    '/img/works/..%2F..%2Fmeta%2Fseed-art-v1.txt',
    '/img/works%5C..%5C..%5Cx.svg',
    '/img/.hidden.svg',
  ])('rejects the traversal attempt %s', async (url) => {
    const res = await get(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('answers a missing image with a 404 envelope', async () => {
    const res = await get('/img/works/999999-1.svg');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, resultCode: 'E010404', resultMessage: '图片不存在' });
  });

  it.each([
    ['w=abc', '图片宽度必须是正整数'],
    ['h=-5', '图片高度必须是正整数'],
    ['q=0', '图片质量必须是1到100之间的整数'],
    ['p=1001', '缩放比例必须是1到1000之间的整数'],
    ['fill=2', '裁剪参数只能是0或1'],
    [`mk=${encodeURIComponent('水'.repeat(21))}`, '水印文字不能超过20个字'],
  ])('rejects %s with 400 %s', async (query, message) => {
    const res = await get(`/img/works/1-1.svg?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, resultCode: 'E010001', resultMessage: message });
  });

  it('has a real glyph for every character of a Chinese watermark (no .notdef boxes)', async () => {
    const font = await loadFont();
    const indices = glyphIndices(font, '设计集市版权所有©2025');
    expect(indices.every((i) => i > 0)).toBe(true);
  });

  it('draws the mk watermark onto the image', async () => {
    const plain = await get('/img/works/5-1.svg?w=400&q=90');
    const marked = await get(`/img/works/5-1.svg?w=400&q=90&mk=${encodeURIComponent('设计集市')}`);
    expect(marked.statusCode).toBe(200);
    const a = await sharp(plain.rawPayload).raw().toBuffer();
    const b = await sharp(marked.rawPayload).raw().toBuffer();
    expect(a.length).toBe(b.length);
    let changed = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 24) changed++;
    // The tiled text covers a visible share of the image.
    expect(changed / a.length).toBeGreaterThan(0.01);
  });
});

describe('bounded image cache and renders (issue 22)', () => {
  let t: TestApp;
  const MAX_BYTES = 40_000;
  const get = (url: string) => t.app.inject({ url, headers: WEBP });

  beforeAll(async () => {
    t = await startTestApp('pglite', {
      SEED: 'off',
      IMAGE_CACHE_MAX_BYTES: String(MAX_BYTES),
      IMAGE_RENDER_CONCURRENCY: '1',
      IMAGE_RENDER_QUEUE: '1',
    });
    await putSource(t, 'tests/noise.png', await noisePng(600, 600));
    await putSource(t, 'tests/big.png', await noisePng(1200, 1200));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stays under IMAGE_CACHE_MAX_BYTES, evicting the least recently used', async () => {
    const url = (w: number) => `/img/tests/noise.png?w=${w}`;
    expect((await get(url(100))).headers['x-image-cache']).toBe('miss');
    for (let w = 101; w < 116; w++) {
      expect((await get(url(w))).statusCode).toBe(200);
      // w=100 is used after every render, so it stays the most recently used.
      expect((await get(url(100))).headers['x-image-cache']).toBe('hit');
      const files = await cacheFiles(t.app.images.cache.dir);
      expect(files.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(MAX_BYTES);
    }
    const files = await cacheFiles(t.app.images.cache.dir);
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files.length).toBeLessThan(16);
    // The oldest unused render was evicted: asked again, it is rendered again.
    expect((await get(url(101))).headers['x-image-cache']).toBe('miss');
  });

  it('answers 503 with Retry-After at once when every render slot and queue place is taken', async () => {
    await get('/img/tests/noise.png?w=50'); // cached before the flood
    const urls = Array.from(
      { length: 8 },
      (_, i) => `/img/tests/big.png?w=${1100 - i}&mk=${encodeURIComponent('设计集市')}`,
    );
    const flood = urls.map((url) => get(url));
    // A cached image does not wait for a render slot.
    const cached = await get('/img/tests/noise.png?w=50');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-image-cache']).toBe('hit');
    const answers = await Promise.all(flood);
    const ok = answers.filter((a) => a.statusCode === 200);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(ok.length + busy.length).toBe(8);
    // One running and one queued are served; the rest are refused.
    expect(ok.length).toBe(2);
    for (const res of busy) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.json()).toMatchObject({ success: false, resultCode: 'E050002', resultMessage: IMAGES_BUSY });
    }
    expect(t.app.images.gate.stats.refused).toBe(6);
    // Once the renders are done, a refused request is served.
    const retry = await get(urls[answers.findIndex((a) => a.statusCode === 503)]!);
    expect(retry.statusCode).toBe(200);
  });
});

describe('fair renders among clients (issue 34)', () => {
  let t: TestApp;
  /** A GET as the browser at `ip` (the gateway's X-Forwarded-For, believed from loopback). */
  const as =
    (ip: string) =>
    (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, headers: { ...WEBP, 'x-forwarded-for': ip, ...headers } });
  const until = async (ok: () => boolean) => {
    for (const deadline = Date.now() + 10_000; !ok(); await new Promise((r) => setTimeout(r, 2))) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the gate');
    }
  };

  beforeAll(async () => {
    t = await startTestApp('pglite', {
      SEED: 'off',
      IMAGE_RENDER_CONCURRENCY: '1',
      IMAGE_RENDER_QUEUE: '8', // a client's share: 2 waiting
      IMAGE_RENDER_BUDGET_MS: '60000', // the deadline is not what this test is about
    });
    await putSource(t, 'tests/slow.png', await noisePng(1600, 1600));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses one client's flood past its share at once, while another client's renders are served first", async () => {
    const flooder = as('198.51.100.1');
    const other = as('198.51.100.2');
    const done: string[] = [];
    const track = <T>(name: string, p: Promise<T>) => p.then((res) => (done.push(name), res));
    const mark = encodeURIComponent('设计集市');
    // Each with a made-up session token: an unknown token is its address, and buys no share of its own.
    const flood = Array.from({ length: 6 }, (_, i) =>
      track(
        `A${i}`,
        flooder(`/img/tests/slow.png?w=${1500 - i}&mk=${mark}`, {
          authorization: `Bearer ${randomBytes(24).toString('base64url')}`,
        }),
      ),
    );
    // The flooder holds the slot and its two places in the queue.
    await until(() => t.app.images.gate.stats.running === 1 && t.app.images.gate.stats.waiting === 2);
    const mine = [track('B0', other('/img/tests/slow.png?w=300')), track('B1', other('/img/tests/slow.png?w=301'))];
    const [floodAnswers, otherAnswers] = await Promise.all([Promise.all(flood), Promise.all(mine)]);

    expect(otherAnswers.map((a) => a.statusCode)).toEqual([200, 200]);
    const served = floodAnswers.flatMap((a, i) => (a.statusCode === 200 ? [`A${i}`] : []));
    const refused = floodAnswers.filter((a) => a.statusCode === 503);
    expect(served).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const res of refused) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json()).toMatchObject({ success: false, resultCode: 'E050002', resultMessage: IMAGES_BUSY });
    }
    expect(t.app.images.gate.stats.refusedBy).toMatchObject({ share: 3, full: 0, deadline: 0, expired: 0 });
    // The refusals came at once, before any of the flood's renders was done …
    const firstServed = Math.min(...served.map((n) => done.indexOf(n)));
    expect(done.slice(0, firstServed).filter((n) => n.startsWith('A'))).toHaveLength(3);
    // … and the other client, asking after the flood had filled its share, was served before the flood's last.
    const lastServed = Math.max(...served.map((n) => done.indexOf(n)));
    expect(done.indexOf('B0')).toBeLessThan(lastServed);
    expect(done.indexOf('B1')).toBeLessThan(lastServed);
  });
});

describe('renders nobody waits for any more (issue 34)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', {
      SEED: 'off',
      IMAGE_RENDER_CONCURRENCY: '1',
      IMAGE_RENDER_QUEUE: '8', // a client's share: 2 waiting
      IMAGE_RENDER_BUDGET_MS: '60000',
    });
    await putSource(t, 'tests/slow.png', await noisePng(1600, 1600));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("gives up a queued render when its browser goes away, so the client's next images are not refused", async () => {
    const gate = t.app.images.gate;
    const mark = encodeURIComponent('设计集市');
    const url = (w: number) => `${base}/img/tests/slow.png?w=${w}&mk=${mark}`;
    const rendersBefore = t.app.images.stats.renders;
    // One page's thumbnails: one renders, two wait (the client's whole share).
    const first = fetch(url(1500), { headers: WEBP });
    await vi.waitFor(() => expect(gate.stats).toMatchObject({ running: 1 }), { timeout: 10_000 });
    const leaving = [new AbortController(), new AbortController()];
    const abandoned = leaving.map((c, i) =>
      fetch(url(1400 + i), { headers: WEBP, signal: c.signal }).catch(() => 'gone'),
    );
    await vi.waitFor(() => expect(gate.stats).toMatchObject({ waiting: 2 }), { timeout: 10_000 });
    // The browser navigates on: the two waiting ones are cancelled and leave the queue at once.
    for (const c of leaving) c.abort();
    expect(await Promise.all(abandoned)).toEqual(['gone', 'gone']);
    await vi.waitFor(() => expect(gate.stats.waiting).toBe(0), { timeout: 5_000 });
    // The next page's thumbnails take the share again and are all served.
    const next = await Promise.all([first, fetch(url(300), { headers: WEBP }), fetch(url(301), { headers: WEBP })]);
    expect(next.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(gate.stats.refused).toBe(0);
    // The abandoned renders never ran.
    expect(t.app.images.stats.renders - rendersBefore).toBe(3);
  });

  it('keeps a queued render that another request for the same image still waits for', async () => {
    const gate = t.app.images.gate;
    const url = `${base}/img/tests/slow.png?w=1000&mk=${encodeURIComponent('集市')}`;
    const rendersBefore = t.app.images.stats.renders;
    const running = fetch(`${base}/img/tests/slow.png?w=1501`, { headers: WEBP });
    await vi.waitFor(() => expect(gate.stats).toMatchObject({ running: 1 }), { timeout: 10_000 });
    const leaving = new AbortController();
    const left = fetch(url, { headers: WEBP, signal: leaving.signal }).catch(() => 'gone');
    await vi.waitFor(() => expect(gate.stats).toMatchObject({ waiting: 1 }), { timeout: 10_000 });
    const staying = fetch(url, { headers: WEBP });
    // The second asker shares the first one's place in the queue; the first one leaves.
    await new Promise((r) => setTimeout(r, 50));
    leaving.abort();
    expect(await left).toBe('gone');
    const [a, b] = await Promise.all([running, staying]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('content-type')).toBe('image/webp');
    expect(t.app.images.stats.renders - rendersBefore).toBe(2);
  });
});

describe('mk watermark layout', () => {
  it('tiles the text sparsely yet over every part of a phone-sized image', async () => {
    const { watermarkSvg } = await import('./watermark');
    const [width, height] = [640, 853];
    const svg = await watermarkSvg('设计集市 @白露', width, height);
    // Twice as many copies made the watermarked WebP 56 % larger for no better protection.
    expect(svg.toString().match(/<use /g)?.length ?? 0).toBeLessThanOrEqual(16);
    // Rendered alone, the watermark still marks every ninth of the image (3 × 3 cells).
    const { data, info } = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        let marked = 0;
        for (let y = Math.floor((row * info.height) / 3); y < Math.floor(((row + 1) * info.height) / 3); y++) {
          for (let x = Math.floor((col * info.width) / 3); x < Math.floor(((col + 1) * info.width) / 3); x++) {
            if ((data[(y * info.width + x) * info.channels + 3] ?? 0) > 0) marked++;
          }
        }
        expect(marked, `cell ${row},${col}`).toBeGreaterThan(200);
      }
    }
  });
});
