/** Search results (docs/product.md §2 /search/{kind}): works and designers matching a keyword, one page each. */
import type { Designer, Page, Work } from '@bazaar/domain/entities';
import { useQuery, type Query } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export interface SearchPageInput {
  keyword: string;
  current: number;
  pageSize: number;
}

export async function searchWorks(input: SearchPageInput): Promise<Page<Work>> {
  return dataOr(await callApi('getAllWorksPage', input), emptyPage<Work>());
}

export async function searchDesigners(input: SearchPageInput): Promise<Page<Designer>> {
  return dataOr(await callApi('getAllTalentsPage', input), emptyPage<Designer>());
}

/**
 * Paging keeps the previous page on screen (and its total) while the next loads; a new keyword does not —
 * its results and counts are another search, so it shows skeletons instead of the old keyword's rows.
 */
function sameKeyword<T>(keyword: string) {
  return (previous: T | undefined, query: Query<T, Error, T, readonly unknown[]> | undefined): T | undefined =>
    (query?.queryKey[2] as SearchPageInput | undefined)?.keyword === keyword ? previous : undefined;
}

/** Nothing is asked without a keyword (the page shows a prompt instead). */
export function useSearchWorks(input: SearchPageInput) {
  return useQuery({
    queryKey: ['search', 'works', input],
    queryFn: () => searchWorks(input),
    placeholderData: sameKeyword<Page<Work>>(input.keyword),
    enabled: input.keyword !== '',
  });
}

export function useSearchDesigners(input: SearchPageInput) {
  return useQuery({
    queryKey: ['search', 'designer', input],
    queryFn: () => searchDesigners(input),
    placeholderData: sameKeyword<Page<Designer>>(input.keyword),
    enabled: input.keyword !== '',
  });
}
