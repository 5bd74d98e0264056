/** 关闭任务 (issue 7): the consultant closes a task that will not go ahead, with the reason the employer sees. */
import { TASK_REASON_MAX } from '@bazaar/domain/constants';
import { useState } from 'react';
import button from '@/shared/ui/button.module.css';
import { Dialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast/toast-store';
import { useCloseTask } from '../api/follow-ups';
import styles from './admin.module.css';

export function CloseTaskDialog({
  orderId,
  taskName,
  onClose,
}: {
  orderId: number;
  taskName: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = useCloseTask();

  async function submit() {
    const text = reason.trim();
    if (!text) return setError('请填写原因');
    if (text.length > TASK_REASON_MAX) return setError(`原因不能超过${TASK_REASON_MAX}字`);
    if (await close.mutateAsync({ orderId, reason: text })) {
      toast.success('任务已关闭');
      onClose();
    }
  }

  return (
    <Dialog
      open
      title="关闭任务"
      onClose={onClose}
      footer={
        <>
          <button type="button" className={button.button} onClick={onClose}>
            取消
          </button>
          <button
            type="button"
            className={`${button.button} ${button.primary}`}
            disabled={close.isPending}
            onClick={() => void submit()}
          >
            确认关闭
          </button>
        </>
      }
    >
      <p className={styles.dialogLead}>关闭「{taskName}」后，雇主会在任务时间轴上看到原因，任务不再开放报名。</p>
      <label className={styles.textarea}>
        <span>关闭原因</span>
        <textarea
          rows={3}
          value={reason}
          maxLength={TASK_REASON_MAX}
          onChange={(e) => setReason(e.target.value)}
          placeholder="例如：雇主预算暂未确定，稍后重新发布"
          aria-invalid={error ? true : undefined}
        />
        <small role={error ? 'alert' : undefined}>{error ?? '\u00a0'}</small>
      </label>
    </Dialog>
  );
}
