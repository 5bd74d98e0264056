import type { WorkDetail } from '@bazaar/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';
import { ALREADY_LIKED } from './likes.service';

describe.each(DRIVERS)('likeWorks on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const like = (worksId: number, token?: string) =>
    call<{ likeCount: number; liked: boolean }>(t.app, '/api/plat/likeWorks', {
      method: 'POST',
      payload: { worksId },
      headers: token ? bearer(token) : {},
    });
  const likeCountOf = async (worksId: number) =>
    (await call<WorkDetail>(t.app, `/api/common/getWorksInfo?worksId=${worksId}`)).body.data.likeCount;

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors with 401: anonymous likes are impossible', async () => {
    const res = await like(3);
    expect(res.status).toBe(401);
    expect(await countRows(t.app, 'work_likes')).toBe(0);
  });

  it('counts one like per user per work', async () => {
    const token = await login.bySms(freshMobile());
    const before = await likeCountOf(3);
    const first = await like(3, token);
    expect(first.body).toMatchObject({ success: true, data: { likeCount: before + 1, liked: true } });
    const again = await like(3, token);
    expect(again.body).toMatchObject({ success: false, resultMessage: ALREADY_LIKED });
    expect(await likeCountOf(3)).toBe(before + 1);
    expect(await countRows(t.app, 'work_likes')).toBe(1);
  });

  it('answers an unknown work with 404 and writes nothing', async () => {
    const token = await login.bySms(freshMobile());
    const res = await like(2_000_000_000, token);
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    expect(await countRows(t.app, 'work_likes')).toBe(1);
  });
});
