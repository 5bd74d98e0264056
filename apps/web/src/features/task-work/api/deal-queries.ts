/**
 * The task page's deal state (issue 25): revision rounds, the automatic acceptance date and the dispute,
 * for the task's two sides; opening a dispute with its evidence files (uploaded first as task attachments
 * of kind 纠纷证据). Keys start with TASK_WORK_KEY: every task action refreshes it.
 */
import type { EndpointData } from '@bazaar/domain/api';
import { TASK_ATTACHMENT_KIND } from '@bazaar/domain/constants';
import { DISPUTE_SUBMITTED } from '@bazaar/domain/rules/task-work';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { callApi, dataOr } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast/toast-store';
import { uploadTaskAttachment } from './task-actions';
import { TASK_WORK_KEY } from './task-queries';

export type TaskDeal = EndpointData<'getTaskDeal'>;

export function useTaskDeal(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...TASK_WORK_KEY, 'deal', orderId],
    enabled,
    queryFn: async (): Promise<TaskDeal | null> =>
      dataOr(await callApi('getTaskDeal', { orderId }, { silent: true }), null),
  });
}

/** How many of the conversation's latest messages the dispute dialog offers to quote. */
const QUOTABLE = 50;

/** 引用聊天记录: the task conversation's latest messages, oldest first (none when it cannot be read). */
export function useQuotableMessages(conversationId: number) {
  return useQuery({
    queryKey: ['session', 'dispute-quotes', conversationId],
    queryFn: async () => {
      const page = dataOr(await callApi('getMessages', { conversationId, limit: QUOTABLE }, { silent: true }), null);
      return page ? [...page.rows].reverse() : [];
    },
  });
}

export interface DisputeForm {
  reason: string;
  evidenceText: string;
  files: File[];
  /** Messages of the task's conversation quoted as evidence. */
  messageIds: number[];
}

/** `open(form)` uploads the files, then opens the dispute; true when it was opened. */
export function useOpenDispute(orderId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const open = useCallback(
    async (form: DisputeForm): Promise<boolean> => {
      setProgress(0);
      try {
        let attachmentIds: number[] = [];
        if (form.files.length > 0) {
          const uploaded = await uploadTaskAttachment(orderId, TASK_ATTACHMENT_KIND.evidence, form.files, setProgress);
          if (!uploaded.ok) {
            toast.error(uploaded.message);
            return false;
          }
          attachmentIds = uploaded.data.map((a) => a.attachmentId);
        }
        const result = await callApi('openTaskDispute', {
          orderId,
          reason: form.reason,
          evidenceText: form.evidenceText,
          attachmentIds,
          messageIds: form.messageIds,
        });
        if (!result.success) return false;
        toast.success(DISPUTE_SUBMITTED);
        await queryClient.invalidateQueries({ queryKey: TASK_WORK_KEY });
        return true;
      } finally {
        setProgress(null);
      }
    },
    [orderId, queryClient],
  );
  return { open, progress };
}
