/** Search results (spec §2 /search/{kind}): works and designers matching a keyword, one page each. */
import type { Designer, Page, Work } from '@bazaar/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** `enabled: false` for the inactive tab's full list: it only needs its count (see useSearchCount). */
export function useSearchWorks(input: SearchPageInput, enabled = true) {
  return useQuery({
    queryKey: ['search', 'works', input],
    queryFn: () => searchWorks(input),
    placeholderData: keepPreviousData,
    enabled: enabled && input.keyword !== '',
  });
}

export function useSearchDesigners(input: SearchPageInput, enabled = true) {
  return useQuery({
    queryKey: ['search', 'designer', input],
    queryFn: () => searchDesigners(input),
    placeholderData: keepPreviousData,
    enabled: enabled && input.keyword !== '',
  });
}
