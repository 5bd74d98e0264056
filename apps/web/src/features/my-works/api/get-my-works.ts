/** The designer's own works, newest first (issue 6 getMyWorksPage). */
import type { Page, Work } from '@bazaar/domain/entities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export const MY_WORKS_PAGE_SIZE = 12;
export const MY_WORKS_KEY = ['my-works'] as const;

export async function getMyWorks(current: number): Promise<Page<Work>> {
  return dataOr(await callApi('getMyWorksPage', { current, pageSize: MY_WORKS_PAGE_SIZE }), emptyPage<Work>());
}

export const myWorksQueryOptions = (current: number) =>
  queryOptions({ queryKey: [...MY_WORKS_KEY, current], queryFn: () => getMyWorks(current) });

export function useMyWorks(current: number) {
  return useQuery({ ...myWorksQueryOptions(current), placeholderData: keepPreviousData });
}
