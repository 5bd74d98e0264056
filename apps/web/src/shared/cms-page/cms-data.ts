/** The data a thematic page's blocks point at: works, designers, a task (docs/product.md §7 getConfigWorks/-Talent). */
import type { Designer, Task, Work } from '@bazaar/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '../api/client';
import { NOT_FOUND_CODE } from '../lib/not-found';

export function useConfigWorks(ids: readonly number[]) {
  return useQuery({
    queryKey: ['works', 'config', ids],
    enabled: ids.length > 0,
    queryFn: async (): Promise<Work[]> => dataOr(await callApi('getConfigWorks', { ids: [...ids] }), []),
  });
}

export function useConfigTalent(ids: readonly number[]) {
  return useQuery({
    queryKey: ['designers', 'config', ids],
    enabled: ids.length > 0,
    queryFn: async (): Promise<Designer[]> => dataOr(await callApi('getConfigTalent', { ids: [...ids] }), []),
  });
}

export function useTask(orderId: number) {
  return useQuery({
    queryKey: ['tasks', 'card', orderId],
    queryFn: async (): Promise<Task | null> =>
      dataOr(await callApi('getTaskInfo', { orderId }, { handledCodes: [NOT_FOUND_CODE] }), null),
  });
}
