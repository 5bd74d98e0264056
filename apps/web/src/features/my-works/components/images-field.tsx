import { WORK_IMAGES_MAX } from '@bazaar/domain/constants';
import { imageUrl } from '@bazaar/domain/format';
import { useId, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/shared/ui/icons';
import { FieldMessage } from '@/shared/ui/form-field';
import { IMAGE_ACCEPT } from '@bazaar/domain/rules/work-form';
import type { ImageSlot } from './use-image-slots';
import styles from './work-editor.module.css';
import { progressbarProps, uploadPercent } from '@bazaar/react/upload-progress';

interface ImagesFieldProps {
  slots: readonly ImageSlot[];
  error?: string | undefined;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
}

/** 1–9 images: previews, per-file progress, move left/right (buttons, so the keyboard can), remove. */
export function ImagesField({ slots, error, onAdd, onRemove, onMove }: ImagesFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const messageId = useId();
  const full = slots.length >= WORK_IMAGES_MAX;
  return (
    <div
      className={styles.field}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={messageId}
      data-invalid={error ? true : undefined}
    >
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          作品图片
        </span>
        <span className={styles.counter}>
          {slots.length}/{WORK_IMAGES_MAX}
        </span>
      </div>
      <ol className={styles.images}>
        {slots.map((slot, i) => {
          const n = i + 1;
          const src = slot.blobUrl ?? (slot.image ? imageUrl(slot.image.url, { w: 480, h: 360, fill: 1 }) : '');
          return (
            <li key={slot.key} className={styles.tile} data-status={slot.status}>
              <img src={src} alt={`第${n}张：${slot.name}`} className={styles.preview} />
              {i === 0 && <span className={styles.cover}>封面</span>}
              {slot.status === 'uploading' && (
                <div className={styles.progress}>
                  <div {...progressbarProps(`第${n}张上传进度`, slot.progress)} className={styles.bar}>
                    <span style={{ width: `${uploadPercent(slot.progress)}%` }} />
                  </div>
                  <span className={styles.percent}>{uploadPercent(slot.progress)}%</span>
                </div>
              )}
              {slot.status === 'error' && (
                <p className={styles.tileError} role="alert">
                  {slot.message}
                </p>
              )}
              <div className={styles.tileActions}>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`第${n}张左移`}
                  disabled={i === 0}
                  onClick={() => onMove(slot.key, -1)}
                >
                  <ChevronLeftIcon size={16} />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`第${n}张右移`}
                  disabled={i === slots.length - 1}
                  onClick={() => onMove(slot.key, 1)}
                >
                  <ChevronRightIcon size={16} />
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={`删除第${n}张`}
                  onClick={() => onRemove(slot.key)}
                >
                  <CloseIcon size={16} />
                </button>
              </div>
            </li>
          );
        })}
        {!full && (
          <li className={styles.addTile}>
            <button type="button" className={styles.add} onClick={() => input.current?.click()}>
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              添加图片
            </button>
          </li>
        )}
      </ol>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        aria-label="选择作品图片"
        data-testid="work-images-input"
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <FieldMessage
        id={messageId}
        error={error}
        hint="支持 PNG、JPEG、WebP、GIF，单张不超过10MB，1-9张；第一张为封面，可用箭头调整顺序"
      />
    </div>
  );
}
