import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { LocalStorage } from '../storage/local-storage';
import { glyphIndices, loadFont } from './font';
import { targetSize } from './image-params';
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
    expect(size({ q: 80, p: 1000 })).toEqual({ width: 4000, height: 3000, crop: false });
    expect(size({ q: 80, w: 9000, h: 9000, fill: '1' })).toEqual({ width: 4000, height: 4000, crop: true });
  });
});

// The image service reads files only; the database driver does not matter, so PGlite alone is used.
describe('image service GET /img/*', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = WEBP) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await startTestApp('pglite');
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
    // Clamped to 4000 px: p=1000 and p=500 with w=9000 are both 4000×3000.
    const big = await get('/img/tests/wide.png?p=1000');
    const big2 = await get('/img/tests/wide.png?p=500&w=9000');
    expect(big2.headers['x-image-cache']).toBe('hit');
    expect(big2.headers.etag).toBe(big.headers.etag);
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ width: 4000, height: 3000 });
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
