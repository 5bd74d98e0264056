/** The task hall's list (docs/product.md §7 getTaskPage; getMyApplyPage for 我的报名 when logged in). */
import type { Page, Task } from '@bazaar/domain/entities';
import type { TaskListQuery } from '@bazaar/domain/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export async function getTaskPage(query: TaskListQuery | null, myApply = false): Promise<Page<Task>> {
  // docs/product.md §5: a status or category filter that is 0 or not a number → empty, and no call.
  if (query === null) return emptyPage<Task>();
  const result = myApply ? await callApi('getMyApplyPage', query) : await callApi('getTaskPage', query);
  return dataOr(result, emptyPage<Task>());
}

export function useTaskPage(query: TaskListQuery | null, myApply: boolean, enabled = true) {
  return useQuery({
    enabled,
    // 'session' scopes 我的报名 to the user (dropped at logout); the public list is ['tasks', …].
    queryKey: myApply ? ['session', 'tasks', 'myApply', query] : ['tasks', 'hall', query],
    queryFn: () => getTaskPage(query, myApply),
    placeholderData: keepPreviousData,
  });
}
