/**
 * The homepage's state in the URL (docs/product.md §2: /u/{id}, optional worksType query): the works tab and the
 * page. Anything malformed falls back to 全部 / page 1 instead of an error page.
 */
import { HOMEPAGE_WORKS_PAGE_SIZE } from '@bazaar/domain/api/page-data';
import { WORKS_TYPE } from '@bazaar/domain/constants';
import type { HomepageLayout } from '@bazaar/domain/constants/homepage';
import * as paths from '@/shared/lib/paths';
import { withQuery } from '@/shared/lib/paths';
import { positiveIntParam } from '@/shared/lib/search-params';

export interface HomepageQuery {
  worksType: number | undefined;
  current: number;
}

export const WORKS_TABS: readonly { worksType: number | undefined; label: string }[] = [
  { worksType: undefined, label: '全部作品' },
  { worksType: WORKS_TYPE.image, label: '图片作品' },
  { worksType: WORKS_TYPE.video, label: '视频作品' },
];

const TYPES: readonly number[] = Object.values(WORKS_TYPE);

export function readHomepageQuery(params: URLSearchParams): HomepageQuery {
  const worksType = positiveIntParam(params.get('worksType'));
  return {
    worksType: worksType !== null && TYPES.includes(worksType) ? worksType : undefined,
    current: positiveIntParam(params.get('current')) ?? 1,
  };
}

export function homepageHref(userId: number, q: HomepageQuery): string {
  return withQuery(paths.designer(userId), {
    worksType: q.worksType,
    current: q.current === 1 ? undefined : q.current,
  });
}

/**
 * Works per page by layout: big images make a long page, so the list shows fewer. From the domain: the
 * gateway preloads the same works call (issue 6).
 */
export const PAGE_SIZE_BY_LAYOUT: Record<HomepageLayout, number> = HOMEPAGE_WORKS_PAGE_SIZE;
