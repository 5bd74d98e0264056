/**
 * The gateway preloads each browse page's first data calls (issue 6): the hint helps only when its URL is
 * exactly what the page then requests. These tests run the pages' own readers and query functions against
 * a stubbed fetch and compare the URLs they request with the domain's `pageDataCalls`, which the gateway
 * sends — so a changed page size, sort default or parameter breaks here, not silently in production.
 */
import { pageDataCalls } from '@bazaar/domain/api/page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTalentsPage } from '@/features/designers/api/get-talents-page';
import { readTalentsFilters } from '@/features/designers/lib/filters';
import { getDesignerWorks, getHomepageInfo } from '@/features/homepage/api/get-homepage';
import { PAGE_SIZE_BY_LAYOUT, readHomepageQuery } from '@/features/homepage/lib/homepage-query';
import { searchDesigners, searchWorks } from '@/features/search/api/search-results';
import { readSearchState, searchPageInput } from '@/features/search/lib/search-state';
import { getTaskPage } from '@/features/tasks/api/get-task-page';
import { hallQuery, readHallFilters } from '@/features/tasks/lib/task-filters';
import { getWorkDetail } from '@/features/works/api/get-work-detail';
import { getWorksPage } from '@/features/works/api/get-works-page';
import { getTask } from '@/features/task-work/api/task-queries';
import { readWorksFilters } from '@/features/works/lib/works-filters';

/** Runs `load` with fetch stubbed and returns the URLs it requested. */
async function requested(load: () => Promise<unknown>): Promise<string[]> {
  const fetch = vi.fn(async () =>
    Response.json({ success: true, data: null, resultCode: 'S000001', resultMessage: '' }),
  );
  vi.stubGlobal('fetch', fetch);
  await load();
  return fetch.mock.calls.map((call: unknown[]) => String(call[0]));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the gateway preloads exactly what each browse page requests first', () => {
  it('/works', async () => {
    const params = new URLSearchParams();
    const urls = await requested(() => getWorksPage(readWorksFilters(params)));
    expect(urls).toEqual(pageDataCalls('/works', params));
  });

  it('/task/{id}?all=1', async () => {
    const urls = await requested(() => getTask(7));
    expect(urls).toEqual(pageDataCalls('/task/7', new URLSearchParams('all=1')));
  });

  it('/designer', async () => {
    const params = new URLSearchParams();
    const urls = await requested(() => getTalentsPage(readTalentsFilters(params)));
    expect(urls).toEqual(pageDataCalls('/designer', params));
  });

  it('/task', async () => {
    const params = new URLSearchParams();
    const urls = await requested(() => getTaskPage(hallQuery(readHallFilters(params))));
    expect(urls).toEqual(pageDataCalls('/task', params));
  });

  it('/works/{id}', async () => {
    const urls = await requested(() => getWorkDetail(1));
    expect(urls).toEqual(pageDataCalls('/works/1', new URLSearchParams()));
  });

  it('/u/{id}', async () => {
    const urls = await requested(() => getHomepageInfo(2));
    expect(urls).toEqual(pageDataCalls('/u/2', new URLSearchParams()));
    expect(urls).toEqual(pageDataCalls('/u/2', new URLSearchParams('worksType=1')));
  });

  it.each([
    ['grid', ''],
    ['masonry', 'worksType=1'],
    ['list', 'worksType=2'],
  ] as const)('/u/{id} with the %s layout, %s: the info, then the works list', async (layout, search) => {
    const params = new URLSearchParams(search);
    const query = readHomepageQuery(params);
    const urls = await requested(async () => {
      await getHomepageInfo(2);
      await getDesignerWorks({
        userId: 2,
        worksType: query.worksType,
        current: query.current,
        pageSize: PAGE_SIZE_BY_LAYOUT[layout],
      });
    });
    expect(urls).toEqual(pageDataCalls('/u/2', params, layout));
  });

  it.each(['works', 'designer'] as const)('/search/%s?keyword=', async (kind) => {
    // Spaces around the keyword and a Chinese one: trimmed and encoded the same way on both sides.
    const params = new URLSearchParams({ keyword: ' 插画 a ' });
    const state = readSearchState(kind, params);
    const urls = await requested(async () => {
      await searchWorks(searchPageInput(state, 'works'));
      await searchDesigners(searchPageInput(state, 'designer'));
    });
    expect(urls).toEqual(pageDataCalls(`/search/${kind}`, params));
    expect(urls).toHaveLength(2);
  });

  it('no hint for a filtered page (the page asks for something else)', async () => {
    const params = new URLSearchParams('sortType=2');
    const urls = await requested(() => getWorksPage(readWorksFilters(params)));
    expect(pageDataCalls('/works', params)).toEqual([]);
    expect(urls).toHaveLength(1);
  });
});
