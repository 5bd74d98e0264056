/**
 * The /join application form, one for both sites (issue 8, issue 35): the inputs' specs (labels, limits, input
 * modes, autocomplete, placeholders), the state, the check (`checkJoinForm`: the server's own messages), the
 * submission and the sample works' uploads with their progress. Each site draws its own fields and passes in its
 * applyJoin call, its upload call, its toasts and how it brings the first error into view.
 */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { EndpointInput } from '@bazaar/domain/client';
import {
  JOIN_CATEGORIES_MAX,
  JOIN_EXPERIENCE_MAX,
  JOIN_REAL_NAME_MAX,
  JOIN_SAMPLES_MAX,
  JOIN_SAMPLES_MIN,
  JOIN_SUBMITTED,
  JOIN_YEARS,
} from '@bazaar/domain/constants/join';
import { addSamples, checkJoinForm, type JoinErrors, type JoinForm } from '@bazaar/domain/rules/join-form';
import { useChange } from './change';

const TEXT_FIELDS = {
  realName: {
    label: '真实姓名',
    maxLength: JOIN_REAL_NAME_MAX,
    autoComplete: 'name',
    placeholder: '仅用于审核与结算，不公开展示',
  },
  mobile: { label: '联系手机', inputMode: 'numeric', maxLength: 11, autoComplete: 'tel' },
  portfolioUrl: { label: '作品集链接', type: 'url', placeholder: 'https://www.zcool.com.cn/u/…' },
} as const;
type TextInput = keyof typeof TEXT_FIELDS;

/** 擅长领域's legend and its hint. */
export const JOIN_CATEGORIES_LEGEND = { label: '擅长领域', hint: `（可多选，最多 ${JOIN_CATEGORIES_MAX} 项）` };
/** 代表作品's label, its hint, and what the list says under it. */
export const JOIN_SAMPLES_WORDS = {
  label: '代表作品',
  hint: `（${JOIN_SAMPLES_MIN}-${JOIN_SAMPLES_MAX} 张，第一张作为主页作品封面）`,
  count: (n: number) => `已上传 ${n} 张；支持 PNG、JPG、WebP、GIF`,
};

export function useJoinForm(
  initial: JoinForm,
  io: {
    /** The site's applyJoin call: whether it was accepted (its client shows a refusal). */
    apply: (input: EndpointInput<'applyJoin'>) => Promise<boolean>;
    submitted: (message: string) => void;
    /** After a failed check, once the errors are drawn: bring the first into view. */
    showFirstError: () => void;
  },
) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<JoinErrors>({});
  const { run, busy } = useChange(async (filled: JoinForm) => {
    if (await io.apply({ ...filled, agree: true })) io.submitted(JOIN_SUBMITTED);
  });
  const set = <K extends keyof JoinForm>(key: K, value: JoinForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkJoinForm(form);
    setErrors(found);
    if (Object.keys(found).length) return void requestAnimationFrame(io.showFirstError);
    void run(form);
  };

  /** 真实姓名, 联系手机 (digits only) or 作品集链接: the input's props, its id `join-{key}`. */
  const text = (key: TextInput) => ({
    ...TEXT_FIELDS[key],
    id: `join-${key}`,
    name: key,
    value: form[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      set(key, key === 'mobile' ? e.currentTarget.value.replace(/\D/g, '') : e.currentTarget.value),
  });

  return {
    form,
    errors,
    set,
    text,
    /** 设计经历: the textarea's props and its counter. */
    experience: {
      label: '设计经历',
      id: 'join-experience',
      name: 'experience',
      rows: 5,
      maxLength: JOIN_EXPERIENCE_MAX,
      placeholder: '教育背景、代表项目、擅长的风格和服务过的行业',
      value: form.experience,
      error: errors.experience,
      counter: `${form.experience.trim().length} / ${JOIN_EXPERIENCE_MAX}`,
      onChange: (e: ChangeEvent<HTMLTextAreaElement>) => set('experience', e.currentTarget.value),
    },
    /** 从业年限: the select's props (a disabled 请选择 first, then JOIN_YEARS). */
    years: {
      label: '从业年限',
      id: 'join-years',
      name: 'years',
      placeholder: '请选择',
      options: JOIN_YEARS,
      value: form.years || '',
      error: errors.years,
      onChange: (e: ChangeEvent<HTMLSelectElement>) => set('years', Number(e.currentTarget.value)),
    },
    /** 擅长领域: whether a category is ticked, and ticking it. */
    category: (id: number) => ({
      checked: form.categoryIds.includes(id),
      onChange: () =>
        set(
          'categoryIds',
          form.categoryIds.includes(id) ? form.categoryIds.filter((c) => c !== id) : [...form.categoryIds, id],
        ),
    }),
    /** 我已阅读并同意《入驻规则》. */
    agree: {
      checked: form.agree,
      error: errors.agree,
      onChange: (e: ChangeEvent<HTMLInputElement>) => set('agree', e.currentTarget.checked),
    },
    samples: { value: form.samples, error: errors.samples, onChange: (s: string[]) => set('samples', s) },
    submit,
    busy,
    submitLabel: busy ? '提交中…' : '提交申请',
  };
}

/**
 * 代表作品: picked images uploaded one after another (as many as still fit), each url added as it arrives, the
 * pick's progress meanwhile; `refuse` says why one was not added (too many, or the upload's message).
 */
export function useJoinSamples(
  value: string[],
  onChange: (next: string[]) => void,
  io: {
    upload: (file: File, onProgress: (fraction: number) => void) => Promise<string | { error: string }>;
    refuse: (message: string, why: 'count' | 'file') => void;
  },
) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  return {
    id,
    progress,
    /** Room for more samples. */
    room: JOIN_SAMPLES_MAX - value.length,
    /** The file input's change: upload what was picked, and empty the input. */
    onPick: (e: ChangeEvent<HTMLInputElement>) => {
      const files = [...(e.currentTarget.files ?? [])];
      e.currentTarget.value = '';
      void addSamples(files, value, { upload: io.upload, progress: setProgress, change: onChange, refuse: io.refuse });
    },
    remove: (url: string) => onChange(value.filter((u) => u !== url)),
    countText: JOIN_SAMPLES_WORDS.count(value.length),
  };
}
