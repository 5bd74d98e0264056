/**
 * 发起纠纷 on a phone (issue 25, docs/decisions/023), the desktop's dialog as a tall bottom sheet: the reason, what
 * the evidence shows, messages of the task's conversation quoted, and evidence files (images or PDF, checked before
 * they are sent; uploaded first as task attachments of kind 纠纷证据). Lazy: loaded when 发起纠纷 is pressed.
 */
import { TASK_ATTACHMENT_KIND, TASK_ATTACHMENT_TYPES } from '@bazaar/domain/constants';
import { chatTime } from '@bazaar/domain/format/chat';
import {
  DISPUTE_ATTACHMENTS_MAX,
  DISPUTE_EVIDENCE_MAX,
  DISPUTE_MESSAGES_MAX,
  DISPUTE_REASON_MAX,
  messagePreview,
} from '@bazaar/domain/rules';
import {
  checkAttachmentFiles,
  DISPUTE_LEAD,
  DISPUTE_SUBMITTED,
  disputeFilesTooMany,
} from '@bazaar/domain/rules/task-work';
import { useId, useState } from 'react';
import { call, dataOr } from '@/shared/api';
import { useSession } from '@/shared/session';
import { toast } from '@/shared/toast';
import { useLoad } from '@/shared/use-load';
import { Sheet } from '@/shared/ui/sheet';
import { uploadAttachments } from './task-work-actions';

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
  const ids = { reason: useId(), evidence: useId(), files: useId() };
  const busy = progress !== null;
  const missing = reason.trim() === '';

  const pick = async (input: HTMLInputElement) => {
    const picked = Array.from(input.files ?? []);
    input.value = '';
    const problem = await checkAttachmentFiles(picked);
    if (problem) return toast.error(problem);
    const chosen = [...files, ...picked];
    if (chosen.length > DISPUTE_ATTACHMENTS_MAX) toast.error(disputeFilesTooMany(DISPUTE_ATTACHMENTS_MAX));
    setFiles(chosen.slice(0, DISPUTE_ATTACHMENTS_MAX));
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
      <div className="m-field">
        <label htmlFor={ids.reason}>纠纷原因（必填）</label>
        <textarea
          id={ids.reason}
          className="m-input m-deal-textarea"
          rows={3}
          maxLength={DISPUTE_REASON_MAX}
          value={reason}
          placeholder="例如：交付稿与需求说明不符，多次沟通未解决"
          aria-invalid={tried && missing ? true : undefined}
          aria-describedby={tried && missing ? `${ids.reason}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {tried && missing && (
          <p id={`${ids.reason}-error`} className="m-error" role="alert">
            请填写纠纷原因
          </p>
        )}
      </div>
      <div className="m-field">
        <label htmlFor={ids.evidence}>证据说明</label>
        <textarea
          id={ids.evidence}
          className="m-input m-deal-textarea"
          rows={3}
          maxLength={DISPUTE_EVIDENCE_MAX}
          value={evidenceText}
          placeholder="说明证据能证明什么：需求中的约定、沟通记录、交付情况"
          onChange={(e) => setEvidenceText(e.target.value)}
        />
      </div>
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
        <label htmlFor={ids.files} className="m-button m-button-plain m-button-block" aria-disabled={busy}>
          选择文件
        </label>
        <input
          id={ids.files}
          type="file"
          multiple
          className="visually-hidden"
          accept={TASK_ATTACHMENT_TYPES.join(',')}
          disabled={busy}
          onChange={(e) => void pick(e.currentTarget)}
        />
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
function Quotes({
  conversationId,
  chosen,
  onChange,
}: {
  conversationId: number;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const me = useSession().user?.userId ?? null;
  const rows = useLoad(`dispute-quotes:${conversationId}`, async () => {
    const page = dataOr(await call('getMessages', { conversationId, limit: QUOTABLE }, { silent: true }), null);
    return page ? [...page.rows].reverse() : [];
  });
  const toggle = (id: number, on: boolean) => {
    if (on && chosen.length >= DISPUTE_MESSAGES_MAX) return toast.error(`最多引用${DISPUTE_MESSAGES_MAX}条消息`);
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  };
  return (
    <fieldset className="m-deal-quotes">
      <legend className="m-deal-label">
        引用聊天记录（选填，最多 {DISPUTE_MESSAGES_MAX} 条{chosen.length > 0 ? `，已选 ${chosen.length} 条` : ''}）
      </legend>
      {!rows.data ? (
        <p className="m-hint">正在加载聊天记录…</p>
      ) : rows.data.length === 0 ? (
        <p className="m-hint">你们在本任务的会话中还没有消息</p>
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
                  <span className="m-deal-quote-meta">
                    {m.senderId === me ? '我' : '对方'} · {chatTime(m.createdAt)}
                  </span>
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
