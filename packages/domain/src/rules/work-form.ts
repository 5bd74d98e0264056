/**
 * The upload and work rules of issue 6 checked in the browser before anything is sent, with the api's
 * own Chinese messages (apps/api uploads + contract saveWorksInput). Zod-free (decision 004): plain
 * functions over the domain constants. The api checks everything again. One copy for the web's /u/works
 * editor and the phone site's (`@bazaar/domain/rules/work-form`, a subpath entry of its own): the checks, the
 * images' slots (a reducer and the uploads; each app's hook only holds them) and what is saved.
 */
import {
  UPLOAD_MAX_FILE_BYTES,
  WORK_DESCRIPTION_MAX,
  WORK_IMAGES_MAX,
  WORK_IMAGES_MIN,
  WORK_TITLE_MAX,
  WORKS_SUB_TYPE,
  WORKS_TYPE,
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

/** An uploaded image as the api stores it on a work. */
export interface SlotImage {
  url: string;
  width: number;
  height: number;
}

/**
 * One of the editor's images (issue 6): a stored one (an edit) or a new file uploading with progress. The list's
 * order is the work's image order; the first is the cover.
 */
export interface ImageSlot {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  /** 0–1 while uploading. */
  progress: number;
  /** An object URL for a new file; null for a stored image (drawn through the image service). */
  blobUrl: string | null;
  image: SlotImage | null;
  message: string | null;
}

export type SlotAction =
  | { type: 'add'; key: string; name: string; blobUrl: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'uploaded'; key: string; image: SlotImage }
  | { type: 'failed'; key: string; message: string }
  | { type: 'remove'; key: string }
  /** One place left (-1) or right (+1): the desktop's arrows. */
  | { type: 'move'; key: string; by: -1 | 1 }
  /** To the front, as the cover: the phone's 设为封面. */
  | { type: 'cover'; key: string };

/** A work's stored images as the editor's first slots. */
export const storedSlots = (images: readonly SlotImage[]): ImageSlot[] =>
  images.map((image, i) => ({
    key: `stored-${i}`,
    name: `图片${i + 1}`,
    status: 'done',
    progress: 1,
    blobUrl: null,
    image,
    message: null,
  }));

/** The slots after one change; a key no slot has changes nothing. */
export function imageSlotsReducer(slots: readonly ImageSlot[], action: SlotAction): ImageSlot[] {
  const patch = (change: Partial<ImageSlot>) => slots.map((s) => (s.key === action.key ? { ...s, ...change } : s));
  const at = slots.findIndex((s) => s.key === action.key);
  switch (action.type) {
    case 'add': {
      const { key, name, blobUrl } = action;
      return [...slots, { key, name, status: 'uploading', progress: 0, blobUrl, image: null, message: null }];
    }
    case 'progress':
      return patch({ progress: action.progress });
    case 'uploaded':
      return patch({ status: 'done', progress: 1, image: action.image });
    case 'failed':
      return patch({ status: 'error', message: action.message });
    case 'remove':
      return slots.filter((s) => s.key !== action.key);
    case 'move':
      return move(slots, at, action.by);
    case 'cover':
      return at < 0 ? [...slots] : [slots[at]!, ...slots.filter((_, i) => i !== at)];
  }
}

/** What the editor's images tell the form: an upload under way (saving waits), a failed tile (removed first). */
export const slotsUploading = (slots: readonly ImageSlot[]): boolean => slots.some((s) => s.status === 'uploading');
export const IMAGE_FAILED = '有图片上传失败，请删除后重新添加';

/** The editor's fields besides its images. */
export interface WorkFields {
  title: string;
  categoryId: number | null;
  worksType: number;
  worksSubType: number;
  description: string;
}

/** The editor's choices of 作品类型 and 作品性质. */
export const WORK_TYPE_OPTIONS = [
  { value: WORKS_TYPE.image, label: '图片作品' },
  { value: WORKS_TYPE.video, label: '视频作品' },
] as const;
export const WORK_SUB_TYPE_OPTIONS = [
  { value: WORKS_SUB_TYPE.original, label: '原创' },
  { value: WORKS_SUB_TYPE.commercial, label: '商业案例' },
] as const;

/** The fields as the editor opens: the saved work's (an edit), or empty with the first choices. */
export const workFields = (work: WorkFields | null): WorkFields => ({
  title: work?.title ?? '',
  categoryId: work?.categoryId ?? null,
  worksType: work?.worksType ?? WORKS_TYPE.image,
  worksSubType: work?.worksSubType ?? WORKS_SUB_TYPE.original,
  description: work?.description ?? '',
});

/** One field's new value. */
export type WorkFieldChange = { [K in keyof WorkFields]: { key: K; value: WorkFields[K] } }[keyof WorkFields];

/** The fields after one change (the editors' reducer). */
export const changeWorkField = (fields: WorkFields, change: WorkFieldChange): WorkFields => ({
  ...fields,
  [change.key]: change.value,
});

/** A work being edited: the form's fields and its images. */
export interface WorkDraft extends WorkFields {
  slots: readonly ImageSlot[];
}

/** What the editor sends to saveWorks (with the work's id when editing). */
export interface WorkSave {
  title: string;
  categoryId: number;
  worksType: number;
  worksSubType: number;
  description: string;
  images: SlotImage[];
}

/**
 * The draft's field errors, or what to save when there are none. A failed tile must be removed first: saving
 * without it silently would surprise the designer.
 */
export function checkWorkDraft(d: WorkDraft): { errors: WorkFormErrors; save: WorkSave | null } {
  const errors = checkWorkForm({ ...d, imageCount: d.slots.length });
  if (!errors.images && d.slots.some((s) => s.status === 'error')) errors.images = IMAGE_FAILED;
  if (Object.keys(errors).length > 0 || d.categoryId === null) return { errors, save: null };
  const { title, categoryId, worksType, worksSubType, description } = d;
  const images = d.slots.flatMap((s) => (s.image ? [s.image] : []));
  return { errors, save: { title: title.trim(), categoryId, worksType, worksSubType, description, images } };
}

/** A file the editor takes: checked by its bytes, uploaded by the app. */
export interface SlotFile extends FileLike {
  readonly name: string;
}

/**
 * The editor's uploads, framework-free (the web's and the phone's hooks hold one): each new file is checked
 * (`checkImageFile`), given a slot with a preview, and uploaded with its own progress; removing a slot cancels its
 * upload, and `dispose` (leaving the editor) cancels the rest and frees the previews.
 */
export function createSlotUploads<F extends SlotFile, S extends { readonly aborted: boolean }>(io: {
  dispatch: (action: SlotAction) => void;
  /** A cancel switch for one upload (the browser's AbortController). */
  abortable: () => { readonly signal: S; abort(): void };
  /** The uploaded image, or the message of why not. */
  upload: (file: F, onProgress: (fraction: number) => void, signal: S) => Promise<SlotImage | string>;
  preview: { create(file: F): string; revoke(url: string): void };
  /** A file not taken: `TOO_MANY_IMAGES`, or `name：problem`. */
  refuse: (message: string, why: 'count' | 'file') => void;
}) {
  let nextKey = 0;
  const aborts = new Map<string, { abort(): void }>();
  const previews = new Map<string, string>();

  return {
    /** Adds `files` after the `taken` slots, up to WORK_IMAGES_MAX. */
    async add(files: readonly F[], taken: number): Promise<void> {
      const room = WORK_IMAGES_MAX - taken;
      if (files.length > room) io.refuse(TOO_MANY_IMAGES, 'count');
      for (const file of files.slice(0, Math.max(room, 0))) {
        const problem = await checkImageFile(file);
        if (problem) {
          io.refuse(`${file.name}：${problem}`, 'file');
          continue;
        }
        const key = `slot-${++nextKey}`;
        const blobUrl = io.preview.create(file);
        previews.set(key, blobUrl);
        const controller = io.abortable();
        aborts.set(key, controller);
        io.dispatch({ type: 'add', key, name: file.name, blobUrl });
        const onProgress = (progress: number) => io.dispatch({ type: 'progress', key, progress });
        void io.upload(file, onProgress, controller.signal).then((outcome) => {
          aborts.delete(key);
          if (controller.signal.aborted) return;
          io.dispatch(
            typeof outcome === 'string'
              ? { type: 'failed', key, message: outcome }
              : { type: 'uploaded', key, image: outcome },
          );
        });
      }
    },
    remove(key: string): void {
      aborts.get(key)?.abort();
      aborts.delete(key);
      const url = previews.get(key);
      if (url) io.preview.revoke(url);
      previews.delete(key);
      io.dispatch({ type: 'remove', key });
    },
    dispose(): void {
      for (const controller of aborts.values()) controller.abort();
      for (const url of previews.values()) io.preview.revoke(url);
      aborts.clear();
      previews.clear();
    },
  };
}
