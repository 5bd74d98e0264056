/**
 * 上传视频, one for both sites (issue 9, issue 35): the video picked and checked in the page with the api's messages
 * (`@bazaar/domain/rules/clip-file`: MP4 or WebM by its bytes, ≤ 30 MB), its poster frame drawn in the browser and
 * previewed, the title (`checkClipTitle`), then the upload with its progress; leaving the page cancels an unfinished
 * upload, and a preview's object URL is let go when it is replaced. The site draws the picker and fields, and passes
 * in its upload call (multipart through `@bazaar/domain/client/upload`, the title first) and its toasts.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CLIP_MAX_BYTES, CLIP_TITLE_MAX, checkClipTitle } from '@bazaar/domain/constants/clips';
import { formatFileSize } from '@bazaar/domain/format/chat';
import { clipUploadProblems, pickClipVideo, type ClipPick } from '@bazaar/domain/rules/clip-file';
import { titleFieldSpec } from './field-spec';

export const CLIP_FILE_HINT = `MP4 或 WebM，不超过${CLIP_MAX_BYTES / 1024 / 1024}MB，封面取自视频第 1 秒`;
const TITLE_FIELD = titleFieldSpec('视频标题', '视频', CLIP_TITLE_MAX);

export interface ClipUploadInput {
  title: string;
  video: File;
  poster: Blob;
}
export type ClipUploadResult = { ok: true } | { ok: false; message: string };

export function useClipUpload(io: {
  upload: (
    input: ClipUploadInput,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => Promise<ClipUploadResult>;
  notify: { success: (message: string) => void; error: (message: string) => void };
  uploaded?: () => void;
}) {
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ClipPick<File, Blob> | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.preview)), [chosen]);
  useEffect(() => () => abort.current?.abort(), []);

  /** The file input's change: read the pick (and empty the input, so picking the same file again reads it again). */
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    void pickClipVideo<File, Blob>(
      file,
      { document, URL },
      { chosen: setChosen, error: setFileError, reading: setReading },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = clipUploadProblems(title, chosen !== null);
    setTitleError(problems.title);
    // A refused pick keeps its own message.
    setFileError((e) => e ?? problems.video);
    if (problems.title || !chosen) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    const result = await io.upload(
      { title: title.trim(), video: chosen.file, poster: chosen.poster },
      setProgress,
      controller.signal,
    );
    if (controller.signal.aborted) return;
    abort.current = null;
    setProgress(null);
    if (!result.ok) return io.notify.error(result.message);
    io.notify.success('视频已上传');
    setTitle('');
    setChosen(null);
    io.uploaded?.();
  };

  const busy = reading || progress !== null;
  return {
    /** The title input's props. */
    title: {
      ...TITLE_FIELD,
      value: title,
      error: titleError,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setTitle(e.target.value);
        if (titleError) setTitleError(checkClipTitle(e.target.value));
      },
    },
    chosen,
    reading,
    fileError,
    /** Under the picker: the pick's problem, its size once read, else what may be picked. */
    fileMessage: fileError ?? (chosen ? `${formatFileSize(chosen.file.size)}，封面已从视频中截取` : CLIP_FILE_HINT),
    onPick,
    /** 0..1 while uploading, else null. */
    progress,
    busy,
    submit: (event: FormEvent) => void submit(event),
    submitLabel: progress !== null ? '上传中…' : '上传视频',
  };
}
