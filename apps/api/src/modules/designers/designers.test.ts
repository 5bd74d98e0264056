import type { Designer, Page } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DRIVERS, listPage, startTestApp, type TestApp } from '../../test/harness';

describe.each(DRIVERS)('designers on %s', (driver) => {
  let t: TestApp;
  const page = (params: Record<string, string | number | undefined>) =>
    listPage<Designer>(t.app, '/api/common/getAllTalentsPage', params);

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pages at least 40 seeded designers, each with up to 3 sample works of their own', async () => {
    const first = await page({ pageSize: 10 });
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.rows).toHaveLength(10);
    const all = await page({ pageSize: 100 });
    expect(all.rows).toHaveLength(all.total);
    expect(new Set(all.rows.map((d) => d.userId)).size).toBe(all.total);
    for (const d of all.rows) {
      expect(d.imageVos.length).toBeLessThanOrEqual(3);
      expect(d.imageVos.length).toBe(Math.min(3, d.worksCount));
      expect(d.categoryNames.length).toBeGreaterThan(0);
      expect(d.name).toBeTruthy();
      expect(d.designerLevelName).toBeTruthy();
    }
    // The samples really belong to the designer.
    const one = all.rows[0]!;
    const works = await call<Page<{ worksId: number }>>(
      t.app,
      `/api/common/getAllWorksPage?userId=${one.userId}&pageSize=100`,
    );
    const own = new Set(works.body.data.rows.map((w) => w.worksId));
    expect(one.imageVos.every((s) => own.has(s.worksId))).toBe(true);
  });

  it('filters by level, work status, category and keyword', async () => {
    const l4 = await page({ designerLevelCode: 'L4', pageSize: 100 });
    expect(l4.total).toBeGreaterThan(0);
    expect(l4.rows.every((d) => d.designerLevelCode === 'L4' && d.designerLevelName === '殿堂设计师')).toBe(true);
    const onLeave = await page({ designerWorkStatus: 3, pageSize: 100 });
    expect(onLeave.total).toBeGreaterThan(0);
    expect(onLeave.rows.every((d) => d.isOnLeave && d.designerWorkStatus === 3)).toBe(true);
    const ip = await page({ categoryId: 5, pageSize: 100 });
    expect(ip.total).toBeGreaterThan(0);
    expect(ip.rows.every((d) => d.categoryNames.includes('IP形象'))).toBe(true);
    const named = await page({ keyword: '鲸鱼' });
    expect(named.rows.map((d) => d.name)).toEqual(['鲸鱼不说话']);
    const video = await page({ worksType: 2, pageSize: 100 });
    expect(video.total).toBeGreaterThan(0);
    expect(video.total).toBeLessThan((await page({})).total);
  });

  it('sorts by most works with sortType 3 and newest with sortType 2', async () => {
    const most = (await page({ sortType: 3, pageSize: 100 })).rows.map((d) => d.worksCount);
    expect(most).toEqual([...most].sort((a, b) => b - a));
    const newest = (await page({ sortType: 2, pageSize: 3 })).rows.map((d) => d.userId);
    expect(newest).toHaveLength(3);
  });

  it('rejects an unknown level code with 400 设计师等级不正确', async () => {
    const res = await call(t.app, '/api/common/getAllTalentsPage?designerLevelCode=L9');
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe('设计师等级不正确');
  });

  it('getConfigTalent keeps the order of ids', async () => {
    const res = await call<Designer[]>(t.app, '/api/common/getConfigTalent?ids=9,2,30');
    expect(res.body.data.map((d) => d.userId)).toEqual([9, 2, 30]);
  });

  it('getTalentHomepageInfo answers the designer and a null skin; a non-designer is 404', async () => {
    const res = await call<{ designer: Designer; homepageConfigKey: string | null }>(
      t.app,
      '/api/common/getTalentHomepageInfo?userId=4',
    );
    expect(res.body.data.designer.userId).toBe(4);
    expect(res.body.data.homepageConfigKey).toBeNull();
    // Users after the designers are employers.
    const employer = await call(t.app, '/api/common/getTalentHomepageInfo?userId=55');
    expect(employer.status).toBe(404);
  });

  it('getDesignerWorkStatus answers the status and leave flag', async () => {
    const onLeave = (await page({ designerWorkStatus: 3 })).rows[0]!;
    const res = await call(t.app, `/api/common/getDesignerWorkStatus?userId=${onLeave.userId}`);
    expect(res.body.data).toEqual({ designerWorkStatus: 3, isOnLeave: true });
    const missing = await call(t.app, '/api/common/getDesignerWorkStatus?userId=0');
    expect(missing.status).toBe(400);
    expect(missing.body.resultMessage).toBe('ID 必须是正整数');
  });
});
