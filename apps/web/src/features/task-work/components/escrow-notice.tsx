import { formatFen } from '@bazaar/domain/format';
import type { TaskEscrow } from '@bazaar/domain/api';
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
 * Whether the escrow lets the employer choose a designer: the budget is held (or there is none). Unknown
 * (loading, or the call failed) counts as yes — the server has the last word (`requireFunded`).
 */
export const escrowAllowsAssign = (escrow: TaskEscrow | null | undefined): boolean =>
  !escrow || escrow.status === 'held' || escrow.amount <= 0;

/**
 * Issue 9: a 招募中 task's budget must be held in escrow before its employer can pick a designer. Shows
 * the owner whether it is, with the way to the cashier when it is not.
 */
export function EscrowNotice({ orderId, data }: { orderId: number; data: TaskEscrow | null | undefined }) {
  if (!data) return null;
  if (data.canPay) {
    return (
      <div className={styles.actions} role="note">
        <p className={styles.muted}>赏金 {formatFen(data.amount)} 尚未托管：托管后才能选定设计师。</p>
        <Button to={paths.cashier(orderId)} variant="primary">
          托管赏金 · 去支付
        </Button>
      </div>
    );
  }
  return data.status === 'held' ? <p className={styles.muted}>赏金 {formatFen(data.amount)} 已托管至平台。</p> : null;
}
