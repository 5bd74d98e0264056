import { describe, expect, it } from 'vitest';
import type { QueryParams } from './page-data.js';
import { isZtBlocksPage, phonePageDataCalls } from './phone-page-data.js';

/** A page address's path and query, read with the runtime's URL (the domain compiles without Node types). */
const calls = (address: string, signedIn = false): string[] => {
  const url = new (
    globalThis as unknown as { URL: new (u: string) => { pathname: string; searchParams: QueryParams } }
  ).URL(`http://phone.test${address}`);
  return phonePageDataCalls(url.pathname, url.searchParams, signedIn);
};

describe('phonePageDataCalls', () => {
  it('names the first calls of the pages a visitor lands on, as the phone pages build them', () => {
    expect(calls('/')).toEqual([
      '/api/common/getCmsConfigInfos?channel=pc&page=home&position=banner',
      '/api/common/getCmsConfigInfos?channel=pc&page=home&position=works',
      '/api/common/getCmsConfigInfos?channel=pc&page=home&position=designers',
      '/api/common/getTaskPage?current=1&pageSize=4',
    ]);
    expect(calls('/works')).toEqual(['/api/common/getAllWorksPage?current=1&pageSize=12']);
    expect(calls('/works/7')).toEqual([
      '/api/common/getWorksInfo?worksId=7',
      '/api/common/getAlikeWorksList?limit=6&worksId=7',
    ]);
    expect(calls('/u/2')).toEqual([
      '/api/common/getTalentHomepageInfo?userId=2',
      '/api/common/getAllWorksPage?current=1&pageSize=12&userId=2',
    ]);
    expect(calls('/task/3?all=1')).toEqual(['/api/common/getTaskInfo?orderId=3']);
    expect(calls('/task/3', true)).toEqual(['/api/common/getTaskInfo?orderId=3']);
    expect(calls('/search/works?keyword=%20插画%20')).toEqual([
      '/api/common/getAllWorksPage?current=1&keyword=%E6%8F%92%E7%94%BB&pageSize=12',
    ]);
    expect(calls('/zt/2024')).toEqual(['/api/common/getCmsConfigInfos?channel=pc&page=zt&position=2024']);
  });

  it('names nothing for a filtered list, a bad id, an empty keyword or a page the phone does not draw from blocks', () => {
    for (const url of [
      '/works?categoryId=3',
      '/works/abc',
      '/u/0',
      '/search/works?keyword=%20',
      '/zt/tool',
      '/zt/nope',
      '/me',
      '/task/3',
    ])
      expect(calls(url), url).toEqual([]);
    expect(isZtBlocksPage('clips')).toBe(false);
    expect(isZtBlocksPage('packing')).toBe(true);
  });
});
