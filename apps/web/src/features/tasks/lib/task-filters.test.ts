import { describe, expect, it, vi, afterEach } from 'vitest';
import { getTaskPage } from '../api/get-task-page';
import { HALL_STATUSES, hallHref, hallQuery, readHallFilters, withHallFilter } from './task-filters';

const read = (search: string) => readHallFilters(new URLSearchParams(search));

afterEach(() => vi.unstubAllGlobals());

describe('task hall filters (docs/product.md §5 task list rules)', () => {
  it('the public status filter leaves out 待沟通', () => {
    expect(HALL_STATUSES).toEqual([1, 2, 6, 3, 4]);
  });

  it('a status or category of 0 or not a number → no query (empty list)', () => {
    expect(hallQuery(read('taskStatus=0'))).toBeNull();
    expect(hallQuery(read('categoryId=abc'))).toBeNull();
    expect(hallQuery(read('taskStatus=1&categoryId=0'))).toBeNull();
  });

  it('drops taskProperties 1 (全部) and keeps the others', () => {
    expect(hallQuery(read('taskProperties=1'))).toEqual({ current: 1, pageSize: 16 });
    expect(hallQuery(read('taskProperties=3&taskStatus=1&categoryId=2&current=2'))).toEqual({
      taskProperties: 3,
      taskStatus: 1,
      categoryId: 2,
      current: 2,
      pageSize: 16,
    });
  });

  it('an empty-list query makes no call at all', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await getTaskPage(hallQuery(read('taskStatus=0')))).toMatchObject({ rows: [], total: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('我的报名 asks getMyApplyPage', async () => {
    const fetch = vi.fn(async (_url: string) =>
      Response.json({ success: true, data: null, resultCode: 'S000001', resultMessage: '' }),
    );
    vi.stubGlobal('fetch', fetch);
    const f = read('filter=myapply');
    expect(f.myApply).toBe(true);
    await getTaskPage(hallQuery(f), f.myApply);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/api\/plat\/getMyApplyPage\?/);
  });

  it('filter links go back to page 1 and leave defaults out of the URL', () => {
    const f = read('taskStatus=1&current=3');
    expect(withHallFilter(f, { categoryId: '2' })).toBe('/task?categoryId=2&taskStatus=1');
    expect(withHallFilter(f, { taskStatus: null })).toBe('/task');
    expect(hallHref({ ...f, myApply: true })).toBe('/task?taskStatus=1&filter=myapply&current=3');
    expect(withHallFilter(f, { taskProperties: 1 })).toBe('/task?taskStatus=1');
  });
});
