/**
 * The /join application form on a phone (the desktop's fields and order): checked here with the desktop's
 * `checkJoinForm` (the server's own messages, @bazaar/domain/rules), then on the server; samples go one by one
 * through the checked upload call with progress. A refusal shows each message under its field.
 */
import { useChange } from '@bazaar/react/change';
import { useId, useState, type FormEvent } from 'react';
import {
  JOIN_EXPERIENCE_MAX,
  JOIN_SAMPLES_MAX,
  JOIN_SAMPLES_MIN,
  JOIN_SUBMITTED,
  JOIN_YEARS,
} from '@bazaar/domain/constants/join';
import { upload, UPLOAD_FAILED } from '@bazaar/domain/client/upload';
import { imageUrl } from '@bazaar/domain/format';
import { addSamples, checkJoinForm, type JoinErrors, type JoinForm } from '@bazaar/domain/rules/join-form';
import { IMAGE_ACCEPT } from '@bazaar/domain/rules/work-form';
import { api, call } from '@/shared/api';
import { useCategoryChips } from '@/shared/categories';
import { Link } from '@/shared/router';
import { toast } from '@/shared/toast';
import { uploadingWords } from '@bazaar/react/upload-progress';

const FieldError = ({ id, error }: { id: string; error: string | undefined }) =>
  error ? (
    <p id={id} className="m-error" role="alert">
      {error}
    </p>
  ) : null;

async function uploadSample(file: File, onProgress: (f: number) => void): Promise<string | { error: string }> {
  const form = new FormData();
  form.append('files', file, file.name);
  const result = await upload(api, 'upload', form, { onProgress });
  const url = result.success ? result.data?.[0]?.callbackResult : undefined;
  if (url) return url;
  return { error: result.resultCode === 'NETWORK' || result.success ? UPLOAD_FAILED : result.resultMessage };
}

