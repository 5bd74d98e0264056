import type { Task } from '@bazaar/domain/entities';
import { useState } from 'react';
import { Button, type ButtonSize } from '@/shared/ui/button';
import { useTaskWork } from '../api/task-actions';
import { ConfirmDialog, type ConfirmRequest } from '@/shared/ui/confirm-dialog';

/** 取消报名 behind docs/product.md §4's 确定取消报名吗? confirm (unApplyTask, or handleCancelApply for an activity task). */
export function CancelApplyButton({
  task,
  size,
  className,
}: {
  task: Pick<Task, 'orderId' | 'taskKind'>;
  size?: ButtonSize;
  className?: string;
}) {
  const { perform, busy } = useTaskWork();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  return (
    <>
      <Button
        size={size}
        className={className}
        loading={busy}
        onClick={() =>
          setConfirm({
            title: '确定取消报名吗?',
            onConfirm: () => perform({ action: 'cancel', orderId: task.orderId, taskKind: task.taskKind }),
          })
        }
      >
        取消报名
      </Button>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
