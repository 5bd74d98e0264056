import type { Campaign, CampaignEntry, CampaignEntryDetail } from '@bazaar/domain/api';
import { LIKE_MESSAGES } from '@bazaar/domain/rules';
import type { Page } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin, userCalls } from '../../test/login';
import { OPERATOR_ONLY } from '../../http/endpoint';
import { LIKED_TODAY, NOT_ENTERED, SLUG_TAKEN, WINDOW_ORDER } from './campaigns.service';

const OPERATOR = '13600000000';
const DESIGNER = '13800000001';
const MS = 1;
const at = (iso: string) => new Date(iso).getTime();

describe.each(DRIVERS)('campaign likes on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const setTime = (ms: number) => clock.advance(ms - clock.now().getTime());
  const { tokenOf, get, post } = userCalls(() => ({ app: t.app, login }));
  const entries = async (campaign: string, mobile?: string) =>
    (
      await get<Page<CampaignEntry>>(
        `/api/common/campaign/getCampaignWorksPage?campaign=${campaign}&pageSize=50`,
        mobile,
      )
    ).body.data;
  const likeCount = (rows: CampaignEntry[], worksId: number) =>
    rows.find((r) => r.work.worksId === worksId)!.campaignLikes;
  const users = [freshMobile(), freshMobile(), freshMobile()];

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
    // Log in first: the tests then move the clock years back (a session never expires backwards).
    for (const m of [...users, OPERATOR, DESIGNER]) await tokenOf(m);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds vivo and oppo with the docs/product.md §9 windows and entries ranked by likes', async () => {
    const vivo = (await get<Campaign>('/api/common/campaign/getCampaignInfo?campaign=vivo')).body.data;
    expect(vivo).toMatchObject({
      kind: 'vivo',
      likeStart: '2022-07-31T16:00:00.000Z',
      likeEnd: '2022-08-31T16:00:00.000Z',
    });
    const oppo = (await get<Campaign>('/api/common/campaign/getCampaignInfo?campaign=oppo')).body.data;
    expect(oppo).toMatchObject({ likeStart: '2022-08-18T16:00:00.000Z', likeEnd: '2022-09-30T16:00:00.000Z' });
    const page = await entries('vivo');
    expect(page.total).toBe(16);
    expect(page.rows.map((r) => r.rank)).toEqual(page.rows.map((_, i) => i + 1));
    const likes = page.rows.map((r) => r.campaignLikes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
  });

  it('refuses an anonymous like with 401 (login first)', async () => {
    const worksId = (await entries('vivo')).rows[0]!.work.worksId;
    const res = await post('/api/plat/vivo/thumbUpWork', { workId: worksId });
    expect(res.status).toBe(401);
  });

  it('vivo: refuses before 2022-08-01 00:00 (UTC+8), accepts from it, once per user per work per day, and refuses from 09-01', async () => {
    const worksId = (await entries('vivo')).rows[3]!.work.worksId;
    const before = likeCount((await entries('vivo')).rows, worksId);
    const like = () => post<{ campaignLikes: number }>('/api/plat/vivo/thumbUpWork', { workId: worksId }, users[0]);

    setTime(at('2022-08-01T00:00:00+08:00') - MS);
    let res = await like();
    expect(res.status).toBe(403);
    expect(res.body.resultMessage).toBe(LIKE_MESSAGES.tooEarly);

    setTime(at('2022-08-01T00:00:00+08:00'));
    res = await like();
    expect(res.body).toMatchObject({ success: true, data: { campaignLikes: before + 1, likedToday: true } });
    res = await like();
    expect(res.body).toMatchObject({ success: false, resultMessage: LIKED_TODAY });
    expect((await entries('vivo', users[0])).rows.find((r) => r.work.worksId === worksId)?.likedToday).toBe(true);

    // Still 08-01 in UTC+8 at 23:59:59.999; the next day opens at 00:00 UTC+8 (16:00 UTC).
    setTime(at('2022-08-01T23:59:59.999+08:00'));
    expect((await like()).body.resultMessage).toBe(LIKED_TODAY);
    setTime(at('2022-08-02T00:00:00+08:00'));
    expect((await like()).body.success).toBe(true);

    setTime(at('2022-09-01T00:00:00+08:00') - MS);
    expect((await like()).body).toMatchObject({ success: true, data: { campaignLikes: before + 3 } });
    setTime(at('2022-09-01T00:00:00+08:00'));
    res = await like();
    expect(res.status).toBe(403);
    expect(res.body.resultMessage).toBe(LIKE_MESSAGES.passed);
    expect(likeCount((await entries('vivo')).rows, worksId)).toBe(before + 3);
  });

  it('oppo: refuses before 08-19 and from 10-01 (UTC+8), counts inside', async () => {
    const worksId = (await entries('oppo')).rows[0]!.work.worksId;
    const like = () => post('/api/plat/oppo/thumbUpWork', { workId: worksId }, users[1]);
    setTime(at('2022-08-19T00:00:00+08:00') - MS);
    expect((await like()).body.resultMessage).toBe(LIKE_MESSAGES.tooEarly);
    setTime(at('2022-08-19T00:00:00+08:00'));
    expect((await like()).body.success).toBe(true);
    setTime(at('2022-10-01T00:00:00+08:00') - MS);
    expect((await like()).body.success).toBe(true);
    setTime(at('2022-10-01T00:00:00+08:00'));
    expect((await like()).body.resultMessage).toBe(LIKE_MESSAGES.passed);
  });

  it('refuses a work that is not entered, and an unknown campaign', async () => {
    setTime(at('2022-08-20T12:00:00+08:00'));
    const entered = new Set((await entries('oppo')).rows.map((r) => r.work.worksId));
    const outsider = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((id) => !entered.has(id))!;
    const res = await post('/api/plat/oppo/thumbUpWork', { workId: outsider }, users[1]);
    expect(res.status).toBe(404);
    expect(res.body.resultMessage).toBe(NOT_ENTERED);
    expect((await post('/api/plat/campaign/thumbUpWork', { campaign: 'nope', workId: 1 }, users[1])).status).toBe(404);
  });

  it('an operator creates a campaign, sets its window and entries; likes rank the works, ties by id', async () => {
    setTime(at('2026-03-03T12:00:00+08:00'));
    const saved = await post<Campaign>(
      '/api/admin/campaign/save',
      {
        slug: 'spring-test',
        kind: 'match',
        title: '春季测试赛',
        likeStart: '2026-03-01T00:00:00+08:00',
        likeEnd: '2026-04-01T00:00:00+08:00',
      },
      OPERATOR,
    );
    expect(saved.body).toMatchObject({ success: true, data: { slug: 'spring-test', entryCount: 0 } });
    const campaignId = saved.body.data.campaignId;
    expect(
      (await post('/api/admin/campaign/setEntries', { campaignId, worksIds: [21, 22, 23] }, OPERATOR)).body,
    ).toMatchObject({
      success: true,
      data: { entryCount: 3 },
    });
    const like = (workId: number, m: string) =>
      post('/api/plat/campaign/thumbUpWork', { campaign: 'spring-test', workId }, m);
    expect((await like(23, users[0]!)).body.success).toBe(true);
    expect((await like(23, users[1]!)).body.success).toBe(true);
    expect((await like(22, users[2]!)).body.success).toBe(true);
    const ranked = (await entries('spring-test')).rows;
    expect(ranked.map((r) => [r.rank, r.work.worksId, r.campaignLikes])).toEqual([
      [1, 23, 2],
      [2, 22, 1],
      [3, 21, 0],
    ]);
    const detail = await get<CampaignEntryDetail>(
      '/api/common/campaign/getCampaignEntry?campaign=spring-test&worksId=22',
    );
    expect(detail.body.data).toMatchObject({ rank: 2, campaignLikes: 1, work: { worksId: 22 } });

    // The window is editable: moved to the past, likes are refused.
    const moved = await post<Campaign>(
      '/api/admin/campaign/save',
      {
        campaignId,
        slug: 'spring-test',
        kind: 'match',
        title: '春季测试赛',
        likeStart: '2026-02-01T00:00:00+08:00',
        likeEnd: '2026-03-03T12:00:00+08:00',
      },
      OPERATOR,
    );
    expect(moved.body.success).toBe(true);
    expect((await like(21, users[0]!)).body.resultMessage).toBe(LIKE_MESSAGES.passed);
    // Entries that stay keep their likes.
    await post('/api/admin/campaign/setEntries', { campaignId, worksIds: [23, 24] }, OPERATOR);
    expect((await entries('spring-test')).rows.map((r) => [r.work.worksId, r.campaignLikes])).toEqual([
      [23, 2],
      [24, 0],
    ]);
  });

  it('refuses a bad campaign: a taken slug, an inverted window, unknown works', async () => {
    const base = {
      kind: 'match',
      title: '测试赛',
      likeStart: '2026-05-01T00:00:00+08:00',
      likeEnd: '2026-06-01T00:00:00+08:00',
    };
    expect((await post('/api/admin/campaign/save', { ...base, slug: 'vivo' }, OPERATOR)).body.resultMessage).toBe(
      SLUG_TAKEN,
    );
    expect(
      (await post('/api/admin/campaign/save', { ...base, slug: 'inverted', likeEnd: base.likeStart }, OPERATOR)).body
        .resultMessage,
    ).toBe(WINDOW_ORDER);
    const list = (await get<Campaign[]>('/api/admin/campaign/getList', OPERATOR)).body.data;
    const vivo = list.find((c) => c.slug === 'vivo')!;
    const res = await post(
      '/api/admin/campaign/setEntries',
      { campaignId: vivo.campaignId, worksIds: [1, 1_999_999_999] },
      OPERATOR,
    );
    expect(res.status).toBe(400);
    expect((await entries('vivo')).total).toBe(16);
  });

  it.each([
    ['GET', '/api/admin/campaign/getList', undefined],
    [
      'POST',
      '/api/admin/campaign/save',
      { slug: 'x-y', kind: 'match', title: '测试', likeStart: '2026-01-01', likeEnd: '2026-02-01' },
    ],
    ['POST', '/api/admin/campaign/setEntries', { campaignId: 1, worksIds: [1] }],
  ] as const)('%s %s answers 401 to a visitor and 403 to a designer', async (method, url, payload) => {
    const visitor = await call(t.app, url, { method, ...(payload ? { payload } : {}) });
    expect(visitor.status).toBe(401);
    const designer = await call(t.app, url, {
      method,
      ...(payload ? { payload } : {}),
      headers: bearer(await tokenOf(DESIGNER)),
    });
    expect(designer.status).toBe(403);
    expect(designer.body.resultMessage).toBe(OPERATOR_ONLY);
  });
});
