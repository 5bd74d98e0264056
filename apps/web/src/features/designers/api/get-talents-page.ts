/** The talent directory (docs/product.md §7 getAllTalentsPage). */
import type { Designer, Page } from '@bazaar/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export interface TalentsFilters {
  keyword?: string;
  categoryId?: number;
  designerLevelCode?: string;
  designerWorkStatus?: number;
  worksType?: number;
  sortType: number;
  current: number;
  pageSize: number;
}

export async function getTalentsPage(filters: TalentsFilters): Promise<Page<Designer>> {
  return dataOr(await callApi('getAllTalentsPage', filters), emptyPage<Designer>());
}

export function useTalentsPage(filters: TalentsFilters) {
  return useQuery({
    queryKey: ['designers', 'page', filters],
    queryFn: () => getTalentsPage(filters),
    placeholderData: keepPreviousData,
  });
}
