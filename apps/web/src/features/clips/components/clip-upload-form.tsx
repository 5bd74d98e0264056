import { CLIP_ACCEPT, CLIP_MAX_BYTES, CLIP_TITLE_MAX, checkClipTitle } from '@bazaar/domain/constants/clips';
import { formatFileSize } from '@bazaar/domain/format/chat';
import { clipUploadProblems, pickClipVideo, type ClipPick } from '@bazaar/domain/rules/clip-file';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FieldMessage, FormField } from '@/shared/ui/form-field';
import { toast } from '@/shared/ui/toast/toast-store';
import { Button, buttonClass } from '@/shared/ui/button';
import { useUploadClip } from '../api/clips-api';
import styles from './clips.module.css';

/**
 * 上传视频: title, the video (checked in the page with the api's messages), its poster frame drawn in the
 * browser and shown as a preview, then the upload with a progress bar.
 */
export function ClipUploadForm() {
  const upload = useUploadClip();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ClipPick<File, Blob> | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.preview)), [chosen]);

  const choose = (file: File | undefined) =>
    pickClipVideo<File, Blob>(file, { document, URL }, { chosen: setChosen, error: setFileError, reading: setReading });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { title: titleProblem, video } = clipUploadProblems(title, chosen !== null);
    setTitleError(titleProblem);
    if (video) setFileError((e) => e ?? video);
    if (!chosen || titleProblem) return;
    setProgress(0);
    const result = await upload({ title: title.trim(), video: chosen.file, poster: chosen.poster }, setProgress);
    setProgress(null);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success('视频已上传');
    setTitle('');
    setChosen(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const busy = reading || progress !== null;
  return (
    <form className={styles.upload} onSubmit={(e) => void submit(e)} noValidate aria-label="上传视频">
      <div className={styles.preview}>
        {chosen ? (
          <img src={chosen.preview} alt="视频封面预览" />
        ) : (
          <span className={styles.previewHint}>{reading ? '正在生成封面…' : '选择视频后在这里预览封面'}</span>
        )}
      </div>
      <div className={styles.fields}>
        <FormField
          label="视频标题"
          value={title}
          maxLength={CLIP_TITLE_MAX}
          placeholder={`1-${CLIP_TITLE_MAX}个字`}
          error={titleError}
          onChange={(e) => {
            setTitle(e.target.value);
            if (titleError) setTitleError(checkClipTitle(e.target.value));
          }}
        />
        <div className={styles.fileField}>
          <label htmlFor={fileId} className={styles.fileLabel}>
            视频文件
          </label>
          <div className={styles.picker}>
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              accept={CLIP_ACCEPT}
              className={styles.fileInput}
              aria-describedby={`${fileId}-message`}
              aria-invalid={fileError ? true : undefined}
              disabled={busy}
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            {/* The native control's text follows the browser's language; this one is always Chinese. */}
            <label htmlFor={fileId} className={buttonClass({ className: styles.pickerButton })} aria-hidden="true">
              {chosen ? '重新选择' : '选择视频'}
            </label>
            <span className={styles.fileName}>{chosen ? chosen.file.name : '未选择文件'}</span>
          </div>
          <FieldMessage
            id={`${fileId}-message`}
            error={fileError}
            hint={
              chosen
                ? `${formatFileSize(chosen.file.size)}，封面已从视频中截取`
                : `MP4 或 WebM，不超过${CLIP_MAX_BYTES / 1024 / 1024}MB，封面取自视频第 1 秒`
            }
          />
        </div>
        {progress !== null && (
          <div className={styles.progress}>
            <progress max={1} value={progress} aria-label="上传进度" />
            <span>{Math.round(progress * 100)}%</span>
          </div>
        )}
        <Button type="submit" variant="primary" className={styles.submit} disabled={busy}>
          {progress !== null ? '上传中…' : '上传视频'}
        </Button>
      </div>
    </form>
  );
}
