import type { Category, CmsConfigItem } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DRIVERS, qs, startTestApp, type TestApp } from '../../test/harness';

describe.each(DRIVERS)('cms and categories on %s', (driver) => {
  let t: TestApp;
  const cms = async (params: Record<string, string | number | undefined>) => {
    const res = await call<CmsConfigItem[]>(t.app, `/api/common/getCmsConfigInfos?${qs(params)}`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const content = (item: CmsConfigItem) => JSON.parse(item.content) as Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp(driver);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the 8 categories of the spec with ids 1..8 in sort order', async () => {
    const res = await call<Category[]>(t.app, '/api/common/category/getAllCategories');
    expect(res.body.data.map((c) => c.categoryName)).toEqual([
      '插画',
      '包装设计',
      'LOGO设计',
      '绘本',
      'IP形象',
      '海报设计',
      '品牌VI',
      '平面插画',
    ]);
    expect(res.body.data.map((c) => c.categoryId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('answers the tab bar items, one with sort 0 for the client to drop, with dropdown subLists', async () => {
    const items = (await cms({ channel: 'pc', page: 'common', position: 'tabbar' })).map(content);
    expect(items.length).toBeGreaterThanOrEqual(7);
    expect(items.filter((i) => i.sort === 0)).toHaveLength(1);
    const works = items.find((i) => i.title === '作品') as { subList: { link: string }[] };
    expect(works.subList.some((s) => s.link === '/works?categoryId=1')).toBe(true);
    expect(items.map((i) => i.link)).toEqual(expect.arrayContaining(['/', '/works', '/designer', '/task']));
  });

  it('answers the home sections: 3 banners, 20 works ids, 8 designers by level, task ids', async () => {
    const banners = (await cms({ channel: 'pc', page: 'home', position: 'banner' })).map(content);
    expect(banners).toHaveLength(3);
    for (const b of banners)
      expect(b).toMatchObject({ title: expect.any(String), cover: expect.stringMatching(/^\/img\//) });
    const [works] = (await cms({ channel: 'pc', page: 'home', position: 'works' })).map(content);
    expect(works?.worksIds).toHaveLength(20);
    const [designers] = (await cms({ channel: 'pc', page: 'home', position: 'designers' })).map(content);
    const levels = ['level_1', 'level_2', 'level_3', 'level_4'].flatMap((k) => designers?.[k] as number[]);
    expect(levels).toHaveLength(8);
    const tasks = (await cms({ channel: 'pc', page: 'home', position: 'tasks' })).map(content);
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((x) => typeof x.taskId === 'number')).toBe(true);
  });

  it('honours limit and answers [] for an unknown page', async () => {
    expect(await cms({ channel: 'pc', page: 'home', position: 'banner', limit: 2 })).toHaveLength(2);
    expect(await cms({ channel: 'pc', page: 'nowhere' })).toEqual([]);
    const whole = await cms({ channel: 'pc', page: 'home' });
    expect(whole.length).toBeGreaterThan(5);
  });

  it('rejects a missing channel with 400 and a Chinese message', async () => {
    const res = await call(t.app, '/api/common/getCmsConfigInfos?page=home');
    expect(res.status).toBe(400);
    expect(res.body.resultCode).toBe('E010001');
    expect(res.body.resultMessage).toBe('缺少参数 channel');
  });

  it('offers as choosable only the categories that have works', async () => {
    const all = (await call<{ categoryId: number }[]>(t.app, '/api/common/category/getAllCategories')).body.data;
    const empty = await t.app.database.db
      .insertInto('categories')
      .values({ category_name: '空分类', sort: 99 })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    const choose = (await call<{ categoryId: number }[]>(t.app, '/api/common/category/getChooseCategoryInfo')).body
      .data;
    const withWorks = await t.app.database.db.selectFrom('works').select('category_id').distinct().execute();
    expect(choose.map((c) => c.categoryId).sort((a, b) => a - b)).toEqual(
      withWorks.flatMap((r) => (r.category_id === null ? [] : [r.category_id])).sort((a, b) => a - b),
    );
    expect(choose.map((c) => c.categoryId)).not.toContain(empty.category_id);
    expect(all.length).toBeGreaterThanOrEqual(choose.length);
    await t.app.database.db.deleteFrom('categories').where('category_id', '=', empty.category_id).execute();
  });
});
