/**
 * Short video works (issue 9): uploads judged by their bytes and capped while they stream, designers only;
 * owner-only delete; pages newest first; the video answered with HTTP Range (206, 200, 416).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIP_MAX_BYTES, CLIP_MESSAGES } from '@bazaar/domain/constants/clips';
import type { Clip, Page } from '@bazaar/domain/entities';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin } from '../../test/login';
import { multipart, type Part } from '../../test/multipart';
import { byteRange } from './byte-range';

const UPLOAD = '/api/plat/clip/upload';
const MY_PAGE = '/api/plat/clip/getMyClipPage';
const ALL_PAGE = '/api/common/clip/getClipPage';
const DELETE = '/api/plat/clip/delete';
const VIDEO = '/api/common/clip/video';

const webm = readFile(fileURLToPath(new URL('../../db/seed/clips/orbit.webm', import.meta.url)));
/** The smallest thing that sniffs as MP4: an `ftyp` box (isom) and a little more. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  randomBytes(256),
]);

const poster = () =>
  sharp({ create: { width: 320, height: 180, channels: 3, background: '#ff5a36' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera' } } })
    .toBuffer();

describe.each(DRIVERS)('clips on %s', (driver) => {
  let t: TestApp;
  let designer: string;
  let otherDesigner: string;
  let employer: string;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const storageDir = () => path.join(t.env.dataDir, 'storage');

  const upload = async (token: string | null, video: Part | null, title: string | null = '春日插画动效') => {
    const parts: Part[] = [];
    if (title !== null) parts.push({ name: 'title', data: title });
    if (video) parts.push(video);
    parts.push({ name: 'poster', filename: 'poster.jpg', type: 'image/jpeg', data: await poster() });
    const body = multipart(parts);
    return call<Clip>(t.app, UPLOAD, {
      method: 'POST',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const webmPart = async (): Promise<Part> => ({
    name: 'video',
    filename: 'clip.webm',
    type: 'video/webm',
    data: await webm,
  });

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    const login = new TestLogin(t.app, clock);
    designer = await login.bySms('13800000001');
    otherDesigner = await login.bySms('13800000002');
    employer = await login.bySms('13900000001');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds clips with fixture videos and art posters, newest first, with the designer', async () => {
    const res = await call<Page<Clip>>(t.app, `${ALL_PAGE}?pageSize=100`);
    expect(res.status).toBe(200);
    const rows = res.body.data.rows;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows[0]).toMatchObject({ mimeType: 'video/webm', nickName: expect.any(String) });
    expect(rows[0]!.posterUrl).toMatch(/^\/img\/works\/.+\.svg$/);
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('accepts a WebM and an MP4 judged by their bytes, with the poster re-encoded without EXIF', async () => {
    const w = await upload(designer, await webmPart());
    expect(w.status).toBe(200);
    expect(w.body.data).toMatchObject({ title: '春日插画动效', mimeType: 'video/webm', size: (await webm).length });
    expect(w.body.data.videoUrl).toBe(`${VIDEO}?clipId=${w.body.data.clipId}`);
    expect(w.body.data.posterUrl).toMatch(/^\/img\/uploads\/1\/[\w-]+\.jpg$/);
    const stored = await readFile(path.join(storageDir(), w.body.data.posterUrl.slice('/img/'.length)));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('secret-camera')).toBe(false);

    const m = await upload(designer, { name: 'video', filename: 'a.mov', type: 'video/quicktime', data: mp4 });
    expect(m.status).toBe(200);
    expect(m.body.data).toMatchObject({ mimeType: 'video/mp4', size: mp4.length });
  });

  it.each([
    ['an HTML file named .mp4', 'fake.mp4', 'video/mp4', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['a PNG', 'still.png', 'image/png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses %s with 只支持 MP4、WebM 格式的视频', async (_name, filename, type, data) => {
    const res = await upload(designer, { name: 'video', filename, type, data });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, resultMessage: CLIP_MESSAGES.onlyVideo });
  });

  it('refuses a video one byte over the cap while it streams, and stores nothing', async () => {
    const before = await call<Page<Clip>>(t.app, MY_PAGE, { headers: bearer(designer) });
    const big = Buffer.alloc(CLIP_MAX_BYTES + 1);
    (await webm).copy(big);
    const res = await upload(designer, { name: 'video', filename: 'big.webm', type: 'video/webm', data: big });
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(CLIP_MESSAGES.tooLarge);
    const after = await call<Page<Clip>>(t.app, MY_PAGE, { headers: bearer(designer) });
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('refuses a declared length over the cap before reading the body', async () => {
    const body = multipart([{ name: 'title', data: 'x' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(designer), 'content-length': String(CLIP_MAX_BYTES * 2) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultMessage: CLIP_MESSAGES.tooLarge });
  });

  it.each([
    ['no title', null],
    ['a blank title', '   '],
    ['a 41-character title', '视'.repeat(41)],
  ])('refuses %s with 请输入视频标题', async (_name, title) => {
    const res = await upload(designer, await webmPart(), title);
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(CLIP_MESSAGES.title);
  });

  it('refuses an upload without a video, or not multipart', async () => {
    expect((await upload(designer, null)).body.resultMessage).toBe(CLIP_MESSAGES.noVideo);
    const json = await call(t.app, UPLOAD, { method: 'POST', payload: { title: 'x' }, headers: bearer(designer) });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ resultMessage: CLIP_MESSAGES.notMultipart });
  });

  it('lets designers only upload: 401 for visitors, 403 for an employer', async () => {
    expect((await upload(null, await webmPart())).status).toBe(401);
    const res = await upload(employer, await webmPart());
    expect(res.status).toBe(403);
    expect(res.body.resultMessage).toBe(CLIP_MESSAGES.designerOnly);
  });

  it('pages my clips (mine only) and everyone’s newest first', async () => {
    const a = await upload(otherDesigner, await webmPart(), '第一条');
    const b = await upload(otherDesigner, await webmPart(), '第二条');
    const mine = await call<Page<Clip>>(t.app, `${MY_PAGE}?pageSize=1&current=1`, { headers: bearer(otherDesigner) });
    expect(mine.body.data.rows.map((r) => r.clipId)).toEqual([b.body.data.clipId]);
    const second = await call<Page<Clip>>(t.app, `${MY_PAGE}?pageSize=1&current=2`, { headers: bearer(otherDesigner) });
    expect(second.body.data.rows.map((r) => r.clipId)).toEqual([a.body.data.clipId]);
    expect(mine.body.data.total).toBe(3); // the seeded one, then the two uploads
    const all = await call<Page<Clip>>(t.app, `${ALL_PAGE}?pageSize=2`);
    expect(all.body.data.rows.map((r) => r.clipId)).toEqual([b.body.data.clipId, a.body.data.clipId]);
    expect(all.body.data.rows[0]).toMatchObject({ userId: 2, nickName: expect.any(String) });
    expect((await call(t.app, `${ALL_PAGE}?pageSize=101`)).status).toBe(400);
    expect((await call(t.app, MY_PAGE)).status).toBe(401);
  });

  it('answers the video whole (200), a range (206, exact bytes) and an unsatisfiable range (416)', async () => {
    const up = await upload(designer, await webmPart());
    const bytes = await webm;
    const url = up.body.data.videoUrl;
    const full = await t.app.inject({ url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['cache-control']).toContain('max-age=31536000');
    expect(full.rawPayload.equals(bytes)).toBe(true);

    const part = await t.app.inject({ url, headers: { range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true);

    const tail = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const open = await t.app.inject({ url, headers: { range: `bytes=${bytes.length - 5}-` } });
    expect(open.rawPayload.equals(bytes.subarray(bytes.length - 5))).toBe(true);

    const beyond = await t.app.inject({ url, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode, beyond.body).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(beyond.json()).toMatchObject({ success: false, resultMessage: CLIP_MESSAGES.badRange });
  });

  it('answers a bad or unknown clip id with 400 / 404, never a 500', async () => {
    expect((await call(t.app, `${VIDEO}?clipId=abc`)).status).toBe(400);
    expect((await call(t.app, `${VIDEO}?clipId=2147483648`)).status).toBe(400);
    expect((await call(t.app, VIDEO)).status).toBe(400);
    const missing = await call(t.app, `${VIDEO}?clipId=2147483647`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ resultMessage: CLIP_MESSAGES.notFound });
  });

  it('lets only the owner delete (403 for others), removing the row and both stored files', async () => {
    const up = await upload(designer, await webmPart(), '待删除');
    const clip = up.body.data;
    const videos = () => readdir(path.join(storageDir(), 'clips', '1')).catch(() => [] as string[]);
    const videosBefore = await videos();
    const posterFile = path.join(storageDir(), clip.posterUrl.slice('/img/'.length));
    expect(existsSync(posterFile)).toBe(true);

    const other = await call(t.app, DELETE, {
      method: 'POST',
      payload: { clipId: clip.clipId },
      ...auth(otherDesigner),
    });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ resultMessage: CLIP_MESSAGES.notOwner });
    expect((await t.app.inject({ url: clip.videoUrl })).statusCode).toBe(200);

    const own = await call(t.app, DELETE, { method: 'POST', payload: { clipId: clip.clipId }, ...auth(designer) });
    expect(own.status).toBe(200);
    expect((await t.app.inject({ url: clip.videoUrl })).statusCode).toBe(404);
    expect(existsSync(posterFile)).toBe(false);
    expect((await videos()).length).toBe(videosBefore.length - 1);
    const again = await call(t.app, DELETE, { method: 'POST', payload: { clipId: clip.clipId }, ...auth(designer) });
    expect(again.status).toBe(404);
  });
});

const auth = (token: string) => ({ headers: bearer(token) });

describe('byteRange', () => {
  it.each([
    [undefined, 100, { kind: 'full' }],
    ['bytes=0-9', 100, { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-200', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-10', 100, { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-500', 100, { kind: 'partial', start: 0, end: 99 }],
    ['bytes=100-', 100, { kind: 'unsatisfiable' }],
    ['bytes=-0', 100, { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', 100, { kind: 'full' }],
    ['items=0-1', 100, { kind: 'full' }],
    ['bytes=9-3', 100, { kind: 'full' }],
  ])('%s of %i bytes → %o', (header, size, answer) => {
    expect(byteRange(header, size)).toEqual(answer);
  });
});
