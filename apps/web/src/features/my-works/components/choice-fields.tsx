import { useId } from 'react';
import { FieldMessage } from '@/shared/ui/form-field';
import field from '@/shared/ui/form-field.module.css';
import styles from './work-editor.module.css';

interface Option {
  value: number;
  label: string;
}

/** A labelled <select> in the form-field frame (docs/design.md forms: label above, error under). */
export function SelectField({
  label,
  value,
  options,
  placeholder,
  error,
  onChange,
}: {
  label: string;
  value: number | null;
  options: readonly Option[];
  placeholder: string;
  error?: string | undefined;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <div className={field.control} data-invalid={error ? true : undefined}>
        <select
          id={id}
          className={`${field.input} ${styles.select}`}
          value={value ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-message` : undefined}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage id={`${id}-message`} error={error} />
    </div>
  );
}

/** Two or three exclusive choices as segmented radio buttons (arrow keys move between them natively). */
export function ChoiceGroup({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: number;
  options: readonly Option[];
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend className={field.label}>{label}</legend>
      <div className={styles.segments}>
        {options.map((o) => (
          <label key={o.value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
