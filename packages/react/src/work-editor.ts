/**
 * The work editor's logic, one for both sites (issue 35): the images as slots uploading with progress, the
 * fields, the checks before saving (`checkWorkDraft`, the api's own messages), focusing the first field to fix,
 * and the save. Each site keeps its markup, its upload call and its toasts; the rules are
 * `@bazaar/domain/rules/work-form`'s.
 */
import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { EndpointInput } from '@bazaar/domain/client';
import { WORK_TITLE_MAX } from '@bazaar/domain/constants';
import {
  changeWorkField,
  checkWorkDraft,
  createSlotUploads,
  imageSlotsReducer,
  slotsUploading,
  storedSlots,
  WORK_SUB_TYPE_OPTIONS,
  WORK_TYPE_OPTIONS,
  workFields,
  type ImageSlot,
  type SlotImage,
  type WorkFields,
  type WorkFormErrors,
} from '@bazaar/domain/rules/work-form';
import { titleFieldSpec } from './field-spec';

export type { ImageSlot, SlotImage };

export interface ImageSlotsIo {
  /** Sends one file; the stored image, or the message of why not. */
  upload: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<SlotImage | string>;
  /** A file not taken: too many (`count`) or not an image we take (`file`). */
  refuse: (message: string, why: 'count' | 'file') => void;
}

/**
 * The editor's images: stored ones (an edit) and new files uploading, in the work's order (the first is the
 * cover). Leaving the editor cancels unfinished uploads and frees the previews.
 */
export function useImageSlots(initial: readonly SlotImage[], io: ImageSlotsIo) {
  const [slots, dispatch] = useReducer(imageSlotsReducer, initial, storedSlots);
  const [uploads] = useState(() =>
    createSlotUploads({
      dispatch,
      abortable: () => new AbortController(),
      upload: io.upload,
      preview: { create: (file) => URL.createObjectURL(file), revoke: (url) => URL.revokeObjectURL(url) },
      refuse: io.refuse,
    }),
  );
  useEffect(() => () => uploads.dispose(), [uploads]);
  return {
    slots,
    /** Adds files after the images there are, up to the most a work has. */
    add: (files: readonly File[]) => uploads.add(files, slots.length),
    remove: uploads.remove,
    shift: (key: string, by: -1 | 1) => dispatch({ type: 'move', key, by }),
    toFront: (key: string) => dispatch({ type: 'cover', key }),
  };
}

export type ImageSlots = ReturnType<typeof useImageSlots>;

const TITLE_FIELD = titleFieldSpec('作品标题', '作品', WORK_TITLE_MAX);

const CHOICES = {
  worksType: { label: '作品类型', options: WORK_TYPE_OPTIONS },
  worksSubType: { label: '作品性质', options: WORK_SUB_TYPE_OPTIONS },
} as const;

/** What a work editor starts from: the saved work when editing, null for a new one. */
type EditedWork = (WorkFields & { worksId: number }) | null;

/**
 * The fields, their errors and the save of 上传作品 / 编辑作品. `save` sends the checked draft and says whether it
 * was saved (the site's api client shows a refusal); `invalid` is the selector of the first control to focus
 * when a check fails (each site marks its fields its own way).
 */
export function useWorkEditor(options: {
  work: EditedWork;
  images: ImageSlots;
  save: (draft: EndpointInput<'saveWorks'>) => Promise<boolean>;
  onSaved: () => void;
  invalid: string;
}) {
  const { work, images, save, onSaved, invalid } = options;
  const [fields, change] = useReducer(changeWorkField, work, workFields);
  const [errors, setErrors] = useState<WorkFormErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const uploading = slotsUploading(images.slots);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, save: draft } = checkWorkDraft({ ...fields, slots: images.slots });
    setErrors(found);
    if (!draft) {
      // Keyboard and screen-reader users land on the first field to fix (once the errors are drawn).
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(invalid)?.focus());
      return;
    }
    setSaving(true);
    const saved = await save({ ...(work ? { worksId: work.worksId } : {}), ...draft });
    setSaving(false);
    if (saved) onSaved();
  };

  /** 作品标题's input props: its spec, value, error and change. */
  const titleField = {
    ...TITLE_FIELD,
    value: fields.title,
    error: errors.title ?? null,
    onChange: (e: ChangeEvent<HTMLInputElement>) => change({ key: 'title', value: e.target.value }),
  };

  /** 作品类型 or 作品性质: a choice group's props (its label, options, the value and its change). */
  const choice = (key: 'worksType' | 'worksSubType') => ({
    ...CHOICES[key],
    name: key,
    value: fields[key],
    onChange: (value: number) => change({ key, value }),
  });

  const submitLabel = saving ? '保存中…' : uploading ? '图片上传中…' : work ? '保存修改' : '发布作品';
  return {
    fields,
    change,
    titleField,
    choice,
    errors,
    saving,
    uploading,
    busy: saving || uploading,
    submit,
    form,
    submitLabel,
  };
}
