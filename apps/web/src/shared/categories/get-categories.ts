/** All categories for the filter chips (docs/product.md §7 getAllCategories). */
import type { Category } from '@bazaar/domain/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '../api/client';

async function getCategories(): Promise<Category[]> {
  const list = dataOr(await callApi('getAllCategories'), []);
  return [...list].sort((a, b) => a.sort - b.sort);
}

const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 30 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
