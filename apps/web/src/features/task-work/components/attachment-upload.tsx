import { TASK_ATTACHMENT_KIND, TASK_ATTACHMENT_KIND_NAME, TASK_ATTACHMENT_TYPES } from '@bazaar/domain/constants';
import { checkAttachmentFiles } from '@bazaar/domain/rules/task-work';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast/toast-store';
import { uploadTaskAttachment } from '../api/task-actions';
import { TASK_WORK_KEY } from '../api/task-queries';
import styles from './task-work.module.css';
import { uploadingWords } from '@bazaar/react/upload-progress';

const KINDS = [TASK_ATTACHMENT_KIND.draft, TASK_ATTACHMENT_KIND.delivery] as const;

/** The hired designer's upload of drafts or delivery files to the attachment timeline (issue 7). */
export function AttachmentUpload({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<number>(TASK_ATTACHMENT_KIND.draft);
  const [progress, setProgress] = useState<number | null>(null);
  const groupId = useId();

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    // The api's size and type rules, said before anything is sent.
    const problem = await checkAttachmentFiles(Array.from(files));
    if (problem) {
      if (input.current) input.current.value = '';
      return toast.error(problem);
    }
    setProgress(0);
    const result = await uploadTaskAttachment(orderId, kind, Array.from(files), setProgress);
    setProgress(null);
    if (input.current) input.current.value = '';
    if (!result.ok) return toast.error(result.message);
    toast.success(`已上传${TASK_ATTACHMENT_KIND_NAME[kind]}`);
    await queryClient.invalidateQueries({ queryKey: TASK_WORK_KEY });
  };

  return (
    <div className={styles.upload}>
      <div role="radiogroup" aria-labelledby={groupId} className={styles.kinds}>
        <span id={groupId} className={styles.muted}>
          上传
        </span>
        {KINDS.map((k) => (
          <label key={k} className={styles.kindOption}>
            <input type="radio" name={`kind-${orderId}`} checked={kind === k} onChange={() => setKind(k)} />
            {TASK_ATTACHMENT_KIND_NAME[k]}
          </label>
        ))}
      </div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={TASK_ATTACHMENT_TYPES.join(',')}
        onChange={(e) => void upload(e.target.files)}
        aria-label="选择文件"
      />
      <Button size="small" disabled={progress !== null} onClick={() => input.current?.click()}>
        {uploadingWords(progress, '选择文件（图片或 PDF）')}
      </Button>
    </div>
  );
}
