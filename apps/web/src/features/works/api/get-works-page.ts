/** The public works list (docs/product.md §7 getAllWorksPage). */
import type { Page, Work } from '@bazaar/domain/entities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export interface WorksFilters {
  current: number;
  pageSize: number;
  categoryId?: number;
  sortType: number;
}

export async function getWorksPage(filters: WorksFilters): Promise<Page<Work>> {
  return dataOr(await callApi('getAllWorksPage', filters), emptyPage<Work>());
}

export const worksPageQueryOptions = (filters: WorksFilters) =>
  queryOptions({ queryKey: ['works', 'page', filters], queryFn: () => getWorksPage(filters) });

export function useWorksPage(filters: WorksFilters) {
  return useQuery({ ...worksPageQueryOptions(filters), placeholderData: keepPreviousData });
}
