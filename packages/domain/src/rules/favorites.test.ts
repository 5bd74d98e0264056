import { describe, expect, it } from 'vitest';
import { isValidLocalFavoriteId, partitionLocalFavoriteIds } from './favorites.js';

describe('isValidLocalFavoriteId (docs/product.md §5: numeric and non-zero)', () => {
  it.each([[1], [42], ['42'], ['007'], [Number.MAX_SAFE_INTEGER]])('accepts %j', (id) => {
    expect(isValidLocalFavoriteId(id)).toBe(true);
  });

  it.each([
    [0],
    ['0'],
    [-1],
    ['-1'],
    [1.5],
    ['1.5'],
    ['abc'],
    [''],
    [' 1'],
    ['1e3'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [true],
    [{}],
    [[1]],
  ])('rejects %j', (id) => {
    expect(isValidLocalFavoriteId(id)).toBe(false);
  });
});

describe('partitionLocalFavoriteIds', () => {
  it('splits ids to sync from abnormal entries, de-duplicating in order', () => {
    expect(partitionLocalFavoriteIds([3, '2', 3, 0, 'x', null])).toEqual({ ids: [3, 2], invalid: [0, 'x', null] });
  });

  it('treats a stored non-list as abnormal and nothing stored as empty', () => {
    expect(partitionLocalFavoriteIds('1,2')).toEqual({ ids: [], invalid: ['1,2'] });
    expect(partitionLocalFavoriteIds(undefined)).toEqual({ ids: [], invalid: [] });
    expect(partitionLocalFavoriteIds(null)).toEqual({ ids: [], invalid: [] });
  });
});
