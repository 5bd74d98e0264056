/**
 * The page's side of a clip upload (issue 9, docs/decisions/016-short-video-clips.md): the api's checks and Chinese
 * messages before anything is sent (the type from the file's first bytes, the 30 MB cap), and the poster frame drawn
 * from the chosen video. One copy for the web's /my/clips and the phone site's (`@bazaar/domain/rules/clip-file`, an
 * entry of its own so only the clips pages carry it). Framework-free; the poster needs a browser, which the page
 * hands in (`document` and `URL`), so this package stays free of the DOM's types.
 */
import { CLIP_MAX_BYTES, CLIP_MESSAGES, checkClipTitle, sniffVideo } from '../constants/clips.js';
import type { FileLike } from './work-form.js';

declare function setTimeout(run: () => void, ms: number): unknown;
declare function clearTimeout(timer: unknown): void;

/** The problem with `file` as a clip video, or null: MP4 or WebM by its bytes, at most 30 MB, not empty. */
export async function checkVideoFile(file: FileLike): Promise<string | null> {
  if (file.size === 0) return CLIP_MESSAGES.noVideo;
  if (file.size > CLIP_MAX_BYTES) return CLIP_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffVideo(head) ? null : CLIP_MESSAGES.onlyVideo;
}

/** Where the poster frame is taken: 1 s in, or the middle of a shorter (or unknown-length) video. */
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, duration / 2);
}

/** Largest poster edge: cards show posters at most ~600 px wide (×2 for sharp screens). */
export const POSTER_MAX_WIDTH = 1280;

/** The size of the poster canvas for a video `width` × `height` (0 when not known: 640 × 360). */
export function posterSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, POSTER_MAX_WIDTH / (width || POSTER_MAX_WIDTH));
  return {
    width: Math.max(1, Math.round((width || 640) * scale)),
    height: Math.max(1, Math.round((height || 360) * scale)),
  };
}

export const POSTER_UNREADABLE = '无法读取该视频，请换一个文件';
export const POSTER_FAILED = '无法生成封面，请稍后再试';

/** What the poster needs of a <video> (a browser's HTMLVideoElement is one). */
export interface PosterVideo {
  muted: boolean;
  playsInline: boolean;
  preload: string;
  src: string;
  currentTime: number;
  readonly duration: number;
  readonly videoWidth: number;
  readonly videoHeight: number;
  addEventListener(type: string, listener: () => void, options?: { once?: boolean }): void;
  removeAttribute(name: string): void;
  load(): void;
}

/** What the poster needs of a <canvas> (an HTMLCanvasElement is one); `B` is the platform's Blob. */
export interface PosterCanvas<B> {
  width: number;
  height: number;
  getContext(kind: '2d'): { drawImage(image: PosterVideo, x: number, y: number, w: number, h: number): void } | null;
  toBlob(done: (blob: B | null) => void, type: string, quality: number): void;
}

/** The browser the poster is drawn in: `{ document, URL }` in a page. */
export interface PosterPlatform<F, B> {
  document: { createElement(tag: 'video'): PosterVideo; createElement(tag: 'canvas'): PosterCanvas<B> };
  URL: { createObjectURL(file: F): string; revokeObjectURL(url: string): void };
}

const once = (el: PosterVideo, event: string, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    el.addEventListener(
      event,
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });

/**
 * A JPEG of the frame ~1 s into `file` (or its middle): the file is loaded into a muted <video>, seeked, drawn to a
 * canvas. Rejects with a Chinese message when the browser cannot decode the video.
 */
export async function extractPoster<F, B>(file: F, { document, URL }: PosterPlatform<F, B>): Promise<B> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata', 10_000);
    const failed = new Promise<boolean>((resolve) => video.addEventListener('error', () => resolve(false)));
    video.src = url;
    if (!(await Promise.race([loaded, failed]))) throw new Error(POSTER_UNREADABLE);
    const at = posterTime(video.duration);
    if (at > 0) {
      const seeked = once(video, 'seeked', 3000);
      video.currentTime = at;
      await seeked;
    }
    const canvas = document.createElement('canvas');
    const size = posterSize(video.videoWidth, video.videoHeight);
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error(POSTER_FAILED);
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<B | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) throw new Error(POSTER_FAILED);
    return blob;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

/** A video picked in the upload form: the file, its poster frame and the poster's preview address. */
export interface ClipPick<F, B> {
  file: F;
  poster: B;
  preview: string;
}

/** How the upload form shows a picked video being read (both sites' forms hand in their state's setters). */
export interface ClipPickView<F, B> {
  chosen: (pick: ClipPick<F, B> | null) => void;
  error: (message: string | null) => void;
  reading: (on: boolean) => void;
}

/**
 * Reads a video picked in the upload form (the web's /my/clips and the phone's): the last pick and its message
 * cleared, the file checked (`checkVideoFile`), then its poster drawn while `reading`; the pick, or the Chinese
 * message, ends in `view`.
 */
export async function pickClipVideo<F extends FileLike, B>(
  file: F | undefined,
  platform: PosterPlatform<F | B, B>,
  view: ClipPickView<F, B>,
): Promise<void> {
  view.chosen(null);
  view.error(null);
  if (!file) return;
  const problem = await checkVideoFile(file);
  if (problem) return view.error(problem);
  view.reading(true);
  try {
    const poster = await extractPoster<F | B, B>(file, platform);
    view.chosen({ file, poster, preview: platform.URL.createObjectURL(poster) });
  } catch (err) {
    view.error(err instanceof Error ? err.message : POSTER_UNREADABLE);
  } finally {
    view.reading(false);
  }
}

/** What stops an upload being sent: the title's problem and 请选择要上传的视频 before a video is picked. */
export const clipUploadProblems = (title: string, picked: boolean) => ({
  title: checkClipTitle(title),
  video: picked ? null : CLIP_MESSAGES.noVideo,
});

/** What a multipart form offers (a browser's FormData is one); `B` is the platform's Blob. */
export interface MultipartForm<B> {
  append(name: string, value: string | B, fileName?: string): void;
}

/**
 * The clip upload's fields, in the order the api reads them as they stream in (docs/decisions/016): the title first,
 * so a bad one is refused before the video is read, then the video and its poster.
 */
export function appendClipUpload<B>(
  form: MultipartForm<B>,
  { title, video, poster }: { title: string; video: B & { name: string }; poster: B },
): void {
  form.append('title', title.trim());
  form.append('video', video, video.name);
  form.append('poster', poster, 'poster.jpg');
}
