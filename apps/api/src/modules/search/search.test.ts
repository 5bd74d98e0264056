import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_ID_HEADER } from '@bazaar/domain/constants';
import { ManualClock } from '../../services/clock/clock';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';
import { bearer, freshMobile, TestLogin } from '../../test/login';
import { RECENT_KEEP } from './search.service';

interface Suggestions {
  matchWorks: string[];
  matchDesigners: { userId: number; name: string; picture: string | null }[];
}

describe.each(DRIVERS)('search suggestions on %s', (driver) => {
  let t: TestApp;
  let login: TestLogin;
  const clock = new ManualClock(new Date('2026-03-02T10:00:00+08:00'));
  beforeAll(async () => {
    t = await startTestApp(driver, {}, { clock });
    login = new TestLogin(t.app, clock);
  });
  const record = (keyword: string, headers: Record<string, string>) =>
    call<null>(t.app, '/api/common/recordSearchKeyWord', { method: 'POST', payload: { keyword }, headers });
  const recentOf = async (headers: Record<string, string>, limit = 4) =>
    (
      await call<{ recentKeywords: string[]; hotKeywords: string[] }>(
        t.app,
        `/api/common/getRecentSearchKeyWords?limit=${limit}`,
        { headers },
      )
    ).body.data.recentKeywords;
  afterAll(async () => {
    await t?.close();
  });

  it('matches works keywords and designers, 4 each by default', async () => {
    const res = await call<Suggestions>(
      t.app,
      `/api/common/getMatchSearchKeyWords?keyword=${encodeURIComponent('插画')}`,
    );
    expect(res.body.data.matchWorks.length).toBeGreaterThan(0);
    expect(res.body.data.matchWorks.length).toBeLessThanOrEqual(4);
    expect(res.body.data.matchWorks.every((k) => k.includes('插画'))).toBe(true);
    expect(res.body.data.matchDesigners.length).toBeLessThanOrEqual(4);
    const people = await call<Suggestions>(
      t.app,
      `/api/common/getMatchSearchKeyWords?keyword=${encodeURIComponent('小')}`,
    );
    expect(people.body.data.matchDesigners.length).toBeGreaterThan(0);
    expect(people.body.data.matchDesigners.every((d) => d.name.includes('小') && d.picture)).toBe(true);
  });

  it('matches nothing for an empty keyword', async () => {
    const res = await call<Suggestions>(t.app, '/api/common/getMatchSearchKeyWords?keyword=');
    expect(res.body.data).toEqual({ matchWorks: [], matchDesigners: [] });
  });

  it('answers hot keywords by hits and no recent keywords for a visitor', async () => {
    const res = await call<{ recentKeywords: string[]; hotKeywords: string[] }>(
      t.app,
      '/api/common/getRecentSearchKeyWords?limit=3',
    );
    expect(res.body.data).toEqual({ recentKeywords: [], hotKeywords: ['插画', '包装设计', 'LOGO'] });
  });

  it("records a logged-in user's searches as their recent keywords, newest first, without duplicates", async () => {
    const me = bearer(await login.bySms(freshMobile()));
    for (const k of ['插画', '  包装设计 ', 'LOGO', '插画']) expect((await record(k, me)).body.success).toBe(true);
    expect(await recentOf(me)).toEqual(['插画', 'LOGO', '包装设计']);
    // Another user sees none of them.
    expect(await recentOf(bearer(await login.bySms(freshMobile())))).toEqual([]);
  });

  it("keeps a visitor's recent keywords per browser id, and ignores a malformed id", async () => {
    const browser = { [BROWSER_ID_HEADER]: 'b2f8c1d0-5a4e-4c1b-9a77-0123456789ab' };
    await record('手绘', browser);
    expect(await recentOf(browser)).toEqual(['手绘']);
    expect(await recentOf({ [BROWSER_ID_HEADER]: 'c2f8c1d0-5a4e-4c1b-9a77-0123456789ab' })).toEqual([]);
    const bad = { [BROWSER_ID_HEADER]: 'short' };
    expect((await record('海报', bad)).body.success).toBe(true); // nothing to record against, not an error
    expect(await recentOf(bad)).toEqual([]);
    expect(await recentOf({})).toEqual([]);
  });

  it("merges a browser's recent keywords into the account that logs in there, once", async () => {
    const browser = { [BROWSER_ID_HEADER]: 'merge-test-000000000000000' };
    const me = bearer(await login.bySms(freshMobile()));
    await record('国潮', me);
    await record('水彩', browser);
    await record('国潮', browser);
    const merge = () =>
      call(t.app, '/api/plat/mergeRecentSearches', { method: 'POST', payload: {}, headers: { ...me, ...browser } });
    expect((await merge()).body.success).toBe(true);
    // The browser's newer 国潮 wins the order; nothing is doubled; the browser's own list is handed over.
    expect(await recentOf(me)).toEqual(['国潮', '水彩']);
    expect(await recentOf(browser)).toEqual([]);
    expect((await merge()).body.success).toBe(true);
    expect(await recentOf(me)).toEqual(['国潮', '水彩']);
    // Only for a logged-in user.
    const visitor = await call(t.app, '/api/plat/mergeRecentSearches', {
      method: 'POST',
      payload: {},
      headers: browser,
    });
    expect(visitor.status).toBe(401);
  });

  it(`keeps only the ${RECENT_KEEP} newest keywords of a searcher`, async () => {
    const browser = { [BROWSER_ID_HEADER]: 'keep-test-0000000000000000' };
    for (let i = 1; i <= RECENT_KEEP + 3; i++) await record(`关键词${i}`, browser);
    const all = await recentOf(browser, 20);
    expect(all).toHaveLength(RECENT_KEEP);
    expect(all[0]).toBe(`关键词${RECENT_KEEP + 3}`);
    expect(all).not.toContain('关键词1');
  });

  it('refuses a keyword over 50 characters with a Chinese message', async () => {
    const res = await record('长'.repeat(51), {});
    expect(res.status).toBe(400);
    expect(res.body.resultMessage).toBe('搜索关键词不能超过50个字符');
  });
});
