import type { Designer, Page, Work, WorkDetail } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';

describe.each(DRIVERS)('favorites on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const post = (url: string, payload: object, token: string) =>
    call(t.app, url, { method: 'POST', payload, headers: bearer(token) });
  const favoritesOf = async (userId: number) =>
    t.app.database.db
      .selectFrom('favorites')
      .select(['target_type', 'target_id'])
      .where('user_id', '=', userId)
      .orderBy('target_type')
      .orderBy('target_id')
      .execute();
  const userIdOf = async (token: string) =>
    (await call<{ userId: number }>(t.app, '/api/user/getUserInfo', { headers: bearer(token) })).body.data.userId;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds works and talents in batches, ignoring unknown ids and ids already added', async () => {
    const token = await login.bySms(freshMobile());
    const userId = await userIdOf(token);
    expect((await post('/api/plat/batchAddFavoriteWorks', { worksIds: [3, 5, 999_999] }, token)).body.success).toBe(
      true,
    );
    expect((await post('/api/plat/batchAddFavoriteWorks', { worksIds: '5,7' }, token)).body.success).toBe(true);
    // userIds: designers only (user 49 is an employer).
    expect(
      (await post('/api/plat/batchAddFavoriteTalent', { userIds: [2, 4, 4, 49, 999_999] }, token)).body.success,
    ).toBe(true);
    expect(await favoritesOf(userId)).toEqual([
      { target_type: 1, target_id: 2 },
      { target_type: 1, target_id: 4 },
      { target_type: 2, target_id: 3 },
      { target_type: 2, target_id: 5 },
      { target_type: 2, target_id: 7 },
    ]);
  });

  it('answers the favorite status of each distinct id in the order asked', async () => {
    const token = await login.bySms(freshMobile());
    await post('/api/plat/batchAddFavoriteWorks', { worksIds: [11] }, token);
    await post('/api/plat/batchAddFavoriteTalent', { userIds: [6] }, token);
    const works = await call(t.app, '/api/plat/getWorksAddFavoriteStatus?worksIds=12,11,12', {
      headers: bearer(token),
    });
    expect(works.body.data).toEqual([
      { id: 12, isAdd: false },
      { id: 11, isAdd: true },
    ]);
    const talents = await call(t.app, '/api/plat/getTalentsAddFavoriteStatus?userIds=6,7', { headers: bearer(token) });
    expect(talents.body.data).toEqual([
      { id: 6, isAdd: true },
      { id: 7, isAdd: false },
    ]);
  });

  it('rejects a malformed id list with 400 ID 列表格式不正确 and adds nothing', async () => {
    const token = await login.bySms(freshMobile());
    const before = await countRows(t.app, 'favorites');
    for (const worksIds of ['1,x', [1, -2], '0']) {
      const res = await post('/api/plat/batchAddFavoriteWorks', { worksIds }, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, resultCode: 'E010001', resultMessage: 'ID 列表格式不正确' });
    }
    expect(await countRows(t.app, 'favorites')).toBe(before);
  });

  it("sets isAdd in the works lists for the logged-in user's favorites only", async () => {
    const token = await login.bySms(freshMobile());
    const newest = await call<Page<Work>>(t.app, '/api/common/getAllWorksPage?pageSize=4');
    const [a, , c] = newest.body.data.rows.map((w) => w.worksId);
    await post('/api/plat/batchAddFavoriteWorks', { worksIds: [a, c] }, token);

    const mine = await call<Page<Work>>(t.app, '/api/common/getAllWorksPage?pageSize=4', { headers: bearer(token) });
    expect(mine.body.data.rows.map((w) => w.isAdd)).toEqual([true, false, true, false]);
    expect(newest.body.data.rows.every((w) => !w.isAdd)).toBe(true);
    const other = await login.bySms(freshMobile());
    const theirs = await call<Page<Work>>(t.app, '/api/common/getAllWorksPage?pageSize=4', { headers: bearer(other) });
    expect(theirs.body.data.rows.every((w) => !w.isAdd)).toBe(true);

    const config = await call<Work[]>(t.app, `/api/common/getConfigWorks?ids=${c},${a}`, { headers: bearer(token) });
    expect(config.body.data.map((w) => w.isAdd)).toEqual([true, true]);
    const detail = await call<WorkDetail>(t.app, `/api/common/getWorksInfo?worksId=${a}`, { headers: bearer(token) });
    expect(detail.body.data.isAdd).toBe(true);
  });

  it("sets isAdd in the designer lists for the logged-in user's favorite talents", async () => {
    const token = await login.bySms(freshMobile());
    await post('/api/plat/batchAddFavoriteTalent', { userIds: [3] }, token);
    const config = await call<Designer[]>(t.app, '/api/common/getConfigTalent?ids=3,5', { headers: bearer(token) });
    expect(config.body.data.map((d) => [d.userId, d.isAdd])).toEqual([
      [3, true],
      [5, false],
    ]);
    const page = await call<Page<Designer>>(t.app, '/api/common/getAllTalentsPage?pageSize=100', {
      headers: bearer(token),
    });
    expect(page.body.data.rows.filter((d) => d.isAdd).map((d) => d.userId)).toEqual([3]);
    const visitor = await call<Designer[]>(t.app, '/api/common/getConfigTalent?ids=3');
    expect(visitor.body.data[0]!.isAdd).toBe(false);
  });

  it('removes favourites idempotently and lists mine newest first, with totals', async () => {
    const token = await login.bySms(freshMobile());
    // Favorited one after the other: the page shows the most recent first.
    await post('/api/plat/batchAddFavoriteWorks', { worksIds: [21] }, token);
    await post('/api/plat/batchAddFavoriteWorks', { worksIds: [22] }, token);
    await post('/api/plat/batchAddFavoriteWorks', { worksIds: [23] }, token);
    const mine = async () =>
      (await call<Page<Work>>(t.app, '/api/plat/getMyFavoriteWorksPage?pageSize=2', { headers: bearer(token) })).body
        .data;
    const first = await mine();
    expect(first.total).toBe(3);
    expect(first.rows.map((w) => [w.worksId, w.isAdd])).toEqual([
      [23, true],
      [22, true],
    ]);
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/plat/batchRemoveFavoriteWorks', { worksIds: [22, 999_999] }, token);
      expect(res.body.success).toBe(true);
    }
    const after = await mine();
    expect(after.total).toBe(2);
    expect(after.rows.map((w) => w.worksId)).toEqual([23, 21]);

    await post('/api/plat/batchAddFavoriteTalent', { userIds: [8, 9] }, token);
    await post('/api/plat/batchRemoveFavoriteTalent', { userIds: [8] }, token);
    const talents = await call<Page<Designer>>(t.app, '/api/plat/getMyFavoriteTalentPage', { headers: bearer(token) });
    expect(talents.body.data.rows.map((d) => [d.userId, d.isAdd])).toEqual([[9, true]]);
    expect(talents.body.data.total).toBe(1);
  });

  it('keeps my favourites private: no session, no list', async () => {
    const res = await call(t.app, '/api/plat/getMyFavoriteWorksPage');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, resultCode: 'E010401' });
  });
});
