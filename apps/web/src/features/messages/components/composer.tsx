import { MESSAGE_FILE_ACCEPT, MESSAGE_TEXT_MAX } from '@bazaar/domain/rules/chat-thread';
import { onFilePicked, useComposerText } from '@bazaar/react/composer';
import { IMAGE_ACCEPT } from '@bazaar/domain/rules/work-form';
import { useId, useState } from 'react';
import { uploadForm } from '@/shared/uploads/upload-form';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast/toast-store';
import { FileIcon, ImageIcon } from './inbox-icons';
import styles from './thread.module.css';

/**
 * The thread's composer (issue 25): text (Enter sends, Shift+Enter a new line), one image, or one file (an
 * image or a PDF, the task attachments' rules — sent by the thread, which shows it while it uploads).
 */
export function Composer({
  onSend,
  onSendFile,
}: {
  onSend: (m: { text?: string; imageUrl?: string }) => void;
  onSendFile: (file: File) => void;
}) {
  const { text, input, ready, tooLong, send, onChange, onKeyDown } = useComposerText((text) => onSend({ text }));
  const [uploading, setUploading] = useState(false);
  const fileId = useId();
  const attachmentId = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('files', file);
    setUploading(true);
    const result = await uploadForm('upload', form, () => undefined);
    setUploading(false);
    if (!result.ok) return toast.error(result.message);
    const url = result.data[0]?.callbackResult;
    if (url) onSend({ imageUrl: url });
  };

  return (
    <div className={styles.composer}>
      <label htmlFor="composer-text" className="visually-hidden">
        输入消息
      </label>
      <textarea
        id="composer-text"
        ref={input}
        className={styles.composerText}
        value={text}
        placeholder="输入消息，Enter 发送，Shift+Enter 换行"
        rows={3}
        onChange={onChange}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerBar}>
        <label htmlFor={fileId} className={styles.imagePick} aria-disabled={uploading || undefined}>
          <ImageIcon size={18} />
          <span>{uploading ? '上传中…' : '图片'}</span>
        </label>
        <input
          id={fileId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          disabled={uploading}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label htmlFor={attachmentId} className={styles.imagePick}>
          <FileIcon size={18} />
          <span>文件</span>
        </label>
        <input
          id={attachmentId}
          type="file"
          accept={MESSAGE_FILE_ACCEPT}
          className="visually-hidden"
          onChange={onFilePicked(onSendFile)}
        />
        <span className={styles.counter} data-over={tooLong || undefined}>
          {text.length}/{MESSAGE_TEXT_MAX}
        </span>
        <Button variant="primary" size="small" disabled={!ready} onClick={send}>
          发送
        </Button>
      </div>
    </div>
  );
}
