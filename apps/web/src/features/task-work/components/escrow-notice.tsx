import type { TaskEscrow } from '@bazaar/domain/api';
import { escrowNote, PAY_ESCROW_LABEL } from '@bazaar/domain/rules/task-work';
import { useQuery } from '@tanstack/react-query';
import { callApi, dataOr } from '@/shared/api/client';
import { Button } from '@/shared/ui/button';
import { TASK_WORK_KEY } from '../api/task-queries';
import styles from './task-work.module.css';
import * as paths from '@/shared/lib/page-paths';

/** The task's escrow (the owner's view): the panel asks once, for the notice and the 选TA buttons. */
export function useTaskEscrow(orderId: number, enabled = true) {
  return useQuery({
    queryKey: [...TASK_WORK_KEY, 'escrow', orderId],
    enabled,
    // Paid at the cashier a moment ago: always ask again when the task is shown.
    refetchOnMount: 'always',
    queryFn: async () => dataOr(await callApi('getTaskEscrow', { orderId }, { silent: true }), null),
  });
}

/**
 * Issue 9: a 招募中 task's budget must be held in escrow before its employer can pick a designer. Shows
 * the owner whether it is, with the way to the cashier when it is not.
 */
export function EscrowNotice({ orderId, data }: { orderId: number; data: TaskEscrow | null | undefined }) {
  const note = escrowNote(data);
  if (!data || !note) return null;
  if (data.canPay) {
    return (
      <div className={styles.actions} role="note">
        <p className={styles.muted}>{note}</p>
        <Button to={paths.cashier(orderId)} variant="primary">
          {PAY_ESCROW_LABEL}
        </Button>
      </div>
    );
  }
  return <p className={styles.muted}>{note}</p>;
}
