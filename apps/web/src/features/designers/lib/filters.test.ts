import { describe, expect, it } from 'vitest';
import { DIRECTORY_PAGE_SIZE, readTalentsFilters, talentsHref, withFilter } from './filters';

const read = (qs: string) => readTalentsFilters(new URLSearchParams(qs));

describe('talent directory URL state', () => {
  it('reads every filter of docs/product.md §7 getAllTalentsPage', () => {
    expect(
      read('keyword=%20林%20&categoryId=3&designerLevelCode=L2&designerWorkStatus=3&worksType=2&sortType=3&current=4'),
    ).toEqual({
      keyword: '林',
      categoryId: 3,
      designerLevelCode: 'L2',
      designerWorkStatus: 3,
      worksType: 2,
      sortType: 3,
      current: 4,
      pageSize: DIRECTORY_PAGE_SIZE,
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(read('categoryId=abc&designerLevelCode=L9&designerWorkStatus=7&worksType=0&sortType=99&current=-1')).toEqual(
      {
        keyword: undefined,
        categoryId: undefined,
        designerLevelCode: undefined,
        designerWorkStatus: undefined,
        worksType: undefined,
        sortType: 1,
        current: 1,
        pageSize: DIRECTORY_PAGE_SIZE,
      },
    );
  });

  it('writes short URLs and resets paging when a filter changes', () => {
    const f = read('designerLevelCode=L3&current=5');
    expect(talentsHref(f)).toBe('/designer?designerLevelCode=L3&current=5');
    expect(withFilter(f, { designerWorkStatus: 1 })).toBe('/designer?designerLevelCode=L3&designerWorkStatus=1');
    expect(withFilter(f, { designerLevelCode: undefined })).toBe('/designer');
  });
});
