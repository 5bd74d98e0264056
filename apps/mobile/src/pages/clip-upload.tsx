/**
 * 上传视频 on a phone (the desktop's /my/clips form, issue 9): the video, checked here with the desktop's rules and the
 * api's messages (`checkVideoFile`: MP4 or WebM by its bytes, ≤ 30 MB, `@bazaar/domain/rules/clip-file`), its poster
 * frame drawn in the browser and shown where the video was picked, the title (`checkClipTitle`), then the upload with
 * its progress (multipart: the title first, the api judges the video as it streams in).
 */
import { useId } from 'react';
import { upload, UPLOAD_FAILED } from '@bazaar/domain/client/upload';
import { CLIP_ACCEPT } from '@bazaar/domain/constants/clips';
import { appendClipUpload } from '@bazaar/domain/rules/clip-file';
import { useClipUpload } from '@bazaar/react/clip-upload';
import { UploadProgress } from '@bazaar/react/upload-progress';
import { api } from '@/shared/api';
import { toast } from '@/shared/toast';
import { Field } from '@/shared/ui/field';

export function ClipUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const ids = { label: useId(), input: useId(), message: useId() };
  const form = useClipUpload({
    upload: async (input, onProgress, signal) => {
      const body = new FormData();
      appendClipUpload<Blob>(body, input);
      const result = await upload(api, 'uploadClip', body, { onProgress, signal });
      return result.success ? { ok: true } : { ok: false, message: result.resultMessage || UPLOAD_FAILED };
    },
    notify: { success: toast.info, error: toast.error },
    uploaded: onUploaded,
  });
  const { chosen, fileError } = form;
  return (
    <form className="m-clip-form" onSubmit={form.submit} noValidate aria-label="上传视频">
      <div className="m-field m-clip-file">
        <span id={ids.label} className="m-clip-file-label">
          视频文件
        </span>
        <input
          id={ids.input}
          className="visually-hidden"
          type="file"
          accept={CLIP_ACCEPT}
          aria-labelledby={ids.label}
          aria-describedby={ids.message}
          aria-invalid={fileError ? true : undefined}
          disabled={form.busy}
          onChange={form.onPick}
        />
        {/* The native control's text follows the phone's language; this area is always Chinese and easy to tap. */}
        <label htmlFor={ids.input} className="m-clip-pick" data-chosen={chosen ? true : undefined}>
          {chosen ? (
            <>
              <img src={chosen.preview} alt="视频封面预览" />
              <span className="m-clip-pick-again">重新选择</span>
            </>
          ) : (
            <span className="m-clip-pick-hint">
              <span className="m-clip-pick-plus" aria-hidden="true">
                ＋
              </span>
              {form.reading ? '正在生成封面…' : '轻触选择视频'}
            </span>
          )}
        </label>
        <p id={ids.message} className={fileError ? 'm-error' : 'm-hint'} role={fileError ? 'alert' : undefined}>
          {chosen && !fileError && <span className="m-clip-file-name">{chosen.file.name}</span>}
          {form.fileMessage}
        </p>
      </div>
      <Field {...form.title} />
      {form.progress !== null && <UploadProgress progress={form.progress} className="m-clip-progress" />}
      <button type="submit" className="m-button m-button-block" disabled={form.busy}>
        {form.submitLabel}
      </button>
    </form>
  );
}
