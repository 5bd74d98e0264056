/**
 * 上传作品 / 编辑作品 on a phone (the desktop's editor, issue 6): images, title, category, type and sub-type, and
 * description, checked here with the desktop's `checkWorkForm` (the api's own messages, `@bazaar/domain/rules/
 * work-form`), then by the server (saveWorks). Each field's error shows under it; the first one is focused.
 */
import { useEffect, useId } from 'react';
import type { WorkDetail } from '@bazaar/domain/entities';
import { WORK_DESCRIPTION_MAX } from '@bazaar/domain/constants';
import { useWorkEditor } from '@bazaar/react/work-editor';
import { call } from '@/shared/api';
import { useCategoryChips } from '@/shared/categories';
import { toast } from '@/shared/toast';
import { Field } from '@/shared/ui/field';
import { ImagesField, useImageSlots } from './work-images';

function Choices(props: {
  label: string;
  name: string;
  value: number;
  options: readonly { value: number; label: string }[];
  onChange: (value: number) => void;
}) {
  return (
    <fieldset className="m-field m-fieldset-plain">
      <legend>{props.label}</legend>
      <div className="m-segments">
        {props.options.map((o) => (
          <label key={o.value} className="m-segment">
            <input
              type="radio"
              name={props.name}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function WorkEditor({ work, onDone }: { work: WorkDetail | null; onDone: (saved: boolean) => void }) {
  const categories = useCategoryChips().filter((c) => c.value !== '');
  const images = useImageSlots(work?.images ?? []);
  const { fields, change, titleField, choice, errors, busy, submit, form, submitLabel } = useWorkEditor({
    work,
    images,
    invalid: '[aria-invalid="true"], [data-invalid] input',
    save: async (draft) => {
      const result = await call('saveWorks', draft);
      if (!result.success) return false; // the client showed the api's message
      toast.info(work ? '作品已保存' : '作品已发布');
      return true;
    },
    onSaved: () => onDone(true),
  });
  const { categoryId, description } = fields;
  const ids = { category: useId(), description: useId() };
  // The editor is a state of the list's page (?edit=): it opens at its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const over = description.length > WORK_DESCRIPTION_MAX;
  return (
    <form ref={form} className="m-editor" onSubmit={submit} noValidate aria-label={work ? '编辑作品' : '上传作品'}>
      <ImagesField images={images} error={errors.images} />
      <Field {...titleField} />
      <div className="m-field">
        <label htmlFor={ids.category}>作品分类</label>
        <select
          id={ids.category}
          className="m-input m-select"
          value={categoryId ?? ''}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? `${ids.category}-error` : undefined}
          onChange={(e) => change({ key: 'categoryId', value: Number(e.target.value) })}
        >
          <option value="" disabled>
            {categories.length ? '请选择分类' : '分类加载中…'}
          </option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {errors.categoryId && (
          <p id={`${ids.category}-error`} className="m-error" role="alert">
            {errors.categoryId}
          </p>
        )}
      </div>
      <Choices {...choice('worksType')} />
      <Choices {...choice('worksSubType')} />
      <div className="m-field">
        <label htmlFor={ids.description}>作品描述</label>
        <textarea
          id={ids.description}
          className="m-input m-work-textarea"
          rows={5}
          placeholder="介绍一下创作思路、用途和使用的工具（选填）"
          value={description}
          aria-invalid={errors.description || over ? true : undefined}
          aria-describedby={`${ids.description}-count`}
          onChange={(e) => change({ key: 'description', value: e.target.value })}
        />
        <p id={`${ids.description}-count`} className={over ? 'm-error' : 'm-hint'}>
          {errors.description ?? `${description.length}/${WORK_DESCRIPTION_MAX}`}
        </p>
      </div>
      <div className="m-editor-actions">
        <button type="button" className="m-button m-button-plain" onClick={() => onDone(false)}>
          取消
        </button>
        <button type="submit" className="m-button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
