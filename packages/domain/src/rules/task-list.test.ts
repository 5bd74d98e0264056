import { describe, expect, it } from 'vitest';
import { taskListQuery, type TaskListFilters } from './task-list.js';

describe('taskListQuery (docs/product.md §5)', () => {
  it.each([
    [{ taskStatus: 0 }, 'status 0'],
    [{ taskStatus: '0' }, "status '0'"],
    [{ taskStatus: 'abc' }, 'non-numeric status'],
    [{ categoryId: 0 }, 'category 0'],
    [{ categoryId: 'x1' }, 'non-numeric category'],
    [{ categoryId: '-3' }, 'negative category'],
    [{ taskStatus: 1.5 }, 'fractional status'],
    [{ taskStatus: Number.NaN }, 'NaN status'],
    [{ taskStatus: ['1', '2'] }, 'a repeated status parameter'],
    [{ taskStatus: 1, categoryId: 0 }, 'a valid status with category 0'],
  ] satisfies [TaskListFilters, string][])('returns null (empty list, no call) for %j — %s', (filters, _label) => {
    expect(taskListQuery(filters)).toBeNull();
  });

  it('treats undefined, null and empty filters as absent', () => {
    expect(taskListQuery({ taskStatus: undefined, categoryId: null, taskProperties: '' })).toEqual({});
    expect(taskListQuery({ taskStatus: '', categoryId: '  ' })).toEqual({});
  });

  it('turns numeric strings from the URL into numbers', () => {
    expect(taskListQuery({ taskStatus: '1', categoryId: '12', current: '2', pageSize: '16' })).toEqual({
      taskStatus: 1,
      categoryId: 12,
      current: 2,
      pageSize: 16,
    });
  });

  it('drops taskProperties equal to 1', () => {
    expect(taskListQuery({ taskProperties: 1 })).toEqual({});
    expect(taskListQuery({ taskProperties: '1', taskStatus: 2 })).toEqual({ taskStatus: 2 });
  });

  it('keeps other taskProperties', () => {
    expect(taskListQuery({ taskProperties: '3' })).toEqual({ taskProperties: 3 });
  });

  it('drops an invalid taskProperties instead of emptying the list', () => {
    expect(taskListQuery({ taskProperties: 'abc' })).toEqual({});
    expect(taskListQuery({ taskProperties: 0 })).toEqual({});
  });

  it('drops invalid paging and caps pageSize at 100', () => {
    expect(taskListQuery({ current: '0', pageSize: 'x' })).toEqual({});
    expect(taskListQuery({ current: -1, pageSize: 5000 })).toEqual({ pageSize: 100 });
  });

  it('passes other non-empty scalar keys through and drops empty ones', () => {
    expect(taskListQuery({ keyword: ' logo ', filter: 'myapply', empty: '', list: [1], obj: {}, n: 3 })).toEqual({
      keyword: 'logo',
      filter: 'myapply',
      n: 3,
    });
  });
});
