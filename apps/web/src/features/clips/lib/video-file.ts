/**
 * The page's side of a clip upload (issue 9): the same checks and Chinese messages as the api (type from
 * the file's first bytes, the 30 MB cap), and the poster frame drawn from the chosen video.
 */
import { CLIP_MAX_BYTES, CLIP_MESSAGES, sniffVideo } from '@bazaar/domain/constants/clips';

/** The problem with `file` as a clip video, or null. */
export async function checkVideoFile(file: Blob): Promise<string | null> {
  if (file.size === 0) return CLIP_MESSAGES.noVideo;
  if (file.size > CLIP_MAX_BYTES) return CLIP_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffVideo(head) ? null : CLIP_MESSAGES.onlyVideo;
}

/** 1.2 MB, 860 KB: a file size for the cards. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Where the poster frame is taken: 1 s in, or the middle of a shorter (or unknown-length) video. */
export function posterTime(duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, duration / 2);
}

const once = (el: HTMLVideoElement, event: string, ms: number) =>
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

/** Largest poster edge: cards show posters at most ~600 px wide (×2 for sharp screens). */
const POSTER_MAX_WIDTH = 1280;

/**
 * A JPEG of the frame ~1 s into `file` (or its middle): the file is loaded into a muted <video>, seeked,
 * drawn to a canvas. Rejects with a Chinese message when the browser cannot decode the video.
 */
export async function extractPoster(file: Blob): Promise<Blob> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata', 10_000);
    const failed = new Promise<boolean>((resolve) => video.addEventListener('error', () => resolve(false)));
    video.src = url;
    if (!(await Promise.race([loaded, failed]))) throw new Error('无法读取该视频，请换一个文件');
    const at = posterTime(video.duration);
    if (at > 0) {
      const seeked = once(video, 'seeked', 3000);
      video.currentTime = at;
      await seeked;
    }
    const scale = Math.min(1, POSTER_MAX_WIDTH / (video.videoWidth || POSTER_MAX_WIDTH));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round((video.videoWidth || 640) * scale));
    canvas.height = Math.max(1, Math.round((video.videoHeight || 360) * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('无法生成封面，请稍后再试');
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob) throw new Error('无法生成封面，请稍后再试');
    return blob;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
