/**
 * STORAGE_DRIVER=s3 (issue 10) against a real S3-compatible server started here (s3rver, from the npm
 * registry; path-style, like MinIO and friends): seed art, images, multipart uploads and the signed
 * direct-upload grant all land in and are served from the bucket, nothing on the local disk.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { ManualClock } from '../clock/clock';
import { call, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin } from '../../test/login';
import { S3Storage } from './s3-storage';

const BUCKET = 'bazaar-test';

describe('S3-compatible storage', () => {
  let server: S3rver;
  let dir: string;
  let endpoint: string;
  let t: TestApp;
  let s3: S3Client;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bazaar-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    const env = { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    t = await startTestApp('pglite', { STORAGE_DRIVER: 's3', S3_BUCKET: BUCKET, S3_PREFIX: 'site', ...env }, { clock });
    s3 = new S3Storage({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    }).client;
  });
  afterAll(async () => {
    s3?.destroy();
    await t?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const keys = async (prefix: string) => {
    const res = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
    return (res.Contents ?? []).map((o) => o.Key!);
  };

  it('writes the seed art to the bucket (created on start), not to STORAGE_DIR', async () => {
    const works = await keys('site/works/');
    expect(works.length).toBeGreaterThan(10);
    expect(existsSync(path.join(t.env.dataDir, 'storage'))).toBe(false);
  });

  // s3rver cannot hand out a continuation token on Node 20 (its cipher is gone from OpenSSL 3), so the
  // listing is checked under a prefix of its own with fewer keys than one page; the paging loop follows
  // the S3 API (IsTruncated / NextContinuationToken).
  it('lists every key under its prefix, without the prefix (backups)', async () => {
    const storage = new S3Storage({
      endpoint,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'listing',
    });
    try {
      const written = ['a.png', 'works/b.svg', 'clips/1/c.webm'];
      for (const key of written) await storage.put(key, key);
      const listed: string[] = [];
      for await (const key of storage.list()) listed.push(key);
      expect(listed.sort()).toEqual([...written].sort());
    } finally {
      storage.close();
    }
  });

  it('serves and resizes stored images, and 404s a missing one', async () => {
    const key = (await keys('site/works/'))[0]!.slice('site/'.length);
    const original = await t.app.inject({ url: `/img/${key}` });
    expect(original.statusCode).toBe(200);
    const small = await t.app.inject({ url: `/img/${key}?w=64`, headers: { accept: 'image/webp' } });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(64);
    expect((await t.app.inject({ url: '/img/works/nope.svg' })).statusCode).toBe(404);
  });

  it('stores uploads and direct uploads (signed grant) in the bucket', async () => {
    const token = await new TestLogin(t.app, clock).bySms('13800000001');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff5a36' } })
      .png()
      .toBuffer();
    const boundary = '----bazaars3test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await call<{ callbackResult: string }[]>(t.app, '/api/plat/volc/tos/upload', {
      method: 'POST',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
    expect(up.body.success).toBe(true);
    const uploaded = up.body.data[0]!.callbackResult.replace('/img/', 'site/');
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: uploaded }));
    expect(object.ContentType).toBe('image/png');

    const grant = await call<{ uploadUrl: string; token: string }>(t.app, '/api/plat/getOssSignatureUploadToken', {
      headers: bearer(token),
    });
    const direct = await call<{ callbackResult: string }[]>(t.app, grant.body.data.uploadUrl, {
      method: 'PUT',
      payload: png,
      headers: { 'content-type': 'image/png', 'x-upload-token': grant.body.data.token },
    });
    expect(direct.body.success).toBe(true);
    const key = direct.body.data[0]!.callbackResult.replace('/img/', 'site/');
    expect(await keys(key)).toEqual([key]);
    expect((await t.app.inject({ url: direct.body.data[0]!.callbackResult })).statusCode).toBe(200);
  });

  it('stores, streams with Range and deletes clip videos in the bucket (issue 9)', async () => {
    // The seed copied its fixture videos to the bucket.
    expect(await keys('site/clips/seed/')).toHaveLength(3);
    const token = await new TestLogin(t.app, clock).bySms('13800000001');
    const video = await readFile(new URL('../../db/seed/clips/waves.webm', import.meta.url));
    const poster = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#ff5a36' } })
      .jpeg()
      .toBuffer();
    const boundary = '----bazaars3clip';
    const part = (name: string, head: string, data: Buffer | string) => [
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"${head}\r\n\r\n`),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ];
    const payload = Buffer.concat([
      ...part('title', '', 'S3 视频'),
      ...part('video', '; filename="a.webm"\r\ncontent-type: video/webm', video),
      ...part('poster', '; filename="p.jpg"\r\ncontent-type: image/jpeg', poster),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const up = await call<{ clipId: number; videoUrl: string }>(t.app, '/api/plat/clip/upload', {
      method: 'POST',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    });
    expect(up.status).toBe(200);
    const [stored] = await keys('site/clips/1/');
    expect(stored).toMatch(/\.webm$/);
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: stored }));
    expect(object.ContentType).toBe('video/webm');

    const range = await t.app.inject({ url: up.body.data.videoUrl, headers: { range: 'bytes=5-54' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(video.subarray(5, 55))).toBe(true);

    const del = await call(t.app, '/api/plat/clip/delete', {
      method: 'POST',
      payload: { clipId: up.body.data.clipId },
      headers: bearer(token),
    });
    expect(del.status).toBe(200);
    expect(await keys('site/clips/1/')).toEqual([]);
  });

  it('needs a bucket, and both keys or neither', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  it('says clearly when the store is not reachable', async () => {
    await expect(
      startTestApp('pglite', { STORAGE_DRIVER: 's3', S3_BUCKET: BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9' }),
    ).rejects.toThrow(/S3 storage at http:\/\/127\.0\.0\.1:9 \(bucket bazaar-test\) is not reachable/);
  });
});
