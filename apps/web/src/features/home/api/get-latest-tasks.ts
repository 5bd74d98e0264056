/** 最新任务 on the home page: the first page of the public task list (docs/product.md §7 getTaskPage). */
import type { Task } from '@bazaar/domain/entities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';

async function getLatestTasks(pageSize: number): Promise<Task[]> {
  const result = await callApi('getTaskPage', { current: 1, pageSize });
  return dataOr(result, null)?.rows ?? [];
}

const latestTasksQueryOptions = (pageSize: number) =>
  queryOptions({ queryKey: ['tasks', 'latest', pageSize], queryFn: () => getLatestTasks(pageSize) });

export function useLatestTasks(pageSize: number) {
  return useQuery(latestTasksQueryOptions(pageSize));
}
