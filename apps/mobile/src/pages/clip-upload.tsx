/**
 * 上传视频 on a phone (the desktop's /my/clips form, issue 9): the video, checked here with the desktop's rules and the
 * api's messages (`checkVideoFile`: MP4 or WebM by its bytes, ≤ 30 MB, `@bazaar/domain/rules/clip-file`), its poster
 * frame drawn in the browser and shown where the video was picked, the title (`checkClipTitle`), then the upload with
 * its progress (multipart: the title first, the api judges the video as it streams in).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { upload } from '@bazaar/domain/client/upload';
import { CLIP_ACCEPT, CLIP_MAX_BYTES, CLIP_TITLE_MAX, checkClipTitle } from '@bazaar/domain/constants/clips';
import { formatFileSize } from '@bazaar/domain/format/chat';
import { appendClipUpload, clipUploadProblems, pickClipVideo, type ClipPick } from '@bazaar/domain/rules/clip-file';
import { api } from '@/shared/api';
import { toast } from '@/shared/toast';
import { Field } from '@/shared/ui/field';

const HINT = `MP4 或 WebM，不超过${CLIP_MAX_BYTES / 1024 / 1024}MB，封面取自视频第 1 秒`;

export function ClipUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const ids = { label: useId(), input: useId(), message: useId() };
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ClipPick<File, Blob> | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.preview)), [chosen]);
  // Leaving the page cancels an unfinished upload.
  useEffect(() => () => abort.current?.abort(), []);

  const choose = (file: File | undefined) =>
    pickClipVideo<File, Blob>(file, { document, URL }, { chosen: setChosen, error: setFileError, reading: setReading });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = clipUploadProblems(title, chosen !== null);
    setTitleError(problems.title);
    // A refused pick keeps its own message.
    setFileError((e) => e ?? problems.video);
    if (problems.title || !chosen) return;
    const form = new FormData();
    appendClipUpload<Blob>(form, { title, video: chosen.file, poster: chosen.poster });
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    const result = await upload(api, 'uploadClip', form, { onProgress: setProgress, signal: controller.signal });
    if (controller.signal.aborted) return;
    abort.current = null;
    setProgress(null);
    if (!result.success) {
      toast.error(result.resultMessage);
      return;
    }
    toast.info('视频已上传');
    setTitle('');
    setChosen(null);
    onUploaded();
  };

  const busy = reading || progress !== null;
  const message = fileError ?? (chosen ? `${formatFileSize(chosen.file.size)}，封面已从视频中截取` : HINT);
  return (
    <form className="m-clip-form" onSubmit={(e) => void submit(e)} noValidate aria-label="上传视频">
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
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            void choose(file);
          }}
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
              {reading ? '正在生成封面…' : '轻触选择视频'}
            </span>
          )}
        </label>
        <p id={ids.message} className={fileError ? 'm-error' : 'm-hint'} role={fileError ? 'alert' : undefined}>
          {chosen && !fileError && <span className="m-clip-file-name">{chosen.file.name}</span>}
          {message}
        </p>
      </div>
      <Field
        label="视频标题"
        name="title"
        placeholder="给视频起个名字"
        maxLength={CLIP_TITLE_MAX}
        value={title}
        error={titleError}
        hint={`1-${CLIP_TITLE_MAX}个字`}
        onChange={(e) => {
          setTitle(e.target.value);
          if (titleError) setTitleError(checkClipTitle(e.target.value));
        }}
      />
      {progress !== null && (
        <div className="m-clip-progress">
          <progress max={1} value={progress} aria-label="上传进度" />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
      <button type="submit" className="m-button m-button-block" disabled={busy}>
        {progress !== null ? '上传中…' : '上传视频'}
      </button>
    </form>
  );
}
