/**
 * The results page's state lives in the URL (docs/product.md §2 `/search/{kind}?keyword=`): the kind in the path,
 * keyword and page in the query, so a search can be shared and back/forward works.
 */
import { withQuery } from '@/shared/lib/paths';
import { positiveIntParam } from '@/shared/lib/search-params';
import * as paths from '@/shared/lib/page-paths';

export const SEARCH_KINDS = ['works', 'designer'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABEL: Record<SearchKind, string> = { works: '作品', designer: '设计师' };

/** Results per page: the works grid is 4 × 4, the designer grid 3 × 4 (as /works and /designer). */
export const SEARCH_PAGE_SIZE: Record<SearchKind, number> = { works: 16, designer: 12 };

/** The api's keyword limit (contract `keywordParam`: 50 characters). */
const KEYWORD_MAX = 50;

export interface SearchState {
  kind: SearchKind;
  keyword: string;
  current: number;
}

/** An unknown kind (`/search/foo`) or none (`/search`) shows works: the choice for a real user. */
export function readSearchState(kindParam: string | undefined, params: URLSearchParams): SearchState {
  const kind = SEARCH_KINDS.find((k) => k === kindParam) ?? 'works';
  return {
    kind,
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    current: positiveIntParam(params.get('current')) ?? 1,
  };
}

/**
 * What each tab asks for: the active tab its page, the other only its count (one row). The gateway
 * preloads the same calls for `/search/{kind}?keyword=` (domain `pageDataCalls`).
 */
export function searchPageInput(
  state: SearchState,
  tab: SearchKind,
): { keyword: string; current: number; pageSize: number } {
  const active = tab === state.kind;
  return { keyword: state.keyword, current: active ? state.current : 1, pageSize: active ? SEARCH_PAGE_SIZE[tab] : 1 };
}

/** The URL of a search; page 1 and an empty keyword are left out. */
export function searchHref(kind: SearchKind, keyword: string, current = 1): string {
  return withQuery(paths.searchKind(kind), {
    keyword: keyword.trim() || undefined,
    current: current > 1 ? current : undefined,
  });
}
