import { describe, expect, it } from 'vitest';
import type { QueryParams } from './page-data.js';
import { isZtBlocksPage, PHONE_INBOX_PAGE_SIZE, PHONE_UC_LATEST, phonePageDataCalls } from './phone-page-data.js';

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

  it('names a signed-in page’s own first calls only for a browser with a session (issue 34 item 5)', () => {
    expect(calls('/u/bill', true)).toEqual([
      '/api/plat/getMyAccountKeepSummary',
      '/api/plat/getMyAccountKeepPage?current=1&pageSize=12',
    ]);
    expect(calls('/uc/bill', true)).toEqual(calls('/u/bill', true));
    expect(calls('/u/task', true)).toEqual(['/api/plat/getMyApplyPage?current=1&pageSize=12']);
    expect(calls('/uc/task', true)).toEqual(['/api/plat/getMyPublishTaskPage?current=1&pageSize=12']);
    expect(calls('/messages', true)).toEqual([`/api/conversations?current=1&pageSize=${PHONE_INBOX_PAGE_SIZE}`]);
    // 雇主中心: the latest tasks (the page reads its counts after them).
    expect(calls('/uc', true)).toEqual([`/api/plat/getMyPublishTaskPage?current=1&pageSize=${PHONE_UC_LATEST}`]);
    for (const url of ['/u/bill', '/u/task', '/messages', '/uc']) expect(calls(url), url).toEqual([]);
    // A filter in the query (a month, a status) is the page's own call, not the plain entry's.
    expect(calls('/u/bill?month=2026-11', true)).toEqual([]);
    expect(calls('/uc/task?status=2', true)).toEqual([]);
  });
});
