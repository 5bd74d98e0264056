/** 3-9 sample works, each through the checked upload call with its own progress; remove before sending. */
import { imageUrl } from '@bazaar/domain/format';
import { IMAGE_ACCEPT } from '@bazaar/domain/rules/work-form';
import { JOIN_SAMPLES_WORDS, useJoinSamples } from '@bazaar/react/join-form';
import { uploadingWords } from '@bazaar/react/upload-progress';
import { toast } from '@/shared/ui/toast/toast-store';
import { FieldMessage } from '@/shared/ui/form-field';
import { uploadSample } from '../api/join-api';
import styles from './join.module.css';

export function SamplesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
}) {
  const samples = useJoinSamples(value, onChange, {
    upload: async (file, onProgress) => {
      const result = await uploadSample(file, onProgress);
      return result.ok ? result.url : { error: result.message };
    },
    refuse: (message, why) => (why === 'count' ? toast.warning(message) : toast.error(message)),
  });
  const { id, progress } = samples;
  return (
    <div className={styles.field}>
      <p className={styles.label} id={`${id}-label`}>
        {JOIN_SAMPLES_WORDS.label} <span className={styles.labelHint}>{JOIN_SAMPLES_WORDS.hint}</span>
      </p>
      <ul className={styles.samples} aria-labelledby={`${id}-label`}>
        {value.map((url, i) => (
          <li key={url} className={styles.sample}>
            <img src={imageUrl(url, { w: 240, h: 180 })} alt={`代表作品 ${i + 1}`} width={120} height={90} />
            <button
              type="button"
              className={styles.sampleRemove}
              onClick={() => samples.remove(url)}
              aria-label={`移除代表作品 ${i + 1}`}
            >
              ×
            </button>
          </li>
        ))}
        {samples.room > 0 && (
          <li>
            <label className={styles.sampleAdd} data-busy={progress !== null || undefined}>
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                className={styles.fileInput}
                disabled={progress !== null}
                aria-describedby={`${id}-msg`}
                onChange={samples.onPick}
              />
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              <span>{uploadingWords(progress, '上传作品')}</span>
            </label>
          </li>
        )}
      </ul>
      <FieldMessage id={`${id}-msg`} error={error} hint={samples.countText} />
    </div>
  );
}