function Samples({ value, onChange, error }: { value: string[]; onChange: (s: string[]) => void; error?: string }) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const room = JOIN_SAMPLES_MAX - value.length;
  const add = (files: FileList | null) =>
    addSamples([...(files ?? [])], value, {
      upload: uploadSample,
      progress: setProgress,
      change: onChange,
      refuse: (message) => toast.error(message),
    });
  return (
    <div className="m-field">
      <p className="m-label" id={`${id}-label`}>
        代表作品{' '}
        <span className="m-label-hint">
          （{JOIN_SAMPLES_MIN}-{JOIN_SAMPLES_MAX} 张，第一张作为主页作品封面）
        </span>
      </p>
      <ul className="m-samples" aria-labelledby={`${id}-label`}>
        {value.map((url, i) => (
          <li key={url} className="m-sample">
            <img src={imageUrl(url, { w: 240, h: 240, fill: 1 })} alt={`代表作品 ${i + 1}`} width={80} height={80} />
            <button
              type="button"
              className="m-sample-remove"
              aria-label={`移除代表作品 ${i + 1}`}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              ×
            </button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <label className="m-sample-add" data-busy={progress !== null || undefined}>
              <input
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                className="visually-hidden"
                disabled={progress !== null}
                aria-describedby={`${id}-msg`}
                onChange={(e) => {
                  void add(e.currentTarget.files);
                  e.currentTarget.value = '';
                }}
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
          已上传 {value.length} 张；支持 PNG、JPG、WebP、GIF
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
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<JoinErrors>({});
  const { run: send, busy } = useChange((filled: JoinForm) => call('applyJoin', { ...filled, agree: true }));
  const categories = useCategoryChips().filter((c) => c.value);
  const set = <K extends keyof JoinForm>(key: K, value: JoinForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const invalid = (key: keyof JoinForm) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `join-${key}-error` } : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkJoinForm(form);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.m-join-form [role="alert"]')?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    const result = await send(form);
    if (result?.success) {
      toast.info(JOIN_SUBMITTED);
      onSubmitted();
    }
  }

  const toggle = (id: number) =>
    set(
      'categoryIds',
      form.categoryIds.includes(id) ? form.categoryIds.filter((c) => c !== id) : [...form.categoryIds, id],
    );

  return (
    <form className="m-join-form m-detail-card" onSubmit={submit} noValidate aria-label="设计师入驻申请">
      <h2 className="m-section-title">{resubmit ? '修改后重新提交' : '填写入驻申请'}</h2>
      <div className="m-field">
        <label className="m-label" htmlFor="join-realName">
          真实姓名
        </label>
        <input
          id="join-realName"
          className="m-input"
          value={form.realName}
          maxLength={20}
          autoComplete="name"
          placeholder="仅用于审核与结算，不公开展示"
          {...invalid('realName')}
          onChange={(e) => set('realName', e.currentTarget.value)}
        />
        <FieldError id="join-realName-error" error={errors.realName} />
      </div>
      <div className="m-field">
        <label className="m-label" htmlFor="join-mobile">
          联系手机
        </label>
        <input
          id="join-mobile"
          className="m-input"
          value={form.mobile}
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          {...invalid('mobile')}
          onChange={(e) => set('mobile', e.currentTarget.value.replace(/\D/g, ''))}
        />
        <FieldError id="join-mobile-error" error={errors.mobile} />
      </div>
      <fieldset className="m-field m-fieldset">
        <legend className="m-label">
          擅长领域 <span className="m-label-hint">（可多选，最多 5 项）</span>
        </legend>
        <div className="m-check-chips">
          {categories.map((c) => (
            <label key={c.value} className="m-check-chip">
              <input
                type="checkbox"
                checked={form.categoryIds.includes(Number(c.value))}
                onChange={() => toggle(Number(c.value))}
              />
              <span>{c.label}</span>
            </label>
          ))}
        </div>
        <FieldError id="join-categoryIds-error" error={errors.categoryIds} />
      </fieldset>
      <div className="m-field">
        <label className="m-label" htmlFor="join-years">
          从业年限
        </label>
        <select
          id="join-years"
          className="m-input m-select"
          value={form.years || ''}
          {...invalid('years')}
          onChange={(e) => set('years', Number(e.currentTarget.value))}
        >
          <option value="" disabled>
            请选择
          </option>
          {JOIN_YEARS.map((y) => (
            <option key={y.code} value={y.code}>
              {y.name}
            </option>
          ))}
        </select>
        <FieldError id="join-years-error" error={errors.years} />
      </div>
      <div className="m-field">
        <label className="m-label" htmlFor="join-experience">
          设计经历
        </label>
        <textarea
          id="join-experience"
          className="m-input m-textarea"
          rows={5}
          maxLength={JOIN_EXPERIENCE_MAX}
          value={form.experience}
          placeholder="教育背景、代表项目、擅长的风格和服务过的行业"
          {...invalid('experience')}
          onChange={(e) => set('experience', e.currentTarget.value)}
        />
        {errors.experience ? (
          <FieldError id="join-experience-error" error={errors.experience} />
        ) : (
          <p className="m-hint">
            {form.experience.trim().length} / {JOIN_EXPERIENCE_MAX}
          </p>
        )}
      </div>
      <Samples value={form.samples} onChange={(s) => set('samples', s)} error={errors.samples} />
      <div className="m-field">
        <label className="m-label" htmlFor="join-portfolioUrl">
          作品集链接
        </label>
        <input
          id="join-portfolioUrl"
          className="m-input"
          type="url"
          value={form.portfolioUrl}
          placeholder="https://www.zcool.com.cn/u/…"
          {...invalid('portfolioUrl')}
          onChange={(e) => set('portfolioUrl', e.currentTarget.value)}
        />
        <FieldError id="join-portfolioUrl-error" error={errors.portfolioUrl} />
      </div>
      <div className="m-field">
        <label className="m-agree">
          <input
            type="checkbox"
            checked={form.agree}
            {...invalid('agree')}
            onChange={(e) => set('agree', e.currentTarget.checked)}
          />
          <span>
            我已阅读并同意<Link to="/help/entryRules">《入驻规则》</Link>
          </span>
        </label>
        <FieldError id="join-agree-error" error={errors.agree} />
      </div>
      <button type="submit" className="m-button m-button-block" disabled={busy}>
        {busy ? '提交中…' : '提交申请'}
      </button>
    </form>
  );
}
