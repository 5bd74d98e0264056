/** 3-9 sample works, each through the checked upload call with its own progress; remove before sending. */
import { JOIN_SAMPLES_MAX, JOIN_SAMPLES_MIN } from '@bazaar/domain/constants/join';
import { imageUrl } from '@bazaar/domain/format';
import { addSamples } from '@bazaar/domain/rules/join-form';
import { IMAGE_ACCEPT } from '@bazaar/domain/rules/work-form';
import { useId, useState } from 'react';
import { toast } from '@/shared/ui/toast/toast-store';
import { FieldMessage } from '@/shared/ui/form-field';
import { uploadSample } from '../api/join-api';
import styles from './join.module.css';
import { uploadingWords } from '@bazaar/react/upload-progress';

export function SamplesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const room = JOIN_SAMPLES_MAX - value.length;

  const add = (files: FileList | null) =>
    addSamples([...(files ?? [])], value, {
      upload: async (file: File, onProgress) => {
        const result = await uploadSample(file, onProgress);
        return result.ok ? result.url : { error: result.message };
      },
      progress: setProgress,
      change: onChange,
      refuse: (message, why) => (why === 'count' ? toast.warning(message) : toast.error(message)),
    });

  return (
    <div className={styles.field}>
      <p className={styles.label} id={`${id}-label`}>
        代表作品{' '}
        <span className={styles.labelHint}>
          （{JOIN_SAMPLES_MIN}-{JOIN_SAMPLES_MAX} 张，第一张作为主页作品封面）
        </span>
      </p>
      <ul className={styles.samples} aria-labelledby={`${id}-label`}>
        {value.map((url, i) => (
          <li key={url} className={styles.sample}>
            <img src={imageUrl(url, { w: 240, h: 180 })} alt={`代表作品 ${i + 1}`} width={120} height={90} />
            <button
              type="button"
              className={styles.sampleRemove}
              onClick={() => onChange(value.filter((u) => u !== url))}
              aria-label={`移除代表作品 ${i + 1}`}
            >
              ×
            </button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <label className={styles.sampleAdd} data-busy={progress !== null || undefined}>
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                className={styles.fileInput}
                disabled={progress !== null}
                aria-describedby={`${id}-msg`}
                onChange={(e) => {
                  void add(e.currentTarget.files);
                  e.currentTarget.value = '';
                }}
              />
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              <span>{uploadingWords(progress, '上传作品')}</span>
            </label>
          </li>
        )}
      </ul>
      <FieldMessage id={`${id}-msg`} error={error} hint={`已上传 ${value.length} 张；支持 PNG、JPG、WebP、GIF`} />
    </div>
  );
}
