import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '@bazaar/domain/constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin } from '../../test/login';
import { multipart } from '../../test/multipart';
import { BROKEN_IMAGE, IMAGE_PIXELS_TOO_LARGE, ONLY_IMAGES } from './image-file';
import { DIRECT_UPLOAD_PATH, GRANT_EXPIRED, GRANT_INVALID, GRANT_TTL_MS } from './upload-grant';
import { GRANT_USED } from './uploads.service';
import { FILE_TOO_LARGE, NO_FILES, REQUEST_TOO_LARGE, TOO_MANY_FILES } from './uploads.service';

const UPLOAD = '/api/plat/volc/tos/upload';
const DESIGNER = '13800000001';

interface FilePart {
  name?: string;
  filename: string;
  type: string;
  data: Buffer;
}
type Uploaded = { callbackResult: string; width: number; height: number }[];

/** A multipart body of file parts (field name `files` unless given). */
const multipartFiles = (files: FilePart[]) => multipart(files.map((f) => ({ ...f, name: f.name ?? 'files' })));

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#ff5a36' } })
    .png()
    .toBuffer();
const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .jpeg()
    .toBuffer();

/**
 * An animated GIF of `frames` identical frames of width×height: one frame encoded by sharp, its block
 * repeated — a few KB for frames that each decode as a full image.
 */
