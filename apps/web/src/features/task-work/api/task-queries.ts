/**
 * The reads of the task pages (issue 7): a task, its applicant count (by properties, docs/product.md §3), its two
 * timelines (docs/product.md §6: the owner's or the chosen designer's; [] for everyone else), its applicants (owner
 * only), and the two centers' lists. Keys start with TASK_WORK_KEY so one invalidation refreshes them all
 * after an action.
 */
import type { Applicant, AttachmentEntry, Page, Task, TimelineEntry } from '@bazaar/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, dataOr, emptyPage } from '@/shared/api/client';
import { DETAIL_CALL, detailOrNull, usePageQuery } from '@/shared/lib/load-error';
import { countCallFor, type TaskRole } from '@bazaar/domain/rules/task-work';

export const TASK_WORK_KEY = ['task-work'] as const;
export const CENTER_PAGE_SIZE = 10;
export const APPLICANTS_PAGE_SIZE = 20;

/** A task, or null when it does not exist (the page shows its 404); a LoadError when it failed to load. */
export async function getTask(orderId: number): Promise<Task | null> {
  return detailOrNull(await callApi('getTaskInfo', { orderId }, DETAIL_CALL));
}

export function useTask(orderId: number) {
  return usePageQuery({ queryKey: [...TASK_WORK_KEY, 'task', orderId], queryFn: () => getTask(orderId) });
}

export function useApplyCount(task: Pick<Task, 'orderId' | 'taskProperties'> | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...TASK_WORK_KEY, 'count', task?.orderId],
    enabled: enabled && !!task,
    queryFn: async () => {
      if (!task) return null;
      return dataOr(
        await callApi(countCallFor(task.taskProperties), { orderId: task.orderId }, { silent: true }),
        null,
      );
    },
  });
}

/** The timeline and attachment timeline of the viewer's side; nothing is asked for 'other' (both []). */
export function useTimeline(orderId: number, role: TaskRole) {
  return useQuery({
    queryKey: [...TASK_WORK_KEY, 'timeline', orderId, role],
    enabled: role !== 'other',
    queryFn: async (): Promise<{ steps: TimelineEntry[]; attachments: AttachmentEntry[] }> => {
      const [steps, attachments] =
        role === 'owner'
          ? await Promise.all([
              callApi('getEmployerTaskTimeAxis', { orderId }),
              callApi('getEmployerTaskAttachmentAxis', { orderId }),
            ])
          : await Promise.all([
              callApi('getDesignerTaskTimeAxis', { orderId }),
              callApi('getDesignerTaskAttachmentAxis', { orderId }),
            ]);
      return { steps: dataOr(steps, []), attachments: dataOr(attachments, []) };
    },
  });
}

export function useApplicants(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...TASK_WORK_KEY, 'applicants', orderId],
    enabled,
    queryFn: async (): Promise<Page<Applicant>> =>
      dataOr(
        await callApi('getTaskApplyDesignerPage', { orderId, current: 1, pageSize: APPLICANTS_PAGE_SIZE }),
        emptyPage<Applicant>(),
      ),
  });
}

/** The employer's published tasks, one status (undefined = all). */
export function useMyPublishedTasks(taskStatus: number | undefined, current: number, pageSize = CENTER_PAGE_SIZE) {
  return useQuery({
    queryKey: [...TASK_WORK_KEY, 'published', taskStatus ?? 0, current, pageSize],
    queryFn: async (): Promise<Page<Task>> =>
      dataOr(await callApi('getMyPublishTaskPage', { taskStatus, current, pageSize }), emptyPage<Task>()),
    placeholderData: keepPreviousData,
  });
}

/** The designer's applications (each task carries the viewer's applyStatus), one task status or all. */
export function useMyApplications(taskStatus: number | undefined, current: number) {
  return useQuery({
    queryKey: [...TASK_WORK_KEY, 'applied', taskStatus ?? 0, current],
    queryFn: async (): Promise<Page<Task>> =>
      dataOr(await callApi('getMyApplyPage', { taskStatus, current, pageSize: CENTER_PAGE_SIZE }), emptyPage<Task>()),
    placeholderData: keepPreviousData,
  });
}
