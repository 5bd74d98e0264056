/**
 * The deal's actions on a phone (issue 7, 25), the desktop's calls and words (`@bazaar/domain/rules/task-work`):
 * the employer's 验收通过 / 要求修改 / 关闭任务 and the hired designer's uploads and 提交交付, each confirmed in a
 * bottom sheet (docs/design.md: phones use bottom sheets); a reason is asked where the lifecycle needs one.
 */
import {
  TASK_ATTACHMENT_KIND,
  TASK_ATTACHMENT_KIND_NAME,
  TASK_ATTACHMENT_TYPES,
  TASK_REASON_MAX,
  UPLOAD_MAX_FILE_BYTES,
} from '@bazaar/domain/constants';
import { TASK_ACTION_NAME } from '@bazaar/domain/rules';
import {
  checkAttachmentFiles,
  sendTaskWork,
  TASK_WORK_SUCCESS,
  type TaskWork,
  type TaskWorkAction,
} from '@bazaar/domain/rules/task-work';
import { upload, UPLOAD_FAILED } from '@bazaar/domain/client/upload';
import { useChange } from '@bazaar/react/change';
import { useId, useState, type ReactNode } from 'react';
import { api, call } from '@/shared/api';
import { toast } from '@/shared/toast';
import { TextAreaField } from '@/shared/ui/field';
import { Sheet } from '@/shared/ui/sheet';
import { uploadingWords } from '@bazaar/react/upload-progress';

/** The phone's task actions (选TA is the applicants page's). */
export type Work = Exclude<TaskWork, { action: 'assign' }>;

/** One action's call; true when it was done (a refusal is the client's error toast). */
export async function runWork(work: Work): Promise<boolean> {
  const ok = await sendTaskWork(work, call);
  if (ok) toast.info(TASK_WORK_SUCCESS[work.action satisfies TaskWorkAction]);
  return ok;
}

export interface Ask {
  title: string;
  message?: string;
  /** A reason is asked for (要求修改, 关闭任务): its label. */
  reasonLabel?: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<boolean>;
}

/** The confirmation sheet of one action, with a reason field when the action needs one. */
export function AskSheet({ ask, onClose }: { ask: Ask; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const { run, busy } = useChange((given: string) => ask.onConfirm(given));
  const [tried, setTried] = useState(false);
  const missing = ask.reasonLabel !== undefined && reason.trim() === '';
  const confirm = async () => {
    setTried(true);
    if (missing) return;
    const done = await run(reason.trim());
    if (done) onClose();
  };
  return (
    <Sheet title={ask.title} onClose={() => !busy && onClose()}>
      {ask.message && <p>{ask.message}</p>}
      {ask.reasonLabel && (
        <TextAreaField
          label={ask.reasonLabel}
          maxLength={TASK_REASON_MAX}
          value={reason}
          error={tried && missing && '请填写原因'}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      <button type="button" className="m-button m-button-block" disabled={busy} onClick={() => void confirm()}>
        {ask.confirmLabel}
      </button>
      <button type="button" className="m-button m-button-plain m-button-block" disabled={busy} onClick={onClose}>
        取消
      </button>
    </Sheet>
  );
}

/** 选择文件 for task attachments (images or PDF, several at once): a button-like label over a hidden file input. */
export function AttachmentPicker({
  look,
  busy,
  onPick,
  children,
}: {
  look: string;
  busy: boolean;
  onPick: (input: HTMLInputElement) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={`m-button ${look} m-button-block`} aria-disabled={busy}>
        {children}
      </label>
      <input
        id={id}
        type="file"
        multiple
        className="visually-hidden"
        accept={TASK_ATTACHMENT_TYPES.join(',')}
        disabled={busy}
        onChange={(e) => onPick(e.currentTarget)}
      />
    </>
  );
}

const KINDS = [TASK_ATTACHMENT_KIND.draft, TASK_ATTACHMENT_KIND.delivery] as const;

/** Files as task attachments of `kind` (multipart: orderId, kind, files), with the upload's progress. */
export async function uploadAttachments(
  orderId: number,
  kind: number,
  files: readonly File[],
  onProgress: (fraction: number) => void,
): Promise<{ ok: true; ids: number[] } | { ok: false; message: string }> {
  const form = new FormData();
  form.append('orderId', String(orderId));
  form.append('kind', String(kind));
  for (const file of files) form.append('files', file, file.name);
  const result = await upload(api, 'uploadTaskAttachment', form, { onProgress });
  if (result.success && result.data) return { ok: true, ids: result.data.map((a) => a.attachmentId) };
  return {
    ok: false,
    message: result.resultCode === 'NETWORK' ? UPLOAD_FAILED : result.resultMessage || UPLOAD_FAILED,
  };
}

/**
 * 提交作品 (the hired designer, 进行中): upload 设计初稿 or 交付稿件 — images or PDF, checked before sending with the
 * api's rules and messages — then 提交交付 for the employer to accept.
 */
export function DeliverBox({
  orderId,
  onUploaded,
  onDeliver,
}: {
  orderId: number;
  onUploaded: () => void;
  onDeliver: () => void;
}) {
  const [kind, setKind] = useState<number>(TASK_ATTACHMENT_KIND.draft);
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length === 0) return;
    const problem = await checkAttachmentFiles(files);
    if (problem) return toast.error(problem);
    setProgress(0);
    const result = await uploadAttachments(orderId, kind, files, setProgress);
    setProgress(null);
    if (!result.ok) return toast.error(result.message);
    toast.info(`已上传${TASK_ATTACHMENT_KIND_NAME[kind]}`);
    onUploaded();
  };
  return (
    <section className="m-detail-card" aria-labelledby="deliver-title">
      <h2 id="deliver-title" className="m-section-title">
        提交作品
      </h2>
      <p className="m-hint">
        上传初稿与雇主沟通，完成后上传交付稿件并提交交付。图片或 PDF，单个文件不超过{' '}
        {UPLOAD_MAX_FILE_BYTES / 1024 / 1024}MB。
      </p>
      <div className="m-deal-kinds" role="radiogroup" aria-label="上传类型">
        {KINDS.map((k) => (
          <label key={k} className="m-deal-kind">
            <input type="radio" name={`kind-${orderId}`} checked={kind === k} onChange={() => setKind(k)} />
            {TASK_ATTACHMENT_KIND_NAME[k]}
          </label>
        ))}
      </div>
      <AttachmentPicker look="m-button-ghost" busy={progress !== null} onPick={(input) => void send(input)}>
        {uploadingWords(progress, '选择文件（图片或 PDF）')}
      </AttachmentPicker>
      <button type="button" className="m-button m-button-block" disabled={progress !== null} onClick={onDeliver}>
        {TASK_ACTION_NAME.deliver}
      </button>
    </section>
  );
}
