/**
 * A multipart POST with upload progress (work images, task attachments). The one API client uses fetch,
 * which cannot report upload progress, so uploads alone go through XMLHttpRequest — with the
 * X-Requested-With header the gateway's CSRF check wants on every POST, and a 401 committing "logged out"
 * as callApi does (docs/product.md §4).
 */
import type { Envelope } from '@bazaar/domain/api';
import { LOGIN_REQUIRED_MESSAGE, notifyLoggedOut } from '@/shared/api/client';

export type UploadResult<T> = { ok: true; data: T } | { ok: false; message: string };

export const UPLOAD_FAILED = '上传失败，请检查网络后重试';

export function uploadForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) {
        notifyLoggedOut();
        return resolve({ ok: false, message: LOGIN_REQUIRED_MESSAGE });
      }
      const body = xhr.response as Envelope<T> | null;
      if (body?.success && body.data !== null && body.data !== undefined) {
        onProgress(1);
        return resolve({ ok: true, data: body.data });
      }
      resolve({ ok: false, message: body?.resultMessage || UPLOAD_FAILED });
    };
    xhr.onerror = () => resolve({ ok: false, message: UPLOAD_FAILED });
    xhr.onabort = () => resolve({ ok: false, message: '已取消上传' });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
