/**
 * 发起纠纷 on a phone (issue 25, docs/decisions/023), the desktop's dialog as a tall bottom sheet: the reason, what
 * the evidence shows, messages of the task's conversation quoted, and evidence files (images or PDF, checked before
 * they are sent; uploaded first as task attachments of kind 纠纷证据). Lazy: loaded when 发起纠纷 is pressed.
 */
import { TASK_ATTACHMENT_KIND } from '@bazaar/domain/constants';
import { quoteMeta } from '@bazaar/domain/format/chat';
import {
  DISPUTE_ATTACHMENTS_MAX,
  DISPUTE_EVIDENCE_MAX,
  DISPUTE_REASON_MAX,
  messagePreview,
} from '@bazaar/domain/rules';
import {
  addDisputeFiles,
  DISPUTE_LEAD,
  DISPUTE_SUBMITTED,
  QUOTE_WORDS,
  quoteLegend,
  quoteToggler,
  type QuotePick,
} from '@bazaar/domain/rules/task-work';
import { useState } from 'react';
import { call, dataOr } from '@/shared/api';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { useLoad } from '@bazaar/react/read';
import { TextAreaField } from '@/shared/ui/field';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Sheet } from '@/shared/ui/sheet';
import { AttachmentPicker, uploadAttachments } from './task-work-actions';

/** How many of the conversation's latest messages may be quoted (the desktop's). */
const QUOTABLE = 50;

export default function DisputeSheet({
  orderId,
  conversationId,
  onClose,
  onOpened,
}: {
  orderId: number;
  conversationId: number | null;
  onClose: () => void;
  onOpened: () => void;
}) {
  const [reason, setReason] = useState('');
  const [evidenceText, setEvidenceText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [messageIds, setMessageIds] = useState<number[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const busy = progress !== null;
  const missing = reason.trim() === '';

  const pick = async (input: HTMLInputElement) => {
    const added = await addDisputeFiles(files, Array.from(input.files ?? []));
    input.value = '';
    if (added.problem) toast.error(added.problem);
    setFiles(added.files);
  };

  const submit = async () => {
    setTried(true);
    if (missing) return;
    setProgress(0);
    let attachmentIds: number[] = [];
    if (files.length > 0) {
      const uploaded = await uploadAttachments(orderId, TASK_ATTACHMENT_KIND.evidence, files, setProgress);
      if (!uploaded.ok) {
        setProgress(null);
        return toast.error(uploaded.message);
      }
      attachmentIds = uploaded.ids;
    }
    const result = await call('openTaskDispute', {
      orderId,
      reason: reason.trim(),
      evidenceText: evidenceText.trim(),
      attachmentIds,
      messageIds,
    });
    setProgress(null);
    if (!result.success) return;
    toast.info(DISPUTE_SUBMITTED);
    onOpened();
    onClose();
  };

  return (
    <Sheet title="发起纠纷" onClose={() => !busy && onClose()} className="m-sheet-tall">
      <p className="m-deal-lead">{DISPUTE_LEAD}</p>
      <TextAreaField
        label="纠纷原因（必填）"
        maxLength={DISPUTE_REASON_MAX}
        value={reason}
        placeholder="例如：交付稿与需求说明不符，多次沟通未解决"
        error={tried && missing && '请填写纠纷原因'}
        onChange={(e) => setReason(e.target.value)}
      />
      <TextAreaField
        label="证据说明"
        maxLength={DISPUTE_EVIDENCE_MAX}
        value={evidenceText}
        placeholder="说明证据能证明什么：需求中的约定、沟通记录、交付情况"
        onChange={(e) => setEvidenceText(e.target.value)}
      />
      {conversationId !== null && (
        <Quotes conversationId={conversationId} chosen={messageIds} onChange={setMessageIds} />
      )}
      <div className="m-field">
        <span className="m-deal-label">证据附件（图片或 PDF，最多 {DISPUTE_ATTACHMENTS_MAX} 个）</span>
        {files.length > 0 && (
          <ul className="m-deal-files" aria-label="已选择的证据">
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`}>{f.name}</li>
            ))}
          </ul>
        )}
        <AttachmentPicker look="m-button-plain" busy={busy} onPick={(input) => void pick(input)}>
          选择文件
        </AttachmentPicker>
      </div>
      <button
        type="button"
        className="m-button m-button-danger m-button-block"
        disabled={busy}
        onClick={() => void submit()}
      >
        {busy && files.length > 0 ? `上传证据 ${Math.round((progress ?? 0) * 100)}%` : '提交纠纷'}
      </button>
      <button type="button" className="m-button m-button-plain m-button-block" disabled={busy} onClick={onClose}>
        取消
      </button>
    </Sheet>
  );
}

/** 引用聊天记录: the task conversation's latest messages, oldest first, each a checkbox (the desktop's). */
function Quotes({ conversationId, chosen, onChange }: QuotePick) {
  const me = useSession().user?.userId ?? null;
  const rows = useLoad(`dispute-quotes:${conversationId}`, async () => {
    const page = dataOr(await call('getMessages', { conversationId, limit: QUOTABLE }, { silent: true }), null);
    return page ? [...page.rows].reverse() : [];
  });
  const toggle = quoteToggler({ chosen, onChange }, toast.error);
  return (
    <fieldset className="m-deal-quotes">
      <legend className="m-deal-label">{quoteLegend(chosen.length)}</legend>
      {rows.failed ? (
        <LoadFailed retry={rows.reload} />
      ) : !rows.data ? (
        <p className="m-hint">{QUOTE_WORDS.loading}</p>
      ) : rows.data.length === 0 ? (
        <p className="m-hint">{QUOTE_WORDS.empty}</p>
      ) : (
        <ul>
          {rows.data.map((m) => (
            <li key={m.messageId}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(m.messageId)}
                  onChange={(e) => toggle(m.messageId, e.target.checked)}
                />
                <span>
                  <span className="m-deal-quote-meta">{quoteMeta(m, me)}</span>
                  {messagePreview(m.kind, m.text, m.file?.name)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
