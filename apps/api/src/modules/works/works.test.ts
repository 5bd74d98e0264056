import type { Work, WorkDetail } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DRIVERS, listPage, startTestApp, type TestApp } from '../../test/harness';

describe.each(DRIVERS)('works on %s', (driver) => {
  let t: TestApp;
  const page = (params: Record<string, string | number | undefined>) =>
    listPage<Work>(t.app, '/api/common/getAllWorksPage', params);

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists each designer's newest works, limit per designer, in the order asked (getTalentWorksList)", async () => {
    const res = await call<{ userId: number; works: Work[] }[]>(
      t.app,
      '/api/common/getTalentWorksList?userIds=3,1,3,999999&limit=2',
    );
    expect(res.body.data.map((e) => e.userId)).toEqual([3, 1, 999999]);
    for (const entry of res.body.data.slice(0, 2)) {
      const newest = await page({ userId: entry.userId, pageSize: 2 });
      expect(entry.works.map((w) => w.worksId)).toEqual(newest.rows.map((w) => w.worksId));
      expect(entry.works.every((w) => w.userId === entry.userId)).toBe(true);
    }
    expect(res.body.data[2]!.works).toEqual([]);
    const bad = await call(t.app, '/api/common/getTalentWorksList?userIds=1&limit=51');
    expect(bad.status).toBe(400);
  });

  it('pages the seeded works: at most pageSize rows, the same total on every page, no overlap', async () => {
    const first = await page({ pageSize: 16 });
    const second = await page({ pageSize: 16, current: 2 });
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(first.rows).toHaveLength(16);
    expect(second.total).toBe(first.total);
    expect(first.current).toBe(1);
    expect(second.current).toBe(2);
    const ids = new Set(first.rows.map((w) => w.worksId));
    expect(second.rows.some((w) => ids.has(w.worksId))).toBe(false);
    const beyond = await page({ pageSize: 16, current: Math.ceil(first.total / 16) + 1 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('answers works in the domain shape with /img/ covers and isAdd false for visitors', async () => {
    const { rows } = await page({ pageSize: 3 });
    for (const w of rows) {
      expect(w.cover).toMatch(/^\/img\/works\/\d+-1\.svg$/);
      expect(w.coverWidth / w.coverHeight).toBeCloseTo(4 / 3);
      expect(w.nickName).toBeTruthy();
      expect(w.avatar).toMatch(/^\/img\/avatars\//);
      expect(w.isAdd).toBe(false);
      expect(Number.isNaN(Date.parse(w.createdAt))).toBe(false);
    }
  });

  it('sorts newest first by default and most liked first with sortType 2', async () => {
    const newest = (await page({ pageSize: 20 })).rows.map((w) => Date.parse(w.createdAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const hottest = (await page({ pageSize: 20, sortType: 2 })).rows.map((w) => w.likeCount);
    expect(hottest).toEqual([...hottest].sort((a, b) => b - a));
  });

  it('filters by categoryId, worksType, worksSubType and userId, and the totals shrink accordingly', async () => {
    const all = await page({ pageSize: 1 });
    const cat = await page({ categoryId: 3, pageSize: 100 });
    expect(cat.total).toBeGreaterThan(0);
    expect(cat.total).toBeLessThan(all.total);
    expect(cat.rows.every((w) => w.categoryId === 3 && w.categoryName === 'LOGO设计')).toBe(true);
    const video = await page({ worksType: 2, pageSize: 100 });
    expect(video.total).toBeGreaterThan(0);
    expect(video.rows.every((w) => w.worksType === 2)).toBe(true);
    const commercial = await page({ worksSubType: 2, pageSize: 100 });
    expect(commercial.rows.every((w) => w.worksSubType === 2)).toBe(true);
    const mine = await page({ userId: 1, pageSize: 100 });
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(mine.rows.every((w) => w.userId === 1)).toBe(true);
    expect(mine.rows).toHaveLength(mine.total);
  });

  it('matches the keyword against titles (case-insensitively), taking % literally', async () => {
    const byTitle = await page({ keyword: '包装', pageSize: 100 });
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.rows.every((w) => w.title.includes('包装'))).toBe(true);
    // Designer names are the designer tab's (docs/decisions/007).
    expect((await page({ keyword: '林小鹿' })).total).toBe(0);
    expect((await page({ keyword: '%' })).total).toBe(0);
  });

  it('rejects a pageSize over 100 with 400 and a Chinese message', async () => {
    const res = await call(t.app, '/api/common/getAllWorksPage?pageSize=101');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, resultCode: 'E010001', data: null });
    expect(res.body.resultMessage).toMatch(/每页条数/);
  });

  it.each([
    ['a non-numeric category', 'categoryId=abc', /分类/],
    ['a huge page number', 'current=1e309', /页码/],
    ['a repeated parameter', 'current=1&current=2', /页码/],
    ['a 51-character keyword', `keyword=${'字'.repeat(51)}`, /关键词/],
  ])('rejects %s with 400 E010001 in Chinese', async (_name, query, message) => {
    const res = await call(t.app, `/api/common/getAllWorksPage?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.resultCode).toBe('E010001');
    expect(res.body.resultMessage).toMatch(message);
  });

  it('getConfigWorks keeps the order of ids and skips unknown ones', async () => {
    const res = await call<Work[]>(t.app, '/api/common/getConfigWorks?ids=42,7,99999,13,7');
    expect(res.status).toBe(200);
    expect(res.body.data.map((w) => w.worksId)).toEqual([42, 7, 13, 7]);
    const bad = await call(t.app, '/api/common/getConfigWorks?ids=1,x');
    expect(bad.status).toBe(400);
    expect(bad.body.resultMessage).toBe('ID 列表格式不正确');
  });

  it('getWorksInfo answers the description and 1-4 images in order; an unknown work is 404', async () => {
    const res = await call<WorkDetail>(t.app, '/api/common/getWorksInfo?worksId=5');
    expect(res.status).toBe(200);
    expect(res.body.data.worksId).toBe(5);
    expect(res.body.data.description.length).toBeGreaterThan(0);
    expect(res.body.data.images.length).toBeGreaterThanOrEqual(1);
    expect(res.body.data.images.length).toBeLessThanOrEqual(4);
    expect(res.body.data.images[0]?.url).toBe(res.body.data.cover);
    const missing = await call(t.app, '/api/common/getWorksInfo?worksId=999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, resultCode: 'E010404' });
  });

  it('getAlikeWorksList answers other works, same category first, within the limit', async () => {
    const source = (await call<WorkDetail>(t.app, '/api/common/getWorksInfo?worksId=10')).body.data;
    const res = await call<Work[]>(t.app, '/api/common/getAlikeWorksList?worksId=10&limit=5');
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data.some((w) => w.worksId === 10)).toBe(false);
    expect(res.body.data[0]?.categoryId).toBe(source.categoryId);
  });

  it('records a works visit and counts the view; a bad visit changes nothing', async () => {
    const before = (await call<WorkDetail>(t.app, '/api/common/getWorksInfo?worksId=3')).body.data.viewCount;
    const ok = await call(t.app, '/api/common/visit', {
      method: 'POST',
      payload: { id: 3, visitType: 10141010, sourceType: 10111010 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, data: null, resultCode: 'S000001' });
    const bad = await call(t.app, '/api/common/visit', {
      method: 'POST',
      payload: { id: 3, visitType: 'x', sourceType: 10111010 },
    });
    expect(bad.status).toBe(400);
    const after = (await call<WorkDetail>(t.app, '/api/common/getWorksInfo?worksId=3')).body.data.viewCount;
    expect(after).toBe(before + 1);
  });
});
