import { CLIP_ACCEPT } from '@bazaar/domain/constants/clips';
import { useClipUpload } from '@bazaar/react/clip-upload';
import { UploadProgress } from '@bazaar/react/upload-progress';
import { useId } from 'react';
import { FieldMessage, FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { Button, buttonClass } from '@/shared/ui/button';
import { useUploadClip } from '../api/clips-api';
import styles from './clips.module.css';

/**
 * 上传视频: title, the video (checked in the page with the api's messages), its poster frame drawn in the
 * browser and shown as a preview, then the upload with a progress bar (@bazaar/react/clip-upload, as on the phone).
 */
export function ClipUploadForm() {
  const upload = useUploadClip();
  const fileId = useId();
  const form = useClipUpload({ upload, notify: toast });
  const { chosen, fileError } = form;
  return (
    <form className={styles.upload} onSubmit={form.submit} noValidate aria-label="上传视频">
      <div className={styles.preview}>
        {chosen ? (
          <img src={chosen.preview} alt="视频封面预览" />
        ) : (
          <span className={styles.previewHint}>{form.reading ? '正在生成封面…' : '选择视频后在这里预览封面'}</span>
        )}
      </div>
      <div className={styles.fields}>
        <FormField {...form.title} />
        <div className={styles.fileField}>
          <label htmlFor={fileId} className={styles.fileLabel}>
            视频文件
          </label>
          <div className={styles.picker}>
            <input
              id={fileId}
              type="file"
              accept={CLIP_ACCEPT}
              className={styles.fileInput}
              aria-describedby={`${fileId}-message`}
              aria-invalid={fileError ? true : undefined}
              disabled={form.busy}
              onChange={form.onPick}
            />
            {/* The native control's text follows the browser's language; this one is always Chinese. */}
            <label htmlFor={fileId} className={buttonClass({ className: styles.pickerButton })} aria-hidden="true">
              {chosen ? '重新选择' : '选择视频'}
            </label>
            <span className={styles.fileName}>{chosen ? chosen.file.name : '未选择文件'}</span>
          </div>
          <FieldMessage id={`${fileId}-message`} error={fileError} hint={form.fileMessage} />
        </div>
        {form.progress !== null && <UploadProgress progress={form.progress} className={styles.progress} />}
        <Button type="submit" variant="primary" className={styles.submit} disabled={form.busy}>
          {form.submitLabel}
        </Button>
      </div>
    </form>
  );
}
