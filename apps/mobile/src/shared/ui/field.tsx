/**
 * A labelled form field of the phone site: 44 px input (16 px text, so iOS does not zoom), its hint, its error
 * (announced and tied to the input), and an optional addon on the right (获取验证码, 全部). `TextAreaField` is the
 * same for a text of several lines (the deal sheets' reasons, a review).
 */
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string | null | undefined;
  hint?: string;
  addon?: ReactNode;
}

export function Field({ label, error, hint, addon, id, ...input }: FieldProps) {
  const own = useId();
  const inputId = id ?? own;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  const control = (
    <input
      id={inputId}
      className="m-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
  return (
    <div className="m-field">
      <label htmlFor={inputId}>{label}</label>
      {addon ? (
        <div className="m-field-row">
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
      {error ? (
        <p id={`${inputId}-error`} className="m-error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${inputId}-hint`} className="m-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: string;
  error?: string | null | false;
  /** Under the box (a counter). */
  after?: ReactNode;
}

export function TextAreaField({ label, error, after, id, rows = 3, ...area }: TextAreaFieldProps) {
  const own = useId();
  const areaId = id ?? own;
  return (
    <div className="m-field">
      <label htmlFor={areaId}>{label}</label>
      <textarea
        id={areaId}
        className="m-input m-textarea-box"
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        {...area}
      />
      {after}
      {error && (
        <p id={`${areaId}-error`} className="m-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
