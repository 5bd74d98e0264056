/** 3-9 sample works, each through the checked upload call with its own progress; remove before sending. */
import { JOIN_SAMPLES_MAX, JOIN_SAMPLES_MIN } from '@bazaar/domain/constants/join';
import { imageUrl } from '@bazaar/domain/format';
import { useId, useState } from 'react';
import { toast } from '@/shared/ui/toast/toast-store';
import { FieldMessage } from '@/shared/ui/form-field';
import { uploadSample } from '../api/join-api';
import styles from './join.module.css';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

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

  async function add(files: FileList | null) {
    if (!files?.length) return;
    const picked = [...files].slice(0, room);
    if (files.length > room) toast.warning(`最多上传${JOIN_SAMPLES_MAX}张代表作品`);
    let next = value;
    for (const [i, file] of picked.entries()) {
      setProgress(i / picked.length);
      const result = await uploadSample(file, (f) => setProgress((i + f) / picked.length));
      if (result.ok) {
        next = [...next, result.url];
        onChange(next);
      } else toast.error(result.message);
    }
    setProgress(null);
  }

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
                accept={ACCEPT}
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
              <span>{progress !== null ? `上传中 ${Math.round(progress * 100)}%` : '上传作品'}</span>
            </label>
          </li>
        )}
      </ul>
      <FieldMessage id={`${id}-msg`} error={error} hint={`已上传 ${value.length} 张；支持 PNG、JPG、WebP、GIF`} />
    </div>
  );
}
