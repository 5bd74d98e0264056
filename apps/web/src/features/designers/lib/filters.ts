/**
 * The directory's state lives in the URL query (shareable, back/forward works): keyword, categoryId,
 * designerLevelCode, designerWorkStatus, worksType, sortType, current. Anything malformed falls back to
 * "no filter" instead of an error page.
 */
import {
  DESIGNER_LEVEL_NAME,
  DESIGNER_WORK_STATUS_NAME,
  PAGE_SIZE_DEFAULT,
  TALENTS_SORT,
  WORKS_TYPE,
} from '@bazaar/domain/constants';
import * as paths from '@/shared/lib/paths';
import { withQuery } from '@/shared/lib/paths';
import { positiveIntParam } from '@/shared/lib/search-params';
import type { TalentsFilters } from '../api/get-talents-page';

export const DIRECTORY_PAGE_SIZE = 12;

const oneOf = <T>(value: T | null, allowed: readonly T[]): T | undefined =>
  value !== null && allowed.includes(value) ? value : undefined;

export function readTalentsFilters(params: URLSearchParams): TalentsFilters {
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 50);
  const sort = positiveIntParam(params.get('sortType'));
  return {
    keyword: keyword || undefined,
    categoryId: positiveIntParam(params.get('categoryId')) ?? undefined,
    designerLevelCode: oneOf(params.get('designerLevelCode'), Object.keys(DESIGNER_LEVEL_NAME)),
    designerWorkStatus: oneOf(
      positiveIntParam(params.get('designerWorkStatus')),
      Object.keys(DESIGNER_WORK_STATUS_NAME).map(Number),
    ),
    worksType: oneOf(positiveIntParam(params.get('worksType')), Object.values(WORKS_TYPE)),
    sortType: oneOf(sort, Object.values(TALENTS_SORT)) ?? TALENTS_SORT.general,
    current: positiveIntParam(params.get('current')) ?? 1,
    pageSize: DIRECTORY_PAGE_SIZE,
  };
}

/** The URL of a filter state; defaults are left out so URLs stay short. */
export function talentsHref(f: TalentsFilters): string {
  return withQuery(paths.designers, {
    keyword: f.keyword,
    categoryId: f.categoryId,
    designerLevelCode: f.designerLevelCode,
    designerWorkStatus: f.designerWorkStatus,
    worksType: f.worksType,
    sortType: f.sortType === TALENTS_SORT.general ? undefined : f.sortType,
    current: f.current === 1 ? undefined : f.current,
    pageSize: f.pageSize === DIRECTORY_PAGE_SIZE || f.pageSize === PAGE_SIZE_DEFAULT ? undefined : f.pageSize,
  });
}

/** A changed filter always goes back to page 1. */
export function withFilter(f: TalentsFilters, change: Partial<TalentsFilters>): string {
  return talentsHref({ ...f, ...change, current: 1 });
}
