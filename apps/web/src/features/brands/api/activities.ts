/** Campaigns (issue 7: getActivityPage, getActivityInfo, getActivityTaskPage). */
import type { Activity, Page, Task } from '@bazaar/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import { DETAIL_CALL, detailOrNull, usePageQuery } from '@/shared/lib/load-error';

export const ACTIVITY_PAGE_SIZE = 10;
export const ACTIVITY_TASK_PAGE_SIZE = 12;

export function useActivityPage(current: number) {
  return useQuery({
    queryKey: ['activities', 'page', current],
    queryFn: async (): Promise<Page<Activity>> =>
      dataOr(await callApi('getActivityPage', { current, pageSize: ACTIVITY_PAGE_SIZE }), emptyPage<Activity>()),
    placeholderData: keepPreviousData,
  });
}

export function useActivityInfo(activityId: number) {
  return usePageQuery({
    queryKey: ['activities', 'info', activityId],
    queryFn: async (): Promise<Activity | null> =>
      detailOrNull(await callApi('getActivityInfo', { activityId }, DETAIL_CALL)),
  });
}

export function useActivityTaskPage(activityId: number, current: number) {
  return useQuery({
    queryKey: ['activities', 'tasks', activityId, current],
    queryFn: async (): Promise<Page<Task>> =>
      dataOr(
        await callApi('getActivityTaskPage', { activityId, current, pageSize: ACTIVITY_TASK_PAGE_SIZE }),
        emptyPage<Task>(),
      ),
    placeholderData: keepPreviousData,
  });
}
