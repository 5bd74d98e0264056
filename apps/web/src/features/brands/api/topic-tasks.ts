/**
 * A brand's topic tasks (issue 7, docs/product.md §7): the list, one task, its applicant wall, the viewer's apply
 * status, and apply / cancel. Apply and cancel answer success:false with the reason in resultMessage
 * (docs/product.md §8), so they are called silently and the reason is shown here, once.
 */
import type { Designer, Page, Task } from '@bazaar/domain/entities';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage, LOGIN_REQUIRED_CODE } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast/toast-store';

export const TOPIC_TASK_PAGE_SIZE = 12;
export const APPLICANT_WALL_SIZE = 24;
/** docs/product.md §4 */
export const APPLY_SUCCESS = '报名成功';
export const CANCEL_SUCCESS = '已取消报名';

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

export type ApplyOutcome = 'ok' | 'login' | 'failed';

/** Apply to (or cancel) a topic task, telling the outcome in one toast. */
export async function applyTopicTask(orderId: number, cancel: boolean): Promise<ApplyOutcome> {
  const result = await callApi(cancel ? 'cancelApplyTopicTask' : 'applyTopicTask', { orderId }, { silent: true });
  if (result.success) {
    toast.success(cancel ? CANCEL_SUCCESS : APPLY_SUCCESS);
    return 'ok';
  }
  // A lapsed session: the button sends the viewer to log in (no toast; the login page explains).
  if (result.resultCode === LOGIN_REQUIRED_CODE) return 'login';
  // docs/product.md §8: the server's reason, as it wrote it.
  toast.error(result.resultMessage || (cancel ? '取消报名失败' : '报名失败'));
  return 'failed';
}

/** Apply or cancel; afterwards the lists, the task, the wall and the viewer's status refetch. */
export function useTopicApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, cancel }: { orderId: number; cancel: boolean }) => applyTopicTask(orderId, cancel),
    onSettled: () => client.invalidateQueries({ queryKey: ['topic-tasks'] }),
  });
}
