import { describe, expect, it } from 'vitest';
import { masonryColumns } from './masonry';

const w = (id: number, coverWidth: number, coverHeight: number) => ({ id, coverWidth, coverHeight });

describe('masonryColumns', () => {
  it('fills every column left to right before stacking (6 equal covers in 4 columns: 2,2,1,1)', () => {
    const cols = masonryColumns(
      [1, 2, 3, 4, 5, 6].map((id) => w(id, 4, 3)),
      4,
    );
    expect(cols.map((c) => c.map((x) => x.id))).toEqual([[1, 5], [2, 6], [3], [4]]);
  });

  it('puts the next work under the shortest column', () => {
    const cols = masonryColumns([w(1, 1, 3), w(2, 4, 3), w(3, 4, 3), w(4, 4, 3)], 2);
    // Column 1 holds a tall cover (3), so 3 and 4 go under the short one.
    expect(cols.map((c) => c.map((x) => x.id))).toEqual([[1], [2, 3, 4]]);
  });

  it('treats missing sizes as 4:3 and never makes zero columns', () => {
    expect(masonryColumns([w(1, 0, 0)], 0)).toEqual([[w(1, 0, 0)]]);
  });
});
