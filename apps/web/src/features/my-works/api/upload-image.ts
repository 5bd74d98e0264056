/**
 * One image to `POST /api/plat/volc/tos/upload` (spec §7, multipart field `files`) with progress. The
 * one API client uses fetch, which cannot report upload progress, so this call alone goes through
 * XMLHttpRequest — with the X-Requested-With header the gateway's CSRF check wants on every POST. One
 * file per request: each gets its own progress bar, and one bad file never fails the others.
 */
import { routes } from '@bazaar/domain/api/routes';
import type { Envelope } from '@bazaar/domain/api';
import { LOGIN_REQUIRED_MESSAGE, notifyLoggedOut } from '@/shared/api/client';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

export type UploadOutcome = { ok: true; image: UploadedImage } | { ok: false; message: string };

const FAILED = '上传失败，请检查网络后重试';

export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', routes.upload.path);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) {
        // As callApi does: a 401 commits "logged out" (spec §4); the slot shows the login message.
        notifyLoggedOut();
        return resolve({ ok: false, message: LOGIN_REQUIRED_MESSAGE });
      }
      const body = xhr.response as Envelope<{ callbackResult: string; width: number; height: number }[]> | null;
      const first = body?.success ? body.data?.[0] : undefined;
      if (first) {
        onProgress(1);
        return resolve({ ok: true, image: { url: first.callbackResult, width: first.width, height: first.height } });
      }
      resolve({ ok: false, message: body?.resultMessage || FAILED });
    };
    xhr.onerror = () => resolve({ ok: false, message: FAILED });
    xhr.onabort = () => resolve({ ok: false, message: '已取消上传' });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}
