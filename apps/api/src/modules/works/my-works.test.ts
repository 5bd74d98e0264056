import type { Page, Work, WorkDetail } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITE_TARGET } from '../../db/schema';
import { ManualClock } from '../../services/clock/clock';
import { call, countRows, DRIVERS, listPage, startTestApp, type TestApp } from '../../test/harness';
import { bearer, TestLogin } from '../../test/login';
import { uploadPngs, type UploadedImage as Image } from '../../test/multipart';
import { CATEGORY_NOT_FOUND, DESIGNERS_ONLY, DUPLICATE_IMAGE, NOT_AN_UPLOAD, NOT_YOUR_WORK } from './my-works.service';
import { WORK_NOT_FOUND } from './works.service';

describe.each(DRIVERS)('my works on %s', (driver) => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  let designer: string;
  let designerId: number;
  let other: string;
  let employer: string;

  /** Uploads `n` PNGs of distinct sizes as `token` and answers their URLs and sizes. */
  const uploadImages = (token: string, n: number): Promise<Image[]> =>
    uploadPngs(t.app, token, n, { width: 40, height: 30 });
  const asInput = (images: Image[]) => images.map((i) => ({ url: i.callbackResult, width: i.width, height: i.height }));
  const save = (token: string, body: Record<string, unknown>) =>
    call<{ worksId: number }>(t.app, '/api/designer/saveWorks', {
      method: 'POST',
      payload: body,
      headers: bearer(token),
    });
  const remove = (token: string, worksId: number) =>
    call(t.app, '/api/designer/deleteWorks', { method: 'POST', payload: { worksId }, headers: bearer(token) });
  const mine = (token: string) =>
    call<Page<Work>>(t.app, '/api/designer/getMyWorksPage?pageSize=50', { headers: bearer(token) });
  const publicNewest = () => listPage<Work>(t.app, '/api/common/getAllWorksPage', { pageSize: 20 });
  const detail = async (worksId: number) =>
    (await call<WorkDetail>(t.app, `/api/common/getWorksInfo?worksId=${worksId}`)).body;
  const base = {
    title: '春日茶饮插画',
    categoryId: 1,
    worksType: 1,
    worksSubType: 1,
    description: '一组春日主题的插画',
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    const login = new TestLogin(t.app, clock);
    designer = await login.bySms('13800000001');
    other = await login.bySms('13800000002');
    employer = await login.bySms('13900000001');
    designerId = (await call<{ userId: number }>(t.app, '/api/user/getUserInfo', { headers: bearer(designer) })).body
      .data.userId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a work that is at once first in getAllWorksPage and in the designer lists, cover = first image', async () => {
    const images = await uploadImages(designer, 2);
    const res = await save(designer, { ...base, images: asInput(images) });
    expect(res.body.success).toBe(true);
    const { worksId } = res.body.data;

    const newest = await publicNewest();
    expect(newest.rows[0]).toMatchObject({
      worksId,
      title: base.title,
      userId: designerId,
      cover: images[0]!.callbackResult,
    });
    expect(newest.rows[0]).toMatchObject({ coverWidth: 40, coverHeight: 30 });
    const byDesigner = await listPage<Work>(t.app, '/api/common/getAllWorksPage', { userId: designerId, pageSize: 5 });
    expect(byDesigner.rows[0]?.worksId).toBe(worksId);
    const own = await mine(designer);
    expect(own.body.data.rows[0]?.worksId).toBe(worksId);

    const d = await detail(worksId);
    expect(d.data.description).toBe(base.description);
    expect(d.data.images.map((i) => i.url)).toEqual(images.map((i) => i.callbackResult));
  });

  it('edits: new title, reordered images (the new first becomes the cover), one removed, one kept', async () => {
    const images = await uploadImages(designer, 3);
    const { worksId } = (await save(designer, { ...base, images: asInput(images) })).body.data;
    const [a, b, c] = images as [Image, Image, Image];
    const res = await save(designer, { ...base, worksId, title: '改过的标题', images: asInput([c, a]) });
    expect(res.body).toMatchObject({ success: true, data: { worksId } });
    const d = await detail(worksId);
    expect(d.data.title).toBe('改过的标题');
    expect(d.data.images.map((i) => i.url)).toEqual([c.callbackResult, a.callbackResult]);
    expect(d.data.cover).toBe(c.callbackResult);
    expect(d.data.coverWidth).toBe(c.width);
    expect(d.data.images.some((i) => i.url === b.callbackResult)).toBe(false);
  });

  it('lets the owner edit a seeded work keeping its existing images', async () => {
    const own = (await mine(designer)).body.data.rows.find((w) => w.cover.startsWith('/img/works/'));
    expect(own).toBeDefined();
    const d = await detail(own!.worksId);
    const res = await save(designer, {
      ...base,
      worksId: own!.worksId,
      images: d.data.images.reverse(),
    });
    expect(res.body.success).toBe(true);
    expect((await detail(own!.worksId)).data.cover).toBe(d.data.images[0]!.url);
  });

  it(`refuses a non-designer with ${DESIGNERS_ONLY}`, async () => {
    const images = await uploadImages(employer, 1);
    const before = await countRows(t.app, 'works');
    const res = await save(employer, { ...base, images: asInput(images) });
    expect(res.status).toBe(403);
    expect(res.body.resultMessage).toBe(DESIGNERS_ONLY);
    expect(await countRows(t.app, 'works')).toBe(before);
  });

  it('lets only the owner edit or delete a work', async () => {
    const { worksId } = (await save(designer, { ...base, images: asInput(await uploadImages(designer, 1)) })).body.data;
    const stranger = await save(other, {
      ...base,
      worksId,
      title: '抢来的',
      images: asInput(await uploadImages(other, 1)),
    });
    expect(stranger.status).toBe(403);
    expect(stranger.body.resultMessage).toBe(NOT_YOUR_WORK);
    const del = await remove(other, worksId);
    expect(del.status).toBe(403);
    expect((await detail(worksId)).data.title).toBe(base.title);
    expect((await remove(designer, 2_000_000_000)).status).toBe(404);
    expect((await save(designer, { ...base, worksId: 2_000_000_000, images: [] })).status).toBe(400);
    const ghost = await save(designer, {
      ...base,
      worksId: 2_000_000_000,
      images: asInput(await uploadImages(designer, 1)),
    });
    expect(ghost.body.resultMessage).toBe(WORK_NOT_FOUND);
  });

  it.each([
    [{ title: '  ' }, '请输入作品标题'],
    [{ title: '长'.repeat(41) }, '作品标题不能超过40字'],
    [{ description: '字'.repeat(2001) }, '作品描述不能超过2000字'],
    [{ worksType: 3 }, '作品类型不正确'],
    [{ categoryId: 999_999 }, CATEGORY_NOT_FOUND],
    [{ images: [] }, '请上传1-9张图片'],
  ])('validates %o with %s', async (patch, message) => {
    const images = await uploadImages(designer, 1);
    const res = await save(designer, { ...base, images: asInput(images), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(message);
  });

  it('refuses 10 images, and images that are not this designer’s uploads', async () => {
    const nine = await uploadImages(designer, 9);
    const tenth = await uploadImages(designer, 1);
    expect((await save(designer, { ...base, images: asInput([...nine, ...tenth]) })).body.resultMessage).toBe(
      '请上传1-9张图片',
    );
    expect((await save(designer, { ...base, images: asInput(nine) })).body.success).toBe(true);

    const othersUpload = asInput(await uploadImages(other, 1));
    for (const images of [
      othersUpload,
      [{ url: '/img/works/1-1.svg', width: 10, height: 10 }],
      [{ url: `/img/uploads/${designerId}/nope.png`, width: 10, height: 10 }],
      [{ url: 'https://evil.example/x.png', width: 10, height: 10 }],
    ]) {
      const res = await save(designer, { ...base, images });
      expect(res.status).toBe(400);
      expect(res.body.resultMessage).toBe(NOT_AN_UPLOAD);
    }
    const one = asInput(await uploadImages(designer, 1));
    expect((await save(designer, { ...base, images: [...one, ...one] })).body.resultMessage).toBe(DUPLICATE_IMAGE);
  });

  it('deletes: gone from every list and its detail, favourites of it removed, images cascade', async () => {
    const { worksId } = (await save(designer, { ...base, images: asInput(await uploadImages(designer, 2)) })).body.data;
    await t.app.database.db
      .insertInto('favorites')
      .values({ user_id: designerId, target_type: FAVORITE_TARGET.works, target_id: worksId })
      .execute();
    const res = await remove(designer, worksId);
    expect(res.body).toMatchObject({ success: true });
    expect((await publicNewest()).rows.some((w) => w.worksId === worksId)).toBe(false);
    expect((await mine(designer)).body.data.rows.some((w) => w.worksId === worksId)).toBe(false);
    expect((await detail(worksId)).success).toBe(false);
    const left = await t.app.database.db
      .selectFrom('favorites')
      .select('user_id')
      .where('target_id', '=', worksId)
      .where('target_type', '=', FAVORITE_TARGET.works)
      .execute();
    expect(left).toEqual([]);
    const images = await t.app.database.db
      .selectFrom('work_images')
      .select('url')
      .where('works_id', '=', worksId)
      .execute();
    expect(images).toEqual([]);
  });

  // Issue 34 item 7: keyword answers are kept for seconds (search-cache.ts), and dropped when a work is published,
  // renamed or deleted (migration 0025's trigger notifies on commit). The polls give the notification 1 s — half
  // of FRESH_MS, so without the drop each of them would still see the kept answer.
  it('a keyword search sees a work as soon as it is published, renamed or deleted', async () => {
    const keyword = '琉璃灯';
    const search = async () =>
      (await listPage<Work>(t.app, '/api/common/getAllWorksPage', { keyword, pageSize: 16 })).rows.map(
        (w) => w.worksId,
      );
    const suggested = async () =>
      (
        await call<{ matchWorks: string[] }>(
          t.app,
          `/api/common/getMatchSearchKeyWords?keyword=${encodeURIComponent(keyword)}`,
        )
      ).body.data.matchWorks;
    const soon = { timeout: 1_000, interval: 20 };
    expect(await search()).toEqual([]);
    expect(await suggested()).toEqual([]);

    const { worksId } = (
      await save(designer, { ...base, title: '琉璃灯下的猫', images: asInput(await uploadImages(designer, 1)) })
    ).body.data;
    await expect.poll(search, soon).toEqual([worksId]);
    await expect.poll(suggested, soon).toEqual(['琉璃灯下的猫']);

    await save(designer, { ...base, worksId, title: '灯下的猫', images: asInput(await uploadImages(designer, 1)) });
    await expect.poll(search, soon).toEqual([]);

    await save(designer, { ...base, worksId, title: '琉璃灯又亮了', images: asInput(await uploadImages(designer, 1)) });
    await expect.poll(search, soon).toEqual([worksId]);
    await remove(designer, worksId);
    await expect.poll(search, soon).toEqual([]);
  });

  it('needs a login for all three calls', async () => {
    expect((await call(t.app, '/api/designer/getMyWorksPage')).status).toBe(401);
    expect((await call(t.app, '/api/designer/saveWorks', { method: 'POST', payload: base })).status).toBe(401);
    expect((await call(t.app, '/api/designer/deleteWorks', { method: 'POST', payload: { worksId: 1 } })).status).toBe(
      401,
    );
  });
});
