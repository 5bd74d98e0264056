/**
 * A work's images in the phone editor (the desktop's images field, issue 6): 1–9 images, each checked before it
 * is sent with the desktop's rules and messages (`checkImageFile`: PNG/JPEG/WebP/GIF by their bytes, ≤ 10 MB,
 * `@bazaar/domain/rules/work-form`), uploaded one per request with its own progress; the first is the cover, 设为封面
 * moves another to the front, × removes one (an unfinished upload is cancelled).
 */
import { useId } from 'react';
import { upload, UPLOAD_FAILED } from '@bazaar/domain/client/upload';
import { WORK_IMAGES_MAX } from '@bazaar/domain/constants';
import { IMAGE_ACCEPT, type SlotImage } from '@bazaar/domain/rules/work-form';
import { useImageSlots as useImageSlotsOf, type ImageSlots } from '@bazaar/react/work-editor';
import { api } from '@/shared/api';
import { toast } from '@/shared/toast';
import { Img } from '@/shared/ui/img';
import { progressbarProps, uploadPercent } from '@bazaar/react/upload-progress';

async function uploadImage(
  file: File,
  onProgress: (f: number) => void,
  signal: AbortSignal,
): Promise<SlotImage | string> {
  const form = new FormData();
  form.append('files', file, file.name);
  const result = await upload(api, 'upload', form, { onProgress, signal });
  const first = result.success ? result.data?.[0] : undefined;
  if (first) return { url: first.callbackResult, width: first.width, height: first.height };
  return result.resultCode === 'NETWORK' || result.success ? UPLOAD_FAILED : result.resultMessage;
}

/** The editor's slots (`@bazaar/react/work-editor`, the desktop's too), uploading through the phone's client. */
export const useImageSlots = (initial: readonly SlotImage[]) =>
  useImageSlotsOf(initial, { upload: uploadImage, refuse: (message) => toast.error(message) });

export function ImagesField({ images, error }: { images: ImageSlots; error: string | undefined }) {
  const inputId = useId();
  const labelId = useId();
  const { slots } = images;
  const full = slots.length >= WORK_IMAGES_MAX;
  return (
    <div className="m-field" role="group" aria-labelledby={labelId} data-invalid={error ? true : undefined}>
      <p className="m-images-head">
        <span id={labelId}>作品图片</span>
        <span className="m-hint">
          {slots.length}/{WORK_IMAGES_MAX}
        </span>
      </p>
      <ol className="m-images">
        {slots.map((slot, i) => {
          const n = i + 1;
          return (
            <li key={slot.key} className="m-image-tile" data-status={slot.status}>
              {slot.blobUrl ? (
                <img src={slot.blobUrl} alt={`第${n}张：${slot.name}`} className="m-image-preview" />
              ) : (
                <Img src={slot.image?.url} alt={`第${n}张：${slot.name}`} width={120} ratio={1} box="1 / 1" />
              )}
              {i === 0 ? (
                <span className="m-image-cover">封面</span>
              ) : (
                slot.status === 'done' && (
                  <button type="button" className="m-image-front" onClick={() => images.toFront(slot.key)}>
                    设为封面
                  </button>
                )
              )}
              {slot.status === 'uploading' && (
                <span className="m-image-progress" {...progressbarProps(`第${n}张上传进度`, slot.progress)}>
                  {uploadPercent(slot.progress)}%
                </span>
              )}
              {slot.status === 'error' && <span className="m-image-failed">{slot.message ?? UPLOAD_FAILED}</span>}
              <button
                type="button"
                className="m-image-remove"
                aria-label={`删除第${n}张`}
                onClick={() => images.remove(slot.key)}
              >
                ×
              </button>
            </li>
          );
        })}
        {!full && (
          <li className="m-image-tile m-image-add">
            <label htmlFor={inputId}>
              <span aria-hidden="true">＋</span>
              添加图片
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept={IMAGE_ACCEPT}
              multiple
              aria-label="选择作品图片"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                void images.add(files);
              }}
            />
          </li>
        )}
      </ol>
      {error ? (
        <p className="m-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="m-hint">支持 PNG、JPEG、WebP、GIF，单张不超过10MB，1-9张；第一张为封面</p>
      )}
    </div>
  );
}
