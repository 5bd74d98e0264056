/**
 * A brand's topic tasks (issue 7, docs/product.md §7): the list, one task, its applicant wall and the viewer's apply
 * status. Applying is the shared apply flow (shared/apply).
 */
import type { Designer, Page, Task } from '@bazaar/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';

export const TOPIC_TASK_PAGE_SIZE = 12;
const APPLICANT_WALL_SIZE = 24;

export function useTopicTaskPage(brandId: number, current: number) {
  return useQuery({
    queryKey: ['topic-tasks', 'page', brandId, current],
    queryFn: async (): Promise<Page<Task>> =>
      dataOr(
        await callApi('getTopicTaskPage', { brandId, current, pageSize: TOPIC_TASK_PAGE_SIZE }),
        emptyPage<Task>(),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useTopicTaskInfo(orderId: number | null) {
  return useQuery({
    queryKey: ['topic-tasks', 'info', orderId],
    queryFn: async (): Promise<Task | null> => dataOr(await callApi('getTopicTaskInfo', { orderId: orderId! }), null),
    enabled: orderId !== null,
  });
}

export function useTopicTaskApplicants(orderId: number | null) {
  return useQuery({
    queryKey: ['topic-tasks', 'applicants', orderId],
    queryFn: async (): Promise<Page<Designer>> =>
      dataOr(
        await callApi('getTopicTaskApplyPage', { orderId: orderId!, current: 1, pageSize: APPLICANT_WALL_SIZE }),
        emptyPage<Designer>(),
      ),
    enabled: orderId !== null,
  });
}

/** The signed-in designer's application to a task (null until known or when not asked). */
export function useMyApplyStatus(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['topic-tasks', 'my-apply', orderId],
    queryFn: async () => dataOr(await callApi('getMyApplyStatus', { orderId }, { silent: true }), null),
    enabled,
  });
}
