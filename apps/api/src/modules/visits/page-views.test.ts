import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../services/clock/clock';
import { call, countRows, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';

describe.each(DRIVERS)('page views on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    call(t.app, '/api/common/pageView', {
      method: 'POST',
      payload: body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    });
  const views = () =>
    t.app.database.db
      .selectFrom('page_views')
      .select(['path', 'referrer', 'user_id', 'browser_id'])
      .orderBy('view_id')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores a beacon's batch (sent as text/plain) with the browser id for a visitor", async () => {
    const body = JSON.stringify({
      views: [
        { path: '/works', referrer: '' },
        { path: '/works/3', referrer: '/works' },
      ],
    });
    const res = await beacon(body, { 'x-browser-id': 'b'.repeat(22) });
    expect(res.body).toMatchObject({ success: true });
    expect((await views()).slice(-2)).toEqual([
      { path: '/works', referrer: '', user_id: null, browser_id: 'b'.repeat(22) },
      { path: '/works/3', referrer: '/works', user_id: null, browser_id: 'b'.repeat(22) },
    ]);
  });

  it('records the user id of a logged-in user (docs/product.md §2)', async () => {
    const token = await login.bySms(freshMobile());
    const me = await call<{ userId: number }>(t.app, '/api/user/getUserInfo', { headers: bearer(token) });
    await beacon(JSON.stringify({ views: [{ path: '/designer' }] }), bearer(token));
    const last = (await views()).at(-1);
    expect(last).toMatchObject({ path: '/designer', user_id: me.body.data.userId, browser_id: null });
  });

  it('refuses bad JSON, bad paths, empty and oversized batches with a Chinese message, storing nothing', async () => {
    const before = await countRows(t.app, 'page_views');
    const cases = [
      '{not json',
      JSON.stringify({ views: [] }),
      JSON.stringify({ views: [{ path: 'https://evil.example/' }] }),
      JSON.stringify({ views: Array.from({ length: 21 }, () => ({ path: '/' })) }),
      JSON.stringify([1, 2]),
    ];
    for (const body of cases) {
      const res = await beacon(body);
      expect(res.status, body).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.resultMessage).toMatch(/[\u4e00-\u9fff]/);
    }
    // A malformed browser id is no id (never stored).
    await beacon(JSON.stringify({ views: [{ path: '/x' }] }), { 'x-browser-id': '<script>' });
    expect((await views()).at(-1)).toMatchObject({ path: '/x', browser_id: null });
    expect(await countRows(t.app, 'page_views')).toBe(before + 1);
  });
});
