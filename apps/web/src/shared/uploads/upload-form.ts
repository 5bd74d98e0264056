/**
 * A multipart POST with upload progress (work images, task attachments, clips) through the shared client
 * (`@bazaar/domain/client/upload`: X-Requested-With for the gateway's CSRF check, a 401 commits "logged out").
 */
import { upload, UPLOAD_FAILED, type UploadName } from '@bazaar/domain/client/upload';
import { apiClient, type ApiResult } from '@/shared/api/client';

export { UPLOAD_FAILED };

export type UploadResult<T> = { ok: true; data: T } | { ok: false; message: string };

export async function uploadForm<N extends UploadName>(
  name: N,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult<NonNullable<ApiResult<N>['data']>>> {
  const result = await upload(apiClient, name, form, { onProgress, signal });
  if (result.success && result.data !== null) return { ok: true, data: result.data };
  return {
    ok: false,
    message: result.resultCode === 'NETWORK' ? UPLOAD_FAILED : result.resultMessage || UPLOAD_FAILED,
  };
}