async function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const one = await sharp({ create: { width, height, channels: 3, background: '#ff5a36' } })
    .gif()
    .toBuffer();
  const packed = one[10]!;
  const colorTable = packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0;
  const head = one.subarray(0, 13 + colorTable);
  const frame = one.subarray(13 + colorTable, one.length - 1); // up to the trailer 0x3b
  return Buffer.concat([head, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

describe.each(DRIVERS)('uploads on %s', (driver) => {
  let t: TestApp;
  let token: string;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const storageDir = () => path.join(t.env.dataDir, 'storage');
  const storedFiles = async (userDir: string) =>
    readdir(path.join(storageDir(), 'uploads', userDir)).catch(() => [] as string[]);
  let userDir: string;

  const upload = (files: FilePart[], auth = true) => {
    const body = multipartFiles(files);
    return call<Uploaded>(t.app, UPLOAD, {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? bearer(token) : {}) },
    });
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    token = await new TestLogin(t.app, clock).bySms(DESIGNER);
    const me = await call<{ userId: number }>(t.app, '/api/user/getUserInfo', { headers: bearer(token) });
    userDir = String(me.body.data.userId);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors with 401 and stores nothing', async () => {
    const res = await upload([{ filename: 'a.png', type: 'image/png', data: await png() }], false);
    expect(res.status).toBe(401);
    expect(await storedFiles(userDir)).toEqual([]);
  });

  it('stores a real PNG and JPEG and answers their /img/ URLs with their sizes', async () => {
    const res = await upload([
      { filename: 'a.png', type: 'image/png', data: await png(64, 48) },
      { filename: 'b.jpg', type: 'image/jpeg', data: await jpeg(30, 20) },
    ]);
    expect(res.body.success).toBe(true);
    const [a, b] = res.body.data;
    expect(a).toMatchObject({ width: 64, height: 48 });
    expect(a!.callbackResult).toMatch(new RegExp(`^/img/uploads/${userDir}/[\\w-]+\\.png$`));
    expect(b).toMatchObject({ width: 30, height: 20 });
    expect(b!.callbackResult).toMatch(/\.jpg$/);
    const served = await t.app.inject({ url: `${a!.callbackResult}?w=32`, headers: { accept: 'image/webp' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('accepts a 3 MB photo — larger than the 1 MB JSON body limit of the api — both ways', async () => {
    const noise = () =>
      sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
        .png()
        .toBuffer();
    const big = await noise();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload([{ filename: 'noise.png', type: 'image/png', data: big }]);
    expect(res.body.success).toBe(true);
    expect(res.body.data[0]).toMatchObject({ width: 1000, height: 1000 });
    const g = await call<{ token: string }>(t.app, '/api/plat/getOssSignatureUploadToken', { headers: bearer(token) });
    const direct = await call<Uploaded>(t.app, DIRECT_UPLOAD_PATH, {
      method: 'PUT',
      payload: await noise(),
      headers: { 'content-type': 'image/png', 'x-upload-token': g.body.data.token },
    });
    expect(direct.body.success).toBe(true);
  });

  it.each([
    ['an HTML page named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), ONLY_IMAGES],
    [
      'an SVG named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      ONLY_IMAGES,
    ],
    [
      'a PNG signature glued onto HTML',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]), Buffer.from('<html>')]),
      BROKEN_IMAGE,
    ],
  ])('refuses %s (no image by its bytes) and stores nothing', async (_name, data, message) => {
    const before = await storedFiles(userDir);
    const res = await upload([{ filename: 'evil.png', type: 'image/png', data }]);
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(message);
    expect(await storedFiles(userDir)).toEqual(before);
  });

  it('refuses the whole request when one file of several is not an image', async () => {
    const before = await storedFiles(userDir);
    const res = await upload([
      { filename: 'ok.png', type: 'image/png', data: await png() },
      { filename: 'evil.png', type: 'image/png', data: Buffer.from('<svg/>') },
    ]);
    expect(res.body.resultMessage).toBe(ONLY_IMAGES);
    expect(await storedFiles(userDir)).toEqual(before);
  });

  it('refuses an animation whose width × height × frames passes 50 megapixels, and stores nothing', async () => {
    // 2500 × 2500 × 9 frames = 56 Mpx: every frame alone is well within the per-image limits.
    const bomb = await animatedGif(2500, 2500, 9);
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_FILE_BYTES);
    expect(await sharp(bomb, { animated: true }).metadata()).toMatchObject({ pages: 9, pageHeight: 2500 });
    const before = await storedFiles(userDir);
    const res = await upload([{ filename: 'bomb.gif', type: 'image/gif', data: bomb }]);
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(IMAGE_PIXELS_TOO_LARGE);
    expect(res.body.resultMessage).toMatch(/^图片过大/);
    expect(await storedFiles(userDir)).toEqual(before);
    // A small animation (three frames of different colours) is accepted and keeps its frames.
    const raw = Buffer.alloc(40 * 30 * 3 * 3);
    for (let i = 0; i < raw.length; i += 3) raw[i + Math.floor(i / (40 * 30 * 3))] = 255;
    const small = await sharp(raw, { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    const ok = await upload([{ filename: 'ok.gif', type: 'image/gif', data: small }]);
    expect(ok.body.data[0]).toMatchObject({ width: 40, height: 30 });
    const key = ok.body.data[0]!.callbackResult.replace(/^\/img\//, '');
    const stored = await readFile(path.join(storageDir(), key));
    expect((await sharp(stored, { animated: true }).metadata()).pages).toBe(3);
  });

  it('strips EXIF (GPS, copyright) and applies the EXIF orientation', async () => {
    const withGps = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a0' } })
      .jpeg()
      .withMetadata({
        orientation: 6,
        exif: {
          IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '31/1 14/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '121/1 28/1 0/1',
          },
        },
      })
      .toBuffer();
    const sent = await sharp(withGps).metadata();
    expect(sent.exif?.toString('latin1')).toContain('secret-owner');
    const res = await upload([{ filename: 'photo.jpg', type: 'image/jpeg', data: withGps }]);
    expect(res.body.success).toBe(true);
    // Rotated by orientation 6: 40×20 becomes 20×40.
    expect(res.body.data[0]).toMatchObject({ width: 20, height: 40 });
    const key = res.body.data[0]!.callbackResult.replace('/img/', '');
    const stored = await t.app.inject({ url: `/img/${key}` });
    expect(stored.statusCode).toBe(200);
    const file = await readFile(path.join(storageDir(), key));
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.toString('latin1')).not.toContain('secret-owner');
    expect(file.toString('latin1')).not.toContain('GPS');
  });

  it(`refuses a file over the per-file cap with ${FILE_TOO_LARGE}`, async () => {
    const data = Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX_FILE_BYTES)]);
    const res = await upload([{ filename: 'big.png', type: 'image/png', data }]);
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(FILE_TOO_LARGE);
  });

  it('refuses an oversized file while it streams, long before the whole body is read', async () => {
    const boundary = 'bazaarstream';
    let pulled = 0;
    const total = 40 * 1024 * 1024;
    const head = await png();
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`,
      );
      yield head;
      for (let sent = 0; sent < total; sent += 256 * 1024) {
        pulled += 256 * 1024;
        yield Buffer.alloc(256 * 1024);
      }
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: Readable.from(body()),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().resultMessage).toBe(FILE_TOO_LARGE);
    // Refused after about one file's worth, not after 40 MB.
    expect(pulled).toBeLessThan(UPLOAD_MAX_FILE_BYTES + 4 * 1024 * 1024);
  });

  it(`refuses a request over the per-request cap with ${REQUEST_TOO_LARGE}`, async () => {
    // Five files just under 10 MB each: every file is fine, together they pass 40 MB.
    const filler = Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX_FILE_BYTES - 1024)]);
    const files = Array.from({ length: 5 }, (_, i) => ({ filename: `${i}.png`, type: 'image/png', data: filler }));
    const res = await upload(files);
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(REQUEST_TOO_LARGE);
  });

  it('refuses a declared Content-Length over the per-request cap without reading the body', async () => {
    const body = multipartFiles([{ filename: 'a.png', type: 'image/png', data: await png() }]);
    const res = await call(t.app, UPLOAD, {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token), 'content-length': String(100 * 1024 * 1024) },
    });
    expect(res.body.resultMessage).toBe(REQUEST_TOO_LARGE);
  });

  it(`refuses more than ${UPLOAD_MAX_FILES} files with ${TOO_MANY_FILES}`, async () => {
    const small = await png(8, 8);
    const res = await upload(
      Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({
        filename: `${i}.png`,
        type: 'image/png',
        data: small,
      })),
    );
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(TOO_MANY_FILES);
  });

  it('answers a request without files (or a JSON body) with a Chinese 400', async () => {
    const empty = await upload([]);
    expect(empty.body.resultMessage).toBe(NO_FILES);
    const json = await call(t.app, UPLOAD, { method: 'POST', payload: { files: 'x' }, headers: bearer(token) });
    expect(json.status).toBe(400);
    expect(json.body.resultMessage).toMatch(/multipart/);
  });

  describe('direct upload grant', () => {
    const grant = async () => {
      const res = await call<{ uploadUrl: string; token: string; expireAt: string; maxBytes: number }>(
        t.app,
        '/api/plat/getOssSignatureUploadToken',
        { headers: bearer(token) },
      );
      expect(res.body.success).toBe(true);
      return res.body.data;
    };
    const put = async (uploadToken: string, data: Buffer, extra: Record<string, string> = {}) =>
      call<Uploaded>(t.app, DIRECT_UPLOAD_PATH, {
        method: 'PUT',
        payload: data,
        headers: { 'content-type': 'image/png', 'x-upload-token': uploadToken, ...extra },
      });

    it('needs a login', async () => {
      expect((await call(t.app, '/api/plat/getOssSignatureUploadToken')).status).toBe(401);
    });

    it('issues a signed, expiring, size-capped grant that stores one cleaned image', async () => {
      const g = await grant();
      expect(g.uploadUrl).toBe(DIRECT_UPLOAD_PATH);
      expect(g.maxBytes).toBe(UPLOAD_MAX_FILE_BYTES);
      expect(new Date(g.expireAt).getTime()).toBe(clock.now().getTime() + GRANT_TTL_MS);
      const res = await put(g.token, await png(20, 10));
      expect(res.body.success).toBe(true);
      expect(res.body.data[0]).toMatchObject({ width: 20, height: 10 });
      expect(res.body.data[0]!.callbackResult).toMatch(new RegExp(`^/img/uploads/${userDir}/`));
      // One grant, one file.
      expect((await put(g.token, await png())).body.resultMessage).toBe(GRANT_USED);
    });

    it('refuses an expired, tampered or missing token', async () => {
      const g = await grant();
      const [body, sig] = g.token.split('.') as [string, string];
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { m: number };
      payload.m = 1e9;
      const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${sig}`;
      expect((await put(forged, await png())).body.resultMessage).toBe(GRANT_INVALID);
      expect((await put('', await png())).status).toBe(403);
      clock.advance(GRANT_TTL_MS + 1);
      const expired = await put(g.token, await png());
      expect(expired.status).toBe(403);
      expect(expired.body.resultMessage).toBe(GRANT_EXPIRED);
    });

    it('refuses a body over maxBytes, and non-images like the multipart upload does', async () => {
      const g = await grant();
      const big = Buffer.concat([await png(), Buffer.alloc(UPLOAD_MAX_FILE_BYTES)]);
      expect((await put(g.token, big)).body.resultMessage).toBe(FILE_TOO_LARGE);
      const svg = await put(g.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        'content-type': 'image/png',
      });
      expect(svg.body.resultMessage).toBe(ONLY_IMAGES);
    });
  });
});
