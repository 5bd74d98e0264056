import { describe, expect, it } from 'vitest';
import { callUrl, pageDataCalls, type QueryParams } from './page-data.js';
import { routes } from './routes.js';

/** The runtime's URLSearchParams (Node has one; the domain compiles without DOM or Node types). */
type Usp = QueryParams & { toString(): string };
const USP = (globalThis as unknown as { URLSearchParams: new (init?: string | string[][]) => Usp }).URLSearchParams;
const q = (search: string): QueryParams => new USP(search);

describe('callUrl', () => {
  it('fills path segments and writes the rest in name order, leaving out empty values', () => {
    expect(
      callUrl(routes.getAllWorksPage, { sortType: 1, current: 2, pageSize: 16, categoryId: undefined, keyword: '' }),
    ).toBe('/api/common/getAllWorksPage?current=2&pageSize=16&sortType=1');
    expect(callUrl(routes.getDictionaryByTypeCode, { code: 'report_type' })).toBe(
      '/api/common/category/getDictionaryByTypeCode/report_type',
    );
    expect(callUrl(routes.getConfigWorks, { ids: [3, 1, 2] })).toBe('/api/common/getConfigWorks?ids=3%2C1%2C2');
    expect(callUrl(routes.getUserInfo, {})).toBe('/api/user/getUserInfo');
  });

  it('encodes exactly as URLSearchParams does (Chinese, spaces and the characters encodeURIComponent keeps)', () => {
    const keyword = "插画 a+b !'()*~-._&=%";
    const url = callUrl(routes.getAllWorksPage, { keyword, current: 1 });
    expect(url).toBe(
      `/api/common/getAllWorksPage?${new USP([
        ['current', '1'],
        ['keyword', keyword],
      ]).toString()}`,
    );
    expect(url).toContain('keyword=%E6%8F%92%E7%94%BB+a%2Bb+%21%27%28%29*%7E-._%26%3D%25');
  });

  it('does not depend on the order the input was built in', () => {
    expect(callUrl(routes.getAllTalentsPage, { pageSize: 12, current: 1, sortType: 1 })).toBe(
      callUrl(routes.getAllTalentsPage, { sortType: 1, current: 1, pageSize: 12 }),
    );
  });
});

describe('pageDataCalls', () => {
  it('names the first data call of each unfiltered browse page', () => {
    expect(pageDataCalls('/works', q(''))).toEqual(['/api/common/getAllWorksPage?current=1&pageSize=16&sortType=1']);
    expect(pageDataCalls('/designer', q(''))).toEqual([
      '/api/common/getAllTalentsPage?current=1&pageSize=12&sortType=1',
    ]);
    expect(pageDataCalls('/works/1', q(''))).toEqual(['/api/common/getWorksInfo?worksId=1']);
    expect(pageDataCalls('/task', q(''))).toEqual(['/api/common/getTaskPage?current=1&pageSize=16']);
    expect(pageDataCalls('/task', q('taskStatus=1'))).toEqual([]);
    expect(pageDataCalls('/task/3', q('all=1'))).toEqual(['/api/common/getTaskInfo?orderId=3']);
    expect(pageDataCalls('/task/3', q(''))).toEqual(['/api/common/getTaskInfo?orderId=3']);
    expect(pageDataCalls('/task/3', q('x=1'))).toEqual([]);
    expect(pageDataCalls('/task/abc', q('all=1'))).toEqual([]);
    expect(pageDataCalls('/u/2', q(''))).toEqual(['/api/common/getTalentHomepageInfo?userId=2']);
    expect(pageDataCalls('/u/2', q('worksType=1'))).toEqual(['/api/common/getTalentHomepageInfo?userId=2']);
  });

  it('adds a designer homepage’s works call when the skin layout is known', () => {
    expect(pageDataCalls('/u/2', q(''), 'grid')).toEqual([
      '/api/common/getTalentHomepageInfo?userId=2',
      '/api/common/getAllWorksPage?current=1&pageSize=16&userId=2',
    ]);
    expect(pageDataCalls('/u/2', q('worksType=2'), 'list')).toEqual([
      '/api/common/getTalentHomepageInfo?userId=2',
      '/api/common/getAllWorksPage?current=1&pageSize=8&userId=2&worksType=2',
    ]);
    // An unknown works type shows 全部, as the page does.
    expect(pageDataCalls('/u/2', q('worksType=9'), 'masonry')[1]).toBe(
      '/api/common/getAllWorksPage?current=1&pageSize=16&userId=2',
    );
  });

  it('asks a search for the active tab’s page and the other tab’s count', () => {
    expect(pageDataCalls('/search/works', q('keyword=%E6%8F%92%E7%94%BB'))).toEqual([
      '/api/common/getAllWorksPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=16',
      '/api/common/getAllTalentsPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=1',
    ]);
    expect(pageDataCalls('/search/designer', q('keyword=+%E6%8F%92%E7%94%BB+'))).toEqual([
      '/api/common/getAllWorksPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=1',
      '/api/common/getAllTalentsPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=12',
    ]);
  });

  it('names nothing for filtered pages, malformed ids, empty keywords and other pages', () => {
    for (const [path, search] of [
      ['/works', 'sortType=2'],
      ['/designer', 'current=2'],
      ['/works/abc', ''],
      ['/works/0', ''],
      ['/works/99999999999', ''],
      ['/works/1', 'x=1'],
      ['/u/2', 'current=2'],
      ['/u', ''],
      ['/search/works', ''],
      ['/search/works', 'keyword=+'],
      ['/search/works', 'keyword=a&current=2'],
      ['/search/other', 'keyword=a'],
      ['/', ''],
      ['/task', 'current=2'],
      ['/task/1', 'x=1'],
    ] as const) {
      expect(pageDataCalls(path, q(search)), `${path}?${search}`).toEqual([]);
    }
  });
});
