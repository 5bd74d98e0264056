/** The /join application form (issue 8): checked here, then on the server with the same messages. */
import { JOIN_EXPERIENCE_MAX, JOIN_SUBMITTED, JOIN_YEARS } from '@bazaar/domain/constants/join';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCategories } from '@/shared/categories/get-categories';
import { FieldMessage, FormField } from '@/shared/ui/form-field';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast/toast-store';
import { useApply } from '../api/join-api';
import { checkJoinForm, type JoinErrors, type JoinForm } from '@bazaar/domain/rules/join-form';
import { SamplesField } from './samples-field';
import styles from './join.module.css';
import * as paths from '@/shared/lib/page-paths';

export function JoinFormView({ initial, resubmit }: { initial: JoinForm; resubmit: boolean }) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<JoinErrors>({});
  const categories = useCategories();
  const apply = useApply();
  const set = <K extends keyof JoinForm>(key: K, value: JoinForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkJoinForm(form);
    setErrors(found);
    if (Object.keys(found).length) {
      document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.scrollIntoView({ block: 'center' });
      return;
    }
    const result = await apply.mutateAsync({ ...form, agree: true });
    if (result.success) toast.success(JOIN_SUBMITTED);
  }

  const toggleCategory = (id: number) =>
    set(
      'categoryIds',
      form.categoryIds.includes(id) ? form.categoryIds.filter((c) => c !== id) : [...form.categoryIds, id],
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="设计师入驻申请">
      <h2 className={styles.formTitle}>{resubmit ? '修改后重新提交' : '填写入驻申请'}</h2>
      <div className={styles.row}>
        <FormField
          label="真实姓名"
          value={form.realName}
          maxLength={20}
          autoComplete="name"
          placeholder="仅用于审核与结算，不公开展示"
          error={errors.realName}
          onChange={(e) => set('realName', e.currentTarget.value)}
        />
        <FormField
          label="联系手机"
          value={form.mobile}
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          error={errors.mobile}
          onChange={(e) => set('mobile', e.currentTarget.value.replace(/\D/g, ''))}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>
          擅长领域 <span className={styles.labelHint}>（可多选，最多 5 项）</span>
        </legend>
        <div className={styles.chips}>
          {(categories.data ?? []).map((c) => (
            <label key={c.categoryId} className={styles.chip}>
              <input
                type="checkbox"
                checked={form.categoryIds.includes(c.categoryId)}
                onChange={() => toggleCategory(c.categoryId)}
              />
              <span>{c.categoryName}</span>
            </label>
          ))}
        </div>
        <FieldMessage error={errors.categoryIds} />
      </fieldset>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="join-years">
          从业年限
        </label>
        <select
          id="join-years"
          className={styles.select}
          value={form.years || ''}
          aria-invalid={errors.years ? true : undefined}
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
        <FieldMessage error={errors.years} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="join-experience">
          设计经历
        </label>
        <textarea
          id="join-experience"
          className={styles.textarea}
          rows={5}
          maxLength={JOIN_EXPERIENCE_MAX}
          value={form.experience}
          placeholder="教育背景、代表项目、擅长的风格和服务过的行业"
          aria-invalid={errors.experience ? true : undefined}
          onChange={(e) => set('experience', e.currentTarget.value)}
        />
        <FieldMessage error={errors.experience} hint={`${form.experience.trim().length} / ${JOIN_EXPERIENCE_MAX}`} />
      </div>
      <SamplesField value={form.samples} onChange={(s) => set('samples', s)} error={errors.samples} />
      <FormField
        label="作品集链接"
        type="url"
        value={form.portfolioUrl}
        placeholder="https://www.zcool.com.cn/u/…"
        error={errors.portfolioUrl}
        onChange={(e) => set('portfolioUrl', e.currentTarget.value)}
      />
      <div className={styles.field}>
        <label className={styles.agree}>
          <input
            type="checkbox"
            checked={form.agree}
            aria-invalid={errors.agree ? true : undefined}
            onChange={(e) => set('agree', e.currentTarget.checked)}
          />
          <span>
            我已阅读并同意
            <Link to={paths.entryRules} target="_blank">
              《入驻规则》
            </Link>
          </span>
        </label>
        <FieldMessage error={errors.agree} />
      </div>
      <Button type="submit" variant="primary" size="large" className={styles.submit} disabled={apply.isPending}>
        {apply.isPending ? '提交中…' : '提交申请'}
      </Button>
    </form>
  );
}
