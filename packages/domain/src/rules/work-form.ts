/**
 * The upload and work rules of issue 6 checked in the browser before anything is sent, with the api's
 * own Chinese messages (apps/api uploads + contract saveWorksInput). Zod-free (decision 004): plain
 * functions over the domain constants. The api checks everything again. One copy for the web's /u/works
 * editor and the phone site's (`@bazaar/domain/rules/work-form`, a subpath entry of its own).
 */
import {
  UPLOAD_MAX_FILE_BYTES,
  WORK_DESCRIPTION_MAX,
  WORK_IMAGES_MAX,
  WORK_IMAGES_MIN,
  WORK_TITLE_MAX,
} from '../constants/base.js';

const MB = 1024 * 1024;
export const ONLY_IMAGES = '只支持 PNG、JPEG、WebP、GIF 图片';
export const FILE_TOO_LARGE = `单个文件不能超过${UPLOAD_MAX_FILE_BYTES / MB}MB`;
export const IMAGES_COUNT = `请上传${WORK_IMAGES_MIN}-${WORK_IMAGES_MAX}张图片`;
export const TOO_MANY_IMAGES = `最多上传${WORK_IMAGES_MAX}张图片`;
/** The `accept` of the file input: a hint to the picker only; the bytes decide. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

/** The image kind from a file's first 12 bytes (the same magic numbers the api sniffs), or null. */
export function sniffImage(b: Uint8Array): ImageKind | null {
  const at = (offset: number, magic: number[]) => magic.every((v, i) => b[offset + i] === v);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  if (at(0, [0x47, 0x49, 0x46, 0x38]) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61) return 'gif';
  return null;
}

/** A file as the check reads it (a browser's File or Blob is one): its size and a slice of its bytes. */
export interface FileLike {
  readonly size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Why `file` cannot be uploaded, or null: an allowed image by its bytes, at most 10 MB. */
export async function checkImageFile(file: FileLike): Promise<string | null> {
  if (file.size > UPLOAD_MAX_FILE_BYTES) return FILE_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return sniffImage(head) ? null : ONLY_IMAGES;
}

export interface WorkFormValues {
  title: string;
  categoryId: number | null;
  description: string;
  imageCount: number;
}

export type WorkFormErrors = Partial<Record<'title' | 'categoryId' | 'description' | 'images', string>>;

/** Field errors of the editor (empty when it can be saved). */
export function checkWorkForm(v: WorkFormValues): WorkFormErrors {
  const errors: WorkFormErrors = {};
  const title = v.title.trim();
  if (!title) errors.title = '请输入作品标题';
  else if (title.length > WORK_TITLE_MAX) errors.title = `作品标题不能超过${WORK_TITLE_MAX}字`;
  if (v.categoryId === null) errors.categoryId = '请选择作品分类';
  if (v.description.length > WORK_DESCRIPTION_MAX) errors.description = `作品描述不能超过${WORK_DESCRIPTION_MAX}字`;
  if (v.imageCount < WORK_IMAGES_MIN || v.imageCount > WORK_IMAGES_MAX) errors.images = IMAGES_COUNT;
  return errors;
}

/** `list` with the item at `index` moved one place left (-1) or right (+1); unchanged at the ends. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
