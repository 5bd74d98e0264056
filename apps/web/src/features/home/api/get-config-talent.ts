/** Designers picked by the CMS (docs/product.md §7 getConfigTalent). */
import type { Designer } from '@bazaar/domain/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

async function getConfigTalent(ids: readonly number[]): Promise<Designer[]> {
  if (ids.length === 0) return [];
  return dataOr(await callApi('getConfigTalent', { ids: [...ids] }), []);
}

const configTalentQueryOptions = (ids: readonly number[]) =>
  queryOptions({ queryKey: ['designers', 'config', ids], queryFn: () => getConfigTalent(ids) });

export function useConfigTalent(ids: readonly number[], enabled: boolean) {
  return useQuery({ ...configTalentQueryOptions(ids), enabled });
}
