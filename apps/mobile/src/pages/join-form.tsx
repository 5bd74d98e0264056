/**
 * The /join application form on a phone (the desktop's fields and order): checked here with the desktop's
 * `checkJoinForm` (the server's own messages, through @bazaar/react/join-form), then on the server; samples go one by
 * one through the checked upload call with progress. A refusal shows each message under its field.
 */
import type { InputHTMLAttributes } from 'react';
import { upload, UPLOAD_FAILED } from '@bazaar/domain/client/upload';
import { imageUrl } from '@bazaar/domain/format';
import type { JoinForm } from '@bazaar/domain/rules/join-form';
import { IMAGE_ACCEPT } from '@bazaar/domain/rules/work-form';
import { JOIN_CATEGORIES_LEGEND, JOIN_SAMPLES_WORDS, useJoinForm, useJoinSamples } from '@bazaar/react/join-form';
import { uploadingWords } from '@bazaar/react/upload-progress';
import { api, call } from '@/shared/api';
import { useCategoryChips } from '@/shared/categories';
import { Link } from '@/shared/router';
import { toast } from '@/shared/toast';

const FieldError = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p id={id} className="m-error" role="alert">
      {error}
    </p>
  ) : null;

/** The error's id, tied to its control while there is one. */
const invalid = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** One of the form's text inputs from its spec (@bazaar/react/join-form's `text(key)`). */
function TextInput({
  label,
  error,
  id,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; error: string | undefined }) {
  return (
    <div className="m-field">
      <label className="m-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="m-input" {...input} {...invalid(id, error)} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

async function uploadSample(file: File, onProgress: (f: number) => void): Promise<string | { error: string }> {
  const form = new FormData();
  form.append('files', file, file.name);
  const result = await upload(api, 'upload', form, { onProgress });
  const url = result.success ? result.data?.[0]?.callbackResult : undefined;
  if (url) return url;
  return { error: result.resultCode === 'NETWORK' || result.success ? UPLOAD_FAILED : result.resultMessage };
}

function Samples({ value, onChange, error }: { value: string[]; onChange: (s: string[]) => void; error?: string }) {
  const samples = useJoinSamples(value, onChange, { upload: uploadSample, refuse: (message) => toast.error(message) });
  const { id, progress } = samples;
  return (
    <div className="m-field">
      <p className="m-label" id={`${id}-label`}>
        {JOIN_SAMPLES_WORDS.label} <span className="m-label-hint">{JOIN_SAMPLES_WORDS.hint}</span>
      </p>
      <ul className="m-samples" aria-labelledby={`${id}-label`}>
        {value.map((url, i) => (
          <li key={url} className="m-sample">
            <img src={imageUrl(url, { w: 240, h: 240, fill: 1 })} alt={`代表作品 ${i + 1}`} width={80} height={80} />
            <button
              type="button"
              className="m-sample-remove"
              aria-label={`移除代表作品 ${i + 1}`}
              onClick={() => samples.remove(url)}
            >
              ×
            </button>
          </li>
        ))}
        {samples.room > 0 && (
          <li>
            <label className="m-sample-add" data-busy={progress !== null || undefined}>
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                className="visually-hidden"
                disabled={progress !== null}
                aria-describedby={`${id}-msg`}
                onChange={samples.onPick}
              />
              <span aria-hidden="true" className="m-sample-plus">
                +
              </span>
              <span>{uploadingWords(progress, '上传作品')}</span>
            </label>
          </li>
        )}
      </ul>
      {error ? (
        <FieldError id={`${id}-msg`} error={error} />
      ) : (
        <p id={`${id}-msg`} className="m-hint">
          {samples.countText}
        </p>
      )}
    </div>
  );
}

export function JoinFormView({
  initial,
  resubmit,
  onSubmitted,
}: {
  initial: JoinForm;
  resubmit: boolean;
  onSubmitted: () => void;
}) {
  const categories = useCategoryChips().filter((c) => c.value);
  const join = useJoinForm(initial, {
    apply: async (input) => (await call('applyJoin', input)).success,
    submitted: (message) => {
      toast.info(message);
      onSubmitted();
    },
    showFirstError: () =>
      document.querySelector<HTMLElement>('.m-join-form [role="alert"]')?.scrollIntoView({ block: 'center' }),
  });
  const { errors } = join;
  const { label: yearsLabel, placeholder, options, error: yearsError, ...years } = join.years;
  const { label: experienceLabel, counter, error: experienceError, ...experience } = join.experience;

  return (
    <form className="m-join-form m-detail-card" onSubmit={join.submit} noValidate aria-label="设计师入驻申请">
      <h2 className="m-section-title">{resubmit ? '修改后重新提交' : '填写入驻申请'}</h2>
      <TextInput {...join.text('realName')} />
      <TextInput {...join.text('mobile')} />
      <fieldset className="m-field m-fieldset">
        <legend className="m-label">
          {JOIN_CATEGORIES_LEGEND.label} <span className="m-label-hint">{JOIN_CATEGORIES_LEGEND.hint}</span>
        </legend>
        <div className="m-check-chips">
          {categories.map((c) => (
            <label key={c.value} className="m-check-chip">
              <input type="checkbox" {...join.category(Number(c.value))} />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
        <FieldError id="join-categoryIds-error" error={errors.categoryIds} />
      </fieldset>
      <div className="m-field">
        <label className="m-label" htmlFor={years.id}>
          {yearsLabel}
        </label>
        <select {...years} className="m-input m-select" {...invalid(years.id, yearsError)}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((y) => (
            <option key={y.code} value={y.code}>
              {y.name}
            </option>
          ))}
        </select>
        <FieldError id={`${years.id}-error`} error={yearsError} />
      </div>
      <div className="m-field">
        <label className="m-label" htmlFor={experience.id}>
          {experienceLabel}
        </label>
        <textarea {...experience} className="m-input m-textarea" {...invalid(experience.id, experienceError)} />
        {experienceError ? (
          <FieldError id={`${experience.id}-error`} error={experienceError} />
        ) : (
          <p className="m-hint">{counter}</p>
        )}
      </div>
      <Samples {...join.samples} />
      <TextInput {...join.text('portfolioUrl')} />
      <div className="m-field">
        <label className="m-agree">
          <input
            type="checkbox"
            checked={join.agree.checked}
            {...invalid('join-agree', join.agree.error)}
            onChange={join.agree.onChange}
          />
          <span>
            我已阅读并同意<Link to="/help/entryRules">《入驻规则》</Link>
          </span>
        </label>
        <FieldError id="join-agree-error" error={join.agree.error} />
      </div>
      <button type="submit" className="m-button m-button-block" disabled={join.busy}>
        {join.submitLabel}
      </button>
    </form>
  );
}
