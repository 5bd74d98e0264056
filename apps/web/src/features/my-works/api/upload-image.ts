/**
 * One image to `POST /api/plat/volc/tos/upload` (docs/product.md §7, multipart field `files`) with progress, through
 * the shared multipart uploader. One file per request: each gets its own progress bar, and one bad file
 * never fails the others.
 */
import { UPLOAD_FAILED, uploadForm } from '@/shared/uploads/upload-form';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

export type UploadOutcome = { ok: true; image: UploadedImage } | { ok: false; message: string };

export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  const form = new FormData();
  form.append('files', file, file.name);
  const result = await uploadForm('upload', form, onProgress, signal);
  if (!result.ok) return result;
  const first = result.data[0];
  if (!first) return { ok: false, message: UPLOAD_FAILED };
  return { ok: true, image: { url: first.callbackResult, width: first.width, height: first.height } };
}
