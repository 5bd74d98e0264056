/** The works list's state in the URL query (current, pageSize, categoryId, sortType); malformed → defaults. */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, WORKS_SORT } from '@bazaar/domain/constants';
import { positiveIntParam as toPositiveInt } from '@/shared/lib/search-params';
import type { WorksFilters } from '../api/get-works-page';

export function readWorksFilters(params: URLSearchParams): WorksFilters {
  const sort = toPositiveInt(params.get('sortType'));
  return {
    current: toPositiveInt(params.get('current')) ?? 1,
    pageSize: Math.min(toPositiveInt(params.get('pageSize')) ?? PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
    categoryId: toPositiveInt(params.get('categoryId')) ?? undefined,
    sortType: sort === WORKS_SORT.hottest ? WORKS_SORT.hottest : WORKS_SORT.newest,
  };
}
