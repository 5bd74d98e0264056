/**
 * The writes of the task pages (issue 7): assign, deliver, accept, revise, close (docs/product.md §8: a message only
 * on success — a failure is the client's usual error toast), and attachment uploads. Each refreshes every task-work
 * read after success. Applying and cancelling are the shared apply flow (shared/apply).
 */
import type { AttachmentEntry } from '@bazaar/domain/entities';
import { sendTaskWork, TASK_WORK_SUCCESS, type TaskWork } from '@bazaar/domain/rules/task-work';
import { useChange } from '@bazaar/react/change';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast/toast-store';
import { uploadForm, type UploadResult } from '@/shared/uploads/upload-form';
import { TASK_WORK_KEY } from './task-queries';

export type { TaskWork };

/**
 * `perform(work)` → whether it succeeded; `busy` while one runs (buttons disable, no double submit: a second
 * `perform` while one runs answers false without writing — `@bazaar/react/change`).
 */
export function useTaskWork() {
  const queryClient = useQueryClient();
  const { run: perform, busy } = useChange(async (work: TaskWork): Promise<boolean> => {
    const ok = await sendTaskWork(work, callApi);
    if (ok) {
      toast.success(TASK_WORK_SUCCESS[work.action]);
      await queryClient.invalidateQueries({ queryKey: TASK_WORK_KEY });
    }
    return ok;
  }, false);
  return { perform, busy };
}

/** Drafts or delivery files to the task's attachment timeline (multipart: orderId, kind, files). */
export function uploadTaskAttachment(
  orderId: number,
  kind: number,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<UploadResult<AttachmentEntry[]>> {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('kind', String(kind));
  for (const file of files) form.append('files', file, file.name);
  return uploadForm('uploadTaskAttachment', form, onProgress);
}
