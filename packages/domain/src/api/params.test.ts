import { describe, expect, it } from 'vitest';
import { idListParam, idParam, keywordParam, pagingParams } from './params.js';
import * as z from 'zod/mini';

describe('idListParam', () => {
  it.each([
    ['1,2,3', [1, 2, 3]],
    ['[1,2]', [1, 2]],
    [' 1 , 2 ', [1, 2]],
    [
      [1, 2],
      [1, 2],
    ],
    [
      ['3', 4],
      [3, 4],
    ],
    [5, [5]],
  ])('accepts %j as %j', (raw, expected) => {
    expect(idListParam.parse(raw)).toEqual(expected);
  });

  it('accepts exactly 200 ids', () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(idListParam.parse(ids.join(','))).toEqual(ids);
  });

  it.each([['1,a'], [0], ['0'], ['1,0'], ['-1'], ['1.5'], [[1, 'x']], [null], [{}]])('rejects %j', (raw) => {
    expect(idListParam.safeParse(raw).success).toBe(false);
  });

  it('rejects more than 200 ids with ID 列表格式不正确', () => {
    const result = idListParam.safeParse(Array.from({ length: 201 }, (_, i) => i + 1));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('ID 列表格式不正确');
  });
});

describe('idParam', () => {
  it('coerces a numeric string to a positive integer', () => {
    expect(idParam.parse('12')).toBe(12);
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc']])('rejects %j with ID 必须是正整数', (raw) => {
    const result = idParam.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('ID 必须是正整数');
  });
});

describe('pagingParams', () => {
  const paging = z.object(pagingParams);

  it('defaults to page 1 of 16', () => {
    expect(paging.parse({})).toEqual({ current: 1, pageSize: 16 });
  });

  it('rejects a page size above 100', () => {
    expect(paging.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(paging.parse({ pageSize: '100' })).toEqual({ current: 1, pageSize: 100 });
  });
});

describe('keywordParam', () => {
  it('trims and allows up to 50 characters', () => {
    expect(keywordParam.parse('  插画 ')).toBe('插画');
    expect(keywordParam.safeParse('a'.repeat(51)).success).toBe(false);
  });
});
