import { TASK_ATTACHMENT_TYPES } from '@bazaar/domain/constants';
import { DISPUTE_ATTACHMENTS_MAX, DISPUTE_EVIDENCE_MAX, DISPUTE_REASON_MAX } from '@bazaar/domain/rules';
import { addDisputeFiles, DISPUTE_LEAD } from '@bazaar/domain/rules/task-work';
import { useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { toast } from '@/shared/ui/toast/toast-store';
import { useOpenDispute } from '../api/deal-queries';
import { QuoteMessages } from './quote-messages';
import styles from './deal.module.css';

/**
 * 发起纠纷 (issue 25): a reason, what the evidence shows, messages of the task's conversation quoted, and
 * evidence files (images or PDF). Lazy.
 */
export default function DisputeDialog({
  orderId,
  conversationId,
  onClose,
}: {
  orderId: number;
  conversationId: number | null;
  onClose: () => void;
}) {
  const { open, progress } = useOpenDispute(orderId);
  const [reason, setReason] = useState('');
  const [evidenceText, setEvidenceText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [messageIds, setMessageIds] = useState<number[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const reasonId = useId();
  const evidenceId = useId();
  const busy = progress !== null;

  const pick = async (list: FileList | null) => {
    const added = await addDisputeFiles(files, Array.from(list ?? []));
    if (picker.current) picker.current.value = '';
    if (added.problem) toast.error(added.problem);
    setFiles(added.files);
  };
  const submit = async () => {
    if (await open({ reason: reason.trim(), evidenceText: evidenceText.trim(), files, messageIds })) onClose();
  };

  return (
    <Dialog
      open
      title="发起纠纷"
      onClose={busy ? undefined : onClose}
      actions={{
        confirm: busy && files.length > 0 ? `上传证据 ${Math.round((progress ?? 0) * 100)}%` : '提交纠纷',
        onConfirm: () => void submit(),
        busy,
        disabled: reason.trim() === '',
      }}
    >
      <p className={styles.lead}>{DISPUTE_LEAD}</p>
      <div className={styles.field}>
        <label htmlFor={reasonId}>纠纷原因（必填）</label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={DISPUTE_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="例如：交付稿与需求说明不符，多次沟通未解决"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={evidenceId}>证据说明</label>
        <textarea
          id={evidenceId}
          rows={3}
          maxLength={DISPUTE_EVIDENCE_MAX}
          value={evidenceText}
          onChange={(e) => setEvidenceText(e.target.value)}
          placeholder="说明证据能证明什么：需求中的约定、沟通记录、交付情况"
        />
      </div>
      {conversationId !== null && (
        <QuoteMessages conversationId={conversationId} chosen={messageIds} onChange={setMessageIds} />
      )}
      <div className={styles.field}>
        <span>证据附件（图片或 PDF，最多 {DISPUTE_ATTACHMENTS_MAX} 个）</span>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={TASK_ATTACHMENT_TYPES.join(',')}
          onChange={(e) => void pick(e.target.files)}
          aria-label="选择证据文件"
        />
        <div>
          <Button size="small" disabled={busy} onClick={() => picker.current?.click()}>
            选择文件
          </Button>
        </div>
        {files.length > 0 && (
          <ul className={styles.files} aria-label="已选择的证据">
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`}>{f.name}</li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
