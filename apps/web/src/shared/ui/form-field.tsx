import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './form-field.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  /** The spec's exact message, shown under the field in 12 px red (docs/design.md forms). */
  error?: string | null;
  /** Rendered inside the field's frame after the input (e.g. the 获取验证码 button). */
  addon?: ReactNode;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Label above, input, error under it; the error line is reserved so messages never shift the layout. */
export function FormField({ label, error, addon, hint, id, ref, ...input }: FormFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <input
          ref={ref}
          id={inputId}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...input}
        />
        {addon}
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}

/**
 * The line under a field: its error (docs/design.md forms: 12 px red, announced as it appears), else the hint.
 * The line keeps its height when empty, so a message never shifts the form.
 */
export function FieldMessage({ id, error, hint }: { id?: string; error?: string | null; hint?: ReactNode }) {
  return (
    <p id={id} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
      {error || hint}
    </p>
  );
}
