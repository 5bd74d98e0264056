import { APPLICATION_STATUS, TASK_STATUS, VISIT_TYPE, type TaskStatus } from '@bazaar/domain/constants';
import { DEFAULT_HOMEPAGE_CONFIG } from '@bazaar/domain/constants/homepage';
import type { HomepageConfig } from '@bazaar/domain/entities';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designerMobile } from '../../db/seed/mobiles';
import { ManualClock } from '../../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';
import { HOMEPAGE_BANNER_NOT_OWN, HOMEPAGE_DESIGNER_ONLY } from './designers.service';

interface HomepageInfo {
  designer: { userId: number };
  homepageConfigKey: string | null;
  homepageConfig: HomepageConfig;
}

describe.each(DRIVERS)('designer homepage on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const db = () => t.app.database.db;
  const info = (userId: number) => call<HomepageInfo>(t.app, `/api/common/getTalentHomepageInfo?userId=${userId}`);
  const save = (homepageConfigKey: unknown, token?: string) =>
    call(t.app, '/api/designer/updateHomepageInfo', {
      method: 'POST',
      payload: { homepageConfigKey },
      headers: token ? bearer(token) : {},
    });
  const storedConfig = async (userId: number) =>
    (
      await db()
        .selectFrom('designers')
        .select('homepage_config')
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).homepage_config;
  /** A designer's own works image (banner candidate). */
  const ownCover = async (userId: number) =>
    (await db().selectFrom('works').select('cover').where('user_id', '=', userId).limit(1).executeTakeFirstOrThrow())
      .cover;

  // One login per designer (the SMS limits allow only a few codes per mobile).
  const tokens = new Map<number, Promise<string>>();
  const designerToken = (userId: number) => {
    if (!tokens.has(userId)) tokens.set(userId, login.bySms(designerMobile(userId)));
    return tokens.get(userId)!;
  };

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the default skin for a designer who never saved one', async () => {
    const res = await info(5);
    expect(res.status).toBe(200);
    expect(res.body.data.homepageConfigKey).toBeNull();
    expect(res.body.data.homepageConfig).toEqual(DEFAULT_HOMEPAGE_CONFIG);
  });

  it('answers an unknown designer with 404 设计师不存在, and a malformed id with 400 — never 500', async () => {
    const missing = await info(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.resultMessage).toBe('设计师不存在');
    expect((await call(t.app, '/api/common/getTalentHomepageInfo?userId=abc')).status).toBe(400);
    expect((await call(t.app, '/api/common/getTalentHomepageInfo?userId=99999999999')).status).toBe(400);
  });

  it('reads a broken stored skin field by field: valid fields kept, broken ones defaulted', async () => {
    await db()
      .updateTable('designers')
      .set({ homepage_config: JSON.stringify({ version: 1, themeColor: '#0f7b5f', layout: 'spiral', intro: 42 }) })
      .where('user_id', '=', 7)
      .execute();
    const res = await info(7);
    expect(res.status).toBe(200);
    expect(res.body.data.homepageConfig).toEqual({ ...DEFAULT_HOMEPAGE_CONFIG, themeColor: '#0f7b5f' });
    await db().updateTable('designers').set({ homepage_config: '{not json' }).where('user_id', '=', 8).execute();
    const broken = await info(8);
    expect(broken.status).toBe(200);
    expect(broken.body.data.homepageConfig).toEqual(DEFAULT_HOMEPAGE_CONFIG);
  });

  it('lets the designer save their own skin and everyone then reads it', async () => {
    const token = await designerToken(2);
    const banner = await ownCover(2);
    const skin = {
      version: 1,
      bannerImage: banner,
      themeColor: '#1d5fd1',
      layout: 'masonry',
      intro: '你好，我是设计师',
    };
    const res = await save(JSON.stringify({ ...skin, extra: 'dropped' }), token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    // Stored normalised: unknown keys never reach the database.
    expect(JSON.parse((await storedConfig(2)) ?? 'null')).toEqual(skin);
    expect((await info(2)).body.data.homepageConfig).toEqual(skin);
  });

  it.each([
    ['not JSON', '{"version":1,', '主页配置格式不正确'],
    [
      'an unknown colour',
      JSON.stringify({ ...DEFAULT_HOMEPAGE_CONFIG, themeColor: '#123456' }),
      '主题色不在可选范围内',
    ],
    ['an unknown layout', JSON.stringify({ ...DEFAULT_HOMEPAGE_CONFIG, layout: 'carousel' }), '作品布局不在可选范围内'],
    [
      'an outside banner',
      JSON.stringify({ ...DEFAULT_HOMEPAGE_CONFIG, bannerImage: 'https://x.cn/a.png' }),
      '主页横幅图片必须是站内上传的图片',
    ],
    [
      'a too long intro',
      JSON.stringify({ ...DEFAULT_HOMEPAGE_CONFIG, intro: '长'.repeat(301) }),
      '主页简介不能超过300字',
    ],
  ])('refuses %s with 400 and a Chinese message, changing nothing', async (_, raw, message) => {
    const token = await designerToken(3);
    const before = await storedConfig(3);
    const res = await save(raw, token);
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(message);
    expect(await storedConfig(3)).toBe(before);
  });

  it('refuses a banner taken from another designer’s works', async () => {
    const token = await designerToken(3);
    const res = await save(JSON.stringify({ ...DEFAULT_HOMEPAGE_CONFIG, bannerImage: await ownCover(4) }), token);
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe(HOMEPAGE_BANNER_NOT_OWN);
    expect(await storedConfig(3)).toBeNull();
  });

  it('is owner only: a visitor gets 401, an employer 403 with a Chinese message', async () => {
    const raw = JSON.stringify(DEFAULT_HOMEPAGE_CONFIG);
    expect((await save(raw)).status).toBe(401);
    const employer = await login.bySms(freshMobile());
    const res = await save(raw, employer);
    expect(res.status).toBe(403);
    expect(res.body.resultMessage).toBe(HOMEPAGE_DESIGNER_ONLY);
    // A designer only ever writes their own row (there is no userId to name another one).
    const designer = await designerToken(6);
    await save(JSON.stringify({ ...DEFAULT_HOMEPAGE_CONFIG, layout: 'list' }), designer);
    expect(JSON.parse((await storedConfig(6)) ?? 'null').layout).toBe('list');
    expect(await storedConfig(5)).toBeNull();
  });

  it('getTurnOverList counts completed tasks the designer was hired for, 0 for none, skipping non-designers', async () => {
    // Fresh tasks so the figures are exact: designer 10 hired on two completed tasks, on one in progress,
    // and only applied (not hired) to another completed one.
    const task = async (status: TaskStatus) =>
      (
        await db()
          .insertInto('tasks')
          .values({
            employer_id: 49,
            task_name: '测试任务',
            task_status: status,
            task_properties: 2,
            task_amount: 100,
            max_order_apply_count: 5,
            category_id: 1,
          })
          .returning('order_id')
          .executeTakeFirstOrThrow()
      ).order_id;
    await db().deleteFrom('task_applications').where('user_id', 'in', [10, 11]).execute();
    const apply = async (orderId: number, userId: number, status: number) =>
      db().insertInto('task_applications').values({ order_id: orderId, user_id: userId, status }).execute();
    await apply(await task(TASK_STATUS.completed), 10, APPLICATION_STATUS.hired);
    await apply(await task(TASK_STATUS.completed), 10, APPLICATION_STATUS.hired);
    await apply(await task(TASK_STATUS.inProgress), 10, APPLICATION_STATUS.hired);
    await apply(await task(TASK_STATUS.completed), 10, APPLICATION_STATUS.applied);
    const res = await call<{ userId: number; turnOver: number }[]>(t.app, '/api/common/getTurnOverList', {
      method: 'POST',
      payload: { userIds: [11, 10, 49, 10] },
    });
    expect(res.body.data).toEqual([
      { userId: 11, turnOver: 0 },
      { userId: 10, turnOver: 2 },
    ]);
  });

  it('the seed gives some designers completed orders', async () => {
    const ids = Array.from({ length: 48 }, (_, i) => i + 1);
    const res = await call<{ userId: number; turnOver: number }[]>(t.app, '/api/common/getTurnOverList', {
      method: 'POST',
      payload: { userIds: ids.join(',') },
    });
    expect(res.body.data).toHaveLength(48);
    expect(res.body.data.some((r) => r.turnOver > 0)).toBe(true);
  });

  it('getTonedList derives tone tags from the designer’s intro and works', async () => {
    await db().updateTable('designers').set({ intro: '擅长国潮与极简两种风格' }).where('user_id', '=', 12).execute();
    await db()
      .updateTable('works')
      .set({ title: '国潮茶饮 包装设计', description: '选择了更克制的配色' })
      .where('user_id', '=', 12)
      .execute();
    const res = await call<{ userId: number; tones: string[] }[]>(t.app, '/api/common/getTonedList', {
      method: 'POST',
      payload: { userIds: [12, 999_999, 1] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.userId)).toEqual([12, 1]);
    expect(res.body.data[0]!.tones).toEqual(['国潮', '极简']);
    for (const r of res.body.data) expect(r.tones.length).toBeLessThanOrEqual(4);
    const bad = await call(t.app, '/api/common/getTonedList', { method: 'POST', payload: { userIds: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('getAllWorksPage filters a designer’s works by type for the homepage tabs', async () => {
    const all = await call<{ rows: { userId: number; worksType: number }[]; total: number }>(
      t.app,
      '/api/common/getAllWorksPage?userId=1&pageSize=100',
    );
    expect(all.body.data.total).toBeGreaterThan(0);
    expect(all.body.data.rows.every((w) => w.userId === 1)).toBe(true);
    for (const worksType of [1, 2]) {
      const typed = await call<{ rows: { userId: number; worksType: number }[]; total: number }>(
        t.app,
        `/api/common/getAllWorksPage?userId=1&worksType=${worksType}&pageSize=100`,
      );
      expect(typed.body.data.rows.every((w) => w.userId === 1 && w.worksType === worksType)).toBe(true);
      expect(typed.body.data.total).toBe(all.body.data.rows.filter((w) => w.worksType === worksType).length);
    }
  });

  it('records a homepage visit with visitType 10141020', async () => {
    const res = await call(t.app, '/api/common/visit', {
      method: 'POST',
      payload: { id: 3, visitType: VISIT_TYPE.designer, sourceType: 10111010 },
    });
    expect(res.status).toBe(200);
    const row = await db()
      .selectFrom('visits')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('visit_type', '=', VISIT_TYPE.designer)
      .where('target_id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(1);
  });
});
