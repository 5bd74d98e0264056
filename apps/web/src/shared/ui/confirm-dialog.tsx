import { useId, useState } from 'react';
import { TASK_REASON_MAX } from '@bazaar/domain/constants';
import { useChange } from '@bazaar/react/change';
import styles from './confirm-dialog.module.css';
import { Dialog } from './dialog';

export interface ConfirmRequest {
  title: string;
  /** A line under the title saying what the action does. */
  message?: string;
  /** Ask for a reason (close, revise): the confirm stays disabled until one is written. */
  reasonLabel?: string;
  confirmLabel?: string;
  onConfirm: (reason: string) => Promise<boolean>;
}

/**
 * A confirm dialog (确定取消报名吗?, 选TA, 关闭任务 with its reason): the confirm stays disabled until a
 * required reason is written; the dialog closes when the action succeeds.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const { run, busy } = useChange((asked: ConfirmRequest, given: string) => asked.onConfirm(given));
  const reasonId = useId();
  // The reason is cleared on every close, so the next request starts empty.
  const close = () => {
    setReason('');
    onClose();
  };
  const needsReason = request?.reasonLabel !== undefined;
  const confirm = async () => {
    if (!request) return;
    const ok = await run(request, reason.trim());
    if (ok) close();
  };
  return (
    <Dialog
      open={request !== null}
      title={request?.title ?? ''}
      onClose={close}
      actions={{
        confirm: request?.confirmLabel ?? '确定',
        onConfirm: () => void confirm(),
        busy,
        disabled: needsReason && reason.trim() === '',
      }}
    >
      {request?.message && <p className={styles.message}>{request.message}</p>}
      {needsReason && (
        <div className={styles.reason}>
          <label htmlFor={reasonId}>{request?.reasonLabel}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={TASK_REASON_MAX}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      )}
    </Dialog>
  );
}
