import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DRIVERS, startTestApp, type TestApp } from '../../test/harness';

interface Suggestions {
  matchWorks: string[];
  matchDesigners: { userId: number; name: string; picture: string | null }[];
}

describe.each(DRIVERS)('search suggestions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(driver);
  });
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
});
