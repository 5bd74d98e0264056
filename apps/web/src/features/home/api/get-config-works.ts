/** Works picked by the CMS (docs/product.md §7 getConfigWorks), in the CMS order. */
import type { Work } from '@bazaar/domain/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

async function getConfigWorks(ids: readonly number[]): Promise<Work[]> {
  if (ids.length === 0) return [];
  return dataOr(await callApi('getConfigWorks', { ids: [...ids] }), []);
}

const configWorksQueryOptions = (ids: readonly number[]) =>
  queryOptions({ queryKey: ['works', 'config', ids], queryFn: () => getConfigWorks(ids) });

export function useConfigWorks(ids: readonly number[], enabled: boolean) {
  return useQuery({ ...configWorksQueryOptions(ids), enabled });
}
