import { WORK_DESCRIPTION_MAX } from '@bazaar/domain/constants';
import { useId } from 'react';
import { FieldMessage } from '@/shared/ui/form-field';
import field from '@/shared/ui/form-field.module.css';
import styles from './work-editor.module.css';

/** 作品描述 with a live counter; the limit is enforced by the rules (the counter turns red past it). */
export function DescriptionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const over = value.length > WORK_DESCRIPTION_MAX;
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        作品描述
      </label>
      <div className={styles.textareaFrame} data-invalid={error || over ? true : undefined}>
        <textarea
          id={id}
          className={styles.textarea}
          rows={6}
          placeholder="介绍一下创作思路、用途和使用的工具（选填）"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-counter ${id}-message`}
          onChange={(e) => onChange(e.target.value)}
        />
        <span id={`${id}-counter`} className={styles.count} data-over={over || undefined}>
          {value.length}/{WORK_DESCRIPTION_MAX}
        </span>
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
}
