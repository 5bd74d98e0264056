import { describe, expect, it } from 'vitest';
import { appendPage, emptyPaged } from './paging';

const key = (r: { id: number }) => r.id;
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }));

describe('appendPage', () => {
  it('goes on while pages are full and the total is not reached', () => {
    const one = appendPage(emptyPaged<{ id: number }>(), 1, { rows: rows(1, 10), total: 25, pageSize: 10 }, key);
    expect(one).toMatchObject({ page: 1, done: false });
    const three = appendPage(
      appendPage(one, 2, { rows: rows(11, 10), total: 25, pageSize: 10 }, key),
      3,
      { rows: rows(21, 5), total: 25, pageSize: 10 },
      key,
    );
    expect(three.rows).toHaveLength(25);
    expect(three.done).toBe(true);
  });

  it('stops at the paging depth and on an empty page', () => {
    expect(
      appendPage(emptyPaged<{ id: number }>(), 2, { rows: rows(1, 10), total: 1000, pageSize: 10, depth: 20 }, key)
        .done,
    ).toBe(true);
    expect(appendPage(emptyPaged<{ id: number }>(), 1, { rows: [], total: 3, pageSize: 10 }, key).done).toBe(true);
  });

  it('drops rows already shown', () => {
    const one = appendPage(emptyPaged<{ id: number }>(), 1, { rows: rows(1, 10), total: 30, pageSize: 10 }, key);
    const two = appendPage(one, 2, { rows: rows(9, 10), total: 30, pageSize: 10 }, key);
    expect(two.rows.map(key)).toEqual(rows(1, 18).map(key));
  });
});
